/**
 * Who the developer tools are for: every /dev route (the outbox holds every account's codes) and
 * the X-Mock-Session header. This machine (loopback), or the DEV_ROUTES_FROM addresses, judged on
 * every hop the request took, because one allowed hop proves nothing:
 * - without TRUST_PROXY, a loopback peer that carries a forwarding header (X-Forwarded-For,
 *   Forwarded, X-Real-IP, Via...) is a proxy or tunnel on this machine relaying someone else (a
 *   same-host nginx sends Host: 127.0.0.1:8080 and the remote client in X-Forwarded-For);
 * - with TRUST_PROXY, every address in every forwarding header must be allowed, not only the one
 *   Fastify picks as request.ip (a client can prepend `127.0.0.1,` to an appending proxy's list);
 * - TRUST_PROXY=true believes any peer's headers, so without an explicit DEV_ROUTES_FROM the tools
 *   stay closed: the operator has said nothing about who is local;
 * - with their own listener open (server.ts always opens it), only requests that came through it:
 *   a relay that adds no header looks like the developer, but it relays the API's port.
 */
import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { cameThroughDevListener } from './dev-listener.js';

/** Headers that name the client a proxy or tunnel relays (the address is judged with TRUST_PROXY). */
const clientAddressHeaders = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip'];
/** Headers that only say a proxy was in between. */
const proxyOnlyHeaders = ['forwarded', 'via', 'x-forwarded-host', 'x-forwarded-proto'];

export type AudienceVerdict = 'allowed' | 'remote' | 'proxied' | 'closed-by-trust-proxy' | 'not-dev-listener';

export interface AudienceOptions {
  /** Addresses or CIDR ranges allowed besides loopback (DEV_ROUTES_FROM). */
  allowFrom?: readonly string[];
  /** TRUST_PROXY as the app was given it. */
  trustProxy?: boolean | number | readonly string[] | undefined;
  /** The tools answer only on their own listener (./dev-listener.ts), which server.ts opens. */
  ownListener?: boolean;
}

/** Throws a TypeError naming the entry when an address or range is malformed. */
function compileAllowList(entries: readonly string[]): (address: string) => boolean {
  const trusted = proxyaddr.compile(['loopback', ...entries]);
  return (address) => isIP(address) !== 0 && trusted(address, 0);
}

/** One header value of a request, however often it was sent. */
function headerValues(request: FastifyRequest, name: string): string[] {
  const value = request.headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** `for=` of RFC 7239 (`for=192.0.2.4`, `for="[2001:db8::1]:4711"`), as an address or as sent. */
function forwardedFor(value: string): string[] {
  const addresses: string[] = [];
  for (const element of value.split(',')) {
    for (const pair of element.split(';')) {
      const [name, raw = ''] = pair.split('=', 2).map((part) => part.trim());
      if (name?.toLowerCase() === 'for') addresses.push(withoutPort(raw.replace(/^"|"$/g, '')));
    }
  }
  return addresses;
}

/** `[::1]:80` -> `::1`, `10.0.0.1:80` -> `10.0.0.1`; anything else as it is. */
function withoutPort(address: string): string {
  if (address.startsWith('[')) return address.slice(1, address.indexOf(']'));
  return /^[\d.]+:\d+$/.test(address) ? address.slice(0, address.lastIndexOf(':')) : address;
}

/** Every client address the forwarding headers name (an unparsable entry stays as sent, and fails). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const listed = clientAddressHeaders.flatMap((name) =>
    headerValues(request, name).flatMap((value) => value.split(',').map((entry) => withoutPort(entry.trim()))),
  );
  const standard = headerValues(request, 'forwarded').flatMap(forwardedFor);
  return [...listed, ...standard];
}

function hasForwardingHeader(request: FastifyRequest): boolean {
  return [...clientAddressHeaders, ...proxyOnlyHeaders].some((name) => request.headers[name] !== undefined);
}

/** Whether TRUST_PROXY names any proxy at all (false, 0 hops and an empty list name none). */
function trustsAProxy(trustProxy: AudienceOptions['trustProxy']): boolean {
  if (Array.isArray(trustProxy)) return trustProxy.length > 0;
  return Boolean(trustProxy);
}

export interface DevAudience {
  /** Why the request is or is not from the developer (see the module comment). */
  judge(request: FastifyRequest): AudienceVerdict;
  /** TRUST_PROXY=true without DEV_ROUTES_FROM: the tools answer nobody. */
  readonly closed: boolean;
}

export function createDevAudience({ allowFrom = [], trustProxy, ownListener = false }: AudienceOptions): DevAudience {
  const allowed = compileAllowList(allowFrom);
  const behindProxy = trustsAProxy(trustProxy);
  const closed = trustProxy === true && allowFrom.length === 0;
  return {
    closed,
    judge(request) {
      if (closed) return 'closed-by-trust-proxy';
      // A relay on this machine that adds no header is told apart by the port it forwards to.
      if (ownListener && !cameThroughDevListener(request)) return 'not-dev-listener';
      // The TCP peer, never a header: the socket is the one thing a client cannot choose.
      if (!allowed(request.socket.remoteAddress ?? '')) return 'remote';
      if (!behindProxy) return hasForwardingHeader(request) ? 'proxied' : 'allowed';
      return forwardedAddresses(request).every(allowed) ? 'allowed' : 'remote';
    },
  };
}
