import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies } from '../src/compression.js';

const pageOf = (words: string) => `<!doctype html><p>${words.repeat(500)}</p>`;

describe('compressed copies of pages', () => {
  it('compresses a page handed out again once per encoding, and each copy holds the page', async () => {
    const compressed = compressedCopies(1024 * 1024);
    const page = pageOf('the home page ');
    const first = await compressed(page, 'br');
    expect(await compressed(page, 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(page);
    expect(gunzipSync(await compressed(page, 'gzip')).toString()).toBe(page);
  });

  it('stays within its bytes, the copy used least recently dropped first', async () => {
    const compressed = compressedCopies(15_000); // a page is ~7 kB as a string, plus its small copy: two fit
    const [a, b, c] = [pageOf('a page '), pageOf('b page '), pageOf('c page ')];
    const copyOfA = await compressed(a, 'br');
    const copyOfB = await compressed(b, 'br');
    expect(await compressed(a, 'br')).toBe(copyOfA); // a used again: b is now the oldest
    await compressed(c, 'br');
    expect(await compressed(a, 'br')).toBe(copyOfA);
    expect(await compressed(b, 'br')).not.toBe(copyOfB);
  });
});
