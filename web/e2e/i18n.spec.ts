/**
 * The shop in Hindi on each main page: the header's switcher turns the page to Hindi, `<html lang>`
 * follows, no English UI text is left (product data from the catalogue and the Terms of Use may stay
 * English), the choice survives a reload, and axe still finds nothing serious.
 * docs/decisions/009-i18n-with-lingui.md.
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, resetMockServer, test } from './fixtures';
import { firstRender, sampleProduct, type SampleProduct } from './routeTable';
import { signInThroughApi } from './session';

interface MainPage {
  name: string;
  path: (product: SampleProduct) => string;
  signedIn?: boolean;
  /** A Hindi text the page shows once its data is in. */
  hindi: string | RegExp;
}

const mainPages: MainPage[] = [
  { name: 'home', path: () => paths.home, hindi: 'इलेक्ट्रॉनिक्स में सबसे बढ़िया' },
  { name: 'listing', path: (product) => paths.productListing(product._id), hindi: /प्रोडक्ट दिखाए जा रहे हैं/ },
  { name: 'product', path: (product) => paths.productDetail(product._id), hindi: 'कार्ट में डालें' },
  { name: 'cart', path: () => paths.cart, signedIn: true, hindi: 'आपका कार्ट खाली है' },
  { name: 'login', path: () => paths.login, hindi: 'अपने ऑर्डर, विशलिस्ट और सुझाव देखें' },
  { name: 'account', path: () => paths.account.profile, signedIn: true, hindi: 'निजी जानकारी' },
];

/**
 * Latin-script words a Hindi page may show outside product data: names (the shop's, Flipkart in
 * the fixed texts, the catalogue's brands on the category bar, the test shopper's), abbreviations Hindi
 * writes in Latin letters too, units, and the key named in a hint.
 */
const allowedWords = new Set(
  'RupeeStore Flipkart Kavi Lumio Novaphone Orbitel Zentra Nova Pay Later Originals Kavya Nair Enter OTP PAN UPI EMI GST EPR RAM HD MP mAh 4K 5G 24x7'.split(
    ' ',
  ),
);

interface Catalogue {
  prod: unknown[];
}

/** Every string in the catalogue's products and in `product`'s details: product data on a page. */
async function productTexts(page: Page, product: SampleProduct): Promise<string[]> {
  const { prod } = (await (await page.request.get('/product-api/get-products')).json()) as Catalogue;
  const detail: unknown = await (await page.request.get(`/product-api/get-product-detail/${product._id}`)).json();
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(prod);
  walk(detail);
  return [...texts];
}

/**
 * Visible texts and accessible names with Latin words that are neither allowed nor product data.
 * Content marked as another language (`lang="en"`: the Terms of Use, shoppers' reviews, each
 * language's own name in the switcher) is not UI text to translate.
 */
async function englishLeftovers(page: Page, products: string[]): Promise<string[]> {
  const found = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') !== 'hi') continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (element.closest('[lang]')?.getAttribute('lang') !== 'hi') continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
  const isProductData = (text: string) => {
    const core = text
      .replace(/\.\.\.$|…$/, '')
      .replace(/^\((.*)\)$/, '$1')
      .trim();
    return products.some((value) => value.includes(core));
  };
  return [
    ...new Set(
      found.filter((text) => {
        const words = text.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];
        return words.some((word) => !allowedWords.has(word)) && !isProductData(text);
      }),
    ),
  ];
}

test.beforeEach(async ({ request }) => resetMockServer(request));

for (const main of mainPages) {
  test(`the ${main.name} page in Hindi, kept after a reload`, async ({ page, context, request }, testInfo) => {
    test.slow(); // two renders of the page, a catalogue fetch and axe
    if (main.signedIn) await signInThroughApi(context, request);
    const product = await sampleProduct(request);
    await page.goto(main.path(product));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi', firstRender);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText(main.hindi).first()).toBeVisible(firstRender);
    expect(
      await englishLeftovers(page, await productTexts(page, product)),
      'English UI texts on the Hindi page',
    ).toEqual([]);
    await expectNoSeriousA11yViolations(page, testInfo, `the ${main.name} page in Hindi`);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText(main.hindi).first()).toBeVisible(firstRender);
    await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });
}

test('English never fetches the Hindi catalogue or font', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible(firstRender);
  expect(fetched.filter((url) => /messages|devanagari/i.test(url))).toEqual([]);
});
