/**
 * Product pictures: the mock server (the API, E2E_API_URL) makes every image URL of its answers
 * absolute from the host the request came to, so the same server reached as 127.0.0.1 or as
 * localhost answers URLs of that very origin, each of which loads as an image. And on the shop's own
 * pages (the shop server, reached either way), every picture of the home page and of a product page
 * comes from the shop's origin or its API's, loads as an image, and the ones in view are drawn.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { apiUrl, expect, test } from './fixtures';

const productPicture = 'img[src*="/images/products/"]';

/** `url` with its host name swapped for `host`. */
function onHost(url: string, host: string): URL {
  const swapped = new URL(url);
  swapped.hostname = host;
  return swapped;
}

/** Whether each of `urls` answers an image. */
async function loadsAsImages(request: APIRequestContext, urls: string[]) {
  return Promise.all(
    urls.map(async (src) => {
      const response = await request.get(src);
      return { src, image: response.ok() && (response.headers()['content-type'] ?? '').startsWith('image/') };
    }),
  );
}

/**
 * Every product picture on the page as the server wrote it (lazy ones and carousel slides out of
 * view may not have been requested yet), fetched as the browser would: its URL and whether an image came back.
 */
async function everyPicture(page: Page, request: APIRequestContext) {
  // The URL as the server wrote it (the `src` property would resolve a relative one against the page).
  const sources = await page
    .locator(productPicture)
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return loadsAsImages(request, sources);
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
  test(`the API's image URLs name the origin it was asked at, and load (${host})`, async ({ request }) => {
    const api = onHost(apiUrl('/'), host);
    const response = await request.get(new URL('/product-api/get-products/1/40', api).href);
    expect(response.ok()).toBe(true);
    const { prod } = (await response.json()) as { prod: { url: string }[] };
    const sources = prod.map((product) => product.url);
    expect(sources.length).toBeGreaterThan(10);
    const wrong = (await loadsAsImages(request, sources)).filter(
      (picture) => !picture.src.startsWith(`${api.origin}/images/products/`) || !picture.image,
    );
    expect(wrong).toEqual([]);
  });

  test(`every product picture of the shop's pages loads and is drawn (the shop at ${host})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // two pages, every picture fetched
    const shop = onHost(baseURL ?? '', host);
    // Where the shop's pictures may come from: its own origin or its API's (the upstream names its own).
    const origins = [shop.origin, new URL(apiUrl('/')).origin, onHost(apiUrl('/'), host).origin];
    const wrong = (pictures: { src: string; image: boolean }[]) =>
      pictures.filter(
        (picture) => !origins.some((origin) => picture.src.startsWith(`${origin}/images/products/`)) || !picture.image,
      );

    await page.goto(new URL(paths.home, shop).href);
    await expect(page.getByRole('heading', { name: 'Best Of Electronics' })).toBeVisible();
    await expectPicturesInViewDrawn(page);
    const home = await everyPicture(page, request);
    expect(home.length).toBeGreaterThan(10);
    expect(wrong(home)).toEqual([]);

    const productId = /\/images\/products\/([0-9a-f]{24})\//.exec(home[0]?.src ?? '')?.[1] ?? '';
    await page.goto(new URL(paths.productDetail(productId), shop).href);
    await expectPicturesInViewDrawn(page);
    expect(wrong(await everyPicture(page, request))).toEqual([]);
  });
}
