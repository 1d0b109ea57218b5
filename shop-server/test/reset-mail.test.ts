/**
 * POST /send-email at the shop's origin (issue 48, finding 1): the browser never chooses an email's
 * recipient and content through the shop. The forgot-password screen's own mail (the web's
 * template, read from web/src) goes upstream as the shop's template builds it; any other mail is a
 * 400 in the operation's error body and reaches nobody; a client and a recipient get a few per
 * window (429 past them).
 */
import { request } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { startShop, upstreamDouble } from './helpers.js';

// The web's template sits beside its screen's texts, written with Lingui's macro (compiled away in
// the web's build): here it only has to load.
vi.mock('@lingui/core/macro', () => ({ msg: (strings: TemplateStringsArray) => strings.join('') }));

interface Mail {
  to: string;
  subject: string;
  msg: string;
}
/** What web/src/features/auth/ForgotPasswordPage.tsx sends: its template, its address, its link. */
const webTemplate = new URL('../../web/src/features/auth/data/resetEmail.ts', import.meta.url).href;
const { resetEmail } = (await import(webTemplate)) as { resetEmail: (to: string, resetLink: string) => Mail };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A request as written, Host included (fetch sets its own). */
function send(
  base: string,
  {
    method = 'POST',
    path = '/send-email',
    headers = {},
    body,
  }: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(`${base}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: kept as text
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
      });
    });
    call.on('error', reject);
    call.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const mailOf = (options: unknown) => JSON.stringify({ options });

describe('POST /send-email at the shop', () => {
  it('sends the forgot-password screen’s own mail, in any of the shop’s languages, built from the shop’s template', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (const link of [`${shop.url}/reset-password`, `${shop.url}/hi/reset-password`]) {
      const mail = resetEmail('asha@example.com', link);
      const answer = await send(shop.url, { headers: json, body: mailOf(mail) });
      expect(answer.status, link).toBe(200);
      expect(answer.body).toEqual({ status: true, msg: 'Please Check you email...' });
      expect(upstream.calls.at(-1)?.body, 'the same mail, as the shop built it').toEqual({ options: mail });
    }
    expect(upstream.callsTo('/send-email')).toBe(2);
  });

  it('sends a link to PUBLIC_URL’s origin, and never to one a request’s Host names', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, publicUrl: 'https://shop.example.in' });
    const mail = resetEmail('asha@example.com', 'https://shop.example.in/ta/reset-password');
    expect((await send(shop.url, { headers: json, body: mailOf(mail) })).status).toBe(200);
    expect(upstream.calls.at(-1)?.body).toEqual({ options: mail });

    // Host header poisoning: the attacker's own host, named in the request and in the link.
    const poisoned = resetEmail('asha@example.com', 'http://evil.example/reset-password');
    const answer = await send(shop.url, { headers: { ...json, host: 'evil.example' }, body: mailOf(poisoned) });
    expect(answer.status).toBe(400);
    expect(upstream.callsTo('/send-email')).toBe(1);
  });

  it('refuses any other mail with a 400 in the operation’s error body, and sends nothing', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const link = `${shop.url}/reset-password`;
    const reset = resetEmail('asha@example.com', link);
    const phishing = '<p>Your account is locked. <a href="http://evil.example/login">Sign in</a></p>';
    const refused: [string, { method?: string; path?: string; headers?: Record<string, string>; body?: string }][] = [
      ['another subject', { headers: json, body: mailOf({ ...reset, subject: 'Your account is locked' }) }],
      ['another HTML', { headers: json, body: mailOf({ ...reset, msg: phishing }) }],
      ['the HTML with more in it', { headers: json, body: mailOf({ ...reset, msg: `${reset.msg}${phishing}` }) }],
      [
        'a link elsewhere',
        { headers: json, body: mailOf(resetEmail('asha@example.com', 'http://evil.example/reset-password')) },
      ],
      [
        'a link to another screen',
        { headers: json, body: mailOf(resetEmail('asha@example.com', `${shop.url}/login`)) },
      ],
      [
        'a link with a query',
        { headers: json, body: mailOf(resetEmail('asha@example.com', `${link}?next=//evil.example`)) },
      ],
      ['two recipients', { headers: json, body: mailOf({ ...reset, to: 'asha@example.com, ravi@example.com' }) }],
      [
        'a recipient with headers',
        { headers: json, body: mailOf({ ...reset, to: 'asha@example.com\r\nBcc: x@y.in' }) },
      ],
      ['a field more', { headers: json, body: mailOf({ ...reset, cc: 'ravi@example.com' }) }],
      ['a field less', { headers: json, body: mailOf({ to: reset.to, msg: reset.msg }) }],
      ['no options', { headers: json, body: JSON.stringify(reset) }],
      ['not JSON', { headers: json, body: '{"options":' }],
      ['another media type', { headers: { 'content-type': 'text/plain' }, body: mailOf(reset) }],
      ['a GET', { method: 'GET' }],
      ['a path under it', { path: '/send-email/bulk', headers: json, body: mailOf(reset) }],
    ];
    for (const [what, call] of refused) {
      const answer = await send(shop.url, call);
      expect(answer.status, what).toBe(400);
      expect(answer.body, what).toEqual({ status: false, msg: expect.any(String) as unknown });
    }
    expect(upstream.callsTo('/send-email'), 'nothing reached the relay').toBe(0);
  });

  it('sends a recipient and a client only a few, then a 429 with Retry-After', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, trustProxy: ['127.0.0.1'] });
    const link = `${shop.url}/reset-password`;
    const from = (client: string, to: string) =>
      send(shop.url, { headers: { ...json, 'x-forwarded-for': client }, body: mailOf(resetEmail(to, link)) });

    const toAsha = [];
    for (let i = 0; i < 4; i++) toAsha.push((await from(`203.0.113.${i + 1}`, 'asha@example.com')).status);
    expect(toAsha, 'one address, whoever asks').toEqual([200, 200, 200, 429]);
    const spent = await from('203.0.113.9', 'ASHA@example.com');
    expect(spent.status, 'the same address in other letters').toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect(spent.body).toEqual({ status: false, msg: expect.stringMatching(/^Too many/) as unknown });

    const fromOne = [];
    for (let i = 0; i < 11; i++) fromOne.push((await from('198.51.100.7', `shopper${i}@example.com`)).status);
    expect(fromOne, 'one client, many addresses').toEqual([...Array<number>(10).fill(200), 429]);
    expect((await from('198.51.100.8', 'shopper10@example.com')).status, 'another client').toBe(200);
    expect(upstream.callsTo('/send-email')).toBe(3 + 10 + 1);
  });
});
