/**
 * One consumer interaction, declared as data and run the one way every pact test runs: states,
 * description, request, expected answer, then the storefront's real client call against the Pact
 * mock server and what the shop reads from its answer. Each test then says only what is its own.
 */
import type { PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ApiClient, ApiResult } from '../../web/src/lib/api/client';
import { storefrontClient } from './client';
import { message } from './matchers';
import type { RequestBuilder } from './pact';
import type { StateName } from './states';

type HttpMethod = Parameters<ReturnType<ReturnType<PactV4['addInteraction']>['uponReceiving']>['withRequest']>[0];
/** A state's parameters, as `given` takes them (Pact does not export the type from its root). */
type StateParams = Parameters<ReturnType<PactV4['addInteraction']>['given']>[1];
type RequestPath = Parameters<ReturnType<ReturnType<PactV4['addInteraction']>['uponReceiving']>['withRequest']>[1];

interface InteractionParts {
  given: readonly (readonly [StateName, StateParams?])[];
  uponReceiving: string;
  request: { method: HttpMethod; path: RequestPath; build?: RequestBuilder };
  /** The session token the client sends, if any. */
  token?: string;
  call: (client: ApiClient) => Promise<ApiResult<unknown>>;
}

/**
 * The expected answer, and what the client call must get back from it: the part the shop relies on
 * (`reads`, `toMatchObject`), or the whole answer, nothing more (`answers`, `toEqual`).
 */
export type Answer = { response: { status: number; body: unknown } } & (
  { reads: unknown; answers?: never } | { answers: unknown; reads?: never }
);

export type InteractionSpec = InteractionParts & Answer;

export async function runInteraction(pact: PactV4, spec: InteractionSpec): Promise<void> {
  let interaction = pact.addInteraction();
  for (const [state, params] of spec.given) interaction = interaction.given(state, params);
  await interaction
    .uponReceiving(spec.uponReceiving)
    .withRequest(spec.request.method, spec.request.path, spec.request.build)
    .willRespondWith(spec.response.status, (res) => res.jsonBody(spec.response.body))
    .executeTest(async (server) => {
      const { status, body } = await spec.call(storefrontClient(server.url, spec.token));
      expect(status).toBe(spec.response.status);
      if ('answers' in spec) expect(body).toEqual(spec.answers);
      else expect(body).toMatchObject(spec.reads as object);
    });
}

/** The hosted API's usual answer `{ status, msg }` (HTTP 200 either way), and the client reading exactly it. */
export const statusMessage = (status: boolean, msg: string): Answer => ({
  response: { status: 200, body: { status, msg: message(msg) } },
  answers: { status, msg },
});
