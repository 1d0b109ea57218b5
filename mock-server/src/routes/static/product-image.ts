/**
 * Product pictures, drawn as SVG from the product itself: a tinted background in the category's
 * colour, a simple outline of the kind of thing (phone, TV, shirt...) filled in the product's colour,
 * and the brand and category written on it. Picture n of a product shows it at a different angle
 * and shade, so a gallery has visibly different images. Everything is escaped; nothing is fetched.
 */
import type { Product } from '../../contract/api-types.js';
import { colourHex, type CategoryName } from '../../store/catalog/kinds.js';

const categoryColours: Record<CategoryName, string> = {
  'Mobiles & Tablets': '#2874f0',
  'TVs & Appliances': '#00897b',
  Electronics: '#5e35b1',
  Fashion: '#d81b60',
  Beauty: '#f06292',
  'Home & Kitchen': '#fb8c00',
  Furniture: '#6d4c41',
  Travel: '#0097a7',
  Grocery: '#43a047',
  'Top Offers': '#e53935',
};

/** Outline of each category's typical item, drawn in a 200x200 box centred on (0, 0). */
const shapes: Record<CategoryName, (fill: string) => string> = {
  'Mobiles & Tablets': (fill) =>
    `<rect x="-55" y="-95" width="110" height="190" rx="16" fill="${fill}"/><rect x="-46" y="-80" width="92" height="150" rx="6" fill="#dfe9fb"/><circle cx="0" cy="82" r="6" fill="#fff" opacity=".7"/>`,
  'TVs & Appliances': (fill) =>
    `<rect x="-95" y="-65" width="190" height="115" rx="6" fill="${fill}"/><rect x="-86" y="-57" width="172" height="99" fill="#cfe8e5"/><rect x="-8" y="50" width="16" height="22" fill="#555"/><rect x="-45" y="70" width="90" height="8" rx="4" fill="#555"/>`,
  Electronics: (fill) =>
    `<rect x="-75" y="-70" width="150" height="100" rx="6" fill="${fill}"/><rect x="-67" y="-62" width="134" height="84" fill="#e4dcf5"/><path d="M-95 36h190l-14 22h-162z" fill="#555"/>`,
  Fashion: (fill) => `<path d="M-40-85 0-70 40-85 90-50 70-15 50-25V85H-50V-25l-20 10-20-35z" fill="${fill}"/>`,
  Beauty: (fill) =>
    `<rect x="-40" y="-40" width="80" height="125" rx="14" fill="${fill}"/><rect x="-18" y="-70" width="36" height="32" rx="4" fill="#555"/><rect x="-28" y="0" width="56" height="40" rx="4" fill="#fff" opacity=".6"/>`,
  'Home & Kitchen': (fill) =>
    `<path d="M-80-20h160v70a40 40 0 0 1-40 40h-80a40 40 0 0 1-40-40z" fill="${fill}"/><ellipse cx="0" cy="-20" rx="80" ry="14" fill="#555"/><rect x="80" y="-5" width="30" height="10" rx="5" fill="#555"/><rect x="-110" y="-5" width="30" height="10" rx="5" fill="#555"/>`,
  Furniture: (fill) =>
    `<rect x="-60" y="-90" width="120" height="90" rx="10" fill="${fill}"/><rect x="-75" y="0" width="150" height="30" rx="8" fill="${fill}"/><rect x="-65" y="30" width="12" height="60" fill="#555"/><rect x="53" y="30" width="12" height="60" fill="#555"/>`,
  Travel: (fill) =>
    `<rect x="-60" y="-70" width="120" height="160" rx="14" fill="${fill}"/><path d="M-25-70v-20h50v20" fill="none" stroke="#555" stroke-width="10"/><path d="M-30-50v125M30-50v125" stroke="#fff" stroke-width="6" opacity=".5"/>`,
  Grocery: (fill) =>
    `<path d="M-65-40h130l-10 130h-110z" fill="${fill}"/><path d="M-65-40l20-40h90l20 40z" fill="#555" opacity=".8"/><circle cx="0" cy="25" r="28" fill="#fff" opacity=".6"/>`,
  'Top Offers': (fill) =>
    `<path d="M-90-50h120l60 50-60 50h-120z" fill="${fill}"/><circle cx="25" cy="0" r="10" fill="#fff"/><text x="-35" y="16" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">%</text>`,
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const isCategory = (name: string | undefined): name is CategoryName => name !== undefined && name in shapes;

/** Below this width the brand and caption would be a few pixels high: the picture leaves them out. */
const captionsFrom = 128;

/** The picture of `product` from angle `view`, `width` pixels square (400 when not asked). */
export function productImageSvg(product: Product, view: number, width = 400): string {
  const category: CategoryName = isCategory(product.category) ? product.category : 'Top Offers';
  const accent = categoryColours[category];
  const fill = colourHex[product.content.clrTitle] ?? accent;
  const angle = [0, -12, 12, -6, 6][view % 5] ?? 0;
  const scale = [1, 0.9, 0.9, 1.12, 0.8][view % 5] ?? 1;
  const brand = escapeXml(product.brand ?? product.content.title.split(' ')[0] ?? '');
  const caption = escapeXml(`${category} · ${product.content.clrTitle}`);

  const captions =
    width < captionsFrom
      ? ''
      : `
<text x="200" y="44" font-size="26" font-weight="700" fill="${accent}">${brand}</text>
<text x="200" y="372" font-size="16" fill="#444">${caption}</text>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${width}" height="${width}" role="img" aria-label="${brand}, ${escapeXml(category)}, view ${view + 1}">
<rect width="400" height="400" fill="${accent}" opacity="${0.1 + (view % 3) * 0.04}"/>
<g font-family="system-ui, sans-serif" text-anchor="middle">
<g transform="translate(200 200) rotate(${angle}) scale(${scale})" stroke="#000" stroke-opacity=".15" stroke-width="2">${shapes[category](fill)}</g>${captions}
</g>
</svg>
`;
}
