import { productImageSources } from './imageSizes';

const origins = ['http://shop.test', 'https://api.shop.test'];

describe('productImageSources', () => {
  it('asks our image route for the shown size and twice it, as a relative URL', () => {
    expect(productImageSources('/images/products/0123456789abcdef01234567/0.svg', 150, origins)).toEqual({
      srcSet:
        '/images/products/0123456789abcdef01234567/0.svg?w=160 160w, /images/products/0123456789abcdef01234567/0.svg?w=320 320w',
      sizes: '150px',
    });
  });

  it('accepts absolute URLs of our image route on our origins', () => {
    const src = 'https://api.shop.test/images/products/0123456789abcdef01234567/2.svg';
    expect(productImageSources(src, 400, origins)?.srcSet).toBe(`${src}?w=400 400w, ${src}?w=800 800w`);
  });

  it('leaves foreign images alone: the hosted CDN, another host with the same path, odd paths', () => {
    expect(
      productImageSources('https://rukminim1.flixcart.com/image/312/312/phone.jpeg', 150, origins),
    ).toBeUndefined();
    expect(
      productImageSources('https://elsewhere.test/images/products/0123456789abcdef01234567/0.svg', 150, origins),
    ).toBeUndefined();
    expect(productImageSources('/content/banners/banner-1.svg', 150, origins)).toBeUndefined();
    expect(productImageSources('/images/products/0123456789abcdef01234567/0.svg?w=64', 150, origins)).toBeUndefined();
  });
});
