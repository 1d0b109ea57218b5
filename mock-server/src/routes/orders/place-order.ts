/**
 * Placing an order, as rules over the store: the server, never the client, decides what is
 * ordered and what it costs. Every check runs before anything changes, and nothing awaits in
 * between, so two requests with one idempotency key cannot both place an order.
 * A key that placed an order answers that order, whatever the request holds now: its answer may
 * have been lost after the ordered products left the cart, and the retry must still show it.
 */
import type { PlaceOrderRequest } from '../../contract/api-types.js';
import { messages } from '../../messages.js';
import { formatRupees, parseRupees } from '../../store/catalog/price.js';
import type { Store } from '../../store/index.js';
import type { OrderRecord } from '../../store/orders.js';
import { checkDelivery, codLimitRupees } from '../../store/pincodes/delivery.js';
import type { PincodeDirectory } from '../../store/pincodes/directory.js';

export const warrantyRupees = 399;

export type PlaceOrderOutcome =
  { placed: OrderRecord; replayed: boolean } | { refused: 400 | 402 | 409 | 422; msg: string };

export interface PlaceOrderInput {
  userId: string;
  body: PlaceOrderRequest;
  /** Goes in front of the lines' image URLs. */
  origin: string;
  /** `Prefer: payment=declined` was sent: the UPI payment fails. */
  declineUpi: boolean;
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
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);

  const { pincode } = body.address;
  const entry = directory.lookup(pincode);
  if (!entry) return { refused: 422, msg: messages.orders.unknownPincode(pincode) };
  const delivery = checkDelivery(entry, store.now());
  if (!delivery.serviceable) return { refused: 422, msg: delivery.reason };
  if (total !== body.expectedTotal) return { refused: 409, msg: messages.orders.priceChanged(formatRupees(total)) };

  if (body.payment.method === 'cod') {
    if (!delivery.codAvailable) return { refused: 422, msg: messages.orders.codNotHere(pincode) };
    if (total > codLimitRupees)
      return { refused: 422, msg: messages.orders.codOverLimit(formatRupees(codLimitRupees)) };
  } else if (input.declineUpi) {
    return { refused: 402, msg: messages.orders.upiDeclined };
  }

  const placed = store.orders.add(userId, idempotencyKey, {
    lines,
    total,
    address: body.address,
    place: delivery.place,
    payment: body.payment,
    deliveryDate: delivery.deliveryDate,
  });
  if (!placed) return { refused: 422, msg: messages.orders.tooMany };
  for (const line of lines) store.carts.remove(userId, line.productId);
  return { placed, replayed: false };
}
