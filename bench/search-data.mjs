/**
 * What the search bench (search.mjs) and its judge (search-relevance-judge.mjs) both read.
 *
 * The shop's words in each language, read straight from the source: the labels of the category
 * bar (web/src/entities/catalogue/categories.ts, read as text because its Lingui macros only run in
 * a build) and their translations (web/src/locales/<code>/messages.po). `shopWordsIn(code)` is the
 * list `shopWords()` (search/shopWords.ts) gives with that language active: every label as shown,
 * normalised, with the English search it stands for, longest first; a label that reads as its own
 * search is left out.
 *
 * And a fingerprint of a catalogue as judged, so the bench can tell when the products changed
 * under the judged set (a product's id stays while its title changes).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { normalise } from '../web/src/entities/catalogue/search/text.ts';

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/** The category bar's labels, in source order, each with the search it opens. */
export function categoryLabels() {
  const source = read('web/src/entities/catalogue/categories.ts');
  const start = source.indexOf('export const categories');
  const labels = [];
  // A category: `title: msg`X`, icon: '...', query: 'Q'`; an entry: `link(msg`X`, 'Q')`.
  const pattern = /title: msg`([^`]+)`,\s*icon: '[^']*',\s*query: '([^']+)'|link\(msg`([^`]+)`,\s*'([^']+)'\)/g;
  for (const match of source.slice(start).matchAll(pattern)) {
    labels.push(match[1] ? { label: match[1], query: match[2] } : { label: match[3], query: match[4] });
  }
  return labels;
}

const unquote = (line) => JSON.parse(line.trim().replace(/^msg(?:id|str|ctxt)\s+/, ''));

/** A .po catalogue as msgid → msgstr (entries with a context are left out: the labels have none). */
export function poMessages(code) {
  const messages = new Map();
  for (const entry of read(`web/src/locales/${code}/messages.po`).split(/\n\s*\n/)) {
    const lines = entry.split('\n').filter((line) => !line.startsWith('#'));
    if (lines.some((line) => line.startsWith('msgctxt'))) continue;
    let field;
    const text = { msgid: '', msgstr: '' };
    for (const line of lines) {
      if (line.startsWith('msgid ')) field = 'msgid';
      else if (line.startsWith('msgstr ')) field = 'msgstr';
      else if (!line.trim().startsWith('"')) continue;
      if (field) text[field] += unquote(line);
    }
    if (text.msgid) messages.set(text.msgid, text.msgstr || text.msgid);
  }
  return messages;
}

/** What shopWords() gives with `code` active. */
export function shopWordsIn(code) {
  const messages = code === 'en' ? new Map() : poMessages(code);
  const found = new Map();
  for (const { label, query } of categoryLabels()) {
    const shown = normalise(messages.get(label) ?? label).trim();
    if (shown && !found.has(shown) && shown !== normalise(query)) found.set(shown, query);
  }
  return [...found].map(([shown, means]) => ({ shown, means })).sort((a, b) => b.shown.length - a.shown.length);
}

/** A label as the shop shows it in `code` (not normalised: as the shopper reads and types it). */
export function labelIn(code, label) {
  return code === 'en' ? label : (poMessages(code).get(label) ?? label);
}

/** A hash of what judging reads of each product: id, picture, title, brand, category, description. */
export function catalogueFingerprint(products) {
  const hash = createHash('sha256');
  for (const p of products)
    hash.update(JSON.stringify([p._id, p.url, p.content.title, p.brand, p.category, p.description]));
  return hash.digest('hex').slice(0, 16);
}
