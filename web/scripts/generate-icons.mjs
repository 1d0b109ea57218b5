// Writes the installable app's PNG icons into web/public/icons from one SVG drawn here: a yellow
// rupee sign on the brand blue. The ₹ is drawn as strokes, not text, so the result does not depend
// on the fonts of the machine that runs this. The PNGs are committed; re-run after changing the art:
//   node web/scripts/generate-icons.mjs
// "any" icons fill a rounded square; the maskable one keeps the sign inside the central 80 % safe
// zone on a full-bleed square, because launchers crop maskable icons to their own shape.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const brand = '#1a5dc9';
const yellow = '#ffe11b';

/** The rupee sign in a 100 x 100 box, centred at (50, 50), `scale` of the box wide. */
function rupee(scale) {
  const offset = 50 - 50 * scale;
  return `<g transform='translate(${offset} ${offset}) scale(${scale})' fill='none' stroke='${yellow}' stroke-width='7' stroke-linecap='round' stroke-linejoin='round'>
    <path d='M30 22h40M30 38h40M36 22h6a16 16 0 0 1 0 32h-12l32 28'/>
  </g>`;
}

function icon({ maskable }) {
  const background = maskable
    ? `<rect width='100' height='100' fill='${brand}'/>`
    : `<rect width='100' height='100' rx='20' fill='${brand}'/>`;
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>${background}${rupee(maskable ? 0.6 : 0.8)}</svg>`;
}

function writePng(name, svg, size) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(join(out, name), png);
  console.log(`web/public/icons/${name} (${size} px, ${png.length} bytes)`);
}

mkdirSync(out, { recursive: true });
writePng('icon-192.png', icon({ maskable: false }), 192);
writePng('icon-512.png', icon({ maskable: false }), 512);
writePng('icon-maskable-512.png', icon({ maskable: true }), 512);
writePng('apple-touch-icon-180.png', icon({ maskable: true }), 180);
