// The mock server's own checkout calls (openapi.yaml tag mock-only, x-mock-only: true). A deployment's
// verification leaves them out and says so (src/provider/mockOnly.ts): the hosted API has none.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { EXAMPLE_ADDRESS, EXAMPLE_TOKEN, EXAMPLE_UPI } from '../../src/examples';
import { productWithOffers } from '../../src/fixtures';
import { runInteraction, type Answer, type InteractionSpec } from '../../src/interaction';
import { ABSOLUTE_URL, bearer, eachLike, message, objectId } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState, like, regex, integer, boolean } = MatchersV3;
const pact = storefrontPact();
const ORDER_ID = '^OD\\d{18}$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
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
const orderLike = () => ({
  id: regex(ORDER_ID, exampleOrderId),
  placedAt: like('2026-11-21T10:00:00.000Z'),
  status: regex('^(ordered|shipped|out-for-delivery|delivered)$', 'ordered'),
  lines: eachLike({
    productId: objectId(productWithOffers._id),
    title: like(productWithOffers.content.title),
    image: regex(ABSOLUTE_URL, productWithOffers.url),
    unitPrice: integer(14993),
    quantity: integer(1),
    warranty: boolean(false),
    lineTotal: integer(14993),
  }),
  total: integer(14993),
  address: like(EXAMPLE_ADDRESS),
  place: placeLike(),
  payment: like(EXAMPLE_UPI),
  deliveryDate: regex(DATE, '2026-11-23'),
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
      request: {
        method: 'GET',
        path: fromProviderState('/order-api/orders/${orderId}', `/order-api/orders/${exampleOrderId}`),
        build: (req) => req.headers(bearer(EXAMPLE_TOKEN)),
      },
      response: { status: 200, body: { status: true, order: orderLike() } },
      call: (client) => client.getOrder(exampleOrderId),
      reads: { status: true, order: { id: exampleOrderId } },
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
