/**
 * What the seeded catalogue is made of: the shop's ten categories, the kinds of product in each, and
 * the pools of brands, models, colours and facts they are drawn from. A title names its kind of
 * product early ("… Projector Android 4K …"): the API cuts titles at about 55 characters, and a
 * shopper's search for the kind reads the title. Brands and sellers are invented
 * (the catalogue is demo data). The data is kinds.json; this module reads it into the kinds
 * generate.ts assembles products from, and refuses a kind it cannot read (when it is first loaded).
 *
 * In kinds.json, a kind has:
 * - `noun`, `brands` and `models`;
 * - `variants` (colours, or another variant line: pack size, fit), or `palette`, the name of a list
 *   of colours in `palettes`;
 * - `price`, the range of the original (struck-through) price in rupees, and `discount`, the range
 *   of the discount in percent;
 * - `facts`: named properties and the values a product of the kind may have ("Resolution": [...]);
 * - `attributes` (not every kind): the listing's filter attributes (ram, storage...) and their values;
 * - `title`: its words, where a `{name}` stands for the product's brand, model, variant or noun, one
 *   of its attributes or facts, or a value worked out from them (`workedOut` below);
 * - `warranty`;
 * - `family` (not every kind): a family in `families` (apparel, luggage...), whose fields it takes
 *   where it has none of its own; the family's facts come after the kind's own.
 * A category lists its kinds by name (a kind named twice is drawn twice as often), or as
 * `{ kind, discount }`: the same kind at a deeper discount (Top Offers).
 */
import type { ProductAttributes } from '../../contract/api-types.js';
import type { Random } from './random.js';
import data from './kinds.json' with { type: 'json' };

export type CategoryName = keyof typeof data.categories;

export const categoryNames = Object.keys(data.categories) as readonly CategoryName[];

/** A named property with the values a product of the kind may have ("Resolution": "4K Ultra HD"). */
export interface Fact {
  name: string;
  values: readonly string[];
}

export interface TitleParts {
  brand: string;
  model: string;
  variant: string;
  noun: string;
  attributes: ProductAttributes;
  facts: Readonly<Record<string, string>>;
}

export interface ProductKind {
  noun: string;
  brands: readonly string[];
  models: readonly string[];
  /** Colours, or another variant line (pack size, fit) for things without a colour. */
  variants: readonly string[];
  /** Range of the original (struck-through) price, in rupees. */
  price: readonly [number, number];
  /** Range of the discount, in percent. */
  discount: readonly [number, number];
  facts: readonly Fact[];
  attributes?: (random: Random) => ProductAttributes;
  title: (parts: TitleParts) => string;
  warranty: string;
}

export interface Category {
  name: CategoryName;
  kinds: readonly ProductKind[];
}

/** Illustration colours for the variant names that are colours; others use the category's colour. */
export const colourHex: Readonly<Record<string, string>> = data.colourHex;

export const sellers: readonly string[] = data.sellers;

export const offerLabels: readonly string[] = data.offerLabels;

/** A kind, or a family of kinds, as kinds.json writes it. */
interface KindData {
  family?: string;
  noun?: string;
  brands?: readonly string[];
  models?: readonly string[];
  variants?: readonly string[];
  palette?: string;
  price?: readonly number[];
  discount?: readonly number[];
  facts?: Readonly<Record<string, readonly string[]>>;
  attributes?: Readonly<Record<string, readonly string[]>>;
  title?: string;
  warranty?: string;
}

const kindFields = new Set<string>([
  'family',
  'noun',
  'brands',
  'models',
  'variants',
  'palette',
  'price',
  'discount',
  'facts',
  'attributes',
  'title',
  'warranty',
] satisfies (keyof KindData)[]);

const attributeNames = new Set<string>([
  'ram',
  'storage',
  'battery',
  'screenSize',
  'camera',
] satisfies (keyof ProductAttributes)[]);

const isAttributeName = (name: string): name is keyof ProductAttributes => attributeNames.has(name);

/** What a title may name of the product itself (TitleParts' strings). */
const ownParts = ['brand', 'model', 'variant', 'noun'] as const;

const isOwnPart = (name: string): name is (typeof ownParts)[number] => (ownParts as readonly string[]).includes(name);

/** Values a title may name that are worked out from the product's own. */
const workedOut: Readonly<Record<string, (parts: TitleParts) => string>> = {
  /** The value of the kind's first fact: an office chair's material, a mixer's motor power. */
  'first fact': ({ facts }) => Object.values(facts)[0] ?? '',
  /** The screen's diagonal in centimetres, as TV titles give it before the inches. */
  'screen cm': ({ attributes }) => String(Math.round(Number.parseFloat(attributes.screenSize ?? '0') * 2.54)),
  /** The Resolution fact without its pixels: "4K Ultra HD" of "4K Ultra HD 3840 x 2160". */
  'resolution name': ({ facts }) => (facts.Resolution ?? '').split(' ').slice(0, -3).join(' ') || 'HD Ready',
};

const placeholder = /\{([^}]+)\}/g;

function invalid(what: string): never {
  throw new Error(`kinds.json: ${what}`);
}

function given<T>(value: T | undefined, what: string): T {
  return value ?? invalid(`${what} is missing`);
}

function range(values: readonly number[] | undefined, what: string): readonly [number, number] {
  const [low, high, ...more] = given(values, what);
  if (low === undefined || high === undefined || more.length > 0 || low > high)
    invalid(`${what} is not a [low, high] range`);
  return [low, high];
}

function partNamed(name: string, parts: TitleParts): string {
  const worked = workedOut[name];
  if (worked) return worked(parts);
  if (isOwnPart(name)) return parts[name];
  return (isAttributeName(name) ? parts.attributes[name] : parts.facts[name]) ?? '';
}

function titleFrom(template: string, known: ReadonlySet<string>, what: string): ProductKind['title'] {
  for (const [, name = ''] of template.matchAll(placeholder))
    if (!known.has(name)) invalid(`${what} names {${name}}, which the kind does not have`);
  return (parts) => template.replace(placeholder, (_, name: string) => partNamed(name, parts));
}

function attributesFrom(pools: Readonly<Record<string, readonly string[]>>, what: string): ProductKind['attributes'] {
  const drawn = Object.entries(pools).map(([name, values]) =>
    isAttributeName(name) ? ([name, values] as const) : invalid(`${what}: ${name} is not a product attribute`),
  );
  return (random) => {
    const attributes: ProductAttributes = {};
    for (const [name, values] of drawn) attributes[name] = random.pick(values);
    return attributes;
  };
}

const palettes: Readonly<Record<string, readonly string[]>> = data.palettes;
const families: Readonly<Record<string, KindData>> = data.families;
const kindsData: Readonly<Record<string, KindData>> = data.kinds;

function kindFrom(id: string, own: KindData): ProductKind {
  for (const field of Object.keys(own)) if (!kindFields.has(field)) invalid(`${id} has an unknown field ${field}`);
  const family: KindData = own.family === undefined ? {} : given(families[own.family], `${id}'s family ${own.family}`);
  const kind: KindData = { ...family, ...own, facts: { ...own.facts, ...family.facts } };
  const palette = kind.palette === undefined ? undefined : given(palettes[kind.palette], `palette ${kind.palette}`);
  const facts = Object.entries(kind.facts ?? {}).map(([name, values]) => ({ name, values }));
  const known = new Set([
    ...ownParts,
    ...Object.keys(workedOut),
    ...Object.keys(kind.attributes ?? {}),
    ...facts.map((fact) => fact.name),
  ]);
  return {
    noun: given(kind.noun, `${id}.noun`),
    brands: given(kind.brands, `${id}.brands`),
    models: given(kind.models, `${id}.models`),
    variants: given(kind.variants ?? palette, `${id}.variants`),
    price: range(kind.price, `${id}.price`),
    discount: range(kind.discount, `${id}.discount`),
    facts,
    ...(kind.attributes ? { attributes: attributesFrom(kind.attributes, `${id}.attributes`) } : {}),
    title: titleFrom(given(kind.title, `${id}.title`), known, `${id}.title`),
    warranty: given(kind.warranty, `${id}.warranty`),
  };
}

const kinds = new Map(Object.entries(kindsData).map(([id, kind]) => [id, kindFrom(id, kind)]));

const kindNamed = (id: string) => kinds.get(id) ?? invalid(`no kind ${id}`);

const kindsOf: Readonly<Record<CategoryName, readonly (string | { kind: string; discount: readonly number[] })[]>> =
  data.categories;

export const categories: readonly Category[] = categoryNames.map((name) => ({
  name,
  kinds: kindsOf[name].map((entry) =>
    typeof entry === 'string'
      ? kindNamed(entry)
      : { ...kindNamed(entry.kind), discount: range(entry.discount, `${name}'s ${entry.kind}.discount`) },
  ),
}));

const isCategoryName = (name: string): name is CategoryName => Object.hasOwn(data.categories, name);

/**
 * The order categories repeat in (product i has category schedule[i % length]). Mobiles come up
 * three times in twelve: the listing's phone filters (RAM, storage, battery, camera) need many of them.
 */
export const categorySchedule: readonly CategoryName[] = data.categorySchedule.map((name) =>
  isCategoryName(name) ? name : invalid(`categorySchedule: no category ${name}`),
);
