/**
 * A shopper's journey of 50 API calls, as the shop makes them: the catalogue, pages and product
 * details (some read twice), sign-up, sign-in with its one-time code, and a cart read before and
 * after each change. `send` makes a call (through the proxy, or against a replay); `codeFor` reads
 * the one-time code sent to an address (the upstream's outbox; any code in a replay).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Step {
  request: InjectOptions;
  status: number;
  body: unknown;
}

export const shopper = {
  firstname: 'Meera',
  lastname: 'Iyer',
  username: 'meera-journey',
  email: 'meera.journey@example.com',
  password: 'Journey-Secret-77',
  phone: '9123456780',
};

type Product = { _id: string };

export async function shopperJourney(app: FastifyInstance, codeFor: (email: string) => string): Promise<Step[]> {
  const steps: Step[] = [];
  const send = async (request: InjectOptions) => {
    const response = await app.inject(request);
    const body: unknown = response.json();
    steps.push({ request, status: response.statusCode, body });
    return body as Record<string, unknown>;
  };
  const get = (url: string, headers: Record<string, string> = {}) => send({ method: 'GET', url, headers });

  const all = (await get('/product-api/get-products')).prod as Product[];
  for (const page of [1, 2, 3, 1]) await get(`/product-api/get-products/${page}/8`);
  const picked = all.slice(0, 12);
  const details: Record<string, unknown>[] = [];
  for (const { _id } of picked) details.push(await get(`/product-api/get-product-detail/${_id}`));
  for (const { _id } of picked.slice(0, 4)) await get(`/product-api/get-product-detail/${_id}`);
  for (const { _id } of picked.slice(0, 3)) await get(`/product-api/get-product/${_id}`);

  await send({ method: 'POST', url: '/user-api/signup', payload: { user_data: shopper } });
  const login = await send({
    method: 'POST',
    url: '/user-api/login',
    payload: { user_data: { email: shopper.email, password: shopper.password } },
  });
  const loginToken = String(login.token);
  const forLogin = { 'x-login-token': loginToken };
  await send({ method: 'POST', url: '/otp-api/send-otp', headers: forLogin, payload: { email: shopper.email } });
  await send({
    method: 'POST',
    url: '/otp-api/verify-otp',
    headers: forLogin,
    payload: { email: shopper.email, otp: codeFor(shopper.email) },
  });
  const auth = { authorization: `Bearer ${loginToken}` };
  const cart = () => get('/cart-api/get-all-carts', auth);

  await cart();
  for (const detail of details.slice(0, 3)) {
    await send({ method: 'POST', url: '/cart-api/add-to-cart', headers: auth, payload: { prod: detail } });
    await cart();
  }
  const first = picked[0] as Product;
  await send({ method: 'DELETE', url: `/cart-api/remove-from-cart/${first._id}`, headers: auth });
  await cart();
  while (steps.length < 50) await get(`/product-api/get-products/${(steps.length % 3) + 1}/8`);
  return steps;
}
