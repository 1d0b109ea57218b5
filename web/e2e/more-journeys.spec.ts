/**
 * The journeys the other specs leave out (browse.spec.ts: search by suggestion click and by
 * Enter; account.spec.ts: sign up, log out, log in with the emailed code, edit the profile, change
 * and reset the password; cart.spec.ts: the cart with its totals): a home rail's card through the
 * listing to the product, the search box by keyboard, the listing's filters, sort and pages kept in
 * the URL (reload and Back), deleting an account, and the Help Centre's VIEW MORE.
 */
import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { slidesInView } from './carousel';
import { expect, resetMockServer, test as base } from './fixtures';
import { firstRender } from './routeTable';
import { signInThroughApi } from './session';

interface CatalogueProduct {
  _id: string;
  content: { title: string };
}

/** `products`: the mock server's catalogue, as its API lists it, for the tests that check where a click led. */
const test = base.extend<{ products: CatalogueProduct[] }>({
  products: async ({ request }, use) => {
    const response = await request.get('/product-api/get-products');
    expect(response.ok()).toBe(true);
    await use(((await response.json()) as { prod: CatalogueProduct[] }).prod);
  },
});

const idInPath = (url: string) => /\/([0-9a-f]{24})$/.exec(new URL(url).pathname)?.[1];

/** The selling price on a product card: the first rupee amount in it (the struck-through one follows). */
async function cardPrice(card: Locator): Promise<number> {
  const amount = /₹([\d,]+)/.exec(await card.innerText())?.[1];
  expect(amount, 'a price on the card').toBeDefined();
  return Number(amount!.replace(/,/g, ''));
}

function countText(page: Page) {
  return page.getByText(/^Showing \d+ – \d+ of [\d,]+ (products|results)/);
}

test.beforeEach(async ({ request }) => resetMockServer(request));

test('a home rail card opens its listing, product first, and the listing card opens the product', async ({
  page,
  products,
}) => {
  await page.goto(paths.home);
  const rail = page.getByRole('region', { name: 'Best Of Electronics products' });
  const card = slidesInView(rail).first().getByRole('link');
  await expect(card).toBeVisible(firstRender);
  await card.click();

  await expect(page).toHaveURL(/\/filter-product\/[0-9a-f]{24}$/);
  const chosen = products.find((product) => product._id === idInPath(page.url()));
  expect(chosen, 'the card leads to a catalogue product').toBeDefined();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveAccessibleName(chosen!.content.title);
  await first.getByRole('link').click();

  await expect(page).toHaveURL((url) => url.pathname === paths.productDetail(chosen!._id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen!.content.title, firstRender);
});

test('the search box by keyboard: arrows move through suggestions, Escape closes and clears, Enter opens', async ({
  page,
  products,
}) => {
  await page.goto(paths.sitemap);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.click();
  await search.pressSequentially('smart');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.nth(1)).toBeVisible(firstRender);
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await search.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
  await search.press('ArrowUp'); // from the first, up wraps to the last
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');

  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(options).toHaveCount(0);
  await expect(search).toHaveValue('smart');
  await search.press('Escape');
  await expect(search).toHaveValue('');

  await search.pressSequentially('smart');
  // The suggestions are drawn in a deferred render: the keys act on them once shown.
  await expect(options.first()).toBeVisible();
  await search.press('ArrowDown');
  const highlighted = (await options.nth(0).innerText()).trim();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/filter-product\/[0-9a-f]{24}$/);
  const opened = products.find((product) => product._id === idInPath(page.url()));
  expect(opened?.content.title, 'Enter opens the highlighted suggestion').toBe(highlighted);
  await expect(search).toHaveValue('');
});

test('filters, sort and page live in the URL: reload keeps them and Back undoes them one by one', async ({ page }) => {
  test.slow(); // many steps over the whole catalogue on a shared machine
  await page.goto(paths.search);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible(firstRender);
  await expect(countText(page)).toHaveText(/^Showing 1 – 40 of /);
  const cards = page.getByRole('article');

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(countText(page)).toHaveText(/^Showing 41 – 80 of /);

  const sort = page.getByRole('navigation', { name: 'Sort by' });
  await sort.getByRole('link', { name: 'Price--Low to High' }).click();
  await expect(page).toHaveURL(/[?&]sort=price-asc\b/);
  await expect(page).not.toHaveURL(/[?&]page=/); // a new sort starts at page 1
  await expect(sort.getByRole('link', { name: 'Price--Low to High' })).toHaveAttribute('aria-current', 'true');
  await expect(countText(page)).toHaveText(/^Showing 1 – 40 of /);
  const prices = [];
  for (let i = 0; i < 5; i += 1) prices.push(await cardPrice(cards.nth(i)));
  expect(prices, 'cheapest first').toEqual([...prices].sort((a, b) => a - b));

  // The first filter option: its label reads "Name (count)", and the results shrink to that count.
  const option = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group')
    .first()
    .locator('label')
    .first();
  const [, label, count] = /^(.*?) ?\(([\d,]+)\)$/.exec((await option.innerText()).replace(/\s+/g, ' ').trim()) ?? [];
  expect(label && count, 'a filter option with its count').toBeTruthy();
  await option.getByRole('checkbox').check();
  const chips = page.getByRole('list', { name: 'Selected filters' });
  await expect(chips.getByRole('button', { name: `Remove filter: ${label}` })).toBeVisible();
  await expect(countText(page)).toHaveText(new RegExp(` of ${count} products`));
  const filtered = page.url();

  await page.reload();
  await expect(chips.getByRole('button', { name: `Remove filter: ${label}` })).toBeVisible(firstRender);
  await expect(sort.getByRole('link', { name: 'Price--Low to High' })).toHaveAttribute('aria-current', 'true');
  expect(page.url()).toBe(filtered);

  await page.goBack();
  await expect(chips).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]sort=price-asc\b/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(sort.getByRole('link', { name: 'Popularity' })).toHaveAttribute('aria-current', 'true');
  await expect(countText(page)).toHaveText(/^Showing 41 – 80 of /);
  await page.goBack();
  await expect(countText(page)).toHaveText(/^Showing 1 – 40 of /);
});

test('a shopper deletes their account: signed out, home, and the password no longer works', async ({
  page,
  context,
  request,
}) => {
  const shopper = await signInThroughApi(context, request);
  await page.goto(paths.account.profile);
  await page.getByRole('button', { name: 'Delete Account' }).click(firstRender);
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(/Taking you to the home page in \d s/)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.home, { timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');

  await page.goto(paths.login);
  await page.getByLabel('Enter Email').fill(shopper.email);
  await page.getByLabel('Enter Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid username or password...')).toBeVisible();
});

test('the Help Centre shows 5 orders, and VIEW MORE shows 5 more and goes away', async ({ page }) => {
  await page.goto(paths.helpCentre);
  const orders = page.getByRole('region', { name: 'Which item are you facing an issue with?' }).getByRole('listitem');
  await expect(orders).toHaveCount(5, firstRender);
  await page.getByRole('button', { name: 'VIEW MORE' }).click();
  await expect(orders).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'VIEW MORE' })).toHaveCount(0);
  await expect(orders.last().getByRole('link')).toHaveAttribute('href', paths.sampleOrder('1'));
});
