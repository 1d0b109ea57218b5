/**
 * The offline guard of fixtures.ts, proved: which URLs count as loopback, that a request elsewhere
 * is aborted inside the browser before it reaches the network, and that such a request fails the
 * test. The "external" host is 0.0.0.0: not spelled as loopback, so the guard must treat it as
 * elsewhere, yet a connection to it stays on this machine, so even a broken guard sends nothing out.
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { expect, isLoopback, test } from './fixtures';

const elsewhere = 'http://0.0.0.0:9/offline-guard-probe.woff2';

/**
 * The shop's Content-Security-Policy (connect-src 'self') already stops such a request in the page;
 * these tests switch it off so that what they prove is the guard itself.
 */
const withoutCsp = { bypassCSP: true };

/** Requests `url` from inside the page (like a stray font or script) and reports how it failed. */
async function fetchFromPage(page: Page, url: string) {
  const failed = page.waitForEvent('requestfailed', (request) => request.url() === url);
  const outcome = await page.evaluate(async (target) => {
    try {
      await fetch(target, { mode: 'no-cors' });
      return 'loaded';
    } catch {
      return 'refused';
    }
  }, url);
  return { outcome, failure: (await failed).failure()?.errorText };
}

test('only loopback hosts count as loopback', () => {
  const loopback = [
    'http://127.0.0.1:8080/',
    'http://localhost/x',
    'http://[::1]:3000/',
    'ws://127.0.0.1:5173/',
    'data:text/plain,hi',
    'blob:http://127.0.0.1/x',
    'about:blank',
  ];
  const external = [
    'https://fonts.googleapis.com/css',
    'http://example.com/',
    'http://0.0.0.0:9/',
    'http://10.0.0.1/',
    'http://127.0.0.1.nip.io/',
    'https://localhost.example.com/',
    'wss://cdn.example.net/',
  ];
  expect(
    loopback.filter((url) => !isLoopback(url)),
    'counted as external',
  ).toEqual([]);
  expect(external.filter(isLoopback), 'counted as loopback').toEqual([]);
});

test.describe('a request elsewhere', () => {
  test.use({
    ...withoutCsp,
    expectedExternalRequests: [/^http:\/\/0\.0\.0\.0:9\//],
    expectedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT/],
  });

  test('is aborted in the browser, before it reaches the network', async ({ page }) => {
    await page.goto(paths.sitemap);
    const { outcome, failure } = await fetchFromPage(page, elsewhere);
    expect(outcome).toBe('refused');
    // Blocked by the guard's route (Chromium says "by the inspector", i.e. the test driver), not
    // refused by a connection or a DNS lookup.
    expect(failure).toBe('net::ERR_BLOCKED_BY_CLIENT.Inspector');
  });
});

test.describe('an unexpected request elsewhere', () => {
  test.use({ ...withoutCsp, expectedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT/] });

  // Expected to fail: the guard fails any test whose page asks for a non-loopback URL. Were the
  // guard to let it pass, Playwright would report this test as "expected to fail, but passed".
  test('fails the test', async ({ page }) => {
    test.fail();
    await page.goto(paths.sitemap);
    await fetchFromPage(page, elsewhere);
  });
});
