/**
 * Compares two JSON Schemas the way a client sees them. A request schema may only widen (every body
 * or parameter the old one accepted must still be accepted); an answer schema may only narrow
 * (every answer the new one allows must have been allowed, so clients built on the old contract
 * understand it). Each difference that breaks that is a finding at a JSON-pointer-like location,
 * with `[]` for an array's items and `(oneOf Card)` for a variant (variants.ts pairs them). A
 * keyword it does not compare stops it (keywords.ts).
 */
import { finding, type Finding, type Rule } from './findings.js';
import { assertComparable } from './keywords.js';
import { isNode, type Node, type Spec } from './spec.js';
import { pairVariants, type Variant } from './variants.js';

export type Direction = 'request' | 'response';

interface Context {
  oldSpec: Spec;
  newSpec: Spec;
  direction: Direction;
  operation: string;
  /** What the location starts with, e.g. `request body application/json`. */
  part: string;
  found: Finding[];
  /** Pairs already compared: shared and recursive schemas are walked once per part. */
  seen: WeakMap<Node, WeakSet<Node>>;
}

const upperBounds = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties'] as const;
const lowerBounds = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties'] as const;

function typesOf(schema: Node): string[] | undefined {
  const { type } = schema;
  const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type.map(String) : undefined;
  return types && schema.nullable === true ? [...types, 'null'] : types;
}

const accepts = (types: string[] | undefined, type: string) =>
  types === undefined || types.includes(type) || (type === 'integer' && types.includes('number'));

function valuesOf(schema: Node): string[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value));
  return 'const' in schema ? [JSON.stringify(schema.const)] : undefined;
}

const numberAt = (schema: Node, key: string) => (typeof schema[key] === 'number' ? schema[key] : undefined);

/** Whether `to` is narrower than `from` at this bound (a new bound, or a tighter one). */
function tighter(from: number | undefined, to: number | undefined, upper: boolean) {
  if (to === undefined) return false;
  return from === undefined || (upper ? to < from : to > from);
}

/** One pair of resolved schemas being compared at one location, with how to report a finding there. */
interface Step {
  before: Node;
  after: Node;
  at: string;
  context: Context;
  report: (rule: Rule, detail: string, where?: string) => void;
}

const propertiesOf = (schema: Node) => (isNode(schema.properties) ? schema.properties : {});
const requiredOf = (schema: Node) => new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);

export function compareSchemas(
  oldNode: unknown,
  newNode: unknown,
  context: Omit<Context, 'seen' | 'found'>,
  found: Finding[],
): void {
  walk(oldNode, newNode, '', { ...context, found, seen: new WeakMap() });
}

function walk(oldNode: unknown, newNode: unknown, at: string, context: Context): void {
  const before = context.oldSpec.resolve(oldNode);
  const after = context.newSpec.resolve(newNode);
  const request = context.direction === 'request';
  const report = (rule: Rule, detail: string, where = at) =>
    context.found.push(finding(context.operation, `${context.part}${where ? ` ${where}` : ''}`, rule, detail));

  // A schema that allows anything (absent, `true`, `{}`) on one side.
  if (!before || !after) {
    if (request ? before && !after : !before && after) return;
    if (request && !before && after && Object.keys(after).length > 0)
      report('type-changed', 'a value that allowed anything now has a schema');
    if (!request && before && !after && Object.keys(before).length > 0)
      report('type-changed', 'an answer value that had a schema may now be anything');
    return;
  }
  const metAt = `${context.operation} ${context.part}${at ? ` ${at}` : ''}`;
  assertComparable(before, context.oldSpec, metAt);
  assertComparable(after, context.newSpec, metAt);
  const pairs = context.seen.get(before) ?? new WeakSet<Node>();
  if (pairs.has(after)) return;
  pairs.add(after);
  context.seen.set(before, pairs);

  const [wider, narrower] = request ? [after, before] : [before, after];
  const oldTypes = typesOf(before);
  const newTypes = typesOf(after);
  const lost = (typesOf(narrower) ?? (typesOf(wider) ? ['any'] : [])).filter((type) => !accepts(typesOf(wider), type));
  if (lost.length > 0)
    report('type-changed', `type ${oldTypes?.join(' | ') ?? 'any'} → ${newTypes?.join(' | ') ?? 'any'}`);

  const oldValues = valuesOf(before);
  const newValues = valuesOf(after);
  if (request && newValues) {
    const removed = oldValues ? oldValues.filter((value) => !newValues.includes(value)) : ['(any value)'];
    if (removed.length > 0) report('enum-value-removed', `no longer allowed: ${removed.join(', ')}`);
  }
  if (!request && oldValues) {
    const added = newValues ? newValues.filter((value) => !oldValues.includes(value)) : ['(any value)'];
    if (added.length > 0) report('response-enum-value-added', `new: ${added.join(', ')}`);
  }

  for (const [bounds, upper] of [
    [upperBounds, true],
    [lowerBounds, false],
  ] as const) {
    for (const bound of bounds) {
      const from = numberAt(before, bound);
      const to = numberAt(after, bound);
      const change = `${bound} ${from ?? 'none'} → ${to ?? 'none'}`;
      if (request && tighter(from, to, upper)) report('bound-narrowed', change);
      if (!request && tighter(to, from, upper)) report('bound-widened', change);
    }
  }

  for (const key of ['pattern', 'format'] as const) {
    const rule = key === 'pattern' ? 'pattern-changed' : 'format-changed';
    // A new or changed pattern cannot be proved to accept every old value, nor a dropped one to send only matching ones.
    if (before[key] !== after[key] && (request ? after[key] !== undefined : before[key] !== undefined))
      report(rule, `${key} ${JSON.stringify(before[key] ?? 'none')} → ${JSON.stringify(after[key] ?? 'none')}`);
  }

  compareObjects({ before, after, at, context, report });
  if (before.items !== undefined || after.items !== undefined) walk(before.items, after.items, `${at}[]`, context);

  compareVariants({ before, after, at, context, report });
}

const named = (variant: Variant) => (variant.ref ? `${variant.label} (${variant.ref})` : variant.label);

function compareVariants({ before, after, at, context, report }: Step) {
  const request = context.direction === 'request';
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const { paired, onlyBefore, onlyAfter } = pairVariants(before[key], after[key], context.oldSpec, context.newSpec);
    const where = (label: string) => `${at}(${key} ${label})`;
    for (const [old, now] of paired) walk(old.raw, now.raw, where(old.label), context);
    if (key === 'allOf') {
      // Every member holds: one added constrains like a schema where there was none, one dropped frees.
      for (const old of onlyBefore) walk(old.raw, undefined, where(old.label), context);
      for (const now of onlyAfter) walk(undefined, now.raw, where(now.label), context);
      continue;
    }
    if (request)
      for (const old of onlyBefore) report('variant-removed', `${key} variant ${named(old)} is gone`, where(old.label));
    else for (const now of onlyAfter) report('variant-added', `${key} variant ${named(now)} is new`, where(now.label));
  }
}

function compareObjects({ before, after, at, context, report }: Step) {
  const request = context.direction === 'request';
  const [oldProps, newProps] = [propertiesOf(before), propertiesOf(after)];
  const [oldRequired, newRequired] = [requiredOf(before), requiredOf(after)];

  if (request) {
    for (const name of newRequired)
      if (!oldRequired.has(name)) report('required-request-field-added', `${name} is now required`, `${at}/${name}`);
    const closed = after.additionalProperties === false;
    if (closed && before.additionalProperties !== false)
      report('request-field-refused', 'fields the schema does not name are now refused');
    else if (closed)
      for (const name of Object.keys(oldProps))
        if (!(name in newProps)) report('request-field-refused', `${name} is no longer accepted`, `${at}/${name}`);
  } else {
    for (const name of Object.keys(oldProps)) {
      if (name in newProps) {
        if (oldRequired.has(name) && !newRequired.has(name))
          report('response-field-made-optional', `${name} is no longer required`, `${at}/${name}`);
      } else if (oldRequired.has(name)) report('response-field-removed', `${name} is gone`, `${at}/${name}`);
      else report('optional-response-field-removed', `${name} is gone`, `${at}/${name}`);
    }
  }
  for (const [name, schema] of Object.entries(oldProps))
    if (name in newProps) walk(schema, newProps[name], `${at}/${name}`, context);
  if (isNode(before.additionalProperties) && isNode(after.additionalProperties))
    walk(before.additionalProperties, after.additionalProperties, `${at}/*`, context);
}
