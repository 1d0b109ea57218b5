/**
 * Ajv's errors as drift records: where (a JSON pointer into the body), what openapi.yaml expects,
 * and what came instead. "What came" is only ever a kind (a type, "missing", "present"), never a
 * value: drift records are kept and served, and a value could be a token, a password or a code.
 */
import type { ErrorObject } from 'ajv';

export interface Mismatch {
  /** The part of the call that drifted. */
  in: 'operation' | 'status' | 'media type' | 'path' | 'body';
  /** JSON pointer into that part ('' for all of it), e.g. '/prod/0/content/price/sell_price'. */
  pointer: string;
  expected: string;
  actual: string;
}

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The JSON kind of a value: 'string', 'integer', 'number', 'boolean', 'null', 'array', 'object' or 'missing'. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The mismatches that Ajv's errors describe; `body` is the validated data (read for the kind of each
 * bad value). A failed `oneOf` (say, "a Product or null") makes Ajv report every branch; only the
 * deepest errors say what actually drifted, so errors at a pointer above another error's pointer
 * are left out, and several expected types at one pointer are merged ("object or null").
 */
export function mismatchesOf(
  errors: readonly ErrorObject[] | null | undefined,
  body: unknown,
  part: 'path' | 'body' = 'body',
): Mismatch[] {
  const all = (errors ?? [])
    .filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf')
    .map((error) => located(error, body));
  const deepest = all.filter((m) => !all.some((other) => other.pointer.startsWith(`${m.pointer}/`)));
  const merged = new Map<string, Omit<Mismatch, 'in'>>();
  for (const m of deepest) {
    const key = `${m.pointer} ${m.actual}`;
    const same = merged.get(key);
    if (same) same.expected = `${same.expected} or ${m.expected}`;
    else merged.set(key, { ...m });
  }
  return [...merged.values()].map((m) => ({ in: part, ...m }));
}

function located(error: ErrorObject, body: unknown): Omit<Mismatch, 'in'> {
  const { instancePath, keyword, params } = error;
  if (keyword === 'required') {
    return {
      pointer: `${instancePath}/${escapePointer(String(params.missingProperty))}`,
      expected: 'a required property',
      actual: 'missing',
    };
  }
  if (keyword === 'additionalProperties') {
    const pointer = `${instancePath}/${escapePointer(String(params.additionalProperty))}`;
    return {
      pointer,
      expected: 'no such property (not in openapi.yaml)',
      actual: `present (${kindOf(valueAt(body, pointer))})`,
    };
  }
  const kind = kindOf(valueAt(body, instancePath));
  if (keyword === 'type') return { pointer: instancePath, expected: String(params.type), actual: kind };
  if (keyword === 'enum' || keyword === 'const') {
    const allowed: unknown = keyword === 'enum' ? params.allowedValues : [params.allowedValue];
    return { pointer: instancePath, expected: `one of ${JSON.stringify(allowed)}`, actual: `another ${kind}` };
  }
  return {
    pointer: instancePath,
    expected: `a value that ${error.message ?? `passes "${keyword}"`}`,
    actual: `a ${kind} that does not`,
  };
}
