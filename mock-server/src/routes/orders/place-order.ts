/**
 * Placing an order, as rules over the store: the server, never the client, decides what is
 * ordered and what it costs. Every check runs before anything changes, and nothing awaits in
 * between, so two requests with one idempotency key cannot both place an order.
 * A key that placed an order answers that order, whatever the request holds now: its answer may
 * have been lost after the ordered products left the cart, and the retry must still show it.
 * The ordered products leave the cart at once, whatever the payment; a UPI payment that then fails
 * or expires puts them back (store/orders.ts).
 */
import type { PlaceOrderRequest } from '../../contract/api-types.js';
import { messages } from '../../messages.js';
import { formatRupees, parseRupees } from '../../store/catalog/price.js';
import { codFeeFor, warrantyRupees, type CheckoutSettings } from '../../store/checkout.js';
import type { Store } from '../../store/index.js';
import type { OrderRecord } from '../../store/orders.js';
import type { PaymentRecord } from '../../store/payments.js';
import { checkDelivery } from '../../store/pincodes/delivery.js';
import type { PincodeDirectory } from '../../store/pincodes/directory.js';
import type { PreferredPayment } from './prefer-payment.js';

export type PlaceOrderOutcome =
  { placed: OrderRecord; replayed: boolean } | { refused: 400 | 402 | 409 | 422; msg: string };

export interface PlaceOrderInput {
  userId: string;
  body: PlaceOrderRequest;
  /** Goes in front of the lines' image URLs. */
  origin: string;
  /** `Prefer: payment=…`: how a UPI payment goes (./prefer-payment.ts); by default it is paid. */
  preferred: PreferredPayment | undefined;
  settings: CheckoutSettings;
}

/** A UPI payment as kept: pending, settling by itself as `Prefer` says, or never (then it expires). */
function upiPayment(payment: PlaceOrderRequest['payment'], input: PlaceOrderInput): PaymentRecord {
  const { upi } = input.settings;
  const flow = 'upiId' in payment ? 'collect' : 'intent';
  return {
    method: 'upi',
    flow,
    ...('upiId' in payment ? { upiId: payment.upiId } : {}),
    payee: { vpa: upi.payeeVpa, name: upi.payeeName },
    ...(input.preferred === 'expired'
      ? {}
      : { settles: { afterMs: upi.settleMs, outcome: input.preferred === 'failed' ? 'failed' : 'paid' } }),
  };
}

export function placeOrder(store: Store, directory: PincodeDirectory, input: PlaceOrderInput): PlaceOrderOutcome {
  const { userId, body } = input;
  const { idempotencyKey } = body;
  const earlier = store.orders.byKey(userId, idempotencyKey);
  if (earlier) return { placed: earlier, replayed: true };

  const inCart = new Set(store.carts.productIds(userId));
  if (inCart.size === 0) return { refused: 409, msg: messages.orders.cartEmpty };
  const ids = body.lines.map((line) => line.productId);
  if (new Set(ids).size !== ids.length) return { refused: 400, msg: messages.orders.duplicateLine };

  const lines = [];
  for (const line of body.lines) {
    const product = store.catalog.byId(line.productId, input.origin);
    if (!product || !inCart.has(line.productId)) {
      return { refused: 409, msg: messages.orders.notInCart(product?.content.title ?? line.productId) };
    }
    const warranty = line.warranty ?? false;
    const unitPrice = parseRupees(product.content.price.sell_price);
    lines.push({
      productId: line.productId,
      title: product.content.title,
      image: product.url,
      unitPrice,
      quantity: line.quantity,
      warranty,
      lineTotal: (unitPrice + (warranty ? warrantyRupees : 0)) * line.quantity,
    });
  }
  const itemsTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);

  const { pincode } = body.address;
  const entry = directory.lookup(pincode);
  if (!entry) return { refused: 422, msg: messages.orders.unknownPincode(pincode) };
  const delivery = checkDelivery(entry, store.now());
  if (!delivery.serviceable) return { refused: 422, msg: delivery.reason };

  const { cod } = input.settings;
  const byCod = body.payment.method === 'cod';
  if (byCod && !delivery.codAvailable) return { refused: 422, msg: messages.orders.codNotHere(pincode) };
  if (byCod && itemsTotal > cod.max) return { refused: 422, msg: messages.orders.codOverLimit(formatRupees(cod.max)) };
  // The server charges exactly what the shop showed: the lines, and the COD fee when it applies.
  const codFee = byCod ? codFeeFor(itemsTotal, cod) : 0;
  const total = itemsTotal + codFee;
  if (total !== body.expectedTotal) {
    const msg = codFee
      ? messages.orders.codTotalDiffers(formatRupees(codFee), formatRupees(total))
      : messages.orders.priceChanged(formatRupees(total));
    return { refused: 409, msg };
  }
  if (!byCod && input.preferred === 'declined') return { refused: 402, msg: messages.orders.upiDeclined };

  const placed = store.orders.add(userId, idempotencyKey, {
    lines,
    codFee,
    total,
    address: body.address,
    place: delivery.place,
    payment: byCod ? { method: 'cod' } : upiPayment(body.payment, input),
    deliveryDate: delivery.deliveryDate,
  });
  if (!placed) return { refused: 422, msg: messages.orders.tooMany };
  for (const line of lines) store.carts.remove(userId, line.productId);
  return { placed, replayed: false };
}
