/**
 * Reads a body for checking: undoes its content-encoding (the bytes sent on stay compressed) and
 * parses JSON when the content type says JSON. Nothing here is kept: the parsed body lives only
 * for the check.
 *
 * A few hundred bytes of brotli can decode to gigabytes (a decompression bomb), so every decoding
 * step stops at `maxDecodedBytes` and the body is then reported too large, not checked. Decoding
 * runs in zlib's thread pool (the async functions), so a large body does not stall other requests.
 */
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, zstdDecompress } from 'node:zlib';
import { isJson } from 'server-kit/upstream';
import type { Mismatch } from '../contract/mismatches.js';

/** The most a body may decode to and still be checked; the hosted API's whole catalogue is far below it. */
export const defaultMaxDecodedBytes = 8 * 1024 * 1024;

type Decoder = (data: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>;
const decoders: Record<string, Decoder> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
  zstd: promisify(zstdDecompress),
  identity: async (data) => data,
};

export type ReadBody = { body: unknown } | { mismatch: Mismatch } | { unreadable: string };

const tooLarge = (limit: number): Mismatch => ({
  in: 'body',
  pointer: '',
  expected: `a body of at most ${limit} bytes once decoded, to be checked`,
  actual: 'not checked (too large)',
});

const isTooLarge = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';

export async function readBody(
  data: Buffer,
  contentType: string,
  contentEncoding: string | undefined,
  maxDecodedBytes = defaultMaxDecodedBytes,
): Promise<ReadBody> {
  let bytes = data;
  for (const coding of (contentEncoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean)
    .reverse()) {
    const decode = decoders[coding];
    if (!decode) return { unreadable: `content-encoding ${coding}` };
    try {
      bytes = await decode(bytes, { maxOutputLength: maxDecodedBytes });
    } catch (error) {
      if (isTooLarge(error)) return { mismatch: tooLarge(maxDecodedBytes) };
      return {
        mismatch: { in: 'body', pointer: '', expected: `a ${coding}-encoded body`, actual: 'bytes that do not decode' },
      };
    }
  }
  if (bytes.length > maxDecodedBytes) return { mismatch: tooLarge(maxDecodedBytes) };
  const text = bytes.toString('utf8');
  if (!isJson(contentType)) return { body: text };
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
