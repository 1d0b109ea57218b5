// Verifies every pact in pacts/ against a real server: the mock server of this repository started
// in-process (the default), or any deployment named by PACT_PROVIDER_BASE_URL (see README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentStates } from '../../src/provider/deploymentStates';
import { startMockServer, type RunningMockServer } from '../../src/provider/mockServer';
import { mockServerStates } from '../../src/provider/mockServerStates';
import {
  expectedFailures,
  failuresOf,
  mismatchesOf,
  SessionToken,
  sortFailures,
  verifyPacts,
  type Failure,
} from '../../src/provider/verify';

const deploymentUrl = process.env.PACT_PROVIDER_BASE_URL?.replace(/\/+$/, '');

describe.runIf(!deploymentUrl)('the pacts against the mock server in this process', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(() => server.close());

  it('every interaction holds', async () => {
    const session = new SessionToken();
    const states = mockServerStates(server.app, session);
    const mismatches = await verifyPacts({ providerBaseUrl: server.url, states, session }).then(() => [], mismatchesOf);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe.runIf(deploymentUrl)(`the pacts against ${deploymentUrl}`, () => {
  it('every interaction holds, but those listed in PACT_EXPECTED_FAILURES', async () => {
    const session = new SessionToken();
    const states = deploymentStates(deploymentUrl ?? '', session);
    // A sleeping free-tier host can take a minute to wake up.
    const verification = verifyPacts({ providerBaseUrl: deploymentUrl ?? '', states, session, timeout: 90_000 });
    const { unexpected, expected, passedAnyway } = sortFailures(
      await verification.then(() => [], failuresOf),
      expectedFailures(),
    );
    const lines = (failures: Failure[]) => failures.map(({ interaction, detail }) => `  ${interaction}: ${detail}`);
    if (expected.length) console.info(`Expected failures on ${deploymentUrl}:\n${lines(expected).join('\n')}`);
    if (passedAnyway.length) console.info(`Expected to fail but passed this time:\n  ${passedAnyway.join('\n  ')}`);
    expect(lines(unexpected)).toEqual([]);
  }, 600_000);
});
