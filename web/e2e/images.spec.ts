/**
 * Product pictures load on the shop's own pages whichever origin serves them: the server makes every
 * image URL absolute from the host the request came to, so the same server reached as 127.0.0.1 or
 * as localhost answers URLs of that very origin, and every picture of the home page and of a product
 * page is drawn.
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { expect, test } from './fixtures';

const productPicture = 'img[src*="/images/products/"]';

/** Scrolls through the page so lazy pictures load, waits until each is loaded or failed, and lists them. */
async function everyPicture(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const pictures = () =>
    page.locator(productPicture).evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({ src: image.src, complete: image.complete, drawn: image.naturalWidth > 0 })),
    );
  await expect.poll(async () => (await pictures()).filter((picture) => !picture.complete).length).toBe(0);
  return pictures();
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`every product picture is drawn, from the origin the shop was opened at (${host})`, async ({ page, baseURL }) => {
    test.slow(); // two pages, every picture loaded
    const origin = new URL(baseURL ?? '');
    origin.hostname = host;
    const fromThisOrigin = (src: string) => src.startsWith(`${origin.origin}/images/products/`);

    await page.goto(new URL(paths.home, origin).href);
    await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible();
    const home = await everyPicture(page);
    expect(home.length).toBeGreaterThan(10);
    expect(home.filter((picture) => !fromThisOrigin(picture.src) || !picture.drawn)).toEqual([]);

    await page.locator(`a[href*="${paths.productDetail('')}"]`).first().click();
    await page.waitForURL(/\/detail-view\//);
    await expect(page.locator(productPicture).first()).toBeVisible();
    const detail = await everyPicture(page);
    expect(detail.filter((picture) => !fromThisOrigin(picture.src) || !picture.drawn)).toEqual([]);
  });
}
