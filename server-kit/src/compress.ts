/**
 * Compressed copies of an answer kept in a cache (a catalogue read, a rendered page): made once,
 * when the entry is filled, never per request; a compressing stream for an answer too large to
 * hold (a sitemap); and the encoding a request takes.
 */
import type { FastifyRequest } from 'fastify';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export type Copies = Record<Encoding, Buffer>;

/** Smaller bodies gain too little from compression to pay for its headers: one packet either way. */
export const smallestCompressed = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli at quality 5: most of its gain at a small part of its top quality's time. */
const brotliOptions = (text: boolean, sizeHint?: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
    ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  },
});

/**
 * `bytes` in memory of their own. zlib answers with a slice of its 64 kB output buffer, and Buffer.concat
 * with a slice of a shared 8 kB pool: kept as they are, a 2 kB copy holds 64 kB, and a cache bound
 * counting lengths holds many times its bound (issue 48: a replica's memory under distinct pages).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** `body` in `encoding`, off the event loop: brotli at quality 5, or gzip; in memory of its own (`ownBytes`), to be kept. */
export async function compress(body: Buffer | string, encoding: Encoding, text = true): Promise<Buffer> {
  const compressed = await (encoding === 'gzip'
    ? gzipped(body)
    : brotli(body, brotliOptions(text, Buffer.byteLength(body))));
  return ownBytes(compressed);
}

/**
 * A stream compressing what is written to it in `encoding`, as `compress` does: for an answer
 * written as it is made (a sitemap of 50,000 products), never held whole.
 */
export function compressingStream(encoding: Encoding, text = true): Transform {
  return encoding === 'gzip' ? createGzip() : createBrotliCompress(brotliOptions(text));
}

/** Both copies (`compress`), made once when a cache entry is filled; none for a small body. */
export async function compressedCopies(body: Buffer | string, text = true): Promise<Copies | undefined> {
  if (Buffer.byteLength(body) < smallestCompressed) return undefined;
  const [br, gz] = await Promise.all([compress(body, 'br', text), compress(body, 'gzip', text)]);
  return { br, gzip: gz };
}

/**
 * The encoding a request takes, brotli whenever it takes brotli at all, else gzip; none when it
 * takes neither. Not the client's order: Chrome sends "gzip, deflate, br, zstd", and negotiating
 * by order would give it gzip.
 */
export function takenEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.accepts();
  if (accepted.encoding(['br']) === 'br') return 'br';
  return accepted.encoding(['gzip']) === 'gzip' ? 'gzip' : undefined;
}

/** The bytes of `copies` this request takes (`takenEncoding`), and their encoding; none when it takes neither. */
export function pickCopy(
  request: FastifyRequest,
  copies: Copies | undefined,
): { encoding: Encoding; bytes: Buffer } | undefined {
  const encoding = copies && takenEncoding(request);
  return copies && encoding ? { encoding, bytes: copies[encoding] } : undefined;
}
