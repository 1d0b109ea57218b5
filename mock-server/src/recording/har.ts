/**
 * A recording as HAR 1.2, the format Playwright's `routeFromHAR` and MSW's HAR tools (and every
 * browser's network panel) read. One entry per recorded exchange, in order; an answer seen several
 * times in a row is one entry. URLs are made absolute with `baseUrl` (by default the recorded API):
 * Playwright matches a request by its whole URL and method, and a POST by its body too, so calls
 * whose body held a redacted password or code match only a body with the same redactions.
 */
import { isJson } from 'server-kit/upstream';
import type { Recording } from './format.js';

type NameValue = { name: string; value: string };

const pairs = (headers: Record<string, string>): NameValue[] =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

const textOf = (body: unknown, contentType: string) =>
  body === undefined ? '' : isJson(contentType) || typeof body !== 'string' ? JSON.stringify(body) : body;

export function toHar(recording: Recording, baseUrl = recording.upstream, startedAt = new Date(0)) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    log: {
      version: '1.2',
      creator: { name: 'rupee-storefront mock-server (recording:har)', version: '1' },
      entries: recording.exchanges.map(({ request, response }) => {
        const url = new URL(`${base}${request.url}`);
        const requestType = request.headers['content-type'] ?? 'application/json';
        const responseType = response.headers['content-type'] ?? 'application/json; charset=utf-8';
        const sent = textOf(request.body, requestType);
        const got = textOf(response.body, responseType);
        return {
          startedDateTime: startedAt.toISOString(),
          time: 0,
          request: {
            method: request.method,
            url: url.href,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: pairs(request.headers),
            queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
            ...(request.body === undefined ? {} : { postData: { mimeType: requestType, text: sent } }),
            headersSize: -1,
            bodySize: Buffer.byteLength(sent),
          },
          response: {
            status: response.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: pairs({ ...response.headers, 'content-type': responseType }),
            content: { size: Buffer.byteLength(got), mimeType: responseType, text: got },
            redirectURL: '',
            headersSize: -1,
            bodySize: Buffer.byteLength(got),
          },
          cache: {},
          timings: { send: 0, wait: 0, receive: 0 },
        };
      }),
    },
  };
}
