/** What this server adds to Fastify's types: route config, decorators and per-request fields. */
import type { Contract, ErrorFamily } from '../contract/types.js';
import type { CatalogBodies, Limits, MovableClock, Store } from '../store/index.js';
import type { AnsweredBy, Journal } from '../journal/journal.js';
import type { Drift } from '../proxy/drift.js';
import type { DevAudience } from '../routes/dev/audience.js';
import type { Sandboxes } from '../store/sandboxes.js';
import type { KeptJsonBodies } from './json.js';
import type { RateLimitPolicy } from './rate-limits.js';

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
    /** The last API calls (GET /dev/requests). */
    journal: Journal;
    /** How the upstream differs from openapi.yaml (GET /dev/drift); empty unless UPSTREAM_URL is set. */
    drift: Drift;
    contract: Contract;
    rateLimits: RateLimitPolicy;
    /** The rate-limit windows of the whole server, shared by every sandbox (http/rate-limits.ts). */
    limits: Limits;
    /** Who the developer tools (/dev, X-Mock-Session) answer (routes/dev/audience.ts). */
    devAudience: DevAudience;
  }

  interface FastifyRequest {
    /** The store this request works in: its X-Mock-Session sandbox, or the main store. */
    store: Store;
    /** The X-Mock-Session name, or null for the main store. */
    mockSession: string | null;
    /** Who answered: the mock, the upstream, the mock after the upstream failed, or the proxy itself. */
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
