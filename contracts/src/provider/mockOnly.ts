/**
 * The mock server's own calls (openapi.yaml: `x-mock-only: true`, the checkout) are in the pacts,
 * verified against the mock server in this process, but no deployment of the hosted API has them.
 * For a deployment, the pacts are copied without those interactions, and the left-out ones named.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathPattern, type Operation } from '../operations';

interface PactFile {
  interactions: { description: string; request: { method: string; path: string } }[];
}

/** Copies of `pactUrls` without the interactions of `mockOnly` operations, and the descriptions left out. */
export async function withoutMockOnly(
  pactUrls: readonly string[],
  mockOnly: readonly Operation[],
): Promise<{ pactUrls: string[]; skipped: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'pacts-without-mock-only-'));
  const isMockOnly = ({ method, path }: { method: string; path: string }) =>
    mockOnly.some((operation) => operation.method === method.toUpperCase() && pathPattern(operation.path).test(path));
  const skipped: string[] = [];
  const copies = await Promise.all(
    pactUrls.map(async (url) => {
      const pact = JSON.parse(await readFile(url, 'utf8')) as PactFile;
      skipped.push(...pact.interactions.filter((each) => isMockOnly(each.request)).map((each) => each.description));
      const copy = join(dir, basename(url));
      await writeFile(
        copy,
        JSON.stringify({ ...pact, interactions: pact.interactions.filter((each) => !isMockOnly(each.request)) }),
      );
      return copy;
    }),
  );
  return { pactUrls: copies, skipped };
}
