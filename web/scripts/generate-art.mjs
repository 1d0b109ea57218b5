// Writes the shop's own illustrations into web/public/static as small SVG files: logo, category
// icons, home banners, promo rows, the YouTube banner, video card thumbnails and the detail page's
// video thumbnail. Nothing is fetched from elsewhere. Re-run after changing a text:
//   node web/scripts/generate-art.mjs
// The detail page's 3-second demo video (static/media/product-demo.webm, 55 KB) was made once with:
//   ffmpeg -f lavfi -i "testsrc2=size=320x240:rate=15:duration=3" -c:v libvpx-vp9 -b:v 200k -pix_fmt yuv420p -an product-demo.webm
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'static');
const font = "font-family='system-ui,Segoe UI,Roboto,Arial,sans-serif'";

function write(path, svg) {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, '')}\n`);
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

write(
  'logo.svg',
  // textLength pins the word's width, so the logo fits whatever font the machine has.
  `<svg xmlns='http://www.w3.org/2000/svg' width='150' height='32' viewBox='0 0 150 32'>
    <circle cx='16' cy='16' r='14' fill='#ffe11b'/>
    <text x='16' y='22' text-anchor='middle' font-size='18' font-weight='700' fill='#2874f0' ${font}>₹</text>
    <text x='36' y='23' font-size='19' font-style='italic' font-weight='700' fill='#fff' textLength='110' lengthAdjust='spacingAndGlyphs' ${font}>RupeeStore</text>
  </svg>`,
);

write(
  'plus.svg',
  `<svg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'>
    <path d='M6 0l1.8 4.2L12 6 7.8 7.8 6 12 4.2 7.8 0 6l4.2-1.8z' fill='#ffe11b'/>
  </svg>`,
);

// The ten categories of the top bar, each with a simple glyph.
const categoryArt = [
  [
    'top-offers',
    '#fb641b',
    "<path d='M20 44l24-24h12v12L32 56z' fill='#fff'/><circle cx='50' cy='26' r='3' fill='#fb641b'/>",
  ],
  [
    'mobiles-tablets',
    '#2874f0',
    "<rect x='26' y='14' width='20' height='36' rx='3' fill='#fff'/><rect x='42' y='22' width='14' height='26' rx='2' fill='#cfe0fc'/>",
  ],
  [
    'tvs-appliances',
    '#5a4fcf',
    "<rect x='14' y='18' width='36' height='24' rx='2' fill='#fff'/><rect x='26' y='44' width='12' height='4' fill='#fff'/>",
  ],
  [
    'electronics',
    '#00897b',
    "<rect x='16' y='20' width='32' height='20' rx='2' fill='#fff'/><rect x='12' y='40' width='40' height='4' rx='2' fill='#b2dfdb'/>",
  ],
  ['fashion', '#d81b60', "<path d='M22 16l10 6 10-6 10 8-6 6v18H18V30l-6-6z' fill='#fff'/>"],
  [
    'beauty',
    '#8e24aa',
    "<rect x='26' y='26' width='12' height='24' rx='2' fill='#fff'/><rect x='28' y='14' width='8' height='12' rx='2' fill='#e1bee7'/>",
  ],
  ['home-kitchen', '#ef6c00', "<path d='M12 32L32 14l20 18h-6v18H18V32z' fill='#fff'/>"],
  [
    'furniture',
    '#6d4c41',
    "<rect x='16' y='30' width='32' height='10' rx='2' fill='#fff'/><rect x='16' y='20' width='6' height='24' fill='#fff'/><rect x='42' y='20' width='6' height='24' fill='#fff'/>",
  ],
  [
    'travel',
    '#0277bd',
    "<rect x='20' y='22' width='24' height='26' rx='4' fill='#fff'/><rect x='27' y='14' width='10' height='8' rx='2' fill='none' stroke='#fff' stroke-width='3'/>",
  ],
  [
    'grocery',
    '#2e7d32',
    "<path d='M16 24h32l-4 24H20z' fill='#fff'/><circle cx='26' cy='20' r='5' fill='#c8e6c9'/><circle cx='38' cy='19' r='6' fill='#a5d6a7'/>",
  ],
];
for (const [slug, colour, glyph] of categoryArt) {
  write(
    `categories/${slug}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'>
      <rect width='64' height='64' rx='14' fill='${colour}'/>${glyph}
    </svg>`,
  );
}

// Wide banners with a headline, a line of small print and a call to action.
function banner(path, width, height, [from, to], headline, line, cta) {
  const size = Math.round(height / 6);
  write(
    path,
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>
      <defs><linearGradient id='g' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
      <rect width='${width}' height='${height}' fill='url(#g)'/>
      <circle cx='${width * 0.82}' cy='${height / 2}' r='${height * 0.38}' fill='#fff' fill-opacity='.15'/>
      <circle cx='${width * 0.9}' cy='${height * 0.25}' r='${height * 0.18}' fill='#fff' fill-opacity='.12'/>
      <text x='${width * 0.06}' y='${height * 0.42}' font-size='${size}' font-weight='700' fill='#fff' ${font}>${escape(headline)}</text>
      <text x='${width * 0.06}' y='${height * 0.42 + size * 1.1}' font-size='${Math.round(size * 0.55)}' fill='#fff' ${font}>${escape(line)}</text>
      ${cta ? `<rect x='${width * 0.06}' y='${height * 0.7}' width='${size * 4.2}' height='${size * 1.1}' rx='${size * 0.2}' fill='#fff'/><text x='${width * 0.06 + size * 2.1}' y='${height * 0.7 + size * 0.75}' text-anchor='middle' font-size='${Math.round(size * 0.5)}' font-weight='700' fill='${from}' ${font}>${escape(cta)}</text>` : ''}
    </svg>`,
  );
}

const banners = [
  [['#2874f0', '#0b4bb3'], 'Big Savings Days', 'Mobiles from ₹6,999 with bank offers', 'Shop now'],
  [['#fb641b', '#c2410c'], 'Electronics Sale', 'Up to 80% off on earbuds, watches and more', 'Explore'],
  [['#7b1fa2', '#4a148c'], 'Fashion Week', 'Min. 50% off on top brands', 'Grab deals'],
  [['#00897b', '#00574b'], 'Home Makeover', 'Furniture and kitchen from ₹199', 'Discover'],
  [['#c62828', '#8e0000'], 'Grocery Supersaver', 'Daily essentials at the lowest prices', 'Stock up'],
];
// Beside the content pages' banners: every banner of the shop is in web/public/content/banners.
banners.forEach(([colours, headline, line, cta], i) =>
  banner(`../content/banners/banner-${i + 1}.svg`, 1600, 270, colours, headline, line, cta),
);

const promos = [
  [['#ffb300', '#ff6f00'], 'Top Deals on TVs', 'From ₹9,999'],
  [['#43a047', '#1b5e20'], 'Fresh Grocery', 'Up to 40% off'],
  [['#1e88e5', '#0d47a1'], 'Laptops for Work', 'From ₹24,990'],
  [['#ec407a', '#ad1457'], 'Beauty Picks', 'Buy 2, get 1 free'],
  [['#8d6e63', '#4e342e'], 'Study Tables', 'From ₹2,499'],
  [['#26a69a', '#00695c'], 'Travel Ready', 'Trolleys from ₹1,799'],
];
promos.forEach(([colours, headline, line], i) =>
  banner(`promos/promo-${i + 1}.svg`, 520, 280, colours, headline, line, ''),
);

banner(
  'youtube-banner.svg',
  1600,
  200,
  ['#d32f2f', '#212121'],
  'Watch. Shop. Save.',
  'Product videos and unboxings from our channel',
  '▶ Watch now',
);

const videoColours = ['#2874f0', '#fb641b', '#388e3c', '#7b1fa2', '#00897b', '#c62828', '#5d4037', '#0277bd'];
for (let i = 1; i <= 20; i += 1) {
  const colour = videoColours[i % videoColours.length];
  write(
    `videos/video-${String(i).padStart(2, '0')}.svg`,
    `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='180' viewBox='0 0 320 180'>
      <rect width='320' height='180' fill='${colour}'/>
      <rect x='20' y='20' width='280' height='140' rx='8' fill='#fff' fill-opacity='.12'/>
      <circle cx='160' cy='90' r='28' fill='#fff' fill-opacity='.9'/><path d='M150 74l26 16-26 16z' fill='${colour}'/>
      <text x='20' y='165' font-size='14' fill='#fff' ${font}>Video ${i}</text>
    </svg>`,
  );
}

write(
  'detail/video-thumbnail.svg',
  `<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'>
    <rect width='64' height='64' rx='4' fill='#212121'/>
    <circle cx='32' cy='32' r='16' fill='#fff'/><path d='M27 23l14 9-14 9z' fill='#212121'/>
  </svg>`,
);

console.log(`illustrations written to ${out}`);
