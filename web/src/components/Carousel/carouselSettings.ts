/**
 * The spec's carousel timings and counts, in one place, and their translation into react-slick
 * settings. "Compact" is every width below the large breakpoint (tablets and phones).
 */
import type { Settings } from 'react-slick';

export interface CarouselOptions {
  /** Slides in view at large widths, and below them. */
  slidesToShow: { desktop: number; compact: number };
  autoplayMs: number;
  dots: boolean;
  infinite: boolean;
  /** Touch swipe and mouse drag; off where the spec says so (detail carousels). */
  swipe: boolean;
}

/** Large screens start here (the $bp-desktop token); narrower is tablet or mobile. */
export const DESKTOP_MIN_WIDTH = 1024;

export const carouselPresets = {
  /** Home banner: one slide at a time, every 2 s. */
  banner: { slidesToShow: { desktop: 1, compact: 1 }, autoplayMs: 2000, dots: true, infinite: true, swipe: true },
  /** Home product rails: 5 items, 2 on tablets and phones, every 15 s. */
  rail: { slidesToShow: { desktop: 5, compact: 2 }, autoplayMs: 15000, dots: false, infinite: true, swipe: true },
  /** Detail page carousels: 6 items, 3 on tablets and phones, infinite, every 15 s, no dots, no swipe or drag. */
  detail: { slidesToShow: { desktop: 6, compact: 3 }, autoplayMs: 15000, dots: false, infinite: true, swipe: false },
} satisfies Record<string, CarouselOptions>;

/** The media query for tablets and phones, where carousels show their compact count. */
export const COMPACT_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`;

/**
 * react-slick settings for a carousel of `slideCount` slides at the current width. The count in
 * view is chosen here rather than with react-slick's `responsive` option, which (in 0.31) only
 * reacts to a width change and ignores the width the page opens at.
 */
export function toSlickSettings(options: CarouselOptions, slideCount: number, compact: boolean): Settings {
  const inView = compact ? options.slidesToShow.compact : options.slidesToShow.desktop;
  return {
    slidesToShow: inView,
    slidesToScroll: inView,
    autoplay: true,
    autoplaySpeed: options.autoplayMs,
    pauseOnHover: true,
    pauseOnFocus: true,
    dots: options.dots,
    // Slick cannot loop fewer slides than it shows; it would clone empty space.
    infinite: options.infinite && slideCount > inView,
    swipe: options.swipe,
    draggable: options.swipe,
    touchMove: options.swipe,
    arrows: true,
    speed: 500,
  };
}
