/**
 * What a picture's path says a product is. The hosted API sends no category, but each picture's
 * path names the kind of product (`.../image/612/612/xif0q/projector/...`): that word, read through
 * this table, gives the shop's own category. A kind the table does not know gives no category
 * (the product is then listed with the whole catalogue, as before).
 */
import type { CategoryName } from '../categories';
import { pictureKindWord } from './pictureKindWord';

/** Kinds of product, singular, as picture paths spell them (a path's words are also tried one by one). */
const kinds: Record<string, CategoryName> = {
  headphone: 'Electronics',
  earphone: 'Electronics',
  earbud: 'Electronics',
  headset: 'Electronics',
  speaker: 'Electronics',
  soundbar: 'Electronics',
  'home-theatre': 'Electronics',
  projector: 'Electronics',
  'musical-keyboard': 'Electronics',
  laptop: 'Electronics',
  computer: 'Electronics',
  'smart-watch': 'Electronics',
  smartwatch: 'Electronics',
  'power-bank': 'Electronics',
  camera: 'Electronics',
  mobile: 'Mobiles & Tablets',
  tablet: 'Mobiles & Tablets',
  television: 'TVs & Appliances',
  'washing-machine': 'TVs & Appliances',
  refrigerator: 'TVs & Appliances',
  'air-conditioner': 'TVs & Appliances',
  't-shirt': 'Fashion',
  shirt: 'Fashion',
  jean: 'Fashion',
  shoe: 'Fashion',
  kurta: 'Fashion',
  saree: 'Fashion',
  'face-wash': 'Beauty',
  perfume: 'Beauty',
  'hair-dryer': 'Beauty',
  trimmer: 'Beauty',
  'mixer-grinder': 'Home & Kitchen',
  'pressure-cooker': 'Home & Kitchen',
  bottle: 'Home & Kitchen',
  bedsheet: 'Home & Kitchen',
  sofa: 'Furniture',
  chair: 'Furniture',
  bed: 'Furniture',
  table: 'Furniture',
  suitcase: 'Travel',
  backpack: 'Travel',
  rice: 'Grocery',
  atta: 'Grocery',
  tea: 'Grocery',
};

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

export interface PictureKind {
  /** The path's word for the product, e.g. "musical-keyboard". */
  kind: string;
  category?: CategoryName;
}

/** The kind of product a hosted picture's path names, with the shop's category for it. */
export function pictureKind(url: string): PictureKind | undefined {
  const kind = pictureKindWord(url);
  if (!kind) return undefined;
  const category =
    kinds[singular(kind)] ??
    kind
      .split('-')
      .map(singular)
      .map((word) => kinds[word])
      .find(Boolean);
  return category ? { kind, category } : { kind };
}
