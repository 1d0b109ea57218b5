import accepts from '@fastify/accepts';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  compressedCopies,
  compressingStream,
  ownBytes,
  pickCopy,
  smallestCompressed,
  type Copies,
} from '../src/compress.js';

const page = '<li>Cotton kurta, ₹499</li>\n'.repeat(200);

describe('ownBytes', () => {
  it('copies a slice out of a larger buffer, and hands back bytes that own their memory as they are', () => {
    const slab = Buffer.from('a slab of which one word is kept');
    const kept = ownBytes(slab.subarray(2, 6));
    expect(kept.toString()).toBe('slab');
    expect(kept.buffer.byteLength).toBe(4);
    const whole = Buffer.allocUnsafeSlow(8);
    expect(ownBytes(whole)).toBe(whole);
  });
});

describe('compressedCopies', () => {
  it('makes none for a body under 1024 bytes', async () => {
    expect(smallestCompressed).toBe(1024);
    expect(await compressedCopies('x'.repeat(1023))).toBeUndefined();
    expect(await compressedCopies(Buffer.alloc(1023, 'x'))).toBeUndefined();
  });

  it('counts bytes, not characters', async () => {
    // 512 characters of two bytes each.
    expect(await compressedCopies('é'.repeat(512))).toBeDefined();
    expect(await compressedCopies('é'.repeat(511))).toBeUndefined();
  });

  it('makes brotli and gzip copies that decompress to the body, smaller than it', async () => {
    const copies = await compressedCopies(page);
    expect(copies).toBeDefined();
    if (!copies) return;
    expect(brotliDecompressSync(copies.br).toString()).toBe(page);
    expect(gunzipSync(copies.gzip).toString()).toBe(page);
    expect(copies.br.length).toBeLessThan(Buffer.byteLength(page));
    expect(copies.gzip.length).toBeLessThan(Buffer.byteLength(page));
  });

  it("keeps copies in memory of their own: a kept 100-byte copy never holds zlib's 64 kB buffer", async () => {
    const copies = await compressedCopies(page);
    for (const copy of Object.values(copies ?? {})) expect(copy.buffer.byteLength).toBe(copy.byteLength);
  });

  it('compresses bytes that are no text as well', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 251));
    const copies = await compressedCopies(bytes, false);
    expect(copies && brotliDecompressSync(copies.br)).toEqual(bytes);
    expect(copies && gunzipSync(copies.gzip)).toEqual(bytes);
  });
});

describe('compressingStream', () => {
  it('compresses a body written in pieces, in brotli or gzip, to what decompresses to it', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const chunks: Buffer[] = [];
      const stream = compressingStream(encoding);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      await pipeline(Readable.from([page, page, page]), stream);
      const bytes = Buffer.concat(chunks);
      expect(decompress(bytes).toString(), encoding).toBe(page.repeat(3));
      expect(bytes.length, encoding).toBeLessThan(Buffer.byteLength(page));
    }
  });
});

describe('pickCopy', () => {
  const copies: Copies = { br: Buffer.from('brotli bytes'), gzip: Buffer.from('gzip bytes') };
  const app = Fastify();

  beforeAll(async () => {
    await app.register(accepts);
    app.get('/with', (request) => pickCopy(request, copies) ?? { none: true });
    app.get('/without', (request) => pickCopy(request, undefined) ?? { none: true });
    await app.ready();
  });
  afterAll(() => app.close());

  const picked = async (acceptEncoding: string | undefined, url = '/with') => {
    const answer = await app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    return answer.json<{ encoding?: string; bytes?: { data: number[] }; none?: true }>();
  };

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    // Brotli whenever the client takes it at all, whatever its order or weight.
    ['gzip;q=1, br;q=0.5', 'br'],
    ['gzip;q=0.8, br;q=0.001', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])('takes %j as %s', async (acceptEncoding, encoding) => {
    const copy = await picked(acceptEncoding);
    expect(copy.encoding).toBe(encoding);
    expect(Buffer.from(copy.bytes?.data ?? []).toString()).toBe(`${encoding === 'br' ? 'brotli' : 'gzip'} bytes`);
  });

  it.each([['identity'], ['deflate'], ['br;q=0, gzip;q=0'], [undefined]])(
    'takes no copy for %j',
    async (acceptEncoding) => {
      expect(await picked(acceptEncoding)).toEqual({ none: true });
    },
  );

  it('takes no copy when there are none', async () => {
    expect(await picked('br, gzip', '/without')).toEqual({ none: true });
  });
});
