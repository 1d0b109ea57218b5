/** A placed order as the server answers it (openapi.yaml Order), for the checkout's and orders' tests. */
import type { CheckoutTerms, Invoice, Order, Product } from '../lib/api';
import { makeProduct } from './products';

export const orderedProduct: Product = makeProduct({ n: 7, title: 'Omex Nova 5G', price: 14_993 });

export const placedOrder: Order = {
  id: 'OD100000000000000001',
  placedAt: '2026-01-15T10:00:00.000Z',
  status: 'shipped',
  history: [
    { status: 'ordered', at: '2026-01-15T10:00:00.000Z' },
    { status: 'packed', at: '2026-01-15T14:00:00.000Z' },
    { status: 'shipped', at: '2026-01-16T10:00:00.000Z' },
  ],
  lines: [
    {
      productId: orderedProduct._id,
      title: 'Omex Nova 5G',
      image: orderedProduct.url,
      unitPrice: 14_993,
      quantity: 1,
      warranty: false,
      lineTotal: 14_993,
    },
  ],
  codFee: 0,
  total: 14_993,
  address: {
    name: 'Kavya Nair',
    phone: '9123456780',
    pincode: '560001',
    address: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
  },
  place: { office: 'Bangalore', district: 'Bangalore', state: 'Karnataka' },
  payment: {
    method: 'upi',
    upiId: 'kavya@okbank',
    flow: 'collect',
    state: 'paid',
    settledAt: '2026-01-15T10:00:04.000Z',
  },
  deliveryDate: '2026-01-17',
};

/** The mock server's checkout terms (openapi.yaml CheckoutTerms): ₹10 COD fee below ₹500, no COD above ₹50,000. */
export const checkoutTerms: CheckoutTerms = {
  status: true,
  cod: { fee: 10, feeBelow: 500, max: 50_000 },
  upi: { payeeVpa: 'rupeestorefront@upi', payeeName: 'Rupee Storefront', pendingMinutes: 5 },
};

/** `placedOrder` just placed, paid from a UPI app and waiting for the bank (expires 5 minutes on). */
export function pendingUpiOrder(placedAt = new Date()): Order {
  const at = placedAt.toISOString();
  const { id, total } = placedOrder;
  return {
    ...placedOrder,
    placedAt: at,
    status: 'ordered',
    history: [{ status: 'ordered', at }],
    payment: {
      method: 'upi',
      flow: 'intent',
      state: 'pending',
      upiIntent: `upi://pay?pa=rupeestorefront@upi&pn=Rupee%20Storefront&am=${total}.00&cu=INR&tr=${id}&tn=Order%20${id}`,
      expiresAt: new Date(placedAt.getTime() + 5 * 60_000).toISOString(),
    },
  };
}

/** The pending order `order` once its payment settled as `state`. */
export function settled(order: Order, state: 'paid' | 'failed' | 'expired'): Order {
  const at = new Date().toISOString();
  const { upiIntent: _link, expiresAt: _expires, ...payment } = order.payment;
  return {
    ...order,
    ...(state === 'paid' ? {} : { status: 'cancelled', history: [...order.history, { status: 'cancelled', at }] }),
    payment: { ...payment, state, settledAt: at },
  };
}

/** `placedOrder` paid by COD and not yet packed: it can still be cancelled. */
export const codOrder: Order = {
  ...placedOrder,
  status: 'ordered',
  history: [{ status: 'ordered', at: placedOrder.placedAt }],
  payment: { method: 'cod', state: 'cod' },
};

/** `order` cancelled on the server, its UPI payment (if any) refunded (openapi.yaml CancelResult). */
export function cancelled(order: Order): Order {
  const at = '2026-01-15T12:00:00.000Z';
  const payment = order.payment.state === 'paid' ? { ...order.payment, state: 'refunded' as const } : order.payment;
  return { ...order, status: 'cancelled', history: [...order.history, { status: 'cancelled', at }], payment };
}

/** The tax invoice of `placedOrder` (openapi.yaml Invoice, paise): the seller in Karnataka, delivered within it. */
export const placedInvoice: Invoice = {
  number: 'INV-000000000001',
  date: '2026-01-15',
  orderId: placedOrder.id,
  seller: {
    name: 'Rupee Storefront Pvt Ltd',
    gstin: '29AAACR5055K1Z5',
    address: '42 MG Road, Bengaluru 560001',
    state: 'Karnataka',
  },
  buyer: { name: 'Kavya Nair', address: '12 Residency Road, Bengaluru, Karnataka - 560001', state: 'Karnataka' },
  placeOfSupply: 'Karnataka',
  lines: [
    {
      description: 'Omex Nova 5G',
      productId: orderedProduct._id,
      quantity: 1,
      gstRate: 18,
      pricePaise: 1_499_300,
      taxablePaise: 1_270_593,
      gstPaise: 228_707,
    },
  ],
  totals: {
    pricePaise: 1_499_300,
    taxablePaise: 1_270_593,
    gstPaise: 228_707,
    cgstPaise: 114_354,
    sgstPaise: 114_353,
    igstPaise: 0,
  },
};
