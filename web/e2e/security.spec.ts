/**
 * Our servers' security headers in a real browser: the shop (the shop server), the API's
 * documentation and its `/` page (the mock server's API port) and the outbox page (its developer
 * tools' port) all work under their Content-Security-Policy. A CSP violation is a console error,
 * which the fixture's guard turns into a failure, so loading each page to its content is the test.
 */
import { apiUrl, devUrl, expect, test } from './fixtures';

test('the shop runs under its Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('banner')).toBeVisible();
  // Product images and the catalogue call load under img-src and connect-src.
  await expect(page.locator('img[src*="/images/products/"]').first()).toBeVisible();
});

test('/docs renders the API documentation under Swagger UI’s policy, on the API’s own port', async ({ page }) => {
  await page.goto(apiUrl('/docs'));
  await expect(page.getByRole('heading', { name: /Rupee Storefront API/ })).toBeVisible();
  await expect(page.getByText('/otp-api/verify-otp').first()).toBeVisible();
});

test('the outbox page opens for a developer on this machine, on the developer tools’ own port', async ({
  page,
  request,
}) => {
  const response = await page.goto(devUrl('/dev/outbox'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByText(`curl ${new URL(devUrl('/')).origin}/dev/outbox`)).toBeVisible();
  // The shop's own port, which a relay could expose, does not open it, nor does the API's.
  expect((await request.get('/dev/outbox')).status()).toBe(403);
  expect((await request.get(apiUrl('/dev/outbox'))).status()).toBe(403);
});

test('a browser that opens the API’s own address gets a small page saying it is the API, not the shop', async ({
  page,
}) => {
  const response = await page.goto(apiUrl('/'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  expect(response?.headers()['content-security-policy'], 'under a Content-Security-Policy').toBeTruthy();
  await expect(page.locator('#root'), 'not the shop').toHaveCount(0);
  await expect(page.getByText(/\bAPI\b/).first()).toBeVisible();
  // The documentation is where the API is explained.
  await expect(page.locator('a[href$="/docs"]').first()).toBeVisible();
});
