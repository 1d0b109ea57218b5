/**
 * What the browser tests of the shop's languages know of each one: its catalogue (to find a control
 * by its translated name, and to tell an English interface text left on a translated page), the
 * script its texts are written in, and the product data a page may show as it comes.
 * docs/decisions/009-i18n-with-lingui.md.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatter } from '@lingui/format-po';
import { compileMessage, type CompiledMessage } from '../src/lib/i18n/compileMessage';
import { languages, sourceLanguage, type Language, type LanguageCode } from '../src/lib/i18n/languages';
import type { SampleProduct } from './routeTable';

/** Every language of the shop but English, the source (its code one of the shop's: a URL's prefix). */
export const translatedLanguages: readonly (Language & { code: LanguageCode })[] = languages.filter(
  (language) => language.code !== sourceLanguage,
);

/** The Unicode script of each script font: a page in that language shows letters of it. */
const scriptOf: Record<NonNullable<Language['font']>, string> = {
  devanagari: 'Devanagari',
  bengali: 'Bengali',
  tamil: 'Tamil',
  telugu: 'Telugu',
};

type Entries = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;

async function readEntries(code: string): Promise<Entries> {
  const file = new URL(`../src/locales/${code}/messages.po`, import.meta.url);
  const parsed = await formatter().parse(readFileSync(file, 'utf8'), {
    locale: code,
    sourceLocale: sourceLanguage,
    filename: `${code}/messages.po`,
  });
  return parsed ?? {};
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The visible texts `message` can put in one text node, as anchored patterns: each case of a
 * select on its own, split at Lingui's tags (a text node ends at an element), a placeholder matching
 * anything. Only patterns with an English word of two letters or more are kept: '{0}{1}.' is no
 * English.
 */
function textPatterns(message: string): RegExp[] {
  const sources: string[] = [];
  let current: string[] = [];
  const end = () => {
    const source = collapse(current.join(''));
    if (/[A-Za-z]{2}/.test(source.replace(/\(\.\+\?\)/g, ''))) sources.push(source);
    current = [];
  };
  const walk = (compiled: CompiledMessage | string) => {
    for (const part of typeof compiled === 'string' ? [compiled] : compiled) {
      if (typeof part === 'string') {
        part.split(/(<\/?\d+\/?>)/).forEach((piece, i) => (i % 2 === 1 ? end() : current.push(escapeRegExp(piece))));
      } else if (part.length === 1) current.push('(.+?)');
      else {
        end();
        for (const [key, branch] of Object.entries(part[2])) {
          if (key === 'offset') continue;
          walk(branch as CompiledMessage);
          end();
        }
      }
    }
  };
  walk(compileMessage(message));
  end();
  return sources.map((source) => new RegExp(`^${source}$`));
}

export interface LanguageCatalogue {
  language: Language;
  /** The translation of an English message, as a control is named or a text shown. */
  t: (english: string) => string;
  /** The English message a visible text is, when the catalogue translates that message differently. */
  englishMessageOf: (text: string) => string | undefined;
  /** Whether `text` holds letters of the language's script. */
  inScript: (text: string) => boolean;
}

export async function languageCatalogue(language: Language): Promise<LanguageCatalogue> {
  const entries = await readEntries(language.code);
  const translations = new Map(
    Object.entries(entries).map(([id, entry]) => [entry.message ?? id, entry.translation ?? '']),
  );
  // English messages the language writes otherwise ('UPI' stays 'UPI': not a leftover).
  const english = [...translations]
    .filter(([message, translation]) => translation.trim() && translation !== message)
    .flatMap(([message]) => textPatterns(message).map((pattern) => ({ message, pattern })));
  // A language in Latin letters (none yet) would only need letters.
  const script = language.font ? new RegExp(`\\p{Script=${scriptOf[language.font]}}`, 'u') : /\p{L}/u;
  return {
    language,
    t: (message) => {
      const translation = translations.get(message);
      if (!translation) throw new Error(`the ${language.code} catalogue has no translation of "${message}"`);
      return translation;
    },
    englishMessageOf: (text) => english.find(({ pattern }) => pattern.test(collapse(text)))?.message,
    inScript: (text) => script.test(text),
  };
}

interface Catalogue {
  prod: unknown[];
}

/**
 * Every string in the catalogue's products and in `product`'s details (their titles and variants,
 * as sellers list them): product data on a page, which stays as it comes.
 */
export async function productTexts(page: Page, product: SampleProduct): Promise<string[]> {
  const { prod } = (await (await page.request.get('/product-api/get-products')).json()) as Catalogue;
  const detail: unknown = await (await page.request.get(`/product-api/get-product-detail/${product._id}`)).json();
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(prod);
  walk(detail);
  return [...texts];
}

/** Whether `text` is product data (a title cut short with '...', a value in brackets included). */
export function isProductData(text: string, products: readonly string[]): boolean {
  const core = text
    .replace(/\.\.\.$|…$/, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  return products.some((value) => value.includes(core));
}

/**
 * The texts a shopper meets on the page in `code`: text nodes (but those hidden from everyone) and accessible names
 * (aria-label, alt, placeholder, title), inside content in that language only (`lang="en"` marks
 * the Terms of Use, shoppers' reviews and each language's own name in the switcher).
 */
export function visibleTexts(page: Page, code: string): Promise<string[]> {
  return page.evaluate((code) => {
    const texts: string[] = [];
    const inLanguage = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === code;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Each language's own name in the switcher is no interface text (the active one is in `code`);
      // a `<noscript>` of the server's HTML is text no browser running script shows.
      if (!parent || parent.closest('script, style, noscript, [hidden], [aria-hidden="true"], a[hreflang]')) continue;
      if (inLanguage(parent)) texts.push(node.textContent ?? '');
    }
    const named = ['aria-label', 'aria-roledescription', 'alt', 'placeholder', 'title'];
    for (const element of document.body.querySelectorAll(named.map((name) => `[${name}]`).join(', '))) {
      if (!inLanguage(element)) continue;
      for (const name of named) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  }, code);
}
