/**
 * The provider side of the states: one setup function per state name, for each kind of server
 * (the in-process mock server, or a deployment reached over HTTP). Typing the table as
 * `Record<StateName, ...>` makes a new consumer state fail the typecheck until both sides set it up.
 */
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Account, InjectedValues, StateName } from '../states';

/** The parameters a consumer test gave with its state, as Pact hands them over. */
export type StateParams = Readonly<Record<string, unknown>>;

export type StateSetup = (params: StateParams) => Promise<InjectedValues | void>;

export interface ProviderStates {
  /** Runs once before each interaction, whatever its states: a clean server. */
  beforeEach(): Promise<void>;
  setups: Record<StateName, StateSetup>;
}

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

export function toStateHandlers({ setups }: ProviderStates): StateHandlers {
  return Object.fromEntries(
    Object.entries(setups).map(([name, setup]) => [
      name,
      async (params?: unknown) => (await setup(isRecord(params) ? params : {})) ?? undefined,
    ]),
  );
}

function isRecord(value: unknown): value is StateParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringParam(params: StateParams, name: string): string {
  const value = params[name];
  if (typeof value !== 'string') throw new Error(`provider state parameter '${name}' is missing`);
  return value;
}

/** The account a user state names (all six signup fields are state parameters). */
export function accountFrom(params: StateParams): Account {
  const field = (name: keyof Account) => stringParam(params, name);
  return {
    firstname: field('firstname'),
    lastname: field('lastname'),
    username: field('username'),
    email: field('email'),
    password: field('password'),
    phone: field('phone'),
  };
}

/** The product id a product state names. */
export const productIdFrom = (params: StateParams) => stringParam(params, 'id');

/** A 4-digit code that is not `code`, for the "wrong code" interactions. */
export function anotherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}
