import { describe, expect, it } from 'vitest';
import { encodeList } from '../../src/store/catalog/encoded.js';

const document = (i: number) => ({
  url: `/images/${i}.svg`,
  images: [`/images/${i}a.svg`, '/other/x.svg'],
  title: `says "/images/${i}" in a quote`,
});

describe('encodeList', () => {
  const list = encodeList(3, (i) => JSON.stringify(document(i)), '/images/');
  const parse = (parts: Buffer[]) => JSON.parse(Buffer.concat(parts).toString()) as unknown;

  it('splices the origin in front of string values that start with the root path, not into text that quotes one', () => {
    expect(parse(list.slice(1, Buffer.from('http://o')))).toEqual({
      url: 'http://o/images/1.svg',
      images: ['http://o/images/1a.svg', '/other/x.svg'],
      title: 'says "/images/1" in a quote',
    });
  });

  it('reads the stored documents with an empty origin, as ranges, and as a whole list of the length it reports', () => {
    expect(parse(['[', ...list.range(0, 3, Buffer.alloc(0)), ']'].map((p) => Buffer.from(p)))).toEqual(
      [0, 1, 2].map(document),
    );
    const origin = Buffer.from('https://cdn.example');
    const whole = Buffer.concat([...list.chunks(Buffer.from('['), Buffer.from(']'), origin)]);
    expect(whole.length).toBe(list.byteLength(origin) + 2);
    expect((parse([whole]) as { url: string }[]).map((d) => d.url)).toEqual(
      [0, 1, 2].map((i) => `https://cdn.example/images/${i}.svg`),
    );
  });
});
