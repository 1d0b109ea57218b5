/**
 * Configuration from environment variables, for both servers (decision 013): every variable has one
 * rule, numbers, switches and word lists are a JSON Schema checked by env-schema (Ajv, every error
 * at once), and addresses and URLs are checked by the shared parsers below. Every problem is
 * reported at once, with the variable's name and what it accepts (`ConfigError`).
 */
import envSchema from 'env-schema';
import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

/** What env-schema (Ajv) says of one failing value. */
interface AjvError {
  instancePath: string;
  keyword: string;
  params: { missingProperty?: string };
}

/** A variable's JSON Schema, what to say when it fails, and whether its value is a word (case-blind). */
export interface Rule {
  schema: Record<string, unknown>;
  says: string;
  word?: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly server: string,
    readonly problems: string[],
  ) {
    super(
      `The ${server}'s configuration has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** Digits only ("1e3" and "0x10" are not numbers here), then Ajv's coercion checks the range. */
export const wholeNumber = (min: number, max: number): Rule => ({
  schema: {
    allOf: [
      { type: 'string', pattern: '^[0-9]+$' },
      { type: 'integer', minimum: min, maximum: max },
    ],
  },
  says: `must be a whole number from ${min} to ${max}`,
});
export const oneOf = (words: readonly string[], says = `must be one of ${words.join(', ')}`): Rule => ({
  schema: { type: 'string', enum: words },
  says,
  word: true,
});
export const anyText: Rule = { schema: { type: 'string' }, says: 'must be text' };

export const yes = ['true', '1', 'yes', 'on'];
export const no = ['false', '0', 'no', 'off'];
export const aSwitch = oneOf([...yes, ...no], 'must be true or false');
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The rules every server shares, by name: one name per setting. */
export const commonRules = {
  PORT: wholeNumber(0, 65535),
  HOST: anyText,
  LOG_LEVEL: oneOf(logLevels),
  TRUST_PROXY: anyText,
} satisfies Record<string, Rule>;

export interface Environment<Name extends string> {
  /** A variable's trimmed text (words lower-cased), or undefined when unset or empty. */
  text(name: Name): string | undefined;
  /** A whole-number variable's value, once its rule passed. */
  number(name: Name): number | undefined;
  /** Whether a switch is on (`fallback` when unset). */
  on(name: Name, fallback?: boolean): boolean;
  /** Problems found so far; the caller adds its own and calls `done`. */
  problems: string[];
  /** Throws ConfigError when there is any problem. */
  done(): void;
}

/** Reads `env` by `rules` (and any extra JSON Schema keywords, e.g. if/then), checking every rule at once. */
export function readEnvironment<Name extends string>(
  server: string,
  rules: Record<Name, Rule>,
  env: Record<string, string | undefined>,
  schemaExtras: Record<string, unknown> = {},
): Environment<Name> {
  const entries = Object.entries(rules) as [Name, Rule][];
  const raw: Partial<Record<Name, string>> = {};
  for (const [name, rule] of entries) {
    const value = env[name]?.trim();
    if (value) raw[name] = rule.word ? value.toLowerCase() : value;
  }
  const problems: string[] = [];
  let values: Partial<Record<Name, string | number>> = {};
  const schema = {
    type: 'object',
    ...schemaExtras,
    properties: {
      ...Object.fromEntries(entries.map(([name, rule]) => [name, rule.schema])),
      ...((schemaExtras.properties as object | undefined) ?? {}),
    },
  };
  try {
    values = envSchema<typeof values>({ schema, data: { ...raw }, env: false });
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors ?? [];
    const failing = new Set(errors.map((e) => e.instancePath.slice(1)));
    for (const [name, rule] of entries)
      if (failing.has(name)) problems.push(`${name}=${JSON.stringify(raw[name])} ${rule.says}`);
    // A rule of `schemaExtras` (an if/then) that needs a variable.
    for (const e of errors)
      if (e.keyword === 'required' && e.params.missingProperty)
        problems.push(`${e.params.missingProperty} is required`);
    if (problems.length === 0) problems.push(error instanceof Error ? error.message : String(error));
  }
  return {
    text: (name) => raw[name],
    number: (name) => (typeof values[name] === 'number' ? values[name] : undefined),
    on: (name, fallback = false) => (raw[name] === undefined ? fallback : yes.includes(raw[name])),
    problems,
    done() {
      if (problems.length > 0) throw new ConfigError(server, problems);
    },
  };
}

const hostnamePattern = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** HOST: an IP address or a host name (default 127.0.0.1), or a problem said. */
export function hostOf(value: string | undefined, problems: string[]): string {
  const host = value ?? '127.0.0.1';
  if (!isIP(host) && !hostnamePattern.test(host))
    problems.push(`HOST=${JSON.stringify(host)} must be an IP address or a host name`);
  return host;
}

/** An http(s) URL without query, fragment or login, or undefined. */
export function plainHttpUrl(raw: string): URL | undefined {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    // An empty query or fragment ("https://x/?") leaves search and hash empty, but still breaks every path after it.
    !/[?#]/.test(url.href);
  return plain ? url : undefined;
}

/**
 * An http(s) URL without query, fragment or login from the variable `name`, or undefined: unset, or
 * not such a URL, with a problem said that ends in what the variable `accepts`.
 */
export function httpUrlOf(
  name: string,
  value: string | undefined,
  problems: string[],
  accepts: string,
): URL | undefined {
  if (value === undefined) return undefined;
  const url = plainHttpUrl(value);
  if (!url) problems.push(`${name}=${JSON.stringify(value)} must be an http(s) URL ${accepts}`);
  return url;
}

const baseUrlAccepts = 'without query, fragment or login, e.g. https://server-3f16.onrender.com';

/** An API's base URL (no trailing slash) from the variable `name`, or a problem said. */
export function baseUrlOf(name: string, value: string | undefined, problems: string[]): string | undefined {
  return httpUrlOf(name, value, problems, baseUrlAccepts)?.href.replace(/\/+$/, '');
}

/** A comma list's entries, trimmed, without empty ones (none when unset). */
export const commaListOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A comma list of origins (scheme, host, optional port; no path), each entry that is not one a problem said. */
export function originListOf(name: string, list: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of commaListOf(list)) {
    const origin = plainHttpUrl(entry)?.origin;
    if (origin && origin === entry.replace(/\/$/, '')) origins.push(origin);
    else
      problems.push(
        `${name} entry ${JSON.stringify(entry)} must be an origin such as http://localhost:5173 (scheme, host, optional port; no path)`,
      );
  }
  return origins;
}

/** TRUST_PROXY: whose X-Forwarded-* headers to believe: nobody's, everybody's, the nearest n hops, or these addresses. */
export type TrustProxy = boolean | number | string[];

/** A comma list of IP addresses or CIDR ranges (proxy-addr's syntax, as Fastify's trustProxy), or a problem said. */
export function addressListOf(name: string, list: string, problems: string[]): string[] | undefined {
  const entries = commaListOf(list);
  try {
    if (entries.length === 0) throw new RangeError('no entries');
    proxyAddr.compile(entries);
    return entries;
  } catch {
    problems.push(
      `${name}=${JSON.stringify(list)} must be a comma list of IP addresses or CIDR ranges such as 10.0.0.0/8`,
    );
    return undefined;
  }
}

/** TRUST_PROXY: true, false, a hop count from 0 to 100 or an address list; undefined when unset. */
export function trustProxyOf(setting: string | undefined, problems: string[]): TrustProxy | undefined {
  if (setting === undefined) return undefined;
  if (setting.toLowerCase() === 'true') return true;
  if (setting.toLowerCase() === 'false') return false;
  if (!/^\d+$/.test(setting)) return addressListOf('TRUST_PROXY', setting, problems);
  const hops = Number(setting);
  if (hops <= 100) return hops;
  problems.push(`TRUST_PROXY=${JSON.stringify(setting)} must be a whole number from 0 to 100`);
  return undefined;
}

/** Fastify takes a hop count at run time but not in its types: a count is "trust the nearest n hops". */
export function fastifyTrustProxy(
  setting: TrustProxy | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address: string, hop: number) => hop < setting;
}
