import { carouselPresets, nextFirst } from './carouselSettings';

describe('carousel presets', () => {
  it('banner: one slide, autoplay every 2 s, infinite, with dots', () => {
    expect(carouselPresets.banner).toEqual({
      slidesToShow: { desktop: 1, compact: 1 },
      autoplayMs: 2000,
      dots: true,
      infinite: true,
      swipe: true,
    });
  });

  it('home rails: 5 items on desktop, 2 on tablets and phones, every 15 s', () => {
    expect(carouselPresets.rail).toMatchObject({
      slidesToShow: { desktop: 5, compact: 2 },
      autoplayMs: 15000,
      infinite: true,
    });
  });

  it('detail carousels: 6 / 3 items, infinite, 15 s, no dots, no swipe or drag', () => {
    expect(carouselPresets.detail).toEqual({
      slidesToShow: { desktop: 6, compact: 3 },
      autoplayMs: 15000,
      dots: false,
      infinite: true,
      swipe: false,
    });
  });
});

describe('nextFirst', () => {
  it('clamps to the last full view, then loops to the start when infinite', () => {
    expect(nextFirst(0, 5, 12, 5, true)).toBe(5);
    expect(nextFirst(5, 10, 12, 5, true)).toBe(7);
    expect(nextFirst(7, 12, 12, 5, true)).toBe(0);
    expect(nextFirst(7, 12, 12, 5, false)).toBe(7);
  });

  it('goes back to the start, then loops to the last view when infinite', () => {
    expect(nextFirst(3, -2, 12, 5, true)).toBe(0);
    expect(nextFirst(0, -5, 12, 5, true)).toBe(7);
    expect(nextFirst(0, -5, 12, 5, false)).toBe(0);
  });
});
