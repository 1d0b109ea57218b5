/**
 * The carousels' timings and counts, in one place. "Compact" is every width below the large
 * breakpoint (tablets and phones: BELOW_DESKTOP, lib/breakpoints.ts).
 */
export interface CarouselOptions {
  /** Slides in view at large widths, and below them. */
  slidesToShow: { desktop: number; compact: number };
  autoplayMs: number;
  dots: boolean;
  /** After the last slide comes the first again (and before the first, the last). */
  infinite: boolean;
  /** Touch swipe and trackpad scrolling; off on the detail page carousels, which take no swipe or drag. */
  swipe: boolean;
}

export const carouselPresets = {
  /** Home banner: one slide at a time, every 2 s. */
  banner: { slidesToShow: { desktop: 1, compact: 1 }, autoplayMs: 2000, dots: true, infinite: true, swipe: true },
  /** Home product rails: 5 items, 2 on tablets and phones, every 15 s. */
  rail: { slidesToShow: { desktop: 5, compact: 2 }, autoplayMs: 15000, dots: false, infinite: true, swipe: true },
  /** Detail page carousels: 6 items, 3 on tablets and phones, infinite, every 15 s, no dots, no swipe or drag. */
  detail: { slidesToShow: { desktop: 6, compact: 3 }, autoplayMs: 15000, dots: false, infinite: true, swipe: false },
} satisfies Record<string, CarouselOptions>;

/**
 * The first slide in view after moving from `first` to `wanted`, for `count` slides with
 * `perView` in view: clamped to the last full view, and wrapping round when `infinite` (past the
 * last view comes the first, before the first the last).
 */
export function nextFirst(first: number, wanted: number, count: number, perView: number, infinite: boolean): number {
  const last = Math.max(0, count - perView);
  if (wanted > last) return infinite && first >= last ? 0 : last;
  if (wanted < 0) return infinite && first <= 0 ? last : 0;
  return wanted;
}
