/**
 * Byte budget of the home page, as a phone downloads it: every script, style, page, picture drawing
 * and API answer our servers send for `/` that is worth compressing (1 KB or more of text) arrives
 * brotli-compressed, whichever sends it: the shop server (the server-rendered page, the build, the
 * API at the shop's origin) or the mock server (the product pictures, from the API's own origin).
 * And the whole catalogue is not among them (the rails come from one page of it, which the page's
 * HTML carries).
 */
import { expect, test } from './fixtures';
import { paths } from '../src/lib/paths';

const text = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/;

test('nothing worth compressing is sent uncompressed for /, and the whole catalogue is not fetched before the first paint', async ({
  page,
}) => {
  const served: { url: string; type: string; encoding: string | undefined; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.status() !== 200) return;
    const headers = await response.allHeaders();
    const body = await response.body().catch(() => Buffer.alloc(0));
    served.push({
      url: response.url(),
      type: headers['content-type'] ?? '',
      encoding: headers['content-encoding'],
      bytes: body.length,
    });
  });
  await page.goto(paths.home);
  await expect(page.getByRole('region', { name: 'Best Of Electronics products' })).toBeVisible();
  await page.waitForLoadState('load');

  const worthIt = served.filter((r) => text.test(r.type) && r.bytes >= 1024);
  expect(worthIt.length, 'the home page sends scripts, styles and product data').toBeGreaterThan(3);
  for (const response of worthIt)
    expect(response.encoding, `${response.url} (${response.bytes} bytes of ${response.type})`).toBe('br');
  // The rails' page of products came inside the server-rendered HTML: the browser does not ask again.
  const document = served.find((r) => new URL(r.url).pathname === paths.home);
  expect(document?.type).toMatch(/^text\/html/);
  expect(served.map((r) => new URL(r.url).pathname)).not.toContain('/product-api/get-products/1/120');

  // The search box's catalogue may load once the browser is idle: after the first paint, never before.
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    catalogue: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/product-api/get-products')
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstPaint).toBeGreaterThan(0);
  for (const start of timing.catalogue) expect(start).toBeGreaterThan(timing.firstPaint);
});
