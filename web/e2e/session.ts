/**
 * A signed-in shopper without going through the login screen: POST /user-api/signup answers with
 * a token that works at once, and the shop reads its session from the `token` and `user` cookies
 * (web/src/lib/session.ts). For tests about pages behind the login, not about logging in (the
 * account spec covers that journey through the screens).
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

export interface SignedUpShopper {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  phone: string;
}

let signups = 0;

/** A shopper with an email no other test uses (the mock server keeps accounts until a reset). */
export function newShopper(label = 'shopper'): SignedUpShopper {
  signups += 1;
  return {
    firstname: 'Kavya',
    lastname: 'Nair',
    email: `${label}-${Date.now()}-${signups}@example.com`,
    password: 'Kavya-Pass-1',
    phone: '9123456780',
  };
}

/** Signs `shopper` up through the API and stores the session in the browser's cookies. */
export async function signInThroughApi(
  context: BrowserContext,
  request: APIRequestContext,
  shopper = newShopper(),
): Promise<SignedUpShopper> {
  const { firstname, lastname, email, password, phone } = shopper;
  const response = await request.post('/user-api/signup', {
    data: { user_data: { firstname, lastname, username: firstname.toLowerCase(), email, password, phone } },
  });
  const body = (await response.json()) as { status: boolean; msg: string; token?: string; user?: object };
  expect(body.status, body.msg).toBe(true);
  const url = new URL(response.url()).origin;
  // js-cookie reads values through decodeURIComponent, so an encoded JSON user is what it wrote.
  await context.addCookies([
    { name: 'token', value: body.token!, url, sameSite: 'Lax' },
    { name: 'user', value: encodeURIComponent(JSON.stringify(body.user)), url, sameSite: 'Lax' },
  ]);
  return shopper;
}

/** A signed-in shopper with `product` in the cart, put there through the API as the cart page loads it. */
export async function signInWithProductInCart(
  context: BrowserContext,
  request: APIRequestContext,
  product: { _id: string },
): Promise<void> {
  await signInThroughApi(context, request);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const detail = (await (await request.get(`/product-api/get-product-detail/${product._id}`)).json()) as {
    prod: unknown;
  };
  const added = await request.post('/cart-api/add-to-cart', {
    headers: { authorization: `Bearer ${token}` },
    data: { prod: { prod: detail.prod } },
  });
  expect(added.ok(), 'the product went into the cart').toBe(true);
}
