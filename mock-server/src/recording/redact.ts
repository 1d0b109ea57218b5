/**
 * What a recording never holds: credentials and personal data. By default the Authorization,
 * Cookie, Set-Cookie and X-Login-Token headers; every body field (at any depth) named like a
 * password, token, one-time code, email or phone; and anything that looks like an email address
 * wherever it stands (a body value, a path, a query). `RECORD_REDACT` names more fields,
 * `RECORD_KEEP` keeps some of the default ones (`email` also keeps addresses found elsewhere).
 *
 * Redaction is the same for recording and replay: a replayed request is redacted first and then
 * looked up, so a login with any password finds the recorded login.
 */
export const redactedValue = '[redacted]';
export const redactedEmail = '[redacted-email]';

export const defaultRedactedHeaders = ['authorization', 'cookie', 'set-cookie', 'x-login-token', 'proxy-authorization'];
export const defaultRedactedFields = [
  'password',
  'cpassword',
  'oldpassword',
  'newpassword',
  'confirmpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'logintoken',
  'otp',
  'code',
  'secret',
  'email',
  'phone',
];

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

export interface RedactionOptions {
  /** More field names to redact (any case). */
  redact?: readonly string[];
  /** Default field names to keep; `email` also keeps addresses outside email fields. */
  keep?: readonly string[];
}

export interface Redaction {
  /** The names in force, for the recording's header: what a reader can trust is not in it. */
  readonly fields: readonly string[];
  readonly headers: readonly string[];
  headersOf(headers: Record<string, string | string[] | undefined>, allowed: readonly string[]): Record<string, string>;
  body(value: unknown): unknown;
  /** A path and query with email addresses (and values of redacted query names) replaced. */
  url(url: string): string;
}

export function createRedaction(options: RedactionOptions = {}): Redaction {
  const keep = new Set((options.keep ?? []).map((name) => name.toLowerCase()));
  const fields = new Set(
    [...defaultRedactedFields, ...(options.redact ?? []).map((name) => name.toLowerCase())].filter(
      (name) => !keep.has(name),
    ),
  );
  const headers = defaultRedactedHeaders.filter((name) => !keep.has(name));
  const emails = !keep.has('email');
  const text = (value: string) => (emails ? value.replace(emailPattern, redactedEmail) : value);

  const body = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(body);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        name,
        fields.has(name.toLowerCase()) && inner !== null && typeof inner !== 'object' ? redactedValue : body(inner),
      ]),
    );
  };

  return {
    fields: [...fields],
    headers,
    headersOf(raw, allowed) {
      const kept: Record<string, string> = {};
      for (const name of allowed) {
        const value = raw[name];
        if (value === undefined) continue;
        kept[name] = headers.includes(name) ? redactedValue : text(Array.isArray(value) ? value.join(', ') : value);
      }
      return kept;
    },
    body,
    url(url) {
      const at = url.indexOf('?');
      const path = text(at < 0 ? url : url.slice(0, at));
      if (at < 0) return path;
      const query = new URLSearchParams(url.slice(at + 1));
      for (const [name, value] of [...query])
        query.set(name, fields.has(name.toLowerCase()) ? redactedValue : text(value));
      return `${path}?${query.toString()}`;
    },
  };
}

/** The redaction a recording was made with (its `redacted` names): a replay looks requests up the same way. */
export function redactionOf(recorded: { fields: readonly string[] }): Redaction {
  return createRedaction({
    redact: recorded.fields,
    keep: defaultRedactedFields.filter((name) => !recorded.fields.includes(name)),
  });
}
