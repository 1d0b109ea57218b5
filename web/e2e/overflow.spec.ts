/**
 * Every main page at a desktop, a tablet and a phone width: nothing sticks out sideways (the page
 * never scrolls horizontally), and a full-page screenshot of each is attached to the report. The
 * page is opened afresh at each width, because carousels pick their count from the width they open
 * at. A failure names the elements that reach past the right edge.
 */
import type { Page } from '@playwright/test';
import { expect, resetMockServer, test } from './fixtures';
import { openRoute, routeCase, sampleProduct } from './routeTable';
import { signInThroughApi } from './session';

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
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (element.getBoundingClientRect().right <= width + 0.5) continue;
        const parent = element.parentElement;
        if (parent && parent.getBoundingClientRect().right > width + 0.5) continue; // report the outermost only
        culprits.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right edge ${Math.round(element.getBoundingClientRect().right)})`,
        );
        if (culprits.length === 8) break;
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
