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
export async function verifyPacts({ providerBaseUrl, states, session, pactUrls, timeout }: VerifyOptions): Promise<string> {
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

interface VerifierReport {
  errors?: { interaction: string; mismatch?: { mismatches?: { mismatch: string; path?: string }[] } }[];
}

/**
 * The mismatches of a failed verification, one line each ("<interaction>: <path> <mismatch>"). Pact
 * rejects with its JSON report as the error message; anything else is returned whole.
 */
export function mismatchesOf(failure: unknown): string[] {
  const text = failure instanceof Error ? failure.message : String(failure);
  let report: VerifierReport;
  try {
    report = JSON.parse(text) as VerifierReport;
  } catch {
    return [text];
  }
  return (report.errors ?? []).flatMap(({ interaction, mismatch }) =>
    (mismatch?.mismatches ?? []).map((m) => `${interaction}: ${m.path ?? ''} ${m.mismatch}`),
  );
}
