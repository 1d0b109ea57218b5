/**
 * Small OpenAPI documents for the gate's tests: a test gives `paths` (and `components`), this adds
 * `openapi` and `info`. Also the rule fixtures of fixtures/rules/ and one-operation documents for
 * schema cases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'yaml';

export interface Parts {
  paths: Record<string, unknown>;
  components?: Record<string, unknown>;
}

export const documentOf = (parts: Parts, source: string) => ({
  text: JSON.stringify({ openapi: '3.1.0', info: { title: 'Breaking-change fixture', version: '1.0.0' }, ...parts }),
  source,
});

/** fixtures/rules/<rule>.yaml: a change that makes exactly that rule fire (at `at`), and a near miss that must not. */
export interface RuleFixture {
  fires: { at: string; before: Parts; after: Parts };
  nearMiss: { before: Parts; after: Parts };
}

const rulesFolder = new URL('fixtures/rules/', import.meta.url);

export const ruleFixtures = (): [rule: string, fixture: RuleFixture][] =>
  readdirSync(rulesFolder)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => [basename(file, '.yaml'), parse(readFileSync(new URL(file, rulesFolder), 'utf8')) as RuleFixture]);

/** `pay (POST /payments)`: the request body and the 200 answer have the given schemas. */
export function payments(
  { request, answer, schemas }: { request?: unknown; answer?: unknown; schemas?: Record<string, unknown> },
  source = 'payments.yaml',
) {
  const json = (schema: unknown) => (schema === undefined ? {} : { 'application/json': { schema } });
  const operation = {
    operationId: 'pay',
    requestBody: { content: json(request) },
    responses: { '200': { description: 'Paid.', content: json(answer) } },
  };
  return documentOf({ paths: { '/payments': { post: operation } }, components: { schemas: schemas ?? {} } }, source);
}
