import { carouselPresets, toSlickSettings } from './carouselSettings';

describe('carousel presets', () => {
  it('banner: one slide, autoplay every 2 s', () => {
    const settings = toSlickSettings(carouselPresets.banner, 6, false);
    expect(settings).toMatchObject({ slidesToShow: 1, autoplay: true, autoplaySpeed: 2000, infinite: true });
  });

  it('home rails: 5 items on desktop, 2 on tablets and phones, every 15 s', () => {
    expect(toSlickSettings(carouselPresets.rail, 12, false)).toMatchObject({ slidesToShow: 5, autoplaySpeed: 15000 });
    expect(toSlickSettings(carouselPresets.rail, 12, true)).toMatchObject({ slidesToShow: 2, autoplaySpeed: 15000 });
  });

  it('detail carousels: 6 / 3 items, infinite, 15 s, no dots, no swipe or drag', () => {
    const settings = toSlickSettings(carouselPresets.detail, 12, false);
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
    expect(toSlickSettings(carouselPresets.detail, 12, true)).toMatchObject({ slidesToShow: 3 });
  });

  it('does not loop fewer slides than fit in view', () => {
    expect(toSlickSettings(carouselPresets.detail, 4, false).infinite).toBe(false);
    expect(toSlickSettings(carouselPresets.detail, 4, true).infinite).toBe(true);
  });
});
