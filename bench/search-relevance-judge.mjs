// Writes bench/search-relevance.json, the judged queries `npm run bench:search` scores search
// engines against. Run it again only to change the set (`npx tsx bench/search-relevance-judge.mjs`);
// the bench reads the JSON and never judges.
//
// Every query is judged here by a rule over what the products plainly are, never by a search
// engine: for the hosted catalogue, the kind of product its picture's path names (projector,
// headphone, speaker, musical keyboard or toy), the brand its title starts with and what its title
// says; for the generated catalogue, the kind of product it was made as (its description names it:
// "The Zentra Pad 11 tablet comes with ..."), the category that kind belongs to, its brand and its
// title. A query's relevant products are the ones a shopper typing it means: "laptop" means laptops,
// not laptop backpacks; "mobile" means phones, not tablets. The English queries and their rules are
// data (bench/search-relevance-queries.json); those in India's languages are made below.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { generateProduct } from '../mock-server/src/store/catalog/generate.ts';
import { categories } from '../mock-server/src/store/catalog/kinds.ts';
import { catalogueFingerprint, labelIn } from './search-data.mjs';
import queries from './search-relevance-queries.json' with { type: 'json' };

const root = new URL('../', import.meta.url);
export const generatedSize = 300;

// ---------------------------------------------------------------------------------------------
// What each product is.

const hosted = JSON.parse(readFileSync(new URL('fixtures/hosted-api-products.json', root), 'utf8'));
const generated = Array.from({ length: generatedSize }, (_, i) => generateProduct(i));

/** The picture's folder, read as one of the hosted catalogue's four kinds of product. */
function hostedKind(product) {
  const folder = /\/image\/\d+\/\d+\/[^/]+\/([a-z0-9-]+)\//i.exec(product.url)?.[1] ?? '';
  if (folder.includes('projector')) return 'projector';
  if (folder.includes('headphone')) return 'headphone'; // earbuds, TWS, headsets: the shop's headphones
  if (folder.includes('speaker')) return 'speaker'; // shopsy-speaker, speaker-refurbished too; soundbars
  if (folder.startsWith('musical-')) return 'keyboard'; // musical-keyboard, musical-toy: piano keyboards
  throw new Error(`unknown kind of picture: ${product.url}`);
}

/** The kind a generated product was made as ("smartphone", "laptop backpack"), from its description. */
function generatedKind(product) {
  const model = product.specifications.find((spec) => spec.name === 'Model Name').value;
  const kind = product.description.split(`. The ${product.brand} ${model} `)[1]?.split(' comes with')[0];
  if (!kind) throw new Error(`no kind in: ${product.description}`);
  return kind;
}

/** The category each kind belongs to (Top Offers only sells other categories' kinds). */
const homeOf = new Map();
for (const category of categories) {
  if (category.name === 'Top Offers') continue;
  for (const kind of category.kinds) homeOf.set(kind.noun.toLowerCase(), category.name);
}

const facts = {
  hosted: hosted.map((product) => ({ product, title: product.content.title, kind: hostedKind(product) })),
  generated: generated.map((product) => {
    const kind = generatedKind(product);
    const home = homeOf.get(kind);
    if (!home) throw new Error(`no category for kind ${kind}`);
    return { product, title: product.content.title, kind, home, brand: product.brand };
  }),
};

// ---------------------------------------------------------------------------------------------
// Judging rules.

const kind =
  (...kinds) =>
  (p) =>
    kinds.includes(p.kind);
const titleSays = (pattern) => (p) => pattern.test(p.title);
/** A hosted title starts with the brand; a generated product names its brand. */
const brand = (name) => (p) =>
  p.brand !== undefined
    ? p.brand.toLowerCase() === name.toLowerCase()
    : p.title.toLowerCase().startsWith(`${name.toLowerCase()} `);
const home = (category) => (p) => p.home === category;
const both =
  (...rules) =>
  (p) =>
    rules.every((rule) => rule(p));

/**
 * A soundbar or home-theatre system: its title says so ("Soundbar", "Aavante Bar", "Home Theatre"),
 * or it is of a product line (brand and first model word: "Mivi Fort", "GOVO GOSURROUND") one of
 * whose titles says "Soundbar".
 */
const lineOf = (title) => title.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
const soundbarLines = new Set(facts.hosted.filter((p) => /soundbar/i.test(p.title)).map((p) => lineOf(p.title)));
const soundbar = (p) =>
  p.kind === 'speaker' && (/sound ?bar|\bbar\b|home theat/i.test(p.title) || soundbarLines.has(lineOf(p.title)));

/** `count` standing alone in a title ("37 Key", "KEY 37", "Toy 37 ..."), not inside another number. */
const number = (count) => titleSays(new RegExp(`(^|[^\\d.])${count}(?![\\d.])`));

// ---------------------------------------------------------------------------------------------
// The queries: [catalogue, language, class, query, rule].

const H = 'hosted';
const G = 'generated';

/**
 * A rule as search-relevance-queries.json writes it: an object of tests, every one of which a
 * relevant product passes. `kind`, `brand`, `home` (the category of its kind) and `category` (its
 * own, for Top Offers) name what it is; `title` is a regular expression its title matches, `titleNot`
 * one it does not (both ignore case); `number` a count standing alone in its title; `screenSize` its
 * attribute; `soundbar: true`, a soundbar (above).
 */
const tests = {
  kind,
  brand,
  home,
  category: (name) => (p) => p.product.category === name,
  title: (source) => titleSays(new RegExp(source, 'i')),
  titleNot: (source) => (p) => !new RegExp(source, 'i').test(p.title),
  number,
  screenSize: (size) => (p) => p.product.attributes?.screenSize === size,
  soundbar: () => soundbar,
};
const ruleOf = (written) =>
  both(
    ...Object.entries(written).map(([test, argument]) => {
      if (!Object.hasOwn(tests, test)) throw new Error(`no test ${test} in rule ${JSON.stringify(written)}`);
      return tests[test](argument);
    }),
  );

const english = Object.entries(queries.english).flatMap(([kindOfQuery, { queries: written }]) =>
  written.map(([catalogue, query, rule]) => [catalogue, 'en', kindOfQuery, query, ruleOf(rule)]),
);

// India's languages: the shop's labels as the shop shows them in each (from its .po catalogue), and
// product and brand words typed in that script as a shopper would spell them.
const label = (code, text) => labelIn(code, text);
const inLanguages = [];
const add = (code, catalogue, kindOfQuery, query, rule) =>
  inLanguages.push([catalogue, code, kindOfQuery, query, rule]);
for (const code of ['hi', 'mr', 'bn', 'ta', 'te']) {
  add(code, H, 'shop label', label(code, 'Projectors'), kind('projector'));
  add(code, G, 'shop label', label(code, 'Laptops'), kind('laptop'));
  add(code, G, 'shop label', label(code, 'Sarees'), kind('saree'));
}
add('hi', H, 'shop label', label('hi', 'Wireless Earbuds'), kind('headphone'));
add('hi', G, 'shop label', label('hi', 'Electronics'), home('Electronics'));
add('hi', G, 'shop label', label('hi', 'Refrigerators'), kind('refrigerator'));
add('mr', G, 'shop label', label('mr', 'Refrigerators'), kind('refrigerator'));
add('mr', G, 'shop label', label('mr', 'Grocery'), home('Grocery'));
add('bn', G, 'shop label', label('bn', 'Electronics'), home('Electronics'));
add('bn', G, 'shop label', label('bn', 'Furniture'), home('Furniture'));
add('ta', G, 'shop label', label('ta', 'Grocery'), home('Grocery'));
add('ta', G, 'shop label', label('ta', 'Furniture'), home('Furniture'));
add('te', G, 'shop label', label('te', 'Refrigerators'), kind('refrigerator'));
add('te', G, 'shop label', label('te', 'Grocery'), home('Grocery'));

const scriptWords = {
  hi: { headphone: 'हेडफोन', speaker: 'स्पीकर', boat: 'बोट', piano: 'पियानो', sofa: 'सोफा', novaphone: 'नोवाफोन' },
  mr: { headphone: 'हेडफोन्स', speaker: 'स्पीकर्स', boat: 'बोट', piano: 'कीबोर्ड', sofa: 'सोफा', novaphone: 'नोवाफोन' },
  bn: { headphone: 'হেডফোন', speaker: 'স্পিকার', boat: 'বোট', piano: 'পিয়ানো', sofa: 'সোফা', novaphone: 'নোভাফোন' },
  ta: { headphone: 'ஹெட்ஃபோன்', speaker: 'ஸ்பீக்கர்', boat: 'போட்', piano: 'பியானோ', sofa: 'சோபா', novaphone: 'நோவாஃபோன்' },
  te: { headphone: 'హెడ్‌ఫోన్', speaker: 'స్పీకర్', boat: 'బోట్', piano: 'పియానో', sofa: 'సోఫా', novaphone: 'నోవాఫోన్' },
};
for (const [code, word] of Object.entries(scriptWords)) {
  add(code, H, 'script word', word.headphone, kind('headphone'));
  add(code, H, 'script word', word.speaker, kind('speaker'));
  add(code, H, 'script word', word.boat, brand('boAt'));
  add(code, H, 'script word', word.piano, kind('keyboard'));
  add(code, G, 'script word', word.sofa, kind('sofa'));
  add(code, G, 'script word', word.novaphone, brand('Novaphone'));
}
add('hi', H, 'script word', 'बोट स्पीकर', both(brand('boAt'), kind('speaker')));

// ---------------------------------------------------------------------------------------------

const entries = [...english, ...inLanguages].map(([catalogue, language, kindOfQuery, query, rule]) => {
  const relevant = facts[catalogue].filter(rule).map((p) => p.product._id);
  if (relevant.length === 0) throw new Error(`no relevant product for "${query}" (${catalogue})`);
  return { catalogue, language, class: kindOfQuery, query, relevant: [...new Set(relevant)] };
});

const set = {
  about:
    'Judged queries for `npm run bench:search` (bench/search.mjs), written by bench/search-relevance-judge.mjs from rules over what the products are (hosted: the kind its picture path names, the brand its title starts with, what its title says; generated: the kind it was made as, its category, brand and title), never by a search engine. "generated" is generateProduct(0..299) with the default seed.',
  generatedSize,
  fingerprints: { hosted: catalogueFingerprint(hosted), generated: catalogueFingerprint(generated) },
  queries: entries,
};
const output = fileURLToPath(new URL('bench/search-relevance.json', root));
const style = await resolveConfig(output);
writeFileSync(output, await format(JSON.stringify(set), { ...style, filepath: output }));
const count = (key) =>
  Object.entries(Object.groupBy(entries, (entry) => entry[key])).map(([k, v]) => `${k} ${v.length}`);
console.log(`${entries.length} queries: ${count('catalogue').join(', ')}; ${count('language').join(', ')}`);
console.log(count('class').join(', '));
