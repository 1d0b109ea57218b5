/**
 * Reads an OpenAPI document for the breaking-change gate. Anything that would let a comparison pass
 * without comparing fails loudly here: text that is not YAML or JSON, a document without `openapi`
 * and `paths`, and a `$ref` that points nowhere in the document (or out of it: the gate compares
 * one file, so an external reference could hide any change; or to an `$anchor`, which it does not
 * resolve).
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
  /** Where a node of the document stands, as a JSON pointer (`#/components/schemas/Item`). */
  pointerOf(node: Node): string | undefined;
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

const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every object of the document once (a YAML alias shares one), with where it first stands. */
function* nodesOf(value: unknown, where = '#', visited = new Set<object>()): Generator<{ node: Node; where: string }> {
  if (typeof value !== 'object' || value === null || visited.has(value)) return;
  visited.add(value);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodesOf(item, `${where}/${index}`, visited);
  } else if (isNode(value)) {
    yield { node: value, where };
    for (const [key, item] of Object.entries(value)) yield* nodesOf(item, `${where}/${escape(key)}`, visited);
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
  const pointers = new WeakMap<Node, string>();
  for (const { node, where } of nodesOf(root)) {
    pointers.set(node, where);
    if (!('$ref' in node)) continue;
    const ref = node.$ref;
    if (typeof ref !== 'string') throw new SpecError(source, `the $ref at ${where} is not a string`);
    if (!ref.startsWith('#'))
      throw new SpecError(source, `the $ref at ${where} (${ref}) leaves the file, which this gate cannot compare`);
    if (ref !== '#' && !ref.startsWith('#/'))
      throw new SpecError(source, `the $ref at ${where} (${ref}) names an anchor, which this gate does not resolve`);
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
    pointerOf: (node) => pointers.get(node),
  };
}
