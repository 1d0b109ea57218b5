/**
 * Drift records: how an upstream (or a caller of the proxy) differs from openapi.yaml. Each distinct
 * mismatch is kept once, with a count and when it was first and last seen, so a crawl of thousands of
 * pages that all show the same renamed field makes one record, not thousands. The number of distinct
 * records is capped; past it, new kinds of mismatch are only counted. A record never holds a value
 * from a body (see contract/mismatches.ts), so nothing here can leak a token, password or code.
 *
 * The callers of the proxy choose their paths and bodies; the upstream's answers are what the
 * report is for. So what callers cause has a share of the list, never all of it: calls of paths
 * openapi.yaml does not have (grouped by method and first segment, see `unknownPath`) at most a
 * tenth, requests at most four tenths; the rest is room no junk can take from the answers of
 * documented operations.
 */
import type { components } from '../../../generated/openapi.js';
import type { Mismatch } from '../contract/mismatches.js';
import type { Clock } from '../store/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How the upstream differs from openapi.yaml (GET /dev/drift); empty unless UPSTREAM_URL is set. */
    drift: Drift;
  }
}

export type DriftRecord = components['schemas']['DriftRecord'];
export type DriftReport = components['schemas']['DriftReport'];

export const maxDriftRecords = 1000;
/** The shares of the list that records caused by callers may take (of `capacity`). */
export const driftShares = { unknownPath: 0.1, request: 0.4 } as const;

/**
 * How a path openapi.yaml does not have is recorded: its first segment and `/*`. The rest of a path
 * as called can be anything, a reset link's secret included (`/product-api/reset-link/SECRET`), and
 * every distinct path would otherwise be a record of its own.
 */
export function unknownPath(path: string): string {
  return `/${path.split('/')[1] ?? ''}/*`;
}

type Share = keyof typeof driftShares | 'response';
const shareOf = (subject: DriftSubject): Share =>
  subject.operationId === null ? 'unknownPath' : subject.direction === 'request' ? 'request' : 'response';

export interface DriftSubject {
  operationId: string | null;
  method: string;
  /** The openapi.yaml path template, or the path as called when the contract has none. */
  path: string;
  direction: DriftRecord['direction'];
  status: number | null;
}

export interface Drift {
  /** Counts each mismatch; returns those seen for the first time (the caller logs them). */
  record(subject: DriftSubject, mismatches: readonly Mismatch[]): DriftRecord[];
  report(): DriftReport;
}

export function createDrift(upstream: string | null, now: Clock, capacity = maxDriftRecords): Drift {
  const records = new Map<string, DriftRecord>();
  const kept: Record<Share, number> = { unknownPath: 0, request: 0, response: 0 };
  const room = (share: Share) =>
    records.size < capacity && (share === 'response' || kept[share] < Math.ceil(capacity * driftShares[share]));
  let total = 0;
  let dropped = 0;

  return {
    record(subject, mismatches) {
      if (mismatches.length === 0) return [];
      const fresh: DriftRecord[] = [];
      const time = new Date(now()).toISOString();
      for (const mismatch of mismatches) {
        total += 1;
        const key = JSON.stringify([subject, mismatch]);
        const known = records.get(key);
        if (known) {
          known.count += 1;
          known.lastSeen = time;
          continue;
        }
        const share = shareOf(subject);
        if (!room(share)) {
          dropped += 1;
          continue;
        }
        const created: DriftRecord = { ...subject, ...mismatch, count: 1, firstSeen: time, lastSeen: time };
        records.set(key, created);
        kept[share] += 1;
        fresh.push(created);
      }
      return fresh;
    },
    report() {
      const drifts = [...records.values()].sort((a, b) => b.lastSeen.localeCompare(a.lastSeen)).map((r) => ({ ...r }));
      return { upstream, total, distinct: records.size, dropped, drifts };
    },
  };
}
