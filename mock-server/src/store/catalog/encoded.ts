/**
 * A list of JSON documents kept as UTF-8 bytes. Documents are encoded in batches; each batch is one
 * buffer holding its documents separated by commas, and every document's byte range inside its batch
 * is recorded. So a whole-list answer is streamed from the batches as they are, a page is one or two
 * contiguous slices, and a single document is one slice: no serialization per request, and no
 * object graph per document on the JS heap.
 */
import { Readable } from 'node:stream';

/** Documents per batch: the build never holds more than one batch of strings at a time. */
const batchSize = 2_000;
const comma = Buffer.from(',');

export interface EncodedList {
  readonly size: number;
  /** Document `index` as JSON bytes. */
  slice(index: number): Buffer;
  /** Documents [start, end) comma separated, without brackets (empty if the range is empty). */
  range(start: number, end: number): Buffer[];
  /** `head`, every document comma separated, `tail`: the parts of a whole-list body. */
  parts(head: Buffer, tail: Buffer): Buffer[];
}

/** Encodes `size` documents, `encode(i)` giving the JSON text of document i. */
export function encodeList(size: number, encode: (index: number) => string): EncodedList {
  const starts = new Uint32Array(size);
  const ends = new Uint32Array(size);
  const batches: Buffer[] = [];

  // Each batch is written into one reusable scratch buffer, then copied out at its exact size: no
  // batch-sized strings are built, which keeps the JS heap (and so the resident memory) small.
  let scratch = Buffer.allocUnsafeSlow(4 << 20);
  for (let first = 0; first < size; first += batchSize) {
    let offset = 0;
    for (let index = first; index < Math.min(size, first + batchSize); index += 1) {
      const text = encode(index);
      const needed = Buffer.byteLength(text) + 1;
      if (offset + needed > scratch.length) {
        const grown = Buffer.allocUnsafeSlow(Math.max(scratch.length * 2, offset + needed));
        scratch.copy(grown, 0, 0, offset);
        scratch = grown;
      }
      if (index > first) offset += scratch.write(',', offset);
      starts[index] = offset;
      offset += scratch.write(text, offset);
      ends[index] = offset;
    }
    batches.push(Buffer.from(scratch.subarray(0, offset)));
  }

  const batchOf = (index: number) => batches[Math.floor(index / batchSize)] as Buffer;

  return {
    size,
    slice: (index) => batchOf(index).subarray(starts[index], ends[index]),
    range(start, end) {
      const parts: Buffer[] = [];
      const to = Math.min(size, end);
      for (let from = Math.max(0, start); from < to; ) {
        // The rest of the range that lies in the same batch is one contiguous slice.
        const last = Math.min(to, (Math.floor(from / batchSize) + 1) * batchSize) - 1;
        if (parts.length > 0) parts.push(comma);
        parts.push(batchOf(from).subarray(starts[from], ends[last]));
        from = last + 1;
      }
      return parts;
    },
    parts: (head, tail) => [head, ...batches.flatMap((batch, i) => (i === 0 ? [batch] : [comma, batch])), tail],
  };
}

/** A fresh byte stream of the given parts. */
export function streamOf(parts: Buffer[]): Readable {
  return Readable.from(parts, { objectMode: false });
}
