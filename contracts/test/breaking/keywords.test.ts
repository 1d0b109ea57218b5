/**
 * A JSON Schema keyword the gate does not compare (src/breaking/keywords.ts) stops it with an error
 * naming the keyword and where it stands, on either side, instead of letting changes to it pass.
 * The same word as a property name or inside an example is no keyword; the repository's
 * openapi.yaml uses none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBreakingChanges } from '../../src/breaking/gate.js';
import { unsupportedKeywords } from '../../src/breaking/keywords.js';
import { SpecError } from '../../src/breaking/spec.js';
import { payments } from './documents.js';

/** `pay` whose request body is an Order: a note with the given extra keywords. */
const orderWith = (note: Record<string, unknown>, source: string) =>
  payments(
    {
      request: { $ref: '#/components/schemas/Order' },
      schemas: { Order: { type: 'object', properties: { note: { type: 'string', ...note } } } },
    },
    source,
  );
const plain = orderWith({}, 'before.yaml');
const notePointer = '#/components/schemas/Order/properties/note';

describe('a keyword the gate does not compare', () => {
  // The value does not matter: the keyword alone stops the gate.
  it.each(unsupportedKeywords)('%s: fails loudly, naming it and where it stands', (keyword) => {
    const judge = () => checkBreakingChanges(plain, orderWith({ [keyword]: {} }, 'after.yaml'));
    expect(judge).toThrow(SpecError);
    expect(judge).toThrow(`after.yaml: \`${keyword}\` at ${notePointer}/${keyword} is a JSON Schema keyword`);
  });

  it('fails on the base side too, and says where the comparison met it', () => {
    const judge = () => checkBreakingChanges(orderWith({ not: { const: '' } }, 'before.yaml'), plain);
    expect(judge).toThrow(/^before\.yaml: `not` at #\/components\/schemas\/Order\/properties\/note\/not /);
    expect(judge).toThrow('(met at pay (POST /payments) request body application/json /note)');
  });

  it.each([
    ['exclusiveMinimum', true, 'as a boolean (the OpenAPI 3.0 form)'],
    ['exclusiveMaximum', false, 'as a boolean (the OpenAPI 3.0 form)'],
    ['items', [{ type: 'string' }], 'as an array (the tuple form'],
  ])('%s in a form the gate does not compare (%j): fails loudly', (keyword, value, form) => {
    const judge = () => checkBreakingChanges(plain, orderWith({ [keyword]: value }, 'after.yaml'));
    expect(judge).toThrow(`\`${keyword}\` ${form}`);
    expect(judge).toThrow(`${notePointer}/${keyword}`);
  });

  it('is no keyword as a property name or in an example', () => {
    const named = payments({ request: { type: 'object', properties: { not: { type: 'string' }, if: {} } } });
    const example = payments({ answer: { type: 'object', examples: [{ not: 1, then: 2 }] } });
    for (const spec of [named, example])
      expect(checkBreakingChanges(spec, spec)).toEqual({ passes: true, findings: [] });
  });

  it("is not in the repository's openapi.yaml", () => {
    const text = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
    const verdict = checkBreakingChanges({ text, source: 'base' }, { text, source: 'head' });
    expect(verdict).toEqual({ passes: true, findings: [] });
  });
});
