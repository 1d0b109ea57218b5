/**
 * Product pictures load on the shop's own pages whichever origin serves them: the server makes every
 * image URL absolute from the host the request came to, so the same server reached as 127.0.0.1 or
 * as localhost answers URLs of that very origin. Every picture of the home page and of a product
 * page points there and loads as an image, and the ones in view are drawn.
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { expect, test } from './fixtures';

const productPicture = 'img[src*="/images/products/"]';

/**
 * Every product picture on the page, fetched from the page as the browser would (lazy ones and
 * carousel slides out of view may not have been requested yet): its URL and whether an image came back.
 */
async function everyPicture(page: Page) {
  return page.locator(productPicture).evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map(async (image) => {
        // The URL as the server wrote it (the `src` property would resolve a relative one against the page).
        const src = image.getAttribute('src') ?? '';
        const response = await fetch(src);
        return { src, image: response.ok && (response.headers.get('content-type') ?? '').startsWith('image/') };
      }),
    ),
  );
}

/** The product pictures in view are all drawn (decoded with a size), none broken; there is at least one. */
async function expectPicturesInViewDrawn(page: Page) {
  const inView = () =>
    page.locator(productPicture).evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.bottom > 0 &&
            box.right > 0 &&
            box.top < window.innerHeight &&
            box.left < window.innerWidth
          );
        })
        .map((image) => ({ src: image.src, drawn: image.complete && image.naturalWidth > 0 })),
    );
  await expect.poll(async () => (await inView()).filter((picture) => picture.drawn).length).toBeGreaterThan(0);
  await expect.poll(async () => (await inView()).filter((picture) => !picture.drawn)).toEqual([]);
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`every product picture comes from the origin the shop was opened at, and loads (${host})`, async ({
    page,
    baseURL,
  }) => {
    test.slow(); // two pages, every picture fetched
    const origin = new URL(baseURL ?? '');
    origin.hostname = host;
    const wrong = (pictures: { src: string; image: boolean }[]) =>
      pictures.filter((picture) => !picture.src.startsWith(`${origin.origin}/images/products/`) || !picture.image);

    await page.goto(new URL(paths.home, origin).href);
    await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible();
    await expectPicturesInViewDrawn(page);
    const home = await everyPicture(page);
    expect(home.length).toBeGreaterThan(10);
    expect(wrong(home)).toEqual([]);

    const productId = /\/images\/products\/([0-9a-f]{24})\//.exec(home[0]?.src ?? '')?.[1] ?? '';
    await page.goto(new URL(paths.productDetail(productId), origin).href);
    await expectPicturesInViewDrawn(page);
    expect(wrong(await everyPicture(page))).toEqual([]);
  });
}
