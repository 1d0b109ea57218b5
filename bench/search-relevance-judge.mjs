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
// not laptop backpacks; "mobile" means phones, not tablets.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { generateProduct } from '../mock-server/src/store/catalog/generate.ts';
import { categories } from '../mock-server/src/store/catalog/kinds.ts';
import { catalogueFingerprint, labelIn } from './search-data.mjs';

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

const english = [
  // Exact words, as the catalogue writes them.
  [H, 'exact', 'projector', kind('projector')],
  [H, 'exact', 'speaker', kind('speaker')],
  [H, 'exact', 'piano', kind('keyboard')],
  [H, 'exact', 'keyboard', kind('keyboard')],
  [H, 'exact', 'gaming', titleSays(/gaming/i)],
  [H, 'exact', 'soundbar', soundbar],
  [G, 'exact', 'laptop', kind('laptop')],
  [G, 'exact', 'refrigerator', kind('refrigerator')],
  [G, 'exact', 'saree', kind('saree')],
  [G, 'exact', 'sofa', kind('sofa')],
  [G, 'exact', 'backpack', kind('laptop backpack')],
  [G, 'exact', 'trimmer', kind('beard trimmer')],
  [G, 'exact', 'almonds', kind('almonds')],
  [G, 'exact', 'jeans', kind('jeans')],

  // Plurals (and a singular the catalogue writes in the plural).
  [H, 'plural', 'projectors', kind('projector')],
  [H, 'plural', 'speakers', kind('speaker')],
  [H, 'plural', 'headphones', kind('headphone')],
  [H, 'plural', 'keyboards', kind('keyboard')],
  [H, 'plural', 'pianos', kind('keyboard')],
  [G, 'plural', 'laptops', kind('laptop')],
  [G, 'plural', 'sarees', kind('saree')],
  [G, 'plural', 'smartwatches', kind('smartwatch')],
  [G, 'plural', 'bottles', kind('water bottle')],
  [G, 'plural', 'sofas', kind('sofa')],
  [G, 'plural', 'trimmers', kind('beard trimmer')],
  [G, 'plural', 'kurtas', kind('kurta')],
  [G, 'plural', 'chairs', kind('office chair')],
  [G, 'plural', 'tablets', kind('tablet')],
  [G, 'plural', 'cookers', kind('pressure cooker')],
  [G, 'plural', 'almond', kind('almonds')],

  // Typos: one in a word of 4 to 7 letters, two in a word of 8 or more. "speakre" and "laptpo" swap
  // two letters (one typo for Algolia, two edits for Levenshtein).
  [H, 'typo', 'projecter', kind('projector')],
  [H, 'typo', 'speakr', kind('speaker')],
  [H, 'typo', 'headphnes', kind('headphone')],
  [H, 'typo', 'heedphnes', kind('headphone')],
  [H, 'typo', 'pianno', kind('keyboard')],
  [H, 'typo', 'keybord', kind('keyboard')],
  [H, 'typo', 'portronix', brand('Portronics')],
  [H, 'typo', 'yamha', brand('YAMAHA')],
  [H, 'typo', 'zebronix', brand('ZEBRONICS')],
  [H, 'typo', 'speakre', kind('speaker')],
  [G, 'typo', 'refrigerater', kind('refrigerator')],
  [G, 'typo', 'refrijirator', kind('refrigerator')],
  [G, 'typo', 'laptpo', kind('laptop')],
  [G, 'typo', 'washng machine', kind('washing machine')],
  [G, 'typo', 'bedshet', kind('double bedsheet')],
  [G, 'typo', 'perfum', kind('perfume')],
  [G, 'typo', 'kurtha', kind('kurta')],
  [G, 'typo', 'cookar', kind('pressure cooker')],
  [G, 'typo', 'backpak', kind('laptop backpack')],
  [G, 'typo', 'trimer', kind('beard trimmer')],
  [G, 'typo', 'smartfone', kind('smartphone')],

  // While typing: the last word incomplete.
  [H, 'prefix', 'proj', kind('projector')],
  [H, 'prefix', 'portro', brand('Portronics')],
  [H, 'prefix', 'headph', kind('headphone')],
  [H, 'prefix', 'boat spea', both(brand('boAt'), kind('speaker'))],
  [H, 'prefix', 'pian', kind('keyboard')],
  [H, 'prefix', 'zebro', brand('ZEBRONICS')],
  [G, 'prefix', 'refri', kind('refrigerator')],
  [G, 'prefix', 'lapt', kind('laptop')],
  [G, 'prefix', 'washing ma', kind('washing machine')],
  [G, 'prefix', 'pressure coo', kind('pressure cooker')],
  [G, 'prefix', 'novaph', brand('Novaphone')],
  [G, 'prefix', 'duffel b', kind('duffel bag')],
  [G, 'prefix', 'basmati ri', kind('basmati rice')],
  [G, 'prefix', 'greenw', brand('Greenwood')],

  // Two words in the other order.
  [H, 'order', 'speaker boat', both(brand('boAt'), kind('speaker'))],
  [H, 'order', 'projector egate', both(brand('Egate'), kind('projector'))],
  [H, 'order', 'keyboard yamaha', brand('YAMAHA')],
  [H, 'order', 'earbuds gaming', both(kind('headphone'), titleSays(/gaming/i))],
  [H, 'order', 'speaker mivi', both(brand('Mivi'), kind('speaker'))],
  [G, 'order', 'rice basmati', kind('basmati rice')],
  [G, 'order', 'machine washing', kind('washing machine')],
  [G, 'order', 'cooker pressure', kind('pressure cooker')],
  [G, 'order', 'chair office', kind('office chair')],
  [G, 'order', 'trimmer beard', kind('beard trimmer')],
  [G, 'order', 'oil mustard', both(kind('cooking oil'), titleSays(/mustard/i))],
  [G, 'order', 'tv lumio', both(brand('Lumio'), kind('smart tv'))],
  [G, 'order', 'bag duffel', kind('duffel bag')],

  // Words written apart that the catalogue writes together, and the other way round.
  [H, 'apart/together', 'ear buds', kind('headphone')],
  [H, 'apart/together', 'head phones', kind('headphone')],
  [H, 'apart/together', 'sound drum', titleSays(/sounddrum/i)],
  [H, 'apart/together', 'air dopes', titleSays(/airdopes/i)],
  [H, 'apart/together', 'super buds', titleSays(/superbuds/i)],
  [H, 'apart/together', 'duo pods', titleSays(/duopods/i)],
  [H, 'apart/together', 'sound bar', soundbar],
  [G, 'apart/together', 'powerbank', kind('power bank')],
  [G, 'apart/together', 'bed sheet', kind('double bedsheet')],
  [G, 'apart/together', 'book shelf', kind('bookshelf')],
  [G, 'apart/together', 'smart watch', kind('smartwatch')],
  [G, 'apart/together', 'tshirt', kind('t-shirt')],
  [G, 'apart/together', 'airconditioner', kind('air conditioner')],
  [G, 'apart/together', 'waterbottle', kind('water bottle')],
  [G, 'apart/together', 'facewash', kind('face wash')],
  [G, 'apart/together', 'hairdryer', kind('hair dryer')],

  // Another word for the same thing.
  [H, 'synonym', 'earphones', kind('headphone')],
  [H, 'synonym', 'headset', kind('headphone')],
  [H, 'synonym', 'earpods', kind('headphone')],
  [H, 'synonym', 'beamer', kind('projector')],
  [G, 'synonym', 'mobile', kind('smartphone')],
  [G, 'synonym', 'phone', kind('smartphone')],
  [G, 'synonym', 'cellphone', kind('smartphone')],
  [G, 'synonym', 'television', kind('smart tv')],
  [G, 'synonym', 'tv', kind('smart tv')],
  [G, 'synonym', 'fridge', kind('refrigerator')],
  [G, 'synonym', 'notebook', kind('laptop')],
  [G, 'synonym', 'ac', kind('air conditioner')],
  [G, 'synonym', 'shaver', kind('beard trimmer')],
  [G, 'synonym', 'mixie', kind('mixer grinder')],
  [G, 'synonym', 'beamer', kind('projector')],
  [G, 'synonym', 'tee', kind('t-shirt')],

  // Brands.
  ...[
    'boAt',
    'Egate',
    'Mivi',
    'Boult',
    'Noise',
    'realme',
    'OnePlus',
    'ZEBRONICS',
    'YAMAHA',
    'KAVANA',
    'HOPPUP',
    'SONY',
    'GOVO',
  ].map((name) => [H, 'brand', name.toLowerCase(), brand(name)]),
  ...['Novaphone', 'Crestline', 'Sonara', 'Greenwood', 'Hawk Home', 'Zentra', 'Boomer', 'Lumio'].map((name) => [
    G,
    'brand',
    name.toLowerCase(),
    brand(name),
  ]),
  [G, 'brand', 'skybag', brand('Skybag Co')],

  // Facts a title states.
  [H, 'fact', '9000 lumens', titleSays(/\b9000 ?lm\b/i)],
  [H, 'fact', '6900 lumens', titleSays(/\b6900 ?lm\b/i)],
  [H, 'fact', '37 keys', both(kind('keyboard'), number(37))],
  [H, 'fact', '61 keys', both(kind('keyboard'), number(61))],
  [H, 'fact', '50 hours', titleSays(/\b50\s*(h|hrs?|hours?)\b/i)],
  [H, 'fact', '120 watts', titleSays(/\b120\s*(w|watts?)\b/i)],
  [H, 'fact', '13mm driver', titleSays(/\b13\s*mm\b/i)],
  [G, 'fact', '50 hours', titleSays(/\b50 hours\b/i)],
  [G, 'fact', '20000 mah', titleSays(/\b20000 mAh\b/i)],
  [G, 'fact', '8 kg', titleSays(/(^|[^\d.])8 kg\b/i)],
  [G, 'fact', '55 inch', (p) => p.kind === 'smart tv' && p.product.attributes?.screenSize === '55 inch'],
  [G, 'fact', '1.5 ton', titleSays(/\b1\.5 Ton\b/i)],
  [G, 'fact', '512 gb', titleSays(/\b512 GB\b/i)],
  [G, 'fact', '5 star', titleSays(/(^|[^\d.])5 Star\b/i)],

  // The shop's category names. Every hosted product is an electronic good (but a xylophone toy).
  [H, 'category', 'electronics', (p) => !/xylophone/i.test(p.title)],
  [G, 'category', 'electronics', home('Electronics')],
  [G, 'category', 'fashion', home('Fashion')],
  [G, 'category', 'furniture', home('Furniture')],
  [G, 'category', 'grocery', home('Grocery')],
  [G, 'category', 'beauty', home('Beauty')],
  [G, 'category', 'travel', home('Travel')],
  [G, 'category', 'home & kitchen', home('Home & Kitchen')],
  [G, 'category', 'tvs & appliances', home('TVs & Appliances')],
  [G, 'category', 'top offers', (p) => p.product.category === 'Top Offers'],
].map(([catalogue, kindOfQuery, query, rule]) => [catalogue, 'en', kindOfQuery, query, rule]);

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
