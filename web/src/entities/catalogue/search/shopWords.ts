/**
 * The shop's own words in the shopper's language, for search: every category and every entry of
 * the category bar's lists, as the shop shows them in the active language, with the English search
 * each stands for. A Hindi shopper who types "प्रोजेक्टर" (the bar's "Projectors") searches for
 * "Projector"; one who types "इलेक्ट्रॉनिक्स" for "Electronics". Longest first, so a phrase wins
 * over a word inside it.
 */
import { i18n } from '@lingui/core';
import { categories } from '../categories';
import { normalise } from './text';
import type { ShopWord } from './query';

/** Read once per language: a language's words do not change while the shop runs. */
const byLanguage = new Map<string, ShopWord[]>();

export function shopWords(): ShopWord[] {
  const kept = byLanguage.get(i18n.locale);
  if (kept) return kept;
  const links = categories.flatMap((category) => [
    { label: category.title, query: category.query },
    ...(category.subLists ?? []).flatMap((list) => [list.heading, ...list.items]),
  ]);
  const found = new Map<string, string>();
  for (const { label, query } of links) {
    const shown = normalise(i18n._(label)).trim();
    if (shown && !found.has(shown) && shown !== normalise(query)) found.set(shown, query);
  }
  const words = [...found].map(([shown, means]) => ({ shown, means })).sort((a, b) => b.shown.length - a.shown.length);
  byLanguage.set(i18n.locale, words);
  return words;
}
