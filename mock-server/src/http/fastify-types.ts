/**
 * What this server adds to Fastify's types: route config, decorators and per-request fields. The
 * layers above http/ declare their own beside the plugin that adds them (journal/plugin.ts: the
 * journal; proxy/drift.ts: the drift report).
 */
import type { ErrorFamily } from 'server-kit/error-body';
import type { components } from '../../../generated/openapi.js';
import type { Contract } from '../contract/types.js';
import type { CatalogBodies, Limits, MovableClock, Store } from '../store/index.js';
import type { CheckoutSettings } from '../store/checkout.js';
import type { Sandboxes } from '../store/sandboxes.js';
import type { KeptJsonBodies } from './json.js';
import type { RateLimitPolicy } from './rate-limits.js';

/** Who answered an API call (the journal shows it): the mock, the upstream, the mock after the upstream failed, the proxy, a replay. */
export type AnsweredBy = components['schemas']['JournalEntry']['answeredBy'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The openapi.yaml operation this route implements (absent for static files and docs). */
    operationId?: string;
    errorFamily?: ErrorFamily;
    /** The route needs a verified, unexpired bearer token. */
    auth?: boolean;
    /** Fault injection and MOCK_DELAY_MS apply (every API operation except the dev routes). */
    faults?: boolean;
  }

  interface FastifyInstance {
    /** The server's one clock, which POST /dev/clock moves forward (every store and window reads it). */
    clock: MovableClock;
    /** The main store: what requests without X-Mock-Session use, and what tests set up. */
    store: Store;
    /** The catalogue's pre-encoded answers (the product and cart routes), shared by every sandbox. */
    catalogBodies: CatalogBodies;
    /** Catalogue answers kept whole (http/json.ts), bounded by bytes with keys and overhead, and by count. */
    keptAnswers: KeptJsonBodies;
    /** The X-Mock-Session sandboxes (http/mock-session.ts). */
    sandboxes: Sandboxes;
    contract: Contract;
    /** How the shop takes payment and who sells (store/checkout.ts, from the environment). */
    checkout: CheckoutSettings;
    rateLimits: RateLimitPolicy;
    /** The rate-limit windows of the whole server, shared by every sandbox (http/rate-limits.ts). */
    limits: Limits;
    /** Why the developer tools (/dev, X-Mock-Session) refuse this request, or undefined (http/dev-guard.ts). */
    devRefusal(request: FastifyRequest): string | undefined;
  }

  interface FastifyRequest {
    /** The store this request works in: its X-Mock-Session sandbox, or the main store. */
    store: Store;
    /** The X-Mock-Session name, or null for the main store. */
    mockSession: string | null;
    /** Who answered: the mock, the upstream, the mock after the upstream failed, the proxy itself, a replay. */
    answeredBy: AnsweredBy;
    /** The body the proxy read, handed to the mock's parser on a fallback (null otherwise). */
    proxiedBody: Buffer | null;
    /** The account of the bearer token, set on routes with `auth`. */
    userId: string | null;
    /** The SHA-256 of the bearer token, so a password change can keep this session. */
    tokenHash: string | null;
    /** An unexpected error, logged with the request's single log line. */
    failure: Error | null;
    /** Why a response broke the contract, logged with the request's single log line. */
    contractViolation: string | null;
    /** The origin this answer's image URLs start with (http/public-origin.ts). */
    publicOrigin(): string;
    /**
     * Whether the public origin names this server (PUBLIC_BASE_URL, localhost or the arrival
     * address), not a Host any client can make up: only those take a compress-once slot.
     */
    publicOriginIsOwn(): boolean;
    /** The answer's image URLs came from the request's Host: it is private and varies on it. */
    usedRequestHost: boolean;
  }

  interface FastifyReply {
    /** Set for bodies already checked at build time (the streamed catalogue). */
    contractChecked: boolean;
  }
}

export {};
