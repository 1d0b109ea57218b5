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

/** Documents per batch: encoding never holds more than one batch of strings at a time. */
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
 * Where every batch is written before it is copied out at its exact size: one for the process,
 * grown when a batch needs more (encoding is synchronous, so no two batches share it at once). A
 * fresh megabyte per batch would cost a map and an unmap of memory for each product read in full.
 */
let scratch = Buffer.allocUnsafeSlow(1 << 20);

/** One encoded batch: its documents' bytes, comma separated, and where origins are spliced in. */
interface Batch {
  bytes: Buffer;
  points: Uint32Array;
}

/**
 * Encodes `size` documents, `encode(i)` giving the JSON text of document i. Every JSON string value
 * that starts with `rootPath` gets the origin of each answer in front of it.
 *
 * A batch is encoded the first time a read needs it, not up front: a server with a large catalogue
 * starts at once, and holds the bytes of the parts it has been asked for. The whole list (its
 * length, its chunks) encodes every batch.
 */
export function encodeList(size: number, encode: (index: number) => string, rootPath: string): EncodedList {
  const starts = new Uint32Array(size);
  const ends = new Uint32Array(size);
  const batches: (Batch | undefined)[] = new Array<Batch | undefined>(Math.ceil(size / batchSize));
  // A string value opens with a quote. Inside a string every quote is escaped (\"), so a quote that
  // is not preceded by a backslash and is followed by the path opens a value that starts with it.
  const marker = Buffer.from(`"${rootPath}`);

  /** Writes batch `number` into the scratch buffer, then copies it out at its exact size: no batch-sized strings. */
  const encodeBatch = (number: number): Batch => {
    const first = number * batchSize;
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
    const bytes = Buffer.from(scratch.subarray(0, offset));
    const points: number[] = [];
    for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, at + 1)) {
      if (bytes[at - 1] !== backslash) points.push(at + 1);
    }
    return { bytes, points: Uint32Array.from(points) };
  };

  const batchNumber = (index: number) => Math.floor(index / batchSize);
  const batch = (number: number): Batch => (batches[number] ??= encodeBatch(number));
  const everyBatch = () => Array.from(batches, (_, number) => batch(number));

  return {
    size,
    slice(index, origin) {
      const { bytes, points } = batch(batchNumber(index));
      const parts: Buffer[] = [];
      appendSpliced(parts, bytes, points, starts[index] as number, ends[index] as number, origin);
      return parts;
    },
    range(start, end, origin) {
      const parts: Buffer[] = [];
      const to = Math.min(size, end);
      for (let from = Math.max(0, start); from < to;) {
        // The rest of the range that lies in the same batch is one contiguous slice.
        const number = batchNumber(from);
        const last = Math.min(to, (number + 1) * batchSize) - 1;
        const { bytes, points } = batch(number);
        if (parts.length > 0) parts.push(comma);
        appendSpliced(parts, bytes, points, starts[from] as number, ends[last] as number, origin);
        from = last + 1;
      }
      return parts;
    },
    *chunks(head, tail, origin) {
      yield head;
      for (let number = 0; number < batches.length; number += 1) {
        const { bytes, points } = batch(number);
        const parts: Buffer[] = number === 0 ? [] : [comma];
        appendSpliced(parts, bytes, points, 0, bytes.length, origin);
        yield Buffer.concat(parts);
      }
      yield tail;
    },
    byteLength(origin) {
      const all = everyBatch();
      const documents = all.reduce((total, { bytes }) => total + bytes.length, 0) + Math.max(0, all.length - 1);
      return documents + all.reduce((total, { points }) => total + points.length, 0) * origin.length;
    },
  };
}

/** A fresh byte stream of the given chunks, read as it is sent. */
export function streamOf(chunks: Iterable<Buffer>): Readable {
  return Readable.from(chunks, { objectMode: false });
}
