/**
 * The origin image URLs in answers start with. The hosted API sends absolute image URLs, and a shop
 * served from another origin (a CDN, another port, a third-party client) looks for root-relative ones
 * on its own origin, where they are not. So every answer carries absolute URLs:
 * - PUBLIC_BASE_URL when it is set (the address the public reaches this server at);
 * - otherwise the host the request came to: the Host header, or X-Forwarded-Host and
 *   X-Forwarded-Proto when TRUST_PROXY trusts the proxy that sent them (Fastify's `request.host` and
 *   `request.protocol` apply that setting).
 * The Host header is chosen by the client: it goes into a URL only when it is a plain host[:port].
 * Anything else gets the address the connection arrived at, which the client does not choose.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface PublicOriginOptions {
  /** PUBLIC_BASE_URL: scheme, host, optional port and path, no trailing slash (config.ts checks it). */
  publicBaseUrl?: string | undefined;
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

function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol === 'https' || request.protocol === 'http' ? request.protocol : 'http';
  const host = isHostAndPort(request.host) ? request.host : arrivalHost(request);
  return `${protocol}://${host}`;
}

export const publicOriginPlugin = fp<PublicOriginOptions>(
  async (app, { publicBaseUrl }) => {
    app.decorateRequest('publicOrigin', function (this: FastifyRequest) {
      return publicBaseUrl ?? requestOrigin(this);
    });
  },
  { name: 'public-origin' },
);
