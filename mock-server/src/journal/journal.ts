/**
 * The request journal: the last N API calls, kept in a ring so memory stays fixed whatever the
 * traffic. An entry says who called what and how it went, never what was sent: no body, no cookie,
 * and the authorization header reduced to its scheme. The path is kept through server-kit/redact:
 * every query value redacted, cut at 2 KB.
 */
import type { components } from '../../../generated/openapi.js';
import { redactedAuthorization } from 'server-kit/redact';

export type JournalEntry = components['schemas']['JournalEntry'];

export const defaultJournalSize = 500;
export const maxJournalSize = 100_000;

export interface JournalFilter {
  operation?: string;
  session?: string;
}

/** An entry as kept: its time as the clock gave it, written out only when the journal is read. */
export type RecordedCall = Omit<JournalEntry, 'time'> & { at: number };

export interface Journal {
  readonly capacity: number;
  record(entry: RecordedCall): void;
  /** Newest first. */
  list(filter?: JournalFilter): JournalEntry[];
  /** Forgets every entry, or only those of one session. */
  clear(session?: string): void;
}

export function createJournal(capacity = defaultJournalSize): Journal {
  let ring: (RecordedCall | undefined)[] = new Array<RecordedCall | undefined>(capacity);
  let next = 0; // where the next entry goes; the slot before it holds the newest

  const newestFirst = () => {
    const entries: RecordedCall[] = [];
    for (let i = 1; i <= capacity; i += 1) {
      const entry = ring[(next - i + capacity) % capacity];
      if (entry) entries.push(entry);
    }
    return entries;
  };

  return {
    capacity,
    record(entry) {
      if (capacity === 0) return;
      ring[next] = entry;
      next = (next + 1) % capacity;
    },
    list(filter = {}) {
      return newestFirst()
        .filter(
          (e) =>
            (filter.operation === undefined || e.operationId === filter.operation) &&
            (filter.session === undefined || e.session === filter.session),
        )
        .map(({ at, ...entry }) => ({ time: new Date(at).toISOString(), ...entry }));
    },
    clear(session) {
      const kept =
        session === undefined
          ? []
          : newestFirst()
              .filter((e) => e.session !== session)
              .reverse();
      ring = new Array<RecordedCall | undefined>(capacity);
      kept.forEach((entry, i) => (ring[i] = entry));
      next = kept.length % Math.max(capacity, 1);
    },
  };
}

/** Request headers worth seeing in a journal; everything else (cookies included) is left out. */
const keptHeaders = ['content-type', 'accept', 'origin', 'prefer', 'user-agent', 'authorization'] as const;
const maxHeaderLength = 200;

export function journalHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of keptHeaders) {
    const value = headers[name];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    // A test can see that a token was sent, and its scheme, never which token.
    kept[name] = name === 'authorization' ? redactedAuthorization(text) : text.slice(0, maxHeaderLength);
  }
  return kept;
}
