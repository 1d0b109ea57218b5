/**
 * Drift records: how an upstream (or a caller of the proxy) differs from openapi.yaml. Each distinct
 * mismatch is kept once, with a count and when it was first and last seen, so a crawl of thousands of
 * pages that all show the same renamed field makes one record, not thousands. The number of distinct
 * records is capped; past it, new kinds of mismatch are only counted. A record never holds a value
 * from a body (see contract/mismatches.ts), so nothing here can leak a token, password or code.
 */
import type { components } from '../../../generated/openapi.js';
import type { Mismatch } from '../contract/mismatches.js';
import type { Clock } from '../store/clock.js';

export type DriftRecord = components['schemas']['DriftRecord'];
export type DriftReport = components['schemas']['DriftReport'];

export const maxDriftRecords = 1000;

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
  let total = 0;
  let dropped = 0;

  return {
    record(subject, mismatches) {
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
        if (records.size >= capacity) {
          dropped += 1;
          continue;
        }
        const created: DriftRecord = { ...subject, ...mismatch, count: 1, firstSeen: time, lastSeen: time };
        records.set(key, created);
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
