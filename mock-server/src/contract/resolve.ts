/**
 * Inlines the local `$ref`s of an OpenAPI document (`#/components/...`), so that every schema a route
 * uses is a self-contained JSON Schema that Ajv can compile on its own. Remote refs are refused: the
 * contract is one file. A reference cycle is reported instead of looping forever.
 */
export type JsonSchema = { [keyword: string]: unknown };

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export class ContractError extends Error {
  override name = 'ContractError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookupPointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new ContractError(`Only local $refs are supported, got "${ref}"`);
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) || !(key in node)) throw new ContractError(`Unresolvable $ref "${ref}"`);
    node = node[key];
  }
  return node;
}

/** Returns a copy of `node` with every local `$ref` replaced by what it points to. */
export function resolveRefs<T>(node: T, root: unknown): T {
  const cache = new Map<string, unknown>();

  const visit = (value: unknown, stack: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, stack));
    if (!isObject(value)) return value;

    const ref = value.$ref;
    if (typeof ref === 'string') {
      if (stack.includes(ref)) throw new ContractError(`$ref cycle: ${[...stack, ref].join(' -> ')}`);
      let target = cache.get(ref);
      if (target === undefined) {
        target = visit(lookupPointer(root, ref), [...stack, ref]);
        cache.set(ref, target);
      }
      // OpenAPI 3.1 allows siblings next to $ref (a description, say): they refine the target.
      const { $ref: _ref, ...siblings } = value;
      if (Object.keys(siblings).length === 0) return target;
      return { ...(target as Record<string, Json>), ...(visit(siblings, stack) as Record<string, Json>) };
    }

    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = visit(child, stack);
    return copy;
  };

  return visit(node, []) as T;
}
