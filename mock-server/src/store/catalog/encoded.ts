/**
 * A list of JSON documents kept as UTF-8 bytes. Documents are encoded in batches; each batch is one
 * buffer holding its documents separated by commas, and every document's byte range inside its batch
 * is recorded. So a whole-list answer is sent from the batches as they are, a page is one or two
 * contiguous slices, and a single document is one slice: no serialization per request, and no
 * object graph per document on the JS heap.
 *
 * Root-relative URLs in the documents (string values that start with `rootPath`, e.g. "/images/")
 * become absolute at answer time: where each one starts is recorded once, and every read takes the
 * origin of that answer and splices it in there, between byte slices. Nothing is re-encoded.
 */
import { Readable } from 'node:stream';

/** Documents per batch: the build never holds more than one batch of strings at a time. */
const batchSize = 2_000;
const comma = Buffer.from(',');
const backslash = 0x5c;

export interface EncodedList {
  readonly size: number;
  /** Document `index` as JSON bytes, `origin` (JSON string bytes) in front of each root-relative URL. */
  slice(index: number, origin: Buffer): Buffer[];
  /** Documents [start, end) comma separated, without brackets (empty if the range is empty). */
  range(start: number, end: number, origin: Buffer): Buffer[];
  /** `head`, every document comma separated, `tail`: a whole-list body, one chunk per batch. */
  chunks(head: Buffer, tail: Buffer, origin: Buffer): Iterable<Buffer>;
  /** The length in bytes of every document comma separated, with `origin` spliced in. */
  byteLength(origin: Buffer): number;
}

/** Index of the first entry of the ascending `points` that is >= `from`. */
function firstAtOrAfter(points: Uint32Array, from: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle] as number) < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Appends bytes [from, to) of `batch` to `out`, with `origin` at each of its splice points in that range. */
function appendSpliced(out: Buffer[], batch: Buffer, points: Uint32Array, from: number, to: number, origin: Buffer) {
  let cursor = from;
  for (let i = firstAtOrAfter(points, from); i < points.length && (points[i] as number) < to; i += 1) {
    const point = points[i] as number;
    out.push(batch.subarray(cursor, point), origin);
    cursor = point;
  }
  out.push(batch.subarray(cursor, to));
}

/**
 * Encodes `size` documents, `encode(i)` giving the JSON text of document i. Every JSON string value
 * that starts with `rootPath` gets the origin of each answer in front of it.
 */
export function encodeList(size: number, encode: (index: number) => string, rootPath: string): EncodedList {
  const starts = new Uint32Array(size);
  const ends = new Uint32Array(size);
  const batches: Buffer[] = [];
  const splicePoints: Uint32Array[] = [];
  let spliceCount = 0;
  // A string value opens with a quote. Inside a string every quote is escaped (\"), so a quote that
  // is not preceded by a backslash and is followed by the path opens a value that starts with it.
  const marker = Buffer.from(`"${rootPath}`);

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
    const batch = Buffer.from(scratch.subarray(0, offset));
    const points: number[] = [];
    for (let at = batch.indexOf(marker); at !== -1; at = batch.indexOf(marker, at + 1)) {
      if (batch[at - 1] !== backslash) points.push(at + 1);
    }
    batches.push(batch);
    splicePoints.push(Uint32Array.from(points));
    spliceCount += points.length;
  }

  const batchNumber = (index: number) => Math.floor(index / batchSize);
  const batchBytes = batches.reduce((total, batch) => total + batch.length, 0) + Math.max(0, batches.length - 1);

  return {
    size,
    slice(index, origin) {
      const number = batchNumber(index);
      const parts: Buffer[] = [];
      appendSpliced(
        parts,
        batches[number] as Buffer,
        splicePoints[number] as Uint32Array,
        starts[index] as number,
        ends[index] as number,
        origin,
      );
      return parts;
    },
    range(start, end, origin) {
      const parts: Buffer[] = [];
      const to = Math.min(size, end);
      for (let from = Math.max(0, start); from < to;) {
        // The rest of the range that lies in the same batch is one contiguous slice.
        const number = batchNumber(from);
        const last = Math.min(to, (number + 1) * batchSize) - 1;
        if (parts.length > 0) parts.push(comma);
        appendSpliced(
          parts,
          batches[number] as Buffer,
          splicePoints[number] as Uint32Array,
          starts[from] as number,
          ends[last] as number,
          origin,
        );
        from = last + 1;
      }
      return parts;
    },
    *chunks(head, tail, origin) {
      yield head;
      for (const [number, batch] of batches.entries()) {
        const parts: Buffer[] = number === 0 ? [] : [comma];
        appendSpliced(parts, batch, splicePoints[number] as Uint32Array, 0, batch.length, origin);
        yield Buffer.concat(parts);
      }
      yield tail;
    },
    byteLength: (origin) => batchBytes + spliceCount * origin.length,
  };
}

/** A fresh byte stream of the given chunks, read as it is sent. */
export function streamOf(chunks: Iterable<Buffer>): Readable {
  return Readable.from(chunks, { objectMode: false });
}
