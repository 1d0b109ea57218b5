// The nightly check of the hosted API (.github/workflows/hosted-contract.yml) marks the interactions
// that cannot pass there as expected failures (PACT_EXPECTED_FAILURES). This proves, with the same
// verifier, on a deployment like the hosted API (the mock server with DEV_ROUTES off: no outbox, so
// the code that was sent cannot be read), that the check of that code fails and is named by its
// description, that a listed failure is expected while an unlisted one still fails, and that a
// listed interaction that passes is reported as such. (A provider state that fails to set up does
// not stop Pact from sending the request: the wrong-code check passes all the same.)
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pact } from '../../src/compare';
import { deploymentStates } from '../../src/provider/deploymentStates';
import { startMockServer, type RunningMockServer } from '../../src/provider/mockServer';
import {
  expectedFailures,
  failuresOf,
  pactFiles,
  SessionToken,
  sortFailures,
  verifyPacts,
} from '../../src/provider/verify';

const CODE_SENT = 'a check of the code that was sent';
const WRONG_CODE = 'a check of a wrong code';

describe('expected failures on a deployment without developer routes', () => {
  let dir: string;
  let server: RunningMockServer;
  let pactUrls: string[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contracts-expected-'));
    // The one-time-code checks only: the interactions whose state needs the outbox.
    pactUrls = await Promise.all(
      (await pactFiles()).map(async (file, index) => {
        const pact = JSON.parse(await readFile(file, 'utf8')) as Pact;
        const interactions = pact.interactions.filter((i) => i.request.path === '/otp-api/verify-otp');
        const target = join(dir, `pact-${index}.json`);
        await writeFile(target, JSON.stringify({ ...pact, interactions }));
        return target;
      }),
    );
    server = await startMockServer({ devRoutes: false });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports the interactions by name, expected when listed and unexpected when not', async () => {
    const session = new SessionToken();
    const states = deploymentStates(server.url, session);
    const failures = await verifyPacts({ providerBaseUrl: server.url, states, session, pactUrls }).then(
      () => [],
      failuresOf,
    );
    console.info(
      `The FAILED verification printed above is the expected one:\n${failures.map((f) => `${f.interaction}: ${f.detail}`).join('\n')}`,
    );

    expect(failures).toEqual([
      { interaction: CODE_SENT, detail: '$.success Expected false (Boolean) to be equal to true (Boolean)' },
    ]);

    const listed = sortFailures(failures, expectedFailures(`${CODE_SENT}\n  ${WRONG_CODE}  \n`));
    expect(listed.unexpected).toEqual([]);
    expect(listed.expected.map((f) => f.interaction)).toEqual([CODE_SENT]);
    expect(listed.passedAnyway).toEqual([WRONG_CODE]);

    const otherListed = sortFailures(failures, expectedFailures(`${WRONG_CODE}\na request for the whole catalogue`));
    expect(otherListed.unexpected.map((f) => f.interaction)).toEqual([CODE_SENT]);
    expect(otherListed.passedAnyway).toEqual([WRONG_CODE, 'a request for the whole catalogue']);
  }, 120_000);
});
