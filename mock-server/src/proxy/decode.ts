/**
 * Reads a body for checking: undoes its content-encoding (the bytes sent on stay compressed) and
 * parses JSON when the content type says JSON. Nothing here is kept: the parsed body lives only
 * for the check.
 */
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import type { Mismatch } from '../contract/mismatches.js';

const decoders: Record<string, (data: Buffer) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
  zstd: zstdDecompressSync,
  identity: (data) => data,
};

export type ReadBody = { body: unknown } | { mismatch: Mismatch } | { unreadable: string };

export function readBody(data: Buffer, contentType: string, contentEncoding: string | undefined): ReadBody {
  let bytes = data;
  for (const coding of (contentEncoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean)
    .reverse()) {
    const decode = decoders[coding];
    if (!decode) return { unreadable: `content-encoding ${coding}` };
    try {
      bytes = decode(bytes);
    } catch {
      return {
        mismatch: { in: 'body', pointer: '', expected: `a ${coding}-encoded body`, actual: 'bytes that do not decode' },
      };
    }
  }
  const text = bytes.toString('utf8');
  if (!/[/+]json\b/i.test(contentType)) return { body: text };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return {
      mismatch: {
        in: 'body',
        pointer: '',
        expected: 'JSON (the content type says so)',
        actual: text.length === 0 ? 'an empty body' : 'text that is not JSON',
      },
    };
  }
}
