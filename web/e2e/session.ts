/**
 * A signed-in shopper without going through the login screen: POST /user-api/signup answers with
 * a token that works at once, and the shop reads its session from the `token` cookie and the
 * account kept in localStorage (web/src/lib/session.ts). For tests about pages behind the login, not
 * about logging in (the account spec covers that journey through the screens).
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { storedUserKey } from '../src/lib/session';
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

/** Signs `shopper` up through the API: the session token and the account it answers. */
export async function signUpThroughApi(
  request: APIRequestContext,
  shopper = newShopper(),
): Promise<{ token: string; user: object; origin: string }> {
  const { firstname, lastname, email, password, phone } = shopper;
  const response = await request.post('/user-api/signup', {
    data: { user_data: { firstname, lastname, username: firstname.toLowerCase(), email, password, phone } },
  });
  const body = (await response.json()) as { status: boolean; msg: string; token?: string; user?: object };
  expect(body.status, body.msg).toBe(true);
  return { token: body.token!, user: body.user!, origin: new URL(response.url()).origin };
}

/** Signs `shopper` up through the API and stores the session in the browser, as signing in does. */
export async function signInThroughApi(
  context: BrowserContext,
  request: APIRequestContext,
  shopper = newShopper(),
): Promise<SignedUpShopper> {
  const { token, user, origin: url } = await signUpThroughApi(request, shopper);
  await context.addCookies([{ name: 'token', value: token, url, sameSite: 'Lax' }]);
  // The account goes into the first page's storage before the shop reads it; only while the token
  // lasts and nothing is stored yet, so a sign-out or a profile edit stays the shop's.
  await context.addInitScript(
    ({ key, user }) => {
      try {
        if (/(?:^|; )token=/.test(document.cookie) && localStorage.getItem(key) === null)
          localStorage.setItem(key, user);
      } catch {
        // a page without storage of its own (about:blank)
      }
    },
    { key: storedUserKey, user: JSON.stringify(user) },
  );
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
  await addToCartThroughApi(request, token, product);
}

/** Puts `product` into the cart of the shopper holding `token`, through the API as the shop adds it. */
export async function addToCartThroughApi(
  request: APIRequestContext,
  token: string,
  product: { _id: string },
): Promise<void> {
  const detail = (await (await request.get(`/product-api/get-product-detail/${product._id}`)).json()) as {
    prod: unknown;
  };
  const added = await request.post('/cart-api/add-to-cart', {
    headers: { authorization: `Bearer ${token}` },
    data: { prod: { prod: detail.prod } },
  });
  expect(added.ok(), 'the product went into the cart').toBe(true);
}
