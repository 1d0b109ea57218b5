/**
 * Express (the hosted API) reads an empty body sent with `Content-Type: application/json` as `{}`,
 * and many HTTP wrappers send that header on every request: an operation without a body must accept it.
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, orderDraftFor, signUp } from '../helpers.js';

const emptyJson = { 'content-type': 'application/json' };

/** A new shopper deleting their own account (an operation without a body) with this content type and body. */
async function deleteOwnAccount(contentType: string, payload: string) {
  const app = await buildTestApp();
  const { token, user } = await signUp(app);
  return call(app, {
    method: 'DELETE',
    url: `/user-api/delete/${user._id}`,
    headers: { 'content-type': contentType, ...bearer(token) },
    payload,
  });
}

/** Run last: they end the account, or the state, the other calls use. */
const destructive = ['deleteUser'];

describe('a JSON Content-Type with an empty body', () => {
  it('is accepted by every operation that takes no body (GET and DELETE)', async () => {
    const app = await buildTestApp();
    const { token, user } = await signUp(app);
    const product = app.store.catalog.at(0);
    if (!product) throw new Error('empty catalogue');
    app.store.carts.add(user._id, product._id);
    const order = app.store.orders.add(user._id, 'json-body-test-key', orderDraftFor(product));
    const pathValues: Record<string, string> = {
      page: '1',
      limit: '40',
      prod_id: product._id,
      user_id: user._id,
      pincode: '560001',
      order_id: order?.id ?? '',
    };

    const bodiless = [...app.contract.operations.values()]
      .filter((op) => !op.body)
      .sort((a, b) => destructive.indexOf(a.operationId) - destructive.indexOf(b.operationId));
    expect(bodiless.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['getProducts', 'getCart', 'removeFromCart', 'deleteUser']),
    );

    const answers = [];
    for (const op of bodiless) {
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? name);
      const response = await app.inject({
        method: op.method,
        url,
        headers: { ...emptyJson, ...bearer(token) },
        payload: '',
      });
      answers.push(`${op.method} ${url} ${response.statusCode}`);
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/\d+$/, '200')));
  });

  it('with a charset too', async () => {
    const response = await deleteOwnAccount('application/json; charset=utf-8', '');
    expect(response).toMatchObject({ status: 200, body: { status: true, msg: 'Account Deleted' } });
  });

  it('is still a clear 400 where the operation needs a body', async () => {
    const app = await buildTestApp();
    const response = await call(app, { method: 'POST', url: '/user-api/login', headers: emptyJson, payload: '' });
    expect(response).toMatchObject({
      status: 400,
      body: { status: false, msg: 'The request body is empty; send a JSON object' },
    });
  });

  it('and a body that is not JSON is still refused on an operation without one', async () => {
    const response = await deleteOwnAccount(emptyJson['content-type'], '{not json');
    expect(response).toMatchObject({ status: 400, body: { status: false, msg: 'The request body is not valid JSON' } });
  });
});
