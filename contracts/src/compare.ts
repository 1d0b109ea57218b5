// Checks pact files against openapi.yaml with @pactflow/openapi-pact-comparator: every request the
// client sends and every response it expects must be one that openapi.yaml documents.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { parse } from 'yaml';

export type OpenApiDocument = ConstructorParameters<typeof Comparator>[0];
/**
 * What this suite reads of a comparator finding (the package's `Result`). The package declares it
 * behind its package.json `#results` import, which tsc follows but typescript-eslint's type service
 * does not, so it is named here, once, where the findings come in.
 */
export interface Finding {
  type: 'error' | 'warning';
  code: string;
  message: string;
  mockDetails?: { interactionDescription?: string | null; location: string };
}

/** The parts of a pact file (V4) this suite reads; the comparator reads the whole file. */
export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: { method: string; path: string; body?: { content?: unknown } };
  response: { status: number; body?: { content?: unknown } };
}
export interface Pact {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

export function parseSpec(yamlText: string): OpenApiDocument {
  return parse(yamlText) as OpenApiDocument;
}

export async function readSpec(path: string): Promise<OpenApiDocument> {
  return parseSpec(await readFile(path, 'utf8'));
}

export async function readPacts(dir: string): Promise<Pact[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as Pact));
}

/** Every finding (errors and warnings) for the given pacts. */
export async function compareWithSpec(spec: OpenApiDocument, pacts: readonly Pact[]): Promise<Finding[]> {
  const comparator = new Comparator(spec);
  const findings: Finding[] = [];
  for (const pact of pacts) {
    for await (const finding of comparator.compare(pact)) findings.push(finding as Finding);
  }
  return findings;
}

export const errorsOf = (findings: readonly Finding[]) => findings.filter((finding) => finding.type === 'error');

/** One line per finding, for failure messages a developer can act on. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.type} ${f.code}: ${f.message} [${f.mockDetails?.interactionDescription ?? '?'} @ ${f.mockDetails?.location ?? '?'}]`,
    )
    .join('\n');
}
