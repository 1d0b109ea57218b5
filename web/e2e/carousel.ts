/**
 * Carousel checks in a real browser: the slides a shopper sees are the carousel's slides that are
 * not inert, and each of them must really lie inside the carousel's box (the CSS lays the row out,
 * so only a browser can tell that the count in view is what the screen shows).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const slidesInView = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]:not([inert])');

/** Expects `count` slides in view in the carousel named `name`, each laid out inside its box. */
export async function expectSlidesInView(page: Page, name: string, count: number) {
  const carousel = page.getByRole('region', { name });
  await expect(slidesInView(carousel)).toHaveCount(count);
  await expect(slidesInView(carousel).first()).toBeVisible();
  const box = await carousel.boundingBox();
  expect(box, `${name} is laid out`).not.toBeNull();
  for (const slide of await slidesInView(carousel).all()) {
    const slideBox = await slide.boundingBox();
    expect(slideBox!.x, `${name}: a slide in view starts inside the carousel`).toBeGreaterThanOrEqual(box!.x - 1);
    expect(slideBox!.x + slideBox!.width, `${name}: a slide in view ends inside the carousel`).toBeLessThanOrEqual(
      box!.x + box!.width + 1,
    );
  }
}
