/**
 * The console guard of fixtures.ts, proved: a warning that names React, or a hydration problem,
 * fails the test it appears in, while a browser's own warnings do not. Each failing case is marked
 * `test.fail()`: were the guard to let it pass, Playwright would report "expected to fail, but passed".
 */
import { paths } from '../src/lib/paths';
import { test } from './fixtures';

test.describe('the console guard', () => {
  test('fails a test on a React warning', async ({ page }) => {
    test.fail();
    await page.goto(paths.sitemap);
    await page.evaluate(() => console.warn('Warning: Each child in a list should have a unique "key" prop. (react)'));
  });

  test('fails a test on a hydration error', async ({ page }) => {
    test.fail();
    await page.goto(paths.sitemap);
    await page.evaluate(() => console.error("Hydration failed because the server rendered text didn't match"));
  });

  test("lets a browser's own warning through", async ({ page }) => {
    await page.goto(paths.sitemap);
    await page.evaluate(() => console.warn('The resource was preloaded using link preload but not used'));
  });
});
