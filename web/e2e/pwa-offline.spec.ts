/**
 * The shop on a dropped connection: after one online visit to home, a listing and a product page,
 * the browser goes offline. Those pages still open from the cache with their products and the
 * product picture, in Hindi too (`/hi/...`: the worker's shell starts in its URL's language); a
 * product page never opened shows the offline screen inside the shop's layout;
 * Retry there keeps it while offline; the "You are offline" banner shows, and goes when the
 * connection returns, when the unseen page loads by itself.
 */
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { paths } from '../src/lib/paths';
import { expect, test } from './fixtures';
import { firstRender } from './routeTable';
import { gotoOffline, offlineConsoleErrors, someProducts, untilControlled } from './serviceWorker';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: offlineConsoleErrors });

// Through the shop server (issue 46's one host) the service worker does not take control here within the test's
// time; through the mock server it did. Open, with pwa-install's update offer: see issue 46's closing note.
test('pages seen online open offline with their products; an unseen one shows the offline screen with Retry', async ({
  page,
  context,
  request,
}) => {
  // Many pages online, then offline, through a service worker that must first install: slow under load.
  test.slow();
  const [seen, unseen] = await someProducts(request, 2);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  const firstCard = page.getByRole('article').first();

  // Online: the first visit installs the service worker; then a listing and a product page.
  await page.goto(paths.home);
  await untilControlled(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(firstRender);
  await page.goto(paths.productListing(seen!._id));
  await expect(firstCard.getByRole('heading', { level: 2 })).toHaveAccessibleName(seen!.content.title, firstRender);
  await page.goto(paths.productDetail(seen!._id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seen!.content.title, firstRender);
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);

  await gotoOffline(page, paths.home);
  await expect(banner).toBeVisible();
  const railCards = page
    .getByRole('region', { name: /products$/ })
    .first()
    .getByRole('link');
  await expect(railCards.first()).toBeVisible();

  await gotoOffline(page, paths.productListing(seen!._id));
  await expect(firstCard.getByRole('heading', { level: 2 })).toHaveAccessibleName(seen!.content.title);
  await expect(page.getByText(/^Showing 1 – \d+ of [\d,]+ products$/)).toBeVisible();

  await gotoOffline(page, paths.productDetail(seen!._id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seen!.content.title);
  const picture = page.locator('main').getByRole('img', { name: seen!.content.title }).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(banner).toBeVisible();

  // The same page in Hindi, never opened in Hindi: the same shell, in its URL's language.
  await gotoOffline(page, localizedPath(paths.productDetail(seen!._id), 'hi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seen!.content.title);
  await expect(page.getByRole('banner')).toContainText('लॉग इन');

  // Never opened: the offline screen, inside the layout (header and footer stay), never the browser's page.
  await gotoOffline(page, paths.productDetail(unseen!._id));
  const offlineScreen = page.getByRole('region', { name: 'You are offline' });
  await expect(offlineScreen).toBeVisible();
  await expect(offlineScreen.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Retry while still offline: the same screen, never the browser's error page.
  await offlineScreen.getByRole('button', { name: 'Retry' }).click();
  await expect(offlineScreen).toBeVisible();
  await expect(banner).toBeVisible();

  // Back online: the banner goes and the page loads by itself.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(unseen!.content.title);
  await expect(offlineScreen).toHaveCount(0);
});
