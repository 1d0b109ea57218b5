/**
 * The fixtures every browser test uses (import `test` and `expect` from here, not from
 * @playwright/test):
 * - `baseURL` is the shop: the shop server global-setup.ts starts in front of the mock server (devUrl and
 *   apiUrl below reach the mock server's developer tools and its API);
 * - an automatic guard fails the test on any request to a host other than loopback (the shop must
 *   work offline: no fonts, images or scripts from elsewhere; such requests are also aborted), on
 *   any console error (React reports hydration mismatches and recoverable errors there), on any
 *   console warning from React, and on any uncaught page error. A test that expects a console error lists
 *   it with `test.use({ expectedConsoleErrors: [/pattern/] })`; one that makes an external request
 *   on purpose (offline.spec.ts, proving the guard) lists it in `expectedExternalRequests`: such a
 *   request is aborted all the same.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** What React writes when it warns names React (or links to react.dev) or a hydration problem. */
const reactWarning = /react|hydrat/i;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(protocol)) return true; // data:, blob:, about:
  return loopbackHosts.has(hostname);
}

/**
 * Waits until the shop is live after a document load: a page rendered on the server shows its
 * controls before React has taken them over (`<html data-shop-ready>`, main.tsx), and a click in
 * between would do nothing. Without script the HTML is all there is. A document that is not the
 * shop (no `#root`: /docs, the /dev pages) has nothing to wait for.
 */
async function untilShopReady(page: Page) {
  const ready = () => !document.getElementById('root') || document.documentElement.hasAttribute('data-shop-ready');
  await page.waitForFunction(ready, undefined, { timeout: 20_000 }).catch(() => undefined); // an offline screen, a failed load: the test's own checks say what is wrong
}

interface Fixtures {
  /** Console errors this test expects (matched by pattern); any other fails it. */
  expectedConsoleErrors: RegExp[];
  /** Non-loopback URLs this test requests on purpose (still aborted, just not a failure). */
  expectedExternalRequests: RegExp[];
  offlineGuard: void;
}

export const test = base.extend<Fixtures>({
  // Playwright reads which fixtures a fixture needs from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (its global setup starts the server)');
    await use(url);
  },

  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload'] as const) {
        const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
        page[method] = async (...args: unknown[]) => {
          const response = await load(...args);
          await untilShopReady(page);
          return response;
        };
      }
    }
    await use(page);
  },

  expectedConsoleErrors: [[], { option: true }],
  expectedExternalRequests: [[], { option: true }],

  offlineGuard: [
    async ({ context, page, expectedConsoleErrors, expectedExternalRequests }, use) => {
      const external: string[] = [];
      const errors: string[] = [];
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (isLoopback(url)) return route.continue();
        if (!expectedExternalRequests.some((pattern) => pattern.test(url))) external.push(url);
        return route.abort('blockedbyclient');
      });
      page.on('console', (message) => {
        const fromReact = message.type() === 'warning' && reactWarning.test(message.text());
        if (message.type() !== 'error' && !fromReact) return;
        const text = `${message.text()} (${message.location().url})`;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(external, 'requests to hosts other than loopback').toEqual([]);
      expect(errors, 'console errors and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The shop's origin (E2E_BASE_URL), as a URL. */
function shopUrl(): URL {
  const shop = process.env.E2E_BASE_URL;
  if (!shop) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  return new URL(shop);
}

/** The origin of the shop's port + `offset`: where a shop started elsewhere (`npm start`, the Docker image) has its neighbours. */
function besideShop(offset: number): string {
  const shop = shopUrl();
  return `${shop.protocol}//${shop.hostname}:${Number(shop.port) + offset}`;
}

/**
 * A URL on the mock server's developer tools, which answer only on their own loopback port
 * (E2E_DEV_URL; for a shop started elsewhere, such as the Docker image, the shop's port + 1, the default).
 */
export function devUrl(path: string): string {
  return new URL(path, process.env.E2E_DEV_URL ?? besideShop(1)).href;
}

/**
 * A URL on the mock server's own API port, behind the shop (E2E_API_URL; for a shop started
 * elsewhere, the shop's port + 2, the default): its /docs, /images and API, asked directly.
 */
export function apiUrl(path: string): string {
  return new URL(path, process.env.E2E_API_URL ?? besideShop(2)).href;
}

/** Puts the mock server back to its seeded state (users, carts, outbox), for tests that change it. */
export async function resetMockServer(request: APIRequestContext): Promise<void> {
  // A JSON body: /dev/reset refuses anything a web page elsewhere could send without a preflight.
  const response = await request.post(devUrl('/dev/reset'), { data: {} });
  expect(response.ok()).toBe(true);
}

/**
 * Moves the mock server's clock forward (POST /dev/clock, forward only, for the whole server), so a
 * test passes a rate-limit window or an expiry without sleeping through it.
 */
export async function moveServerClock(request: APIRequestContext, byMs: number): Promise<void> {
  const response = await request.post(devUrl('/dev/clock'), { data: { byMs } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The mock server's time in ms (GET /dev/clock): what its outbox stamps, once the clock was moved. */
export async function serverTime(request: APIRequestContext): Promise<number> {
  const response = await request.get(devUrl('/dev/clock'));
  expect(response.ok(), await response.text()).toBe(true);
  return Date.parse(((await response.json()) as { now: string }).now);
}
