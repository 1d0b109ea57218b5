/**
 * An order's tax invoice (docs/decisions/031). Prices include GST, as Indian shops show them; the
 * invoice shows the tax inside each price. Amounts are whole paise: a line's taxable value is
 * round(price × 100 / (100 + rate)) and its GST the rest, so every line adds up exactly and the
 * lines add up to the order's total. Rates, simplified from the GST slabs by the mock's categories
 * rather than by HSN code: 5% for Fashion and Grocery, 18% for everything else, the extended
 * warranty and the COD fee. The same state for seller and delivery is CGST + SGST (half each, the
 * odd paisa to CGST), another state IGST.
 */
import type { components } from '../../../generated/openapi.js';
import { warrantyRupees, type CheckoutSettings } from './checkout.js';
import { indianDateAfter } from './pincodes/delivery.js';
import type { OrderRecord } from './orders.js';

type Invoice = components['schemas']['Invoice'];
type InvoiceLine = components['schemas']['InvoiceLine'];
type GstRate = InvoiceLine['gstRate'];

const fivePerCent = new Set(['Fashion', 'Grocery']);
export const gstRateFor = (category: string | undefined): GstRate => (category && fivePerCent.has(category) ? 5 : 18);
const serviceRate: GstRate = 18;

function line(
  description: string,
  quantity: number,
  gstRate: GstRate,
  rupees: number,
  productId?: string,
): InvoiceLine {
  const pricePaise = rupees * 100;
  const taxablePaise = Math.round((pricePaise * 100) / (100 + gstRate));
  return {
    description,
    ...(productId ? { productId } : {}),
    quantity,
    gstRate,
    pricePaise,
    taxablePaise,
    gstPaise: pricePaise - taxablePaise,
  };
}

const sum = (lines: readonly InvoiceLine[], part: 'pricePaise' | 'taxablePaise' | 'gstPaise') =>
  lines.reduce((total, each) => total + each[part], 0);
const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `categoryOf` names a product's catalogue category (undefined when the catalogue has none). */
export function invoiceOf(
  order: OrderRecord,
  seller: CheckoutSettings['seller'],
  categoryOf: (productId: string) => string | undefined,
): Invoice {
  const lines = order.lines.flatMap((ordered) => [
    line(
      ordered.title,
      ordered.quantity,
      gstRateFor(categoryOf(ordered.productId)),
      ordered.unitPrice * ordered.quantity,
      ordered.productId,
    ),
    ...(ordered.warranty
      ? [line(`Extended warranty: ${ordered.title}`, ordered.quantity, serviceRate, warrantyRupees * ordered.quantity)]
      : []),
  ]);
  if (order.codFee > 0) lines.push(line('Cash on Delivery fee', 1, serviceRate, order.codFee));

  const gstPaise = sum(lines, 'gstPaise');
  const { address, place } = order;
  const intraState = sameState(seller.state, place.state);
  const cgstPaise = intraState ? Math.ceil(gstPaise / 2) : 0;
  return {
    number: `INV-${order.id.slice(-12)}`,
    date: indianDateAfter(order.placedAtMs, 0),
    orderId: order.id,
    seller: { name: seller.name, gstin: seller.gstin, address: seller.address, state: seller.state },
    buyer: {
      name: address.name,
      address: [address.address, address.locality, `${address.city} ${address.pincode}`].filter(Boolean).join(', '),
      state: place.state,
    },
    placeOfSupply: place.state,
    lines,
    totals: {
      pricePaise: sum(lines, 'pricePaise'),
      taxablePaise: sum(lines, 'taxablePaise'),
      gstPaise,
      cgstPaise,
      sgstPaise: intraState ? gstPaise - cgstPaise : 0,
      igstPaise: intraState ? 0 : gstPaise,
    },
  };
}
