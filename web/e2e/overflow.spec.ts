/**
 * Every main page at a desktop, a tablet and a phone width: nothing sticks out sideways (the page
 * never scrolls horizontally), and a full-page screenshot of each is attached to the report. The
 * page is opened afresh at each width, because carousels pick their count from the width they open
 * at. A failure names the elements that reach past the right edge.
 *
 * The shopper's pages in every other language of the shop too (longer words, other scripts): they
 * fit as well, the header stays one row, and no button grows taller than it is in English (a label
 * that wraps). docs/decisions/009-i18n-with-lingui.md.
 */
import type { Page } from '@playwright/test';
import type { LanguageCode } from '../src/lib/i18n/languages';
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { expect, resetMockServer, test } from './fixtures';
import { translatedLanguages } from './languageCatalogue';
import { firstRender, forProduct, openRoute, routeCase, sampleProduct } from './routeTable';
import { signInThroughApi, signInWithProductInCart } from './session';

const widths = [1280, 768, 375];

const mainPages = [
  'home',
  'listing',
  'product detail',
  'search results',
  'cart',
  'login',
  'forget password',
  'account profile',
  'orders',
  'video',
  'help centre',
  'gift card store',
  'communication preferences',
  'supercoins',
  'plus',
  'download app',
  'information page payments',
];

/** How far the page reaches past the window's right edge, and the outermost elements that do it. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      // Inside a box that clips or scrolls sideways and itself fits, an element adds no overflow.
      const contained = (element: HTMLElement) => {
        for (let box = element.parentElement; box; box = box.parentElement)
          if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 0.5)
            return true;
        return false;
      };
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (element.getBoundingClientRect().right <= width + 0.5 || contained(element)) continue;
        const parent = element.parentElement;
        if (parent && parent.getBoundingClientRect().right > width + 0.5) continue; // report the outermost only
        culprits.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right edge ${Math.round(element.getBoundingClientRect().right)})`,
        );
        if (culprits.length === 8) break;
      }
      // A word too long for its box overflows as text, its element's box still inside.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && culprits.length < 8; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.getBoundingClientRect().right > width + 0.5 || contained(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const right = range.getBoundingClientRect().right;
        if (right > width + 0.5)
          culprits.push(
            `text "${node.textContent?.trim().slice(0, 30)}" in ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')} (right edge ${Math.round(right)})`,
          );
      }
    }
    return { overflow, culprits };
  });
}

test.beforeEach(async ({ request }) => resetMockServer(request));

for (const name of mainPages) {
  const route = routeCase(name);
  test(`${name} fits ${widths.join(', ')} px without sideways scrolling`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.slow(); // three fresh loads and three full-page screenshots
    const product = await sampleProduct(request);
    if (route.access === 'login') await signInThroughApi(context, request);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const path = await openRoute(page, route, product);
      const { overflow, culprits } = await sidewaysOverflow(page);
      const shot = testInfo.outputPath(`${name.replace(/\W+/g, '-')}-${width}.png`);
      await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
      await testInfo.attach(`${name} at ${width}px`, { path: shot, contentType: 'image/png' });
      expect
        .soft(overflow, `${path} at ${width}px reaches ${overflow}px past the edge: ${culprits.join(', ')}`)
        .toBeLessThanOrEqual(0);
    }
  });
}

/** The pages checked in every language: the way from / to the checkout, and the account's. */
const languagePages = [
  'home',
  'listing',
  'product detail',
  'cart',
  'checkout',
  'account profile',
  'account addresses',
  'account coupons',
  'account gift cards',
  'orders',
];

/** The header's height and each visible button's (text and height), in document order. */
function heights(page: Page) {
  return page.evaluate(() => ({
    header: Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? 0),
    buttons: [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
      .filter((button) => button.checkVisibility() && button.getBoundingClientRect().height > 0)
      .map((button) => ({ text: button.innerText.trim(), height: Math.round(button.getBoundingClientRect().height) })),
  }));
}

/** Opens `path` in `code` (its URL in that language) and waits for its data. */
async function openIn(page: Page, path: string, code: LanguageCode) {
  await page.goto(localizedPath(path, code));
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached(firstRender);
  await page.waitForLoadState('networkidle');
  // Measured in the language's own script font, not the fallback drawn while it loads.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const name of languagePages) {
  const route = routeCase(name);
  test(`${name} in ${translatedLanguages.map((language) => language.code).join(', ')} fits ${widths.join(', ')} px, header in one row, buttons at their height`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.slow(); // English and each language at three widths
    const product = await sampleProduct(request);
    await signInWithProductInCart(context, request, product);
    const path = forProduct(route.path, product);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await openIn(page, path, 'en');
      // Screens fill in after hydration (the listing's products): measure once the buttons stop coming.
      let english = await heights(page);
      for (let settled = false; !settled;) {
        await page.waitForTimeout(500);
        const again = await heights(page);
        settled = again.buttons.length === english.buttons.length;
        english = again;
      }
      for (const { code } of translatedLanguages) {
        await openIn(page, path, code);
        const where = `${path} in ${code} at ${width}px`;
        await expect
          .poll(async () => (await heights(page)).buttons.length, { message: `${where} has the buttons English has` })
          .toBe(english.buttons.length)
          .catch(() => undefined); // told below, with the heights
        const { overflow, culprits } = await sidewaysOverflow(page);
        if (overflow > 0) {
          const shot = testInfo.outputPath(`${name.replace(/\W+/g, '-')}-${code}-${width}.png`);
          await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
          await testInfo.attach(`${where}`, { path: shot, contentType: 'image/png' });
        }
        expect
          .soft(overflow, `${where} reaches ${overflow}px past the edge: ${culprits.join(', ')}`)
          .toBeLessThanOrEqual(0);
        const translated = await heights(page);
        expect
          .soft(translated.header, `the header's height ${where} (one row, as in English)`)
          .toBeLessThanOrEqual(english.header + 1);
        expect.soft(translated.buttons.length, `${where} has the buttons English has`).toBe(english.buttons.length);
        const taller = translated.buttons.flatMap((button, i) => {
          const before = english.buttons[i];
          return before && button.height > before.height + 1
            ? [`"${button.text}" ${button.height}px (English "${before.text}" ${before.height}px)`]
            : [];
        });
        expect.soft(taller, `buttons taller ${where} than in English`).toEqual([]);
      }
    }
  });
}
