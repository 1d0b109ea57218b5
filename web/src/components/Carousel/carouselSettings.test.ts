import { carouselPresets, DESKTOP_MIN_WIDTH, toSlickSettings } from './carouselSettings';

describe('carousel presets', () => {
  it('banner: one slide, autoplay every 2 s', () => {
    const settings = toSlickSettings(carouselPresets.banner, 6);
    expect(settings).toMatchObject({ slidesToShow: 1, autoplay: true, autoplaySpeed: 2000, infinite: true });
  });

  it('home rails: 5 items on desktop, 2 below it, every 15 s', () => {
    const settings = toSlickSettings(carouselPresets.rail, 12);
    expect(settings).toMatchObject({ slidesToShow: 5, autoplaySpeed: 15000 });
    expect(settings.responsive).toEqual([
      { breakpoint: DESKTOP_MIN_WIDTH - 1, settings: expect.objectContaining({ slidesToShow: 2 }) },
    ]);
  });

  it('detail carousels: 6 / 3 items, infinite, 15 s, no dots, no swipe or drag', () => {
    const settings = toSlickSettings(carouselPresets.detail, 12);
    expect(settings).toMatchObject({
      slidesToShow: 6,
      infinite: true,
      autoplay: true,
      autoplaySpeed: 15000,
      dots: false,
      swipe: false,
      draggable: false,
      touchMove: false,
    });
    expect(settings.responsive?.[0]?.settings).toMatchObject({ slidesToShow: 3 });
  });

  it('does not loop fewer slides than fit in view', () => {
    expect(toSlickSettings(carouselPresets.detail, 4).infinite).toBe(false);
    expect(toSlickSettings(carouselPresets.detail, 4).responsive?.[0]?.settings).toMatchObject({ infinite: true });
  });
});
