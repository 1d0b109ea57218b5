/**
 * An order's tax invoice (decision 031): GST-inclusive line prices with the tax shown, the seller's
 * and the shopper's addresses, the order reference; printable; an order without one says why.
 */
import { screen, within } from '@testing-library/react';
import { paths } from '../../lib/paths';
import { placedInvoice, placedOrder } from '../../test/orders';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shopper } from '../../test/session';
import { answer } from '../../test/stubApi';
import InvoicePage from './InvoicePage';

function renderInvoice(orderId: string, { ordersTaken = true } = {}) {
  if (ordersTaken) answer('listOrders', { status: true, orders: [placedOrder] });
  else answer('listOrders', { status: false, msg: 'Not Found' }, 404);
  return renderWithProviders(<InvoicePage />, {
    route: paths.account.orderInvoice(orderId),
    path: paths.account.orderInvoice.pattern,
    preloadedState: { session: { user: shopper } },
  });
}

describe('invoice', () => {
  it('shows the invoice: number, order, both parties, GST-inclusive lines and the tax within them', async () => {
    const getInvoice = answer('getInvoice', { status: true, invoice: placedInvoice });
    renderInvoice(placedOrder.id);
    expect(await screen.findByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeInTheDocument();
    expect(getInvoice).toHaveBeenCalledWith(placedOrder.id);
    expect(screen.getByText('INV-000000000001')).toBeInTheDocument();
    expect(screen.getByText(placedOrder.id)).toBeInTheDocument();
    expect(screen.getByText(/GSTIN: 29AAACR5055K1Z5/)).toBeInTheDocument();
    expect(screen.getByText(/42 MG Road, Bengaluru 560001/)).toBeInTheDocument();
    expect(screen.getByText(/12 Residency Road, Bengaluru, Karnataka - 560001/)).toBeInTheDocument();

    const row = screen.getByRole('row', { name: /Omex Nova 5G/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '₹12,705.93', '18%', '₹2,287.07', '₹14,993.00']);
    // Within Karnataka: CGST and SGST, half each (the odd paisa to CGST), and no IGST.
    const taxes = screen.getByLabelText('Tax included');
    expect(taxes).toHaveTextContent('CGST₹1,143.54SGST₹1,143.53');
    expect(taxes).not.toHaveTextContent('IGST');
    expect(screen.getByText('Prices include GST.')).toBeInTheDocument();
  });

  it('shows IGST alone for a shopper in another state', async () => {
    const { totals } = placedInvoice;
    answer('getInvoice', {
      status: true,
      invoice: {
        ...placedInvoice,
        buyer: { ...placedInvoice.buyer, state: 'Tamil Nadu' },
        placeOfSupply: 'Tamil Nadu',
        totals: { ...totals, cgstPaise: 0, sgstPaise: 0, igstPaise: totals.gstPaise },
      },
    });
    renderInvoice(placedOrder.id);
    const taxes = await screen.findByLabelText('Tax included');
    expect(taxes).toHaveTextContent('IGST₹2,287.07');
    expect(taxes).not.toHaveTextContent('CGST');
  });

  it('prints from its PRINT button', async () => {
    answer('getInvoice', { status: true, invoice: placedInvoice });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    onTestFinished(() => print.mockRestore());
    const { user } = renderInvoice(placedOrder.id);
    await user.click(await screen.findByRole('button', { name: 'PRINT' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says why an order has no invoice, with the way back to it', async () => {
    const reason = 'This order has no invoice until its UPI payment is confirmed.';
    answer('getInvoice', { status: false, msg: reason }, 409);
    renderInvoice(placedOrder.id);
    expect(await screen.findByRole('heading', { name: 'No invoice for this order' })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the order' })).toHaveAttribute(
      'href',
      paths.account.orderDetails(placedOrder.id),
    );
  });

  it('shows no invoice where the server takes no orders (My Orders answers 404)', async () => {
    answer('getInvoice', { status: true, invoice: placedInvoice });
    renderInvoice(placedOrder.id, { ordersTaken: false });
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tax Invoice' })).not.toBeInTheDocument();
  });

  it('asks the server nothing for what is no order number', async () => {
    const getInvoice = answer('getInvoice', { status: true, invoice: placedInvoice });
    renderInvoice('1');
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(getInvoice).not.toHaveBeenCalled();
  });

  it('shows no invoice where the server has no invoice call (a proxy of the hosted API answers 404)', async () => {
    answer('getInvoice', { status: false, msg: 'Not Found' }, 404);
    renderInvoice(placedOrder.id);
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tax Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No invoice for this order' })).not.toBeInTheDocument();
  });
});
