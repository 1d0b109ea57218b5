/**
 * Each of the shop's languages, end to end on the mock server: a shopper switches to it on `/` (to
 * `/<code>/`) and goes through a listing, a product, the cart and the checkout to the payment step,
 * each under the language's prefix, without meeting
 * an English interface text. Each screen's visible texts are compared with the English catalogue:
 * a text that is an English message the language's catalogue translates otherwise fails the test
 * (product data stays as it comes). Each screen also shows the language's script and passes axe.
 * The server renders every language at its prefix, with `<html lang>`, whatever Accept-Language
 * says, and names that language's files for the browser to fetch beside the entry.
 * docs/decisions/009-i18n-with-lingui.md.
 */
import type { Page, TestInfo } from '@playwright/test';
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { paths } from '../src/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, resetMockServer, test } from './fixtures';
import {
  isProductData,
  languageCatalogue,
  productTexts,
  translatedLanguages,
  visibleTexts,
  type LanguageCatalogue,
} from './languageCatalogue';
import { firstRender, sampleProduct } from './routeTable';
import { signInWithProductInCart } from './session';
import { switchLanguage } from './switchLanguage';

/** A translated message with any values in its placeholders. */
const withAnyValues = (message: string) =>
  new RegExp(
    message
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

/** The screen now showing, judged in the catalogue's language. */
async function expectTranslated(
  page: Page,
  catalogue: LanguageCatalogue,
  products: readonly string[],
  testInfo: TestInfo,
  screen: string,
) {
  const { code } = catalogue.language;
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  const texts = await visibleTexts(page, code);
  expect(texts.some(catalogue.inScript), `${screen} shows ${code} text`).toBe(true);
  const english = texts.flatMap((text) => {
    const message = isProductData(text, products) ? undefined : catalogue.englishMessageOf(text);
    return message ? [`"${text}" (English "${message}")`] : [];
  });
  expect([...new Set(english)], `English interface texts on ${screen} in ${code}`).toEqual([]);
  await expectNoSeriousA11yViolations(page, testInfo, `${screen} in ${code}`);
}

test.beforeEach(async ({ request }) => resetMockServer(request));

for (const language of translatedLanguages) {
  test(`a shopper goes from / to the payment step in ${language.name} (${language.code}) without English`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.slow(); // six screens, each with its catalogue check and axe
    const catalogue = await languageCatalogue(language);
    const { t } = catalogue;
    const product = await sampleProduct(request);
    const products = await productTexts(page, product);
    const check = (screen: string) => expectTranslated(page, catalogue, products, testInfo, screen);

    const inLanguage = (path: string) => localizedPath(path, language.code);
    await page.goto(paths.home);
    await switchLanguage(page, language.code);
    await expect(page).toHaveURL((url) => url.pathname === inLanguage(paths.home));
    await expect(page.getByRole('heading', { name: t('Best Of Electronics') })).toBeVisible(firstRender);
    await check('the home page');

    await page.goto(inLanguage(paths.productListing(product._id)));
    await expect(page.getByText(withAnyValues(t('Showing {first} – {last} of {count} products')))).toBeVisible(
      firstRender,
    );
    await check('a listing');

    await signInWithProductInCart(context, request, product);
    await page.goto(inLanguage(paths.productDetail(product._id)));
    await expect(page.getByRole('button', { name: t('ADD TO CARD') })).toBeVisible(firstRender);
    await check('a product');

    await page.goto(inLanguage(paths.cart));
    await expect(page.getByRole('button', { name: t('PLACE ORDER') })).toBeVisible(firstRender);
    await check('the cart');

    await page.getByRole('button', { name: t('PLACE ORDER') }).click();
    await expect(page).toHaveURL((url) => url.pathname === inLanguage(paths.checkout.address));
    await page.getByRole('button', { name: t('+ Add a new address') }).click();
    await page.getByLabel(t('Name'), { exact: true }).fill('Kavya Nair');
    await page.getByLabel(t('10-digit mobile number'), { exact: true }).fill('9123456780');
    await page.getByLabel(t('Pincode'), { exact: true }).fill('560001');
    await page.getByLabel(t('Locality'), { exact: true }).fill('Shivajinagar');
    await page.getByLabel(t('Address (Area and Street)'), { exact: true }).fill('12 Residency Road');
    await page.getByLabel(t('City/District/Town'), { exact: true }).fill('Bengaluru');
    await page.getByLabel(t('State'), { exact: true }).fill('Karnataka');
    await check('the new address form');
    await page.getByRole('button', { name: t('SAVE') }).click();
    await expect(page.getByRole('button', { name: t('DELIVER HERE') })).toBeVisible();
    await page.getByRole('button', { name: t('DELIVER HERE') }).click();

    await expect(page).toHaveURL((url) => url.pathname === inLanguage(paths.checkout.summary));
    await expect(page.getByRole('button', { name: t('CONTINUE') })).toBeVisible();
    await check('the order summary');
    await page.getByRole('button', { name: t('CONTINUE') }).click();
    await expect(page).toHaveURL((url) => url.pathname === inLanguage(paths.checkout.payment));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await check('the payment step');
  });
}

/** The Accept-Language headers of the issue (a region or none), else the bare code. */
const acceptLanguage: Record<string, string> = { ta: 'ta-IN', bn: 'bn', mr: 'mr-IN', te: 'te' };

test.describe('the server renders each language at its prefix, whatever Accept-Language says', () => {
  for (const language of translatedLanguages) {
    const header = acceptLanguage[language.code] ?? `${language.code}-IN`;
    test(`/${language.code}/ gives <html lang="${language.code}"> and its texts; / stays English for Accept-Language: ${header}`, async ({
      request,
    }) => {
      const { t } = await languageCatalogue(language);
      const root = await request.get('/', { headers: { accept: 'text/html', 'accept-language': header } });
      expect(await root.text()).toMatch(/<html lang="en"/);
      const response = await request.get(localizedPath(paths.home, language.code), {
        headers: { accept: 'text/html', 'accept-language': 'en-IN' },
      });
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html lang="${language.code}"`));
      expect(html).toContain(t('Best Of Electronics'));
      expect(html).toContain(t('Login'));
      // The files the shop waits for in this language come beside the entry, not after it.
      const preload = /data-preload="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(preload).toMatch(/\/assets\/languageFiles-/);
      expect(preload).toMatch(/\/assets\/messages-/);
    });
  }
});
