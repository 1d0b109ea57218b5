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
  test('a signed-in shopper following the Help Centre’s sample order learns it is no order of theirs', async ({
    page,
    context,
    request,
  }) => {
    await signInThroughApi(context, request);
    await page.goto(paths.sampleOrder('1'));
    await expect(page).toHaveURL((url) => url.pathname === paths.account.orderDetails('1'), firstRender);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeAttached(
      firstRender,
    );
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
});

test.describe('an unknown URL', () => {
  // The browser logs the document's 404 as a failed load: here it is the point.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('answers 404 with the shop’s header, the spec’s words, a way home and its title', async ({ page }, testInfo) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible(firstRender);
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Rupee Storefront');
    await expectNoSeriousA11yViolations(page, testInfo, 'an unknown route');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page).toHaveTitle('Rupee Storefront');
  });

  test('a product, a listing and the cart name themselves in the title after navigation', async ({ page, request }) => {
    const product = await sampleProduct(request);
    const detail = (await (await request.get(`/product-api/get-product-detail/${product._id}`)).json()) as {
      prod: { content: { title: string } };
    };
    await page.goto(`/detail-view/${product._id}`);
    await expect(page).toHaveTitle(`${detail.prod.content.title} · Rupee Storefront`);
    await page.goto('/search?q=phone');
    await expect(page).toHaveTitle('Search results for “phone” · Rupee Storefront');
  });
});
