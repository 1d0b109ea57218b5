/**
 * Reads an OpenAPI document for the breaking-change gate. Anything that would let a comparison pass
 * without comparing fails loudly here: text that is not YAML or JSON, a document without `openapi`
 * and `paths`, and a `$ref` that points nowhere in the document (or out of it: the gate compares
 * one file, so an external reference could hide any change).
 */
import { parse } from 'yaml';

export type Node = Record<string, unknown>;

export class SpecError extends Error {
  constructor(source: string, problem: string) {
    super(`${source}: ${problem}`);
    this.name = 'SpecError';
  }
}

export interface Spec {
  source: string;
  document: Node;
  /** The node itself, or the node its `$ref` (followed through chains) points to. */
  resolve(node: unknown): Node | undefined;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unescape = (token: string) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');

function pointTo(document: Node, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let at: unknown = document;
  for (const token of ref.slice(1).split('/').slice(1)) {
    if (Array.isArray(at)) at = at[Number(unescape(token))];
    else if (isNode(at)) at = Object.hasOwn(at, unescape(token)) ? at[unescape(token)] : undefined;
    else return undefined;
  }
  return at;
}

/** Every `$ref` in the document, with where it stands. */
function* refsOf(value: unknown, where = '#'): Generator<{ ref: unknown; where: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* refsOf(item, `${where}/${index}`);
  } else if (isNode(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref') yield { ref: item, where };
      else yield* refsOf(item, `${where}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  }
}

export function readSpec(text: string, source: string): Spec {
  let document: unknown;
  try {
    document = parse(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new SpecError(source, `not readable as YAML or JSON (${(error as Error).message.split('\n')[0]})`);
  }
  if (!isNode(document) || typeof document.openapi !== 'string' || !isNode(document.paths))
    throw new SpecError(source, 'not an OpenAPI document (no `openapi` version or no `paths`)');
  const root = document;
  for (const { ref, where } of refsOf(root)) {
    if (typeof ref !== 'string') throw new SpecError(source, `the $ref at ${where} is not a string`);
    if (!ref.startsWith('#'))
      throw new SpecError(source, `the $ref at ${where} (${ref}) leaves the file, which this gate cannot compare`);
    if (pointTo(root, ref) === undefined)
      throw new SpecError(source, `the $ref at ${where} (${ref}) points to nothing`);
  }
  return {
    source,
    document: root,
    resolve(node) {
      let at = node;
      for (let hops = 0; isNode(at) && typeof at.$ref === 'string'; hops += 1) {
        if (hops > 50) throw new SpecError(source, `the $ref ${String(at.$ref)} refers to itself`);
        at = pointTo(root, at.$ref);
      }
      return isNode(at) ? at : undefined;
    },
  };
}
