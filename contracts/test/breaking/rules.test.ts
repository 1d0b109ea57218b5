/**
 * The rules base.yaml's copies (breaking.test.ts) do not show, one fixture each in fixtures/rules/:
 * its change must make that rule fire once and nothing else, its near miss must leave the gate quiet.
 */
import { describe, expect, it } from 'vitest';
import { checkBreakingChanges } from '../../src/breaking/gate.js';
import { documentOf, ruleFixtures } from './documents.js';

describe.each(ruleFixtures())('rule %s', (rule, { fires, nearMiss }) => {
  it(`fires once, at ${fires.at}`, () => {
    const { findings } = checkBreakingChanges(
      documentOf(fires.before, 'before.yaml'),
      documentOf(fires.after, 'after.yaml'),
    );
    expect(findings.map((found) => ({ rule: found.rule, location: found.location }))).toEqual([
      { rule, location: fires.at },
    ]);
  });

  it('stays quiet on the near miss', () => {
    const verdict = checkBreakingChanges(
      documentOf(nearMiss.before, 'before.yaml'),
      documentOf(nearMiss.after, 'after.yaml'),
    );
    expect(verdict).toEqual({ passes: true, findings: [] });
  });
});
