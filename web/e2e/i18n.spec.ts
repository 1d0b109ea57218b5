/**
 * The shop in Hindi on each main page: the header's switcher leads to the same page under `/hi/`,
 * `<html lang>` follows, no English UI text is left (product data from the catalogue and the Terms
 * of Use may stay English), a reload stays Hindi (the URL says so), and axe still finds nothing
 * serious. Every account page is
 * checked too, with what the coupons', gift cards' and addresses' buttons open.
 * docs/decisions/009-i18n-with-lingui.md.
 */
import type { Page } from '@playwright/test';
import { languages } from '../src/lib/i18n/languages';
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { paths } from '../src/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, resetMockServer, test } from './fixtures';
import { isProductData, productTexts, visibleTexts } from './languageCatalogue';
import { firstRender, sampleProduct, type SampleProduct } from './routeTable';
import { signInThroughApi } from './session';
import { currentLanguage, switchLanguage } from './switchLanguage';

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
  { name: 'coupons', path: () => paths.account.coupons, signedIn: true, hindi: 'उपलब्ध कूपन' },
  { name: 'gift card', path: () => paths.account.giftcard, signedIn: true, hindi: 'गिफ़्ट कार्ड बैलेंस' },
];

/**
 * Latin-script words a Hindi page may show outside product data: names (the shop's, Flipkart in
 * the fixed texts, the catalogue's brands on the category bar, the test shopper's), abbreviations Hindi
 * writes in Latin letters too (a file type among them), units, and the key named in a hint.
 */
const allowedWords = new Set(
  'RupeeStore Flipkart Kavi Lumio Novaphone Orbitel Zentra Nova Pay Later Originals Kavya Nair Enter OTP PAN UPI EMI GST EPR RAM HD MP mAh 4K 5G 24x7 JPEG ID'.split(
    ' ',
  ),
);

/** A web address in a text ('www.flipkart.com' in the PAN declaration) is a name, not words to translate. */
const webAddress = /\b(?:[a-z0-9-]+\.)+(?:com|in|org|net)\b/gi;

/**
 * Visible texts and accessible names with Latin words that are neither allowed nor product data.
 * Content marked as another language (`lang="en"`: the Terms of Use, shoppers' reviews, each
 * language's own name in the switcher) is not UI text to translate.
 */
async function englishLeftovers(page: Page, products: string[]): Promise<string[]> {
  const found = await visibleTexts(page, 'hi');
  return [
    ...new Set(
      found.filter((text) => {
        const words = text.replace(webAddress, '').match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];
        return words.some((word) => !allowedWords.has(word)) && !isProductData(text, products);
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
    const path = main.path(product);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await switchLanguage(page, 'hi');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === localizedPath(path, 'hi'));
    await expect(page.getByText(main.hindi).first()).toBeVisible(firstRender);
    expect(
      await englishLeftovers(page, await productTexts(page, product)),
      'English UI texts on the Hindi page',
    ).toEqual([]);
    await expectNoSeriousA11yViolations(page, testInfo, `the ${main.name} page in Hindi`);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText(main.hindi).first()).toBeVisible(firstRender);
    await expect(currentLanguage(page, 'भाषा')).toHaveText('भाषा: हिन्दी');
  });
}

/** The account's pages: its sidebar's, Change Password and the Terms of Use (marked English, so skipped by the check). */
const { account } = paths;
const accountPages = [
  account.orders,
  account.profile,
  account.addresses,
  account.pancard,
  account.giftcard,
  account.upi,
  account.cards,
  account.coupons,
  account.reviews,
  account.notifications,
  account.wishlist,
  account.changePassword,
  account.terms,
];

test('every account page in Hindi, with what its buttons open', async ({ page, context, request }) => {
  test.slow(); // a dozen pages, each with its catalogue check
  await signInThroughApi(context, request);
  const products = await productTexts(page, await sampleProduct(request));
  const noEnglish = async (where: string) =>
    expect(await englishLeftovers(page, products), `English UI texts on ${where} in Hindi`).toEqual([]);

  await page.goto(paths.account.profile);
  await switchLanguage(page, 'hi');
  const inHindi = (path: string) => localizedPath(path, 'hi');
  for (const path of accountPages) {
    await page.goto(inHindi(path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstRender);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await noEnglish(path);
  }

  // Coupons: every set opened in full, and a coupon's terms.
  await page.goto(inHindi(paths.account.coupons));
  // VIEW MORE goes away once clicked: click the first one left until none is.
  const viewMore = page.getByRole('button', { name: 'और देखें' });
  await expect(viewMore.first()).toBeVisible(firstRender);
  for (let left = await viewMore.count(); left > 0; left -= 1) await viewMore.first().click();
  await expect(viewMore).toHaveCount(0);
  await page
    .getByRole('button', { name: /के नियम और शर्तें देखें$/ })
    .last()
    .click();
  await expect(page.getByRole('dialog', { name: 'नियम और शर्तें' })).toBeVisible();
  await noEnglish('the coupons and their terms');
  await page.keyboard.press('Escape');

  // Gift cards: the check-balance dialog with a rule broken, a found card, then the add dialog.
  await page.goto(inHindi(paths.account.giftcard));
  await page.getByRole('button', { name: 'बैलेंस देखें' }).click();
  const balance = page.getByRole('dialog', { name: 'गिफ़्ट कार्ड का बैलेंस देखें' });
  await balance.getByRole('button', { name: 'बैलेंस देखें' }).click();
  await expect(balance.getByRole('status')).toHaveText('कृपया 16 अंकों का गिफ़्ट कार्ड नंबर डालें');
  await noEnglish('the gift card dialog with an error');
  await balance.getByLabel('गिफ़्ट कार्ड नंबर').fill('6001220011112222');
  await balance.getByLabel('गिफ़्ट कार्ड पिन').fill('240915');
  await balance.getByRole('button', { name: 'बैलेंस देखें' }).click();
  await expect(balance.getByRole('status')).toContainText('बैलेंस: ₹50');
  await noEnglish('the gift card balance');
  await balance.getByRole('button', { name: 'इसके बजाय गिफ़्ट कार्ड जोड़ें' }).click();
  await expect(page.getByRole('dialog', { name: 'गिफ़्ट कार्ड जोड़ें' })).toBeVisible();
  await noEnglish('the add gift card dialog');
  await page.keyboard.press('Escape');

  // Addresses: the new-address form (its Home / Work choice) with a rule broken.
  await page.goto(inHindi(paths.account.addresses));
  await page.getByRole('button', { name: 'पते जोड़ें' }).click();
  await page.getByRole('button', { name: 'सहेजें' }).click();
  await expect(page.getByRole('status')).toHaveText('कृपया सभी जानकारी भरें');
  await noEnglish('the new-address form');
});

test("English never fetches another language's catalogue or font", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible(firstRender);
  // Catalogue chunks are named after their file (messages-*.js), their loader languageFiles-*.js;
  // font files and their CSS after the script.
  const fonts = [...new Set(languages.flatMap((language) => ('font' in language ? [language.font] : [])))];
  const otherLanguage = new RegExp(['messages', 'languageFiles', 'noto-sans', ...fonts].join('|'), 'i');
  expect(fetched.filter((url) => otherLanguage.test(url))).toEqual([]);
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered the same page in Hindi on an English URL, never sent there', async ({ page }) => {
    await page.goto(paths.plus);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('status').filter({ hasText: 'यह पेज हिन्दी में भी उपलब्ध है।' });
    await expect(offer).toBeVisible(firstRender);
    await expect(page).toHaveURL((url) => url.pathname === paths.plus);
    await offer.getByRole('link', { name: 'हिन्दी में पढ़ें' }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath(paths.plus, 'hi'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});
