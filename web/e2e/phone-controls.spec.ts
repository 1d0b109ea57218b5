/**
 * At a phone's 375 px, in English and in a script language: the home banner's Previous and Next
 * cover none of the banner's heading (its first letters sit near the picture's left edge), and the
 * cart's badge stays on the screen. The header is fixed, so a badge past the edge scrolls nothing
 * and overflow.spec.ts cannot see it.
 */
import type { Locator } from '@playwright/test';
import { localizedPath } from '../src/lib/i18n/languageUrls';
import { paths } from '../src/lib/paths';
import { expect, test } from './fixtures';

const phone = { width: 375, height: 800 };

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where the first two letters of a banner's heading are drawn: the heading is the picture's first
 * <text> (public/content/banners), placed in the SVG's own units, here scaled to the picture's box.
 */
async function headingStart(picture: Locator): Promise<Box> {
  const svg = await (await picture.page().request.get((await picture.getAttribute('src'))!)).text();
  const viewWidth = Number(/viewBox='0 0 (\d+)/.exec(svg)![1]);
  const [, x, y, size] = /<text x='([\d.]+)' y='([\d.]+)' font-size='([\d.]+)'/.exec(svg)!.map(Number);
  const box = (await picture.boundingBox())!;
  const scale = box.width / viewWidth;
  return { x: box.x + x! * scale, y: box.y + (y! - size!) * scale, width: 1.2 * size! * scale, height: size! * scale };
}

for (const code of ['en', 'hi'] as const) {
  test.describe(`at ${phone.width} px in ${code}`, () => {
    test.use({ viewport: phone });

    test("the banner's arrows leave its heading's first letters in view", async ({ page }) => {
      await page.goto(localizedPath(paths.home, code));
      const banner = page.getByRole('region').filter({ has: page.locator('img[src*="/content/banners/"]') });
      const picture = banner.locator('[aria-hidden="false"] img');
      await expect(picture).toBeVisible();
      const heading = await headingStart(picture);
      const arrows = banner.locator('button').filter({ hasText: /^[‹›]$/ });
      await expect(arrows).toHaveCount(2);
      for (const arrow of await arrows.all()) {
        const box = (await arrow.boundingBox())!;
        expect(overlaps(box, heading), `${await arrow.getAttribute('aria-label')} covers the heading`).toBe(false);
      }
    });

    test("the cart's badge stays on the screen", async ({ page }) => {
      await page.goto(localizedPath(paths.home, code));
      const badge = page.getByRole('banner').locator(`a[href$="${paths.cart}"] span[aria-hidden="true"]`);
      await expect(badge).toBeVisible();
      const box = (await badge.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the badge’s right edge').toBeLessThanOrEqual(phone.width);
    });
  });
}
