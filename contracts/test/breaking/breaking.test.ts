/**
 * The breaking-change gate (src/breaking, decision 024) on its fixture set: fixtures/base.yaml and
 * one changed copy per rule. Each case says the verdict and the rule (and operation) it must name.
 * The rules no copy shows have a small fixture each in fixtures/rules/ (rules.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/breaking/findings.js';
import { checkBreakingChanges, describeVerdict } from '../../src/breaking/gate.js';
import { SpecError } from '../../src/breaking/spec.js';
import { documentOf, ruleFixtures } from './documents.js';

const fixture = (name: string) => ({
  text: readFileSync(new URL(`fixtures/${name}.yaml`, import.meta.url), 'utf8'),
  source: `${name}.yaml`,
});
const base = fixture('base');
const judge = (name: string, from = base) => checkBreakingChanges(from, fixture(name));

/** A rule the gate must name, its verdict and where; its fixture is the one named after the rule unless it says. */
type Case = [rule: string, passes: boolean, operation: string, location: string, fixture?: string];

const cases: Case[] = [
  ['path-removed', false, 'listItems (GET /items)', 'path'],
  ['method-removed', false, 'deleteItem (DELETE /items/{id})', 'path'],
  ['required-request-field-added', false, 'placeOrder', 'request body application/json /note'],
  ['enum-value-removed', false, 'placeOrder', 'request body application/json /delivery', 'request-enum-value-removed'],
  ['response-field-removed', false, 'getItem', 'response 200 application/json body /price'],
  ['type-changed', false, 'listItems', 'response 200 application/json body /items[]/price'],
  ['bound-narrowed', false, 'placeOrder', 'request body application/json /note'],
  ['bound-narrowed', false, 'placeOrder', 'request body application/json /quantity', 'minimum-raised'],
  ['required-parameter-added', false, 'listItems', 'query parameter sort'],
  ['parameter-made-required', false, 'listItems', 'query parameter page', 'optional-parameter-made-required'],
  ['response-status-removed', false, 'listItems', 'response 404'],
  ['pattern-changed', false, 'placeOrder', 'request body application/json /itemId', 'request-pattern-stricter'],
  ['response-field-made-optional', false, 'getItem', 'response 200 application/json body /price'],
  ['response-enum-value-added', true, 'placeOrder', 'response 201 application/json body /state'],
];

describe('the breaking-change gate', () => {
  it.each(
    cases.map(
      ([rule, passes, operation, location, fixture = rule]) => [fixture, passes, rule, operation, location] as const,
    ),
  )('%s: passes=%s, rule %s on %s', (name, passes, rule, operation, location) => {
    const verdict = judge(name);
    expect(verdict.passes).toBe(passes);
    expect(verdict.findings).toContainEqual(
      expect.objectContaining({ rule, operation: expect.stringContaining(operation), location }),
    );
    expect(verdict.findings.every((f) => (f.severity === 'warning') === passes)).toBe(true);
  });

  it('has a fixture for every rule, here or in fixtures/rules/', () => {
    const shown = new Set([...cases.map(([rule]) => rule), ...ruleFixtures().map(([rule]) => rule)]);
    expect(Object.keys(rules).filter((rule) => !shown.has(rule))).toEqual([]);
  });

  it.each(['optional-request-field-added', 'optional-response-field-added', 'base'])(
    '%s: compatible, nothing to report',
    (name) => {
      expect(judge(name)).toEqual({ passes: true, findings: [] });
    },
  );

  it('prints a list naming the operation, the location and the rule', () => {
    const text = describeVerdict(judge('response-field-removed'), 'main');
    expect(text).toContain('BREAKING getItem (GET /items/{id})');
    expect(text).toContain('at:   response 200 application/json body /price');
    expect(text).toContain('rule: response-field-removed');
    expect(text).toContain('x-breaking-change-approved');
  });

  it('passes a break marked deliberate on its operation, or for the whole change in info, and prints the note', () => {
    const onOperation = judge('approved-on-operation');
    expect(onOperation.passes).toBe(true);
    expect(onOperation.findings).toContainEqual(
      expect.objectContaining({ rule: 'bound-narrowed', approved: expect.stringContaining('courier label') }),
    );
    const inInfo = judge('approved-in-info');
    expect(inInfo.passes).toBe(true);
    expect(inInfo.findings.filter((f) => f.rule === 'response-field-removed')).toHaveLength(2);
    expect(describeVerdict(inInfo, 'main')).toContain('note: Version 2');
  });

  it('approves nothing with a note on another operation, nor with a note the base already had', () => {
    expect(judge('approval-elsewhere').passes).toBe(false);
    // The approved change is the base now; the same note does not approve the next break.
    const next = { ...fixture('approved-in-info') };
    next.text = next.text.replace(/required:\n\s+- id\n\s+- title\n/, 'required:\n        - id\n');
    const later = checkBreakingChanges(fixture('approved-in-info'), { ...next, source: 'later.yaml' });
    expect(later.findings.length).toBeGreaterThan(0);
    expect(later.passes).toBe(false);
  });

  it('fails loudly on an unreadable spec or a broken $ref (or one to an anchor), on either side', () => {
    expect(() => judge('unreadable')).toThrow(SpecError);
    expect(() => judge('broken-ref')).toThrow(/\$ref .*#\/components\/schemas\/Itme.* points to nothing/);
    expect(() => judge('base', fixture('broken-ref'))).toThrow(SpecError);
    expect(() => checkBreakingChanges(base, { text: 'just: text', source: 'x.yaml' })).toThrow(/not an OpenAPI/);
    const toAnchor = documentOf({ paths: { '/items': { get: { responses: { '200': { $ref: '#Ok' } } } } } }, 'a.yaml');
    expect(() => checkBreakingChanges(base, toAnchor)).toThrow(/\$ref at .* \(#Ok\) names an anchor/);
  });
});
