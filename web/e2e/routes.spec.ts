/**
 * Every route of the shop in a real browser, from one table (routeTable.ts): each opens on its own
 * URL with its heading and key text, no console error, no uncaught error (the fixture's guard) and
 * no serious or critical axe violation, all in one page load. Then the guards: login-required
 * routes without a token, /reset-password with and without its cookie, and an unknown route.
 */
import { paths } from '../src/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, resetMockServer, test } from './fixtures';
import { firstRender, forProduct, openRoute, routeCases, sampleProduct } from './routeTable';
import { signInThroughApi } from './session';

test.beforeEach(async ({ request }) => resetMockServer(request));

test.describe('every route renders', () => {
  for (const route of routeCases) {
    test(`${route.name} (${route.access})`, async ({ page, context, request }, testInfo) => {
      const product = await sampleProduct(request);
      if (route.access === 'login') await signInThroughApi(context, request);
      const path = await openRoute(page, route, product);
      await expectNoSeriousA11yViolations(page, testInfo, path);
    });
  }
});

test.describe('without a token, login-required routes go to /login', () => {
  const guarded = routeCases.filter((route) => route.access === 'login');
  // The Help Centre's sample order leads into the account area, so it is guarded too.
  for (const { name, path } of [...guarded, { name: 'help centre sample order', path: paths.sampleOrder('1') }]) {
    test(name, async ({ page, request }) => {
      await page.goto(forProduct(path, await sampleProduct(request)));
      await expect(page).toHaveURL((url) => url.pathname === paths.login, firstRender);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    });
  }
});

test.describe('guards', () => {
  test('a signed-in shopper reaches the Help Centre’s sample order', async ({ page, context, request }) => {
    await signInThroughApi(context, request);
    await page.goto(paths.sampleOrder('1'));
    await expect(page).toHaveURL((url) => url.pathname === paths.account.orderDetails('1'), firstRender);
    await expect(page.getByRole('heading', { level: 1, name: /^Order OD/ })).toBeAttached(firstRender);
  });

  test('/reset-password without the reset-email cookie goes to /forget-password', async ({ page }) => {
    await page.goto(paths.resetPassword);
    await expect(page).toHaveURL((url) => url.pathname === paths.forgetPassword, firstRender);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible(firstRender);
  });

  test('/reset-password with the reset-email cookie shows the reset form', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const email = 'reset-me@example.com';
    await context.addCookies([
      { name: 'resetEmail', value: encodeURIComponent(email), url: baseURL!, sameSite: 'Lax' },
    ]);
    await page.goto(paths.resetPassword);
    await expect(page).toHaveURL((url) => url.pathname === paths.resetPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible(firstRender);
    const emailField = page.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).not.toBeEditable();
    await expectNoSeriousA11yViolations(page, testInfo, paths.resetPassword);
  });

  test.describe(() => {
    // The server answers the unknown path 404 (decision 021), which Chromium reports in the console.
    test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) .*\/no-such-page\/anywhere/] });

    test('an unknown route shows the router’s fallback', async ({ page }, testInfo) => {
      const response = await page.goto('/no-such-page/anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible(firstRender);
      await expectNoSeriousA11yViolations(page, testInfo, 'an unknown route');
    });
  });
});
