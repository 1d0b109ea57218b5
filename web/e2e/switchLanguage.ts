/**
 * How a shopper changes language: the header's switcher, whose links lead to the same page in
 * another language (`/hi/...`, src/lib/i18n/languageUrls.ts). A whole new page, in that language.
 */
import type { Page } from '@playwright/test';
import { languageOf, type LanguageCode } from '../src/lib/i18n/languages';
import { expect } from './fixtures';
import { firstRender } from './routeTable';

/** Follows the switcher's link to `code` from the page showing (its switcher named `switcherName`, in the page's language). */
export async function switchLanguage(page: Page, code: LanguageCode, switcherName = 'Language'): Promise<void> {
  const switcher = page.getByRole('banner').getByRole('navigation', { name: switcherName });
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: languageOf(code).name, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code, firstRender);
}

/** The language the header's switcher shows as the page's. */
export function currentLanguage(page: Page, switcherName: string) {
  return page.getByRole('banner').getByRole('navigation', { name: switcherName }).locator('summary');
}
