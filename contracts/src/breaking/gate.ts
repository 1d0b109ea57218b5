/**
 * The breaking-change gate: compares the base's openapi.yaml with the working tree's and says
 * whether clients built on the base still work (decision 024).
 */
import { applyApprovals } from './approval.js';
import { rules, type Finding } from './findings.js';
import { compareOperations } from './operations.js';
import { readSpec } from './spec.js';

export interface Verdict {
  findings: Finding[];
  /** True when no breaking finding is left unapproved. */
  passes: boolean;
}

export function checkBreakingChanges(
  base: { text: string; source: string },
  head: { text: string; source: string },
): Verdict {
  const oldSpec = readSpec(base.text, base.source);
  const newSpec = readSpec(head.text, head.source);
  const findings = applyApprovals(compareOperations(oldSpec, newSpec), oldSpec, newSpec);
  return { findings, passes: findings.every((f) => f.severity === 'warning' || f.approved !== undefined) };
}

/** The verdict as the readable list CI prints: breaking first, then approved, then warnings. */
export function describeVerdict({ findings, passes }: Verdict, against: string): string {
  const groups: [string, Finding[]][] = [
    ['BREAKING', findings.filter((f) => f.severity === 'breaking' && !f.approved)],
    ['approved', findings.filter((f) => f.approved)],
    ['warning', findings.filter((f) => f.severity === 'warning')],
  ];
  const lines = [
    `openapi.yaml against ${against}: ${passes ? 'no unapproved breaking change' : 'breaking changes found'}`,
  ];
  for (const [label, group] of groups) {
    for (const f of group) {
      lines.push(`${label.padEnd(8)} ${f.operation}`, `  at:   ${f.location}`, `  rule: ${f.rule}: ${rules[f.rule]}`);
      lines.push(`  what: ${f.detail}`);
      if (f.approved) lines.push(`  note: ${f.approved}`);
    }
  }
  if (!passes)
    lines.push(
      '',
      'If the break is deliberate, say so in openapi.yaml: `x-breaking-change-approved: <what and why>` on each operation',
      'named above, or in `info` for the whole change (docs/decisions/024-breaking-change-gate.md).',
    );
  return lines.join('\n');
}
