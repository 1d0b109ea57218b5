/**
 * Shared test setup: a fresh app per test (closed when the test ends), a movable clock, and the
 * few client steps most tests need (sign up, log in and verify the code, build an auth header).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import sharedDeliveryAddress from '../../fixtures/delivery-address.json' with { type: 'json' };

/** The origin of an answer to app.inject, which sends `Host: localhost:80`: image URLs start with it. */
export const injectOrigin = 'http://localhost:80';

/** Cheap scrypt for tests only (production uses 2^15). */
export const testPasswordCost = 4;

export async function buildTestApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    passwordCost: testPasswordCost,
    // Tests build catalogues and compile schemas in bursts that the lag monitor would answer with
    // 503s: it is tested on its own (test/http/load-shedding.test.ts).
    underPressure: false,
    ...options,
  });
  onTestFinished(() => app.close());
  return app;
}

/** A clock that only moves when told to. */
export function fakeClock(start = Date.UTC(2026, 0, 15, 10, 0, 0)) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json<Record<string, unknown>>(), response };
}

/** The account every fresh store (and every sandbox) is seeded with. */
export const demoAccount = { email: 'demo@example.com', password: 'Demo@12345' } as const;

const jsonRequest = <M extends 'POST' | 'PUT'>(method: M, url: string, payload: object) => ({ method, url, payload });

/** Requests as the shop sends them, for `call` or app.inject (spread one to add headers). */
export const requests = {
  signup: (user_data: Record<string, unknown>) => jsonRequest('POST', '/user-api/signup', { user_data }),
  login: (email: string, password: string) =>
    jsonRequest('POST', '/user-api/login', { user_data: { email, password } }),
  forgetPassword: (user_data: Record<string, string>) => jsonRequest('PUT', '/user-api/forget-password', { user_data }),
  sendOtp: (email: string) => jsonRequest('POST', '/otp-api/send-otp', { email }),
  sendEmail: (options: Record<string, unknown>) => jsonRequest('POST', '/send-email', { options }),
};

let counter = 0;

export function newUserForm(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstname: 'Asha',
    lastname: 'Verma',
    username: `asha${counter}`,
    email: `asha${counter}@example.com`,
    password: `s3cret-pass-${counter}`,
    phone: '9876543210',
    ...overrides,
  };
}

/** Signs up through the API; returns the form, the token and the user (with _id). */
export async function signUp(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const form = newUserForm(overrides);
  const { status, body } = await call(app, requests.signup(form));
  expect(status).toBe(200);
  expect(body.status).toBe(true);
  return { form, token: body.token as string, user: body.user as { _id: string; email: string } };
}

/** The code of the newest "Your OTP" message to this address in the outbox. */
export function latestCode(app: FastifyInstance, email: string): string {
  const message = app.store.outbox.latestTo(email);
  const code = message?.body.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`No one-time code in the outbox for ${email}`);
  return code;
}

/** Logs in, asks for a code and verifies it, as the shop does; returns the now usable token. */
export async function logInVerified(app: FastifyInstance, email: string, password: string): Promise<string> {
  const login = await call(app, requests.login(email, password));
  expect(login.body.status).toBe(true);
  await call(app, requests.sendOtp(email));
  const verify = await call(app, {
    method: 'POST',
    url: '/otp-api/verify-otp',
    payload: { email, otp: latestCode(app, email) },
  });
  expect(verify.body).toEqual({ success: true, message: 'OTP verification successful' });
  return login.body.token as string;
}

/** Asserts that an error answer shows nothing internal: no stack, no source path, no Node error names. */
export function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|\/src\/|\.ts:\d|stack|TypeError|ReferenceError|FST_/i);
}

/** A delivery address two days from the mock's warehouse (Bengaluru), shared with the Pact interactions. */
export const deliveryAddress = sharedDeliveryAddress;

/** What the store keeps for an order of one unit of `product` (for tests that need an order without placing one). */
export function orderDraftFor(product: { _id: string; content: { title: string } }, price = 1) {
  return {
    lines: [
      {
        productId: product._id,
        title: product.content.title,
        image: 'http://localhost/x.svg',
        unitPrice: price,
        quantity: 1,
        warranty: false,
        lineTotal: price,
      },
    ],
    codFee: 0,
    total: price,
    address: deliveryAddress,
    place: { office: 'Bangalore', district: 'Bangalore', state: 'Karnataka' },
    payment: { method: 'cod' as const },
    deliveryDate: '2026-01-17',
  };
}
