/**
 * One consumer interaction, declared as data and run the one way every pact test runs: states,
 * description, request, expected answer, then the call against the Pact mock server and what the
 * shop makes of its answer. Each test then says only what is its own.
 *
 * A call the screens make goes through the shop's own API layer (`use`: the `*Calls` functions its
 * RTK Query endpoints run, e.g. web/src/entities/session/userCalls.ts) and is judged on what that
 * layer gives the screen, in the app's own types (`gives`: `{ data }` or `{ error: { status, msg } }`):
 * a change in how the shop reads a dialect then fails a pact. A call no screen makes (the hosted
 * API's second product lookup) drives the typed client directly (`call`).
 */
import type { PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ApiClient, ApiResult } from 'web/api/client';
import type { QueryResult } from 'web/api/queryResult';
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
}

/**
 * The expected answer, and what the client call must get back from it: the part the shop relies on
 * (`reads`, `toMatchObject`), or the whole answer, nothing more (`answers`, `toEqual`).
 */
export type Answer = { response: { status: number; body: unknown } } & (
  { reads: unknown; answers?: never } | { answers: unknown; reads?: never }
);

/** What the shop's API layer gives the screen from the expected answer (`toMatchObject`). */
export interface ShopAnswer {
  response: { status: number; body: unknown };
  gives: QueryResult<unknown>;
}

/** The typed client's call, judged on the answer's body. */
export type ClientCall = { call: (client: ApiClient) => Promise<ApiResult<unknown>> } & Answer;
/** The shop's own API layer, judged on what it gives the screen. */
export type ShopCall = { use: (client: ApiClient) => Promise<QueryResult<unknown>> } & ShopAnswer;

export type InteractionSpec = InteractionParts & (ClientCall | ShopCall);

export async function runInteraction(pact: PactV4, spec: InteractionSpec): Promise<void> {
  let interaction = pact.addInteraction();
  for (const [state, params] of spec.given) interaction = interaction.given(state, params);
  await interaction
    .uponReceiving(spec.uponReceiving)
    .withRequest(spec.request.method, spec.request.path, spec.request.build)
    .willRespondWith(spec.response.status, (res) => res.jsonBody(spec.response.body))
    .executeTest(async (server) => {
      const client = storefrontClient(server.url, spec.token);
      if ('use' in spec) {
        expect(await spec.use(client)).toMatchObject(spec.gives);
        return;
      }
      const { status, body } = await spec.call(client);
      expect(status).toBe(spec.response.status);
      if ('answers' in spec) expect(body).toEqual(spec.answers);
      else expect(body).toMatchObject(spec.reads as object);
    });
}

/**
 * The hosted API's usual answer `{ status, msg }` (HTTP 200 either way), and what the shop makes of
 * it: the message as data when `status` is true, else a failure carrying the message.
 */
export const told = (status: boolean, msg: string): ShopAnswer => ({
  response: { status: 200, body: { status, msg: message(msg) } },
  gives: status ? { data: msg } : { error: { status: 200, msg } },
});
