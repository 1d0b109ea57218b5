/**
 * What the breaking-change gate reports: one finding per rule broken, at one place of one
 * operation. A breaking finding fails the gate unless the change is approved (approval.ts); a
 * warning is printed and passes.
 */
export const rules = {
  'path-removed': 'the path is gone: every call of it fails',
  'method-removed': 'the method is gone from the path: its calls fail',
  'required-parameter-added': 'a new required parameter: calls made without it are refused',
  'parameter-made-required': 'an optional parameter became required: calls made without it are refused',
  'request-body-made-required': 'a request body became required',
  'request-media-type-removed': 'a request media type is no longer accepted',
  'required-request-field-added': 'a request field became required: bodies sent without it are refused',
  'request-field-refused': 'a request field, or unknown fields, are now refused',
  'enum-value-removed': 'a value the request could send is no longer allowed',
  'type-changed': 'the type changed: values of the old type no longer fit',
  'bound-narrowed': 'a request bound was narrowed (length, size or range): values that were valid are refused',
  'bound-widened': 'an answer bound was widened: clients may get values they never expected',
  'pattern-changed': 'the pattern changed: values that matched the old one may not match',
  'format-changed': 'the format changed',
  'response-status-removed': 'an answer status is gone: clients that handle it see something else',
  'response-media-type-removed': 'an answer media type is gone',
  'response-field-removed': 'a required answer field is gone: clients read it',
  'response-field-made-optional': 'a required answer field became optional: clients read it',
  'variant-removed': 'a request variant (oneOf/anyOf) is gone',
  // Warnings: printed, never failing.
  'response-enum-value-added': 'the answer may carry a value clients do not know yet (warning)',
  'optional-response-field-removed': 'an optional answer field is gone (warning)',
  'response-status-added': 'a new answer status (warning)',
  'variant-added': 'the answer may take a new shape (oneOf/anyOf) (warning)',
} as const;

export type Rule = keyof typeof rules;

const warnings: ReadonlySet<Rule> = new Set<Rule>([
  'response-enum-value-added',
  'optional-response-field-removed',
  'response-status-added',
  'variant-added',
]);

export interface Finding {
  /** `operationId (METHOD /path)`. */
  operation: string;
  /** Where in the operation, e.g. `response 200 application/json body /prod[]/content/price/discount`. */
  location: string;
  rule: Rule;
  /** The change itself, e.g. `maxLength 200 → 100`. */
  detail: string;
  severity: 'breaking' | 'warning';
  /** The approval's note when the change is marked deliberate. */
  approved?: string;
}

export const finding = (operation: string, location: string, rule: Rule, detail: string): Finding => ({
  operation,
  location,
  rule,
  detail,
  severity: warnings.has(rule) ? 'warning' : 'breaking',
});
