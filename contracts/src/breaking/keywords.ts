/**
 * The JSON Schema keywords the gate does not compare. schemas.ts compares `type` (and `nullable`),
 * `enum` and `const`, the length, size and range bounds, `pattern`, `format`, `properties`,
 * `required`, `additionalProperties`, `items`, `oneOf`, `anyOf`, `allOf` and `$ref`; annotations
 * (`title`, `description`, `examples`, `default`, `deprecated`, `x-…`) change no value's validity.
 * Any other assertion or applicator would let every change to it pass unseen, so a schema the gate
 * compares that uses one stops the gate with an error naming the keyword and where it stands.
 */
import { SpecError, type Node, type Spec } from './spec.js';

export const unsupportedKeywords: readonly string[] = [
  // Applicators: subschemas the gate does not walk.
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependencies',
  'prefixItems',
  'additionalItems',
  'contains',
  'patternProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  // Assertions the gate does not compare.
  'multipleOf',
  'uniqueItems',
  'minContains',
  'maxContains',
  'dependentRequired',
  // References the gate does not follow.
  '$dynamicRef',
  '$recursiveRef',
];

/** Keywords the gate compares in one form only: the other form is refused like an unsupported keyword. */
const openApi30Bound = {
  test: (value: unknown) => typeof value === 'boolean',
  form: 'a boolean (the OpenAPI 3.0 form)',
};
const unsupportedForms = new Map<string, { test: (value: unknown) => boolean; form: string }>([
  ['exclusiveMinimum', openApi30Bound],
  ['exclusiveMaximum', openApi30Bound],
  ['items', { test: Array.isArray, form: 'an array (the tuple form, prefixItems in JSON Schema 2020-12)' }],
]);

const unsupported = new Set(unsupportedKeywords);

/** Throws when the schema (a node of `spec`) uses a keyword, or a form of one, the gate cannot compare. */
export function assertComparable(schema: Node, spec: Spec, metAt: string): void {
  for (const [keyword, value] of Object.entries(schema)) {
    const limited = unsupportedForms.get(keyword);
    const form = limited?.test(value) ? ` as ${limited.form}` : undefined;
    if (!unsupported.has(keyword) && form === undefined) continue;
    const where = `${spec.pointerOf(schema) ?? `(the schema at ${metAt})`}/${keyword}`;
    throw new SpecError(
      spec.source,
      `\`${keyword}\`${form ?? ''} at ${where} is a JSON Schema keyword the breaking-change gate does not compare, ` +
        `so any change to it would pass unseen (met at ${metAt}). ` +
        'Say it with the keywords the gate compares, or teach contracts/src/breaking/schemas.ts this one.',
    );
  }
}
