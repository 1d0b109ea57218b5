/**
 * Accessibility beyond first paint. routes.spec.ts runs axe on every route as it opens (in the same
 * load as its render check); this spec runs it where the page has changed under the shopper's hand:
 * open menus and dialogs, the search suggestions, form steps and errors, and the phone layout's
 * drawers. Zero violations of impact serious or critical, as everywhere.
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, resetMockServer, test } from './fixtures';
import { firstRender, sampleProduct, type SampleProduct } from './routeTable';
import { signInThroughApi } from './session';

interface UiState {
  name: string;
  path: string | ((product: SampleProduct) => string);
  signedIn?: boolean;
  phone?: boolean;
  /** Brings the page into the state and waits until it shows. */
  reach: (page: Page) => Promise<void>;
}

const demo = { email: 'demo@example.com', password: 'Demo@12345' };

/** Clicks the disclosure button `name`; `openName` is its name once open, when that changes. */
async function openButton(page: Page, name: string, openName = name) {
  await page.getByRole('button', { name, exact: true }).first().click(firstRender);
  await expect(page.getByRole('button', { name: openName, exact: true }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

async function openDialog(page: Page, button: string, dialog: string) {
  await page.getByRole('button', { name: button }).first().click(firstRender);
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
}

const states: UiState[] = [
  { name: 'the header’s Login menu', path: paths.sitemap, reach: (page) => openButton(page, 'Login options') },
  { name: 'the header’s More menu', path: paths.sitemap, reach: (page) => openButton(page, 'More') },
  { name: 'the signed-in user menu', path: paths.sitemap, signedIn: true, reach: (page) => openButton(page, 'Kavya') },
  { name: 'a category dropdown', path: paths.sitemap, reach: (page) => openButton(page, 'Electronics') },
  {
    name: 'the search suggestions',
    path: paths.sitemap,
    reach: async (page) => {
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.click(firstRender);
      await search.pressSequentially('smart');
      // The catalogue loads on the first focus (or once the page has settled): wait for its suggestions.
      const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(suggestions.getByRole('option').first()).toBeVisible(firstRender);
      await search.press('ArrowDown');
      await expect(suggestions.getByRole('option', { selected: true })).toBeVisible(firstRender);
    },
  },
  {
    name: 'the login code step',
    path: paths.login,
    reach: async (page) => {
      await page.getByLabel('Enter Email').fill(demo.email, firstRender);
      await page.getByLabel('Enter Password').fill(demo.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByLabel('Enter OTP')).toBeVisible(firstRender);
    },
  },
  {
    name: 'the register form with the server’s answer',
    path: paths.register,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Continue' }).click(firstRender);
      await expect(page.getByRole('status').filter({ hasText: 'Please Fill All Field' })).toBeVisible();
    },
  },
  {
    name: 'the delete-account confirmation',
    path: paths.account.profile,
    signedIn: true,
    reach: (page) => openDialog(page, 'Delete Account', 'Delete your account?'),
  },
  {
    name: 'a coupon’s terms',
    path: paths.account.coupons,
    signedIn: true,
    reach: (page) => openDialog(page, 'View T&C of', 'Terms and Conditions'),
  },
  {
    name: 'the add-a-gift-card dialog',
    path: paths.account.giftcard,
    signedIn: true,
    reach: (page) => openDialog(page, 'ADD A GIFT CARD', 'Add a gift card'),
  },
  {
    name: 'a cart line and the pincode dialog',
    path: (product) => paths.productDetail(product._id),
    signedIn: true,
    reach: async (page) => {
      await page.getByRole('button', { name: 'ADD TO CARD' }).click(firstRender);
      await expect(page).toHaveURL((url) => url.pathname === paths.cart);
      await openDialog(page, 'Enter Delivery Pincode', 'Select Delivery Address');
    },
  },
  {
    name: 'the Help Centre after VIEW MORE',
    path: paths.helpCentre,
    reach: async (page) => {
      await page.getByRole('button', { name: 'VIEW MORE' }).click(firstRender);
      await expect(page.getByRole('button', { name: 'VIEW MORE' })).toHaveCount(0);
    },
  },
  {
    name: 'the home page on a phone',
    path: paths.home,
    phone: true,
    reach: (page) => expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible(firstRender),
  },
  {
    name: 'the menu drawer on a phone',
    path: paths.sitemap,
    phone: true,
    reach: (page) => openDialog(page, 'Open menu', 'Menu'),
  },
  {
    name: 'the filter drawer on a phone',
    path: (product) => paths.productListing(product._id),
    phone: true,
    reach: (page) => openDialog(page, 'Filters', 'Filters'),
  },
  {
    name: 'the account menu on a phone',
    path: paths.account.profile,
    signedIn: true,
    phone: true,
    reach: (page) => openButton(page, 'Account menu', 'Close menu'),
  },
  {
    name: 'the product page on a phone',
    path: (product) => paths.productDetail(product._id),
    phone: true,
    reach: (page) => expect(page.getByRole('button', { name: 'ADD TO CARD' })).toBeVisible(firstRender),
  },
];

test.beforeEach(async ({ request }) => resetMockServer(request));

for (const state of states) {
  test(`no serious accessibility violations: ${state.name}`, async ({ page, context, request }, testInfo) => {
    if (state.phone) await page.setViewportSize({ width: 375, height: 740 });
    if (state.signedIn) await signInThroughApi(context, request);
    const path = typeof state.path === 'string' ? state.path : state.path(await sampleProduct(request));
    await page.goto(path);
    await state.reach(page);
    await expectNoSeriousA11yViolations(page, testInfo, state.name);
  });
}
