/**
 * The mock server's security headers in a real browser: the shop, the API docs and the outbox page
 * all work under their Content-Security-Policy. A CSP violation is a console error, which the
 * fixture's guard turns into a failure, so loading each page to its content is the test.
 */
import { devUrl, expect, test } from './fixtures';

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

test('/docs renders the API documentation under Swagger UI’s policy', async ({ page }) => {
  await page.goto('/docs');
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
  // The shop's own port, which a relay could expose, does not open it.
  expect((await request.get('/dev/outbox')).status()).toBe(403);
});
