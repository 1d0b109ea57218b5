import { carouselPresets, nextFirst, type CarouselOptions } from './carouselSettings';

type Row = Omit<CarouselOptions, 'slidesToShow'> &
  CarouselOptions['slidesToShow'] & { preset: keyof typeof carouselPresets };

describe('carousel presets', () => {
  // The home banner, the home rails (every 15 s), the detail page carousels (no swipe or drag).
  it.each`
    preset      | desktop | compact | autoplayMs | dots     | infinite | swipe
    ${'banner'} | ${1}    | ${1}    | ${2000}    | ${true}  | ${true}  | ${true}
    ${'rail'}   | ${5}    | ${2}    | ${15000}   | ${false} | ${true}  | ${true}
    ${'detail'} | ${6}    | ${3}    | ${15000}   | ${false} | ${true}  | ${false}
  `(
    '$preset: $desktop slides on desktop, $compact below, every $autoplayMs ms, dots $dots, infinite $infinite, swipe $swipe',
    ({ preset, desktop, compact, ...rest }: Row) => {
      expect(carouselPresets[preset]).toEqual({ slidesToShow: { desktop, compact }, ...rest });
    },
  );
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
