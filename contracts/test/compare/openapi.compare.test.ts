// Client, spec and server agree three ways: the provider run proves pact == server, this proves
// pact == openapi.yaml. Any error-level finding fails; warnings are printed for a human to read.
import { describe, expect, it } from 'vitest';
import { compareWithSpec, describeFindings, errorsOf, readPacts, readSpec } from '../../src/compare';
import { OPENAPI_PATH, PACT_DIR } from '../../src/paths';

describe('the pacts against openapi.yaml', () => {
  it('has no error-level finding', async () => {
    const pacts = await readPacts(PACT_DIR);
    expect(pacts.length, 'run the consumer tests first (npm run test:contracts:consumer)').toBeGreaterThan(0);

    const findings = await compareWithSpec(await readSpec(OPENAPI_PATH), pacts);
    const warnings = findings.filter((f) => f.type === 'warning');
    if (warnings.length > 0) console.warn(describeFindings(warnings));
    expect(describeFindings(errorsOf(findings))).toBe('');
  });
});
