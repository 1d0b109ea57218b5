/**
 * Accessibility checks with axe-core in the page as it is now: every rule axe has (WCAG A and AA
 * plus its best practices), and a test fails on any violation of impact serious or critical. The
 * failure lists each rule with the elements it found, so the fix can start from the message.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './fixtures';

const blocking = new Set(['serious', 'critical']);

function describe(violation: Result): string {
  const where = violation.nodes.slice(0, 5).map((node) => node.target.join(' > '));
  const more = violation.nodes.length > where.length ? ` (+${violation.nodes.length - where.length} more)` : '';
  return `${violation.id} [${violation.impact}] ${violation.help}: ${where.join(' | ')}${more}`;
}

/** Runs axe on `page`; attaches the whole report to the test and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // Legacy mode runs axe in the page itself: the shop has no iframes, so the default mode's extra
  // blank page for combining frames only doubles the time. Only violations are collected in full.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  if (results.violations.length > 0) {
    await testInfo.attach(`axe ${label}`, {
      body: results.violations.map(describe).join('\n'),
      contentType: 'text/plain',
    });
  }
  expect(found.map(describe), `serious or critical accessibility violations on ${label}`).toEqual([]);
}
