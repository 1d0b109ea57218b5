/**
 * Responsive sources for product pictures. Our server's image route
 * (`/images/products/{id}/{n}.svg`, relative or absolute on the shop's or the API's origin) draws a
 * picture at any width asked with `?w=`: a card gets one at its size and one for 2x screens. Any
 * other URL (the hosted API's images on a remote CDN) is used as it is, without a srcset.
 */
const imageRoute = /^\/images\/products\/[0-9a-f]{24}\/\d{1,2}\.svg$/;

/** Widths the server draws (it answers 400 to others), so browsers and caches share a few sizes. */
export const imageWidths = [32, 64, 128, 160, 240, 320, 400, 480, 640, 800] as const;

function ourImageUrl(src: string, ourOrigins: readonly string[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(src, 'relative:/');
  } catch {
    return undefined;
  }
  const relative = url.protocol === 'relative:';
  if (!imageRoute.test(url.pathname) || url.search !== '') return undefined;
  return relative || ourOrigins.includes(url.origin) ? url : undefined;
}

const widthFor = (px: number) => imageWidths.find((w) => w >= px) ?? imageWidths[imageWidths.length - 1]!;

/**
 * `srcSet` and `sizes` for a picture shown `size` CSS pixels wide, or nothing when `src` is not
 * ours. `ourOrigins` are the origins our image route lives on (the page's, the API's).
 */
export function productImageSources(
  src: string,
  size: number,
  ourOrigins: readonly string[],
): { srcSet: string; sizes: string } | undefined {
  const url = ourImageUrl(src, ourOrigins);
  if (!url) return undefined;
  const widths = [...new Set([widthFor(size), widthFor(size * 2)])];
  return { srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(', '), sizes: `${size}px` };
}
