/**
 * POST /send-email at the shop's origin sends one mail only: the password-reset link, written here
 * from the shop's own template (decision 030). The hosted API relays any mail its caller writes;
 * through the shop, nobody chooses an email's recipient and content but the shop.
 *
 * The forgot-password screen keeps sending the hosted API's shape, `{ options: { to, subject, msg } }`
 * (web/src/features/auth/data/resetEmail.ts: the same screen works against the hosted API itself,
 * HOSTED_API.md), so what it may vary is what the reset needs: the address, and the link's language
 * (`/reset-password`, `/hi/reset-password`...). The subject and the HTML must be exactly the
 * template's around that link (test/reset-mail.test.ts reads the web's template to keep the two one);
 * the link must lead to this shop's reset screen: at PUBLIC_URL's origin, or, in development, at the
 * loopback address the request came to (never a Host a request names: the link would lead elsewhere).
 * Anything else is a 400 in the operation's error body; what goes upstream is the mail built here.
 *
 * A few mails per client address and per recipient address in a window (429 with Retry-After past
 * them), counted in bounded memory: a stranger can neither flood one inbox nor use the shop to mail
 * many.
 */
import type { FastifyRequest } from 'fastify';
import { rateLimitClient } from 'server-kit/client-key';
import { isJson } from 'server-kit/upstream';

export const resetMailPath = '/send-email';

/** The template: the same words as the web's (web/src/features/auth/data/resetEmail.ts). */
export const resetMailSubject = 'Reset your password';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetMailHtml(resetLink: string): string {
  const link = escapeHtml(resetLink);
  return (
    `<p>We received a request to reset the password of your account.</p>` +
    `<p><a href="${link}">Reset your password</a> (${link})</p>` +
    `<p>Enter the 4 digit code from the email "Your OTP" on that page. The link works for 2 minutes ` +
    `in the browser where you asked for it.</p>` +
    `<p>If you did not ask for this, you can ignore this email.</p>`
  );
}

/** The reset screen, in English at the root or under another language's prefix (web/src/lib/i18n). */
const resetPath = /^(\/(hi|mr|bn|ta|te))?\/reset-password$/;
/** One address: no list, no display name, no header after it. */
const emailAddress = /^[\w.+-]{1,64}@(?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,63}$/;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const refusals = {
  shape:
    'The shop sends one email, the password-reset link: send { options: { to, subject, msg } } as its reset screen does.',
  method: 'POST the reset email to /send-email.',
  address: 'options.to must be one email address.',
  mail: 'The shop sends only its own password-reset email: options.subject and options.msg must be that email.',
  link: 'The reset link must lead to this shop’s reset screen.',
} as const;

export type ResetMail =
  | { ok: true; to: string; body: Buffer }
  | { ok: false; status: 400; msg: string }
  | { ok: false; status: 429; msg: string; retryAfterSeconds: number };

export interface ResetMailLimits {
  /** Mails one client address may ask for in `windowMs`. */
  perClient: number;
  /** Mails one recipient address may get in `windowMs`. */
  perRecipient: number;
  windowMs: number;
  /** Addresses counted at once, per kind; past it the window that ends first is forgotten. */
  maxKeys: number;
}

export const defaultResetMailLimits: ResetMailLimits = {
  perClient: 10,
  perRecipient: 3,
  windowMs: 15 * 60_000,
  maxKeys: 10_000,
};

/** Fixed windows of `windowMs` per key, at most `maxKeys` kept (the one ending first goes). */
function fixedWindows(max: number, windowMs: number, maxKeys: number, now: () => number) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    /** Milliseconds until `key` may be counted again; 0 when it may be now. */
    wait(key: string): number {
      const window = live(key);
      return window && window.count >= max ? window.endsAt - now() : 0;
    },
    count(key: string) {
      const window = live(key);
      if (window) {
        window.count += 1;
        return;
      }
      // Windows are kept in the order they started, all as long: the first one ends first.
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      windows.set(key, { count: 1, endsAt: now() + windowMs });
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasExactly = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

/** The link in the mail's HTML, as written (its escapes undone), if the HTML has one. */
function linkIn(html: string): string | undefined {
  const href = / href="([^"]*)"/.exec(html)?.[1];
  return href?.replace(/&#(\d{2,3});/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

export interface ResetMailOptions {
  /** PUBLIC_URL: the origin shoppers reach the shop at, where the reset link must lead. */
  publicUrl?: string | undefined;
  limits?: Partial<ResetMailLimits>;
  now?: () => number;
}

/** The shop's reset mail for a request to POST /send-email, or why it is refused. */
export function createResetMail({ publicUrl, limits = {}, now = Date.now }: ResetMailOptions = {}) {
  const { perClient, perRecipient, windowMs, maxKeys } = { ...defaultResetMailLimits, ...limits };
  const clients = fixedWindows(perClient, windowMs, maxKeys, now);
  const recipients = fixedWindows(perRecipient, windowMs, maxKeys, now);
  const publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;

  /** Where a reset link may lead for `request`: PUBLIC_URL's origin, and the request's own on a loopback address. */
  function shopOrigins(request: FastifyRequest): string[] {
    const origins = publicOrigin ? [publicOrigin] : [];
    const own = URL.parse(`${request.protocol}://${request.host}`);
    if (own && loopbackHosts.has(own.hostname)) origins.push(own.origin);
    return origins;
  }

  /** The reset link `html` holds, if the HTML is exactly the template's around a link to this shop's reset screen. */
  function resetLinkOf(request: FastifyRequest, html: string): string | undefined {
    const link = linkIn(html);
    const url = link === undefined ? null : URL.parse(link);
    if (!url || url.href !== link || url.search || url.hash || url.username || url.password) return undefined;
    if (!shopOrigins(request).includes(url.origin) || !resetPath.test(url.pathname)) return undefined;
    return resetMailHtml(link) === html ? link : undefined;
  }

  return {
    path: resetMailPath,
    /** The mail to send for `request` (its body read as it came: `raw`), or why it is refused. */
    take(request: FastifyRequest, raw: Buffer | undefined): ResetMail {
      const refuse = (msg: string): ResetMail => ({ ok: false, status: 400, msg });
      if (request.method !== 'POST' || request.url.split('?')[0] !== resetMailPath) return refuse(refusals.method);
      if (!isJson(String(request.headers['content-type'] ?? '')) || !raw) return refuse(refusals.shape);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return refuse(refusals.shape);
      }
      if (!isPlainObject(body) || !hasExactly(body, ['options'])) return refuse(refusals.shape);
      const { options } = body;
      if (!isPlainObject(options) || !hasExactly(options, ['to', 'subject', 'msg'])) return refuse(refusals.shape);
      const { to, subject, msg } = options;
      if (typeof to !== 'string' || to.length > 254 || !emailAddress.test(to)) return refuse(refusals.address);
      if (subject !== resetMailSubject || typeof msg !== 'string') return refuse(refusals.mail);
      const link = resetLinkOf(request, msg);
      if (link === undefined) return refuse(linkIn(msg) === undefined ? refusals.mail : refusals.link);

      const client = rateLimitClient(request.ip);
      const recipient = to.toLowerCase();
      const wait = Math.max(clients.wait(client), recipients.wait(recipient));
      if (wait > 0) {
        const retryAfterSeconds = Math.ceil(wait / 1000);
        return {
          ok: false,
          status: 429,
          msg: `Too many reset emails asked for. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
          retryAfterSeconds,
        };
      }
      clients.count(client);
      recipients.count(recipient);
      const mail = { options: { to, subject: resetMailSubject, msg: resetMailHtml(link) } };
      return { ok: true, to, body: Buffer.from(JSON.stringify(mail)) };
    },
  };
}

export type ResetMailSender = ReturnType<typeof createResetMail>;
