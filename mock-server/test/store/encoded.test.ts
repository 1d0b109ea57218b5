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

  it('encodes a batch only when a read first needs it, and once', () => {
    const encoded: number[] = [];
    const large = encodeList(5_000, (i) => (encoded.push(i), JSON.stringify(document(i))), '/images/');
    expect(encoded).toEqual([]);
    expect(parse(large.slice(4_999, Buffer.alloc(0)))).toEqual(document(4_999));
    expect(encoded).toHaveLength(1_000); // the last batch: documents 4,000 to 4,999
    large.range(3_990, 4_010, Buffer.alloc(0));
    expect(encoded).toHaveLength(3_000); // and the one before it, the last read again from memory
    expect(large.byteLength(Buffer.alloc(0))).toBeGreaterThan(0);
    expect(new Set(encoded).size).toBe(5_000);
  });
});
