// The mock server's own checkout calls (openapi.yaml tag mock-only, x-mock-only: true). A deployment's
// verification leaves them out and says so (src/provider/mockOnly.ts): the hosted API has none.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { EXAMPLE_ADDRESS, EXAMPLE_TOKEN, EXAMPLE_UPI } from '../../src/examples';
import { productWithOffers } from '../../src/fixtures';
import { runInteraction, type Answer, type InteractionSpec } from '../../src/interaction';
import { ABSOLUTE_URL, bearer, eachLike, message, objectId } from '../../src/matchers';
import { storefrontPact, type RequestBuilder } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState, like, regex, integer, boolean } = MatchersV3;
const pact = storefrontPact();
const ORDER_ID = '^OD\\d{18}$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const STATUS = '^(ordered|packed|shipped|out-for-delivery|delivered|cancelled)$';
const PAYMENT_STATE = '^(pending|paid|failed|expired|refunded|cod)$';
const TIME = '2026-11-21T10:00:00.000Z';
const exampleOrderId = 'OD100000000000000001';
/** An order of the example product for ₹0, a total no product has. */
const orderWithWrongTotal = {
  idempotencyKey: 'pact-0000000000000001',
  lines: [{ productId: productWithOffers._id, quantity: 1 }],
  address: EXAMPLE_ADDRESS,
  payment: EXAMPLE_UPI,
  expectedTotal: 0,
};

const placeLike = () => ({ office: like('Bangalore'), district: like('Bangalore'), state: like('Karnataka') });
/** An order as the state `orderPlaced` makes it: Cash on Delivery, placed just now (ordered, or cancelled by the interaction). */
const orderLike = (status: 'ordered' | 'cancelled' = 'ordered') => ({
  id: regex(ORDER_ID, exampleOrderId),
  placedAt: like(TIME),
  status: regex(STATUS, status),
  history: eachLike({ status: regex(STATUS, 'ordered'), at: like(TIME) }),
  lines: eachLike({
    productId: objectId(productWithOffers._id),
    title: like(productWithOffers.content.title),
    image: regex(ABSOLUTE_URL, productWithOffers.url),
    unitPrice: integer(14993),
    quantity: integer(1),
    warranty: boolean(false),
    lineTotal: integer(14993),
  }),
  codFee: integer(0),
  total: integer(14993),
  address: like(EXAMPLE_ADDRESS),
  place: placeLike(),
  payment: { method: regex('^(cod|upi)$', 'cod'), state: regex(PAYMENT_STATE, 'cod') },
  deliveryDate: regex(DATE, '2026-11-23'),
});

const signedIn: RequestBuilder = (req) => req.headers(bearer(EXAMPLE_TOKEN));

/** A signed-in shopper's call on the order the state placed: `path` after its id (e.g. `/cancel`). */
const onPlacedOrder = (method: 'GET' | 'POST', suffix: string) => ({
  method,
  path: fromProviderState(`/order-api/orders/\${orderId}${suffix}`, `/order-api/orders/${exampleOrderId}${suffix}`),
  build: signedIn,
});

/** A pincode check for `pincode` against the catalogue's delivery directory. */
const pincodeCheck = (pincode: string, answer: Answer): InteractionSpec => ({
  given: [[STATE.catalogue]],
  uponReceiving: `a pincode check for ${pincode}`,
  request: { method: 'GET', path: `/order-api/pincode/${pincode}` },
  call: (client) => client.checkPincode(pincode),
  ...answer,
});

describe('orders (mock server only)', () => {
  it('checkPincode names the place and the delivery date', () =>
    runInteraction(
      pact,
      pincodeCheck('560001', {
        response: {
          status: 200,
          body: {
            status: true,
            pincode: '560001',
            place: placeLike(),
            serviceable: boolean(true),
            deliveryDate: regex(DATE, '2026-11-23'),
            distanceKm: integer(17),
            codAvailable: boolean(true),
            codLimit: integer(50000),
          },
        },
        reads: { status: true, serviceable: true, place: { state: 'Karnataka' } },
      }),
    ));

  it('checkPincode of six digits no post office has answers 404', () =>
    runInteraction(
      pact,
      pincodeCheck('999999', {
        response: {
          status: 404,
          body: { status: false, msg: message('No post office in India has the pincode 999999') },
        },
        reads: { status: false },
      }),
    ));

  it('listOrders lists the orders placed', () =>
    runInteraction(pact, {
      token: EXAMPLE_TOKEN,
      given: [[STATE.orderPlaced, SHOPPER]],
      uponReceiving: 'a request for the orders of a shopper who placed one',
      request: { method: 'GET', path: '/order-api/orders', build: (req) => req.headers(bearer(EXAMPLE_TOKEN)) },
      response: { status: 200, body: { status: true, orders: eachLike(orderLike()) } },
      call: (client) => client.listOrders(),
      reads: { status: true, orders: [{ id: exampleOrderId }] },
    }));

  it('getOrder reads one order', () =>
    runInteraction(pact, {
      token: EXAMPLE_TOKEN,
      given: [[STATE.orderPlaced, SHOPPER]],
      uponReceiving: 'a request for one order',
      request: onPlacedOrder('GET', ''),
      response: { status: 200, body: { status: true, order: orderLike() } },
      call: (client) => client.getOrder(exampleOrderId),
      reads: { status: true, order: { id: exampleOrderId } },
    }));

  it('cancelOrder cancels an order that has not shipped', () =>
    runInteraction(pact, {
      token: EXAMPLE_TOKEN,
      given: [[STATE.orderPlaced, SHOPPER]],
      uponReceiving: 'a cancellation of an order that has not shipped',
      request: { ...onPlacedOrder('POST', '/cancel'), build: (req) => req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({}) },
      response: {
        status: 200,
        body: { status: true, order: orderLike('cancelled'), msg: message('Your order is cancelled.') },
      },
      call: (client) => client.cancelOrder(exampleOrderId),
      reads: { status: true, order: { status: 'cancelled' } },
    }));

  it('getInvoice reads an order’s tax invoice', () =>
    runInteraction(pact, {
      token: EXAMPLE_TOKEN,
      given: [[STATE.orderPlaced, SHOPPER]],
      uponReceiving: 'a request for an order’s invoice',
      request: onPlacedOrder('GET', '/invoice'),
      response: {
        status: 200,
        body: {
          status: true,
          invoice: {
            number: regex('^INV-[0-9]{12}$', 'INV-100000000001'),
            date: regex(DATE, '2026-11-21'),
            orderId: regex(ORDER_ID, exampleOrderId),
            seller: {
              name: like('Rupee Storefront Pvt Ltd'),
              gstin: like('29AAACR0000A1ZD'),
              address: like('Warehouse, Hoskote Road, Bengaluru 560067'),
              state: like('Karnataka'),
            },
            buyer: { name: like('Asha Verma'), address: like('1 MG Road, Bengaluru 560001'), state: like('Karnataka') },
            placeOfSupply: like('Karnataka'),
            lines: eachLike({
              description: like(productWithOffers.content.title),
              productId: objectId(productWithOffers._id),
              quantity: integer(1),
              gstRate: integer(18),
              pricePaise: integer(1499300),
              taxablePaise: integer(1270593),
              gstPaise: integer(228707),
            }),
            totals: {
              pricePaise: integer(1499300),
              taxablePaise: integer(1270593),
              gstPaise: integer(228707),
              cgstPaise: integer(114354),
              sgstPaise: integer(114353),
              igstPaise: integer(0),
            },
          },
        },
      },
      call: (client) => client.getInvoice(exampleOrderId),
      reads: { status: true, invoice: { orderId: exampleOrderId } },
    }));

  it('getCheckoutTerms names the COD fee and limit and the UPI payee', () =>
    runInteraction(pact, {
      given: [[STATE.catalogue]],
      uponReceiving: 'a request for the checkout terms',
      request: { method: 'GET', path: '/order-api/checkout-terms' },
      response: {
        status: 200,
        body: {
          status: true,
          cod: { fee: integer(10), feeBelow: integer(500), max: integer(50000) },
          upi: {
            payeeVpa: regex('^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$', 'rupeestorefront@upi'),
            payeeName: like('Rupee Storefront'),
            pendingMinutes: integer(5),
          },
        },
      },
      call: (client) => client.getCheckoutTerms(),
      reads: { status: true, cod: { fee: 10 } },
    }));

  it('placeOrder refuses a total the server does not agree with (409), placing nothing', () =>
    runInteraction(pact, {
      token: EXAMPLE_TOKEN,
      given: [[STATE.productInCart, { ...SHOPPER, id: productWithOffers._id }]],
      uponReceiving: 'an order whose total is not the server’s',
      request: {
        method: 'POST',
        path: '/order-api/orders',
        build: (req) =>
          req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({
            ...orderWithWrongTotal,
            lines: [{ productId: fromProviderState('${productId}', productWithOffers._id), quantity: 1 }],
          }),
      },
      response: {
        status: 409,
        body: { status: false, msg: message('Prices changed since you saw them: the total is now ₹14,993.') },
      },
      call: (client) => client.placeOrder(orderWithWrongTotal),
      reads: { status: false },
    }));
});
