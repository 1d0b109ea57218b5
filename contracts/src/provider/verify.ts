// Runs the Pact verifier over every pact in pacts/ against one server, with that server's states.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { PROVIDER } from '../pact';
import { PACT_DIR } from '../paths';
import { toStateHandlers, type ProviderStates } from './providerStates';

/**
 * The tokens in a pact are examples recorded by the consumer; the server only accepts tokens it
 * issued itself. The state handlers sign the state's user in and leave the token here, and the
 * request filter puts it in place of the example.
 */
export class SessionToken {
  private token: string | undefined;

  set(token: string | undefined): void {
    this.token = token;
  }

  /** Express middleware for the verifier's proxy (typed locally: Pact does not ship express types). */
  readonly requestFilter = (
    request: { headers: Record<string, string | string[] | undefined> },
    _response: unknown,
    next: () => void,
  ): void => {
    if (this.token && request.headers.authorization) request.headers.authorization = `Bearer ${this.token}`;
    next();
  };
}

export async function pactFiles(dir = PACT_DIR): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  if (names.length === 0) throw new Error(`no pact in ${dir}: run the consumer tests first`);
  return names.map((name) => join(dir, name));
}

export interface VerifyOptions {
  providerBaseUrl: string;
  states: ProviderStates;
  session: SessionToken;
  pactUrls?: string[];
  /** Per-request timeout of the verifier, in ms. */
  timeout?: number;
}

/** Resolves when every interaction passes; rejects with the verifier's report otherwise. */
export async function verifyPacts({
  providerBaseUrl,
  states,
  session,
  pactUrls,
  timeout,
}: VerifyOptions): Promise<string> {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls: pactUrls ?? (await pactFiles()),
    stateHandlers: toStateHandlers(states),
    beforeEach: async () => {
      session.set(undefined);
      await states.beforeEach();
    },
    requestFilter: session.requestFilter,
    logLevel: 'warn',
    ...(timeout ? { timeout } : {}),
  }).verifyProvider();
}

/** One interaction that did not pass, and why. */
export interface Failure {
  interaction: string;
  detail: string;
}

type Mismatch = { type?: string; message?: string; mismatches?: { mismatch: string; path?: string }[] };

interface VerifierReport {
  /** One per interaction; `mismatch` is there when it failed. */
  interactionResults?: { description: string; mismatch?: Mismatch }[];
  /** One per failure, named "Verifying a pact between … Given … - <description>". */
  errors?: { interaction: string; mismatch?: Mismatch }[];
}

function failuresOfInteraction(interaction: string, mismatch: Mismatch | undefined): Failure[] {
  if (mismatch?.mismatches?.length) {
    return mismatch.mismatches.map((m) => ({ interaction, detail: `${m.path ?? ''} ${m.mismatch}` }));
  }
  // No mismatches: the interaction could not run (its provider state failed to set up, say).
  return [{ interaction, detail: mismatch?.message ?? JSON.stringify(mismatch) }];
}

/**
 * The failures of a failed verification, named by interaction description: one per mismatch, and
 * one per interaction that could not run at all. Pact rejects with its JSON report as the error
 * message; an error the report does not tie to an interaction result is kept under its long name,
 * and anything else is one failure, whole, so that nothing that failed is lost.
 */
export function failuresOf(failure: unknown): Failure[] {
  const text = failure instanceof Error ? failure.message : String(failure);
  let report: VerifierReport;
  try {
    report = JSON.parse(text) as VerifierReport;
  } catch {
    return [{ interaction: '(the verifier)', detail: text }];
  }
  const failed = (report.interactionResults ?? []).filter((result) => result.mismatch);
  const untied = (report.errors ?? []).filter(
    (error) => !failed.some((result) => error.interaction.endsWith(` - ${result.description}`)),
  );
  const failures = [
    ...failed.flatMap((result) => failuresOfInteraction(result.description, result.mismatch)),
    ...untied.flatMap((error) => failuresOfInteraction(error.interaction, error.mismatch)),
  ];
  return failures.length ? failures : [{ interaction: '(the verifier)', detail: text }];
}

/** The failures of a failed verification, one line each ("<interaction>: <path> <mismatch>"). */
export function mismatchesOf(failure: unknown): string[] {
  return failuresOf(failure).map(({ interaction, detail }) => `${interaction}: ${detail}`);
}

/**
 * PACT_EXPECTED_FAILURES: the descriptions of the interactions that cannot pass on the deployment
 * being verified, one a line (the hosted API's are in contracts/README.md; the nightly workflow
 * .github/workflows/hosted-contract.yml sets them). Only a deployment run reads it.
 */
export function expectedFailures(list = process.env.PACT_EXPECTED_FAILURES ?? ''): Set<string> {
  return new Set(
    list
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** Which failures were expected, which were not, and which expected failures passed this time. */
export function sortFailures(failures: Failure[], expected: Set<string>) {
  const failed = new Set(failures.map((f) => f.interaction));
  return {
    unexpected: failures.filter((f) => !expected.has(f.interaction)),
    expected: failures.filter((f) => expected.has(f.interaction)),
    passedAnyway: [...expected].filter((interaction) => !failed.has(interaction)),
  };
}
