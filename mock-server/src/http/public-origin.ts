/**
 * The origin image URLs in answers start with. The hosted API sends absolute image URLs, and a shop
 * served from another origin (a CDN, another port, a third-party client) looks for root-relative ones
 * on its own origin, where they are not. So every answer carries absolute URLs:
 * - PUBLIC_BASE_URL when it is set (the address the public reaches this server at);
 * - otherwise the host the request came to: the Host header (X-Forwarded-Host only when
 *   TRUST_FORWARDED_HOST says so, from a proxy TRUST_PROXY trusts), and X-Forwarded-Proto from a
 *   trusted proxy (Fastify's `request.host` and `request.protocol` apply TRUST_PROXY).
 * The Host header is chosen by the client: it goes into a URL only when it is a plain host[:port].
 * Anything else gets the address the connection arrived at, which the client does not choose.
 *
 * An answer built from the request's host differs by host, and a shared cache in front usually
 * keys on the path alone (nginx's proxy_cache_key leaves Host out): one client's forged Host would
 * be served to everyone. So, without PUBLIC_BASE_URL, every answer that used the origin is
 * `Cache-Control: private` and varies on the headers the origin came from.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addVary } from './vary.js';

export interface PublicOriginOptions {
  /** PUBLIC_BASE_URL: scheme, host, optional port and path, no trailing slash (config.ts checks it). */
  publicBaseUrl?: string | undefined;
  /** TRUST_FORWARDED_HOST: take X-Forwarded-Host from a proxy TRUST_PROXY trusts (default: the Host header). */
  trustForwardedHost?: boolean | undefined;
}

const label = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const hostAndPort = new RegExp(`^(?:(${label}(?:\\.${label})*)|\\[([0-9a-f:.]+)\\])(?::(\\d{1,5}))?$`, 'i');

/** True for `name`, `name:port`, `1.2.3.4:port` or `[::1]:port`; false for anything that could bend a URL. */
export function isHostAndPort(value: string): boolean {
  const match = hostAndPort.exec(value);
  if (!match) return false;
  const [, name, ipv6, port] = match;
  if (name !== undefined && name.length > 253) return false;
  if (ipv6 !== undefined && isIP(ipv6) !== 6) return false;
  return port === undefined || Number(port) <= 65_535;
}

/** The address and port the connection arrived at, as a URL host ('localhost' when there is no socket address). */
function arrivalHost(request: FastifyRequest): string {
  const { localAddress, localPort } = request.socket;
  if (!localAddress) return 'localhost';
  const address = isIP(localAddress) === 6 ? `[${localAddress}]` : localAddress;
  return localPort ? `${address}:${localPort}` : address;
}

/** Origins already worked out, by scheme and Host: a few per server (its names and ports), bounded. */
const knownOrigins = new Map<string, string>();
const maxKnownOrigins = 64;

function requestOrigin(request: FastifyRequest, trustForwardedHost: boolean): string {
  const protocol = request.protocol === 'https' || request.protocol === 'http' ? request.protocol : 'http';
  const claimed = trustForwardedHost ? request.host : (request.headers.host ?? '');
  const key = `${protocol} ${claimed}`;
  const known = knownOrigins.get(key);
  if (known) return known;
  // A Host that could bend a URL gets the arrival address, which depends on the socket: never kept.
  if (!isHostAndPort(claimed)) return `${protocol}://${arrivalHost(request)}`;
  const origin = `${protocol}://${claimed}`;
  if (knownOrigins.size < maxKnownOrigins) knownOrigins.set(key, origin);
  return origin;
}

/** localhost, *.localhost, or the very address the connection arrived at: a Host no stranger can make new. */
function namesThisMachine(request: FastifyRequest, trustForwardedHost: boolean): boolean {
  const claimed = (trustForwardedHost ? request.host : (request.headers.host ?? '')).toLowerCase();
  const name = claimed.startsWith('[') ? claimed.slice(1, claimed.indexOf(']')) : claimed.replace(/:\d*$/, '');
  // A dual-stack socket reports an IPv4 arrival as ::ffff:a.b.c.d.
  const arrival = request.socket.localAddress?.replace(/^::ffff:(?=\d+\.)/i, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === arrival;
}

export const publicOriginPlugin = fp<PublicOriginOptions>(
  async (app, { publicBaseUrl, trustForwardedHost = false }) => {
    const variesOn = ['Host', 'X-Forwarded-Proto', ...(trustForwardedHost ? ['X-Forwarded-Host'] : [])];

    app.decorateRequest('usedRequestHost', false);
    app.decorateRequest('publicOrigin', function (this: FastifyRequest) {
      if (publicBaseUrl) return publicBaseUrl;
      this.usedRequestHost = true;
      return requestOrigin(this, trustForwardedHost);
    });
    app.decorateRequest('publicOriginIsOwn', function (this: FastifyRequest) {
      return Boolean(publicBaseUrl) || namesThisMachine(this, trustForwardedHost);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.usedRequestHost) {
        reply.header('cache-control', 'private');
        addVary(reply, variesOn);
      }
      done(null, payload);
    });
  },
  { name: 'public-origin' },
);
