// The net catches a mock server that renames a response field, or that answers root-relative image
// URLs: the same verifier `npm test` runs fails on it. The server's own check of its answers against
// openapi.yaml is switched off here, so that it is Pact, not that check, that catches the drift.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pact } from '../../src/compare';
import { startMockServer, type MockServerApp, type RunningMockServer } from '../../src/provider/mockServer';
import { mockServerStates } from '../../src/provider/mockServerStates';
import { mismatchesOf, pactFiles, SessionToken, verifyPacts } from '../../src/provider/verify';

const RENAMED_ROUTE = '/cart-api/add-to-cart';
const DETAIL_PATH = '/product-api/get-product-detail/';

/** The pacts, cut down to the interactions of some paths (quicker, and the failure has one cause). */
async function pactsFor(matches: (path: string) => boolean, dir: string, name: string): Promise<string[]> {
  return Promise.all(
    (await pactFiles()).map(async (file, index) => {
      const pact = JSON.parse(await readFile(file, 'utf8')) as Pact;
      const interactions = pact.interactions.filter((interaction) => matches(interaction.request.path));
      expect(interactions.length).toBeGreaterThan(0);
      const target = join(dir, `${name}-${index}.json`);
      await writeFile(target, JSON.stringify({ ...pact, interactions }));
      return target;
    }),
  );
}

/** The bug under test: one handler answers `message` where the contract says `msg`. */
function renameMsgOnOneRoute(app: MockServerApp): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.url !== RENAMED_ROUTE || typeof payload !== 'string') return payload;
    const { msg, ...rest } = JSON.parse(payload) as Record<string, unknown>;
    return JSON.stringify({ ...rest, message: msg });
  });
}

/** The bug under test: product details answer root-relative image URLs, as this server once did. */
function rootRelativeImageUrls(app: MockServerApp): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.url.startsWith(DETAIL_PATH) || !Buffer.isBuffer(payload)) return payload;
    return payload.toString().replaceAll(request.publicOrigin(), '');
  });
}

async function verifyAgainst(server: RunningMockServer, pactUrls: string[]): Promise<string> {
  const session = new SessionToken();
  return verifyPacts({ providerBaseUrl: server.url, states: mockServerStates(server.app, session), session, pactUrls });
}

describe('provider verification catches a renamed response field', () => {
  let dir: string;
  let pactUrls: string[];
  let detailPactUrls: string[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contracts-net-'));
    pactUrls = await pactsFor((path) => path === RENAMED_ROUTE, dir, 'renamed');
    detailPactUrls = await pactsFor((path) => path.startsWith(DETAIL_PATH), dir, 'detail');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('passes against the server as it is (the baseline)', async () => {
    const server = await startMockServer({ validateResponses: false });
    try {
      await expect(verifyAgainst(server, pactUrls)).resolves.toBeDefined();
    } finally {
      await server.close();
    }
  });

  it('fails when the server answers `message` instead of `msg`', async () => {
    const server = await startMockServer({ validateResponses: false }, renameMsgOnOneRoute);
    try {
      const renamed = await server.app.inject({ method: 'POST', url: RENAMED_ROUTE, payload: {} });
      expect(renamed.body).not.toContain('"msg"');
      const failure: unknown = await verifyAgainst(server, pactUrls).then(
        () => new Error('verification passed'),
        (error: unknown) => error,
      );

      const mismatches = mismatchesOf(failure);
      console.info(`The FAILED verification printed above is the expected one:\n${mismatches.join('\n')}`);
      expect(mismatches).toHaveLength(2); // both add-to-cart interactions
      for (const mismatch of mismatches) expect(mismatch).toMatch(/\$ Actual map is missing the following keys: msg$/);
    } finally {
      await server.close();
    }
  });

  it('fails when the server answers root-relative image URLs where the hosted API sends absolute ones', async () => {
    const server = await startMockServer({ validateResponses: false }, rootRelativeImageUrls);
    try {
      const id = server.app.store.catalog.at(0)?._id ?? '';
      const detail = await server.app.inject({ url: `${DETAIL_PATH}${id}` });
      expect(detail.json<{ prod: { url: string } }>().prod.url).toMatch(/^\/images\//);
      const failure: unknown = await verifyAgainst(server, detailPactUrls).then(
        () => new Error('verification passed'),
        (error: unknown) => error,
      );

      const mismatches = mismatchesOf(failure);
      console.info(`The FAILED verification printed above is the expected one:\n${mismatches.join('\n')}`);
      expect(mismatches).toHaveLength(1); // the found product; the unknown id answers { prod: null }
      expect(mismatches[0]).toMatch(/\$\.prod\.url.*\/images\/products\//);
    } finally {
      await server.close();
    }
  });
});
