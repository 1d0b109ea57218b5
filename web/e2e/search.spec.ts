/**
 * The shop's search (issue 45: entities/catalogue/search) as shoppers meet it, against the catalogue
 * the suite's server holds (the words are read from /product-api/get-products, never hard-coded):
 * - a word typed with a typo still suggests the products it meant, the real word marked, and the
 *   keyboard picks one and opens its listing;
 * - in the Hindi shop, a word the shop itself shows (a category-bar label, read from hi/messages.po)
 *   typed into the box finds the products it stands for;
 * - without JavaScript, at the shop server's origin, the search form answers ranked results for a
 *   misspelt word, and a word that finds nothing offers "Did you mean" with a link that finds them;
 * - on a results listing the first Tab reaches "Skip to results", which moves focus to the results.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { languages } from '../src/lib/i18n/languages';
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { paths } from '../src/lib/paths';
import { expect, test } from './fixtures';
import { languageCatalogue } from './languageCatalogue';

interface Product {
  _id: string;
  content: { title: string };
}

async function catalogueOf(request: APIRequestContext, url = '/product-api/get-products'): Promise<Product[]> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const { prod } = (await response.json()) as { prod: Product[] };
  expect(prod.length, 'the catalogue has products').toBeGreaterThan(0);
  return prod;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (word: string) => new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i');

/** The products whose titles hold `word` as a word. */
const titledWith = (products: readonly Product[], word: string) =>
  products.filter((product) => wholeWord(word).test(product.content.title));

const vowel = /[aeiou]/i;

/**
 * The word of the catalogue's titles to search for: the brand (a title's first word) that most
 * products carry, of six or seven letters (one typo forgiven, not two) and with two vowels after its
 * first letter to misspell.
 */
function brandWord(products: readonly Product[]): string {
  const counts = new Map<string, number>();
  for (const { content } of products) {
    const first = content.title.split(' ')[0] ?? '';
    if (/^[A-Za-z]{6,7}$/.test(first) && !/s$/i.test(first) && (first.slice(1).match(/[aeiou]/gi) ?? []).length >= 2)
      counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('no title starts with a word of six or seven letters to misspell');
  return best[0];
}

/** `word` with its first `typos` vowels after the first letter each written as another vowel ("Zentra" → "Zantra"). */
function misspelt(word: string, typos: number): string {
  const other: Record<string, string> = { a: 'e', e: 'a', i: 'e', o: 'a', u: 'o' };
  const letters = [...word];
  let left = typos;
  for (let i = 1; i < letters.length && left > 0; i += 1) {
    const letter = letters[i]!;
    if (!vowel.test(letter)) continue;
    letters[i] = other[letter.toLowerCase()]!;
    left -= 1;
  }
  return letters.join('');
}

/** The full titles of the result cards now drawn (a card cuts its title; its heading's title attribute holds it all). */
function cardTitles(page: Page): Promise<string[]> {
  return page
    .locator('#results')
    .getByRole('article')
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title') ?? ''));
}

/** Waits until the results show exactly `expected` (in any order: relevance decides it), then returns them in order. */
async function expectResultTitles(page: Page, expected: readonly string[]): Promise<string[]> {
  const sorted = [...expected].sort();
  await expect.poll(async () => [...(await cardTitles(page))].sort(), { timeout: 15_000 }).toEqual(sorted);
  return cardTitles(page);
}

test('a misspelt word suggests what it meant, the real word marked; the keyboard opens that product listing', async ({
  page,
  request,
}) => {
  const catalogue = await catalogueOf(request);
  const word = brandWord(catalogue);
  const typed = misspelt(word, 1);
  expect(typed.toLowerCase()).not.toBe(word.toLowerCase());
  expect(titledWith(catalogue, typed), `"${typed}" is not itself in any title`).toEqual([]);

  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(typed);
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const count = await options.count();
  expect(count, 'up to ten suggestions').toBeLessThanOrEqual(10);
  expect(count).toBe(Math.min(10, titledWith(catalogue, word).length));
  // Each suggestion is a product whose title holds the real word, and that word is what is marked.
  const marked = new RegExp(`^${escapeRegExp(word)}$`, 'i');
  await expect(options.first().locator('mark')).toHaveText([marked]);
  for (const title of await options.allTextContents()) expect(title).toMatch(wholeWord(word));

  const chosen = (await options.first().textContent()) ?? '';
  await search.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/filter-product\/[0-9a-f]{24}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const product = catalogue.find((candidate) => candidate._id === id);
  expect(product?.content.title, 'the listing opened is the chosen product’s').toBe(chosen);
  await expect(search).toHaveValue('');
  // The clicked product's listing shows that product first.
  await expect(page.locator('#results').getByRole('article').first().getByRole('heading')).toHaveAttribute(
    'title',
    chosen,
  );
});

/**
 * Category-bar entries (category, label, the English search it opens), best first: the first whose
 * word the catalogue's titles hold is searched for. The generated catalogue's projector titles are
 * cut ("…Supported Wifi, HDMI, USB Do...") before the word "Projector", and its pictures name no
 * kind, so a search for "Projector" finds nothing there and the next entry is taken.
 */
const barEntries = [
  { category: 'Top Offer', label: 'Projectors', query: 'Projector' },
  { category: 'TVs & Appliances', label: 'Refrigerators', query: 'Refrigerator' },
  { category: 'Beauty', label: 'Trimmers', query: 'Trimmer' },
  { category: 'Beauty', label: 'Hair Dryers', query: 'Hair Dryer' },
  { category: 'Home & Kitchen', label: 'Bottles', query: 'Bottle' },
] as const;

test('in the Hindi shop, a word of its category bar typed into the search box finds those products', async ({
  page,
  request,
}) => {
  const catalogue = await catalogueOf(request);
  const entry = barEntries.find(({ query }) => titledWith(catalogue, query).length >= 2);
  if (!entry) throw new Error('no category-bar word is in two titles of the catalogue');
  const expected = titledWith(catalogue, entry.query).map((product) => product.content.title);
  expect(expected.length, 'all on the first page').toBeLessThanOrEqual(40);
  const hindi = await languageCatalogue(languages.find((language) => language.code === 'hi')!);
  const label = hindi.t(entry.label);

  await page.goto(localizedPath(paths.home, 'hi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The shop shows the word: in its category's menu of the bar.
  const bar = page.getByRole('navigation', { name: hindi.t('Categories') });
  await bar.getByRole('button', { name: hindi.t(entry.category), exact: true }).click();
  const barLink = bar.getByRole('link', { name: label, exact: true }).first();
  await expect(barLink).toBeVisible();
  await expect(barLink).toHaveAttribute('href', localizedPath(paths.searchResults(entry.query), 'hi'));
  await page.keyboard.press('Escape');

  const search = page.getByRole('combobox', { name: hindi.t('Search products') });
  // Clicked, as a shopper would: the mouse leaves the bar (resting there, it would hover a suggestion
  // of the list that opens over the bar, and Enter would open that product instead of the results).
  await search.click();
  await search.fill(label);
  await search.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === localizedPath(paths.search, 'hi') && url.searchParams.get('q') === label,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
  const shown = await expectResultTitles(page, expected);
  for (const title of shown) expect(title).toMatch(wholeWord(entry.query));
});

test.describe('without JavaScript, at the shop server', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form answers ranked results for a misspelt word, and "Did you mean" for one that finds nothing', async ({
    page,
    request,
  }) => {
    test.slow(); // four pages rendered on the server, the first warming its search index
    const catalogue = await catalogueOf(request);
    const word = brandWord(catalogue);
    const expected = titledWith(catalogue, word).map((product) => product.content.title);
    expect(expected.length, 'all on the first page').toBeLessThanOrEqual(40);
    const typo = misspelt(word, 1);

    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill(typo);
    await search.press('Enter');
    await expect(page).toHaveURL(paths.searchResults(typo));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${typo}”`);
    await expect(
      page.getByText(`Showing 1 – ${expected.length} of ${expected.length} results for “${typo}”`),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Relevance' }),
      'ranked by relevance',
    ).toHaveAttribute('aria-current', 'true');
    const shown = await expectResultTitles(page, expected);
    for (const title of shown) expect(title).toMatch(wholeWord(word));

    // Two typos in a word of six or seven letters are past what search forgives: nothing found.
    const wrong = misspelt(word, 2);
    await search.fill(wrong);
    await search.press('Enter');
    await expect(page).toHaveURL(paths.searchResults(wrong));
    await expect(page.getByText(`No products found for “${wrong}”.`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories to try' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular products' }).getByRole('article').first()).toBeVisible();
    const didYouMean = page.getByText(/^Did you mean/);
    await expect(didYouMean).toBeVisible();
    const suggestion = didYouMean.getByRole('link');
    await expect(suggestion).toHaveText(new RegExp(`^${escapeRegExp(word)}$`, 'i'));

    const suggested = (await suggestion.textContent()) ?? '';
    await suggestion.click();
    await expect(page).toHaveURL(paths.searchResults(suggested));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${suggested}”`);
    const found = await expectResultTitles(page, expected);
    for (const title of found) expect(title).toMatch(wholeWord(word));
  });
});

test('on a results listing the first Tab reaches "Skip to results", and Enter moves focus to the results', async ({
  page,
  request,
}) => {
  const catalogue = await catalogueOf(request);
  const word = brandWord(catalogue);

  await page.goto(paths.searchResults(word));
  await expect(page.locator('#results').getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible(); // hidden until focused
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#results$/);
  await expect(page.locator('#results')).toBeFocused();
  // The next Tab goes on inside the results, past the top bar and the filters.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('results')?.contains(document.activeElement))).toBe(true);
});
