/**
 * Pairs the variants of a `oneOf`, `anyOf` or `allOf` between two versions of a schema by what names
 * them, not by where they stand: first by `$ref` target, then by `title` (so a component renamed
 * under the same title still pairs), then by identical content. Variants left without a `$ref` or a
 * `title` on both sides are paired in order. So reordering variants is no change, and a variant
 * removed or added is that variant, not whichever one came last.
 */
import { isNode, type Spec } from './spec.js';

export interface Variant {
  raw: unknown;
  /** How locations name it: the `$ref`'s last segment, the title, or the position from 1. */
  label: string;
  ref?: string;
  title?: string;
}

export interface Pairing {
  paired: [before: Variant, after: Variant][];
  onlyBefore: Variant[];
  onlyAfter: Variant[];
}

function variantsOf(list: unknown, spec: Spec): Variant[] {
  const raws: unknown[] = Array.isArray(list) ? list : [];
  return raws.map((raw, index) => {
    const ref = isNode(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
    const title = spec.resolve(raw)?.title;
    const named = typeof title === 'string' ? title : undefined;
    const label = ref?.split('/').at(-1) ?? named ?? String(index + 1);
    return { raw, label, ref, title: named };
  });
}

/** The passes, in order: each pairs the variants still alone whose key is defined and equal. */
const keys: ((variant: Variant) => string | undefined)[] = [
  (variant) => variant.ref,
  (variant) => variant.title,
  (variant) => JSON.stringify(variant.raw),
  (variant) => (variant.ref === undefined && variant.title === undefined ? 'unnamed' : undefined),
];

export function pairVariants(before: unknown, after: unknown, oldSpec: Spec, newSpec: Spec): Pairing {
  const [olds, news] = [variantsOf(before, oldSpec), variantsOf(after, newSpec)];
  const paired: Pairing['paired'] = [];
  const taken = new Set<Variant>();
  for (const key of keys) {
    for (const old of olds) {
      const wanted = taken.has(old) ? undefined : key(old);
      const match = wanted === undefined ? undefined : news.find((now) => !taken.has(now) && key(now) === wanted);
      if (!match) continue;
      paired.push([old, match]);
      taken.add(old).add(match);
    }
  }
  return {
    paired,
    onlyBefore: olds.filter((old) => !taken.has(old)),
    onlyAfter: news.filter((now) => !taken.has(now)),
  };
}
