/**
 * Writes a recording while the proxy runs (RECORD_TO). Each exchange that passed the contract check
 * both ways is redacted and added; the file is rewritten (to a temporary file, then renamed, so a
 * reader never sees half of it) a second after a change and when the server closes. Bounded: past
 * `maxExchanges` distinct exchanges or `maxBytes` of them, new ones are counted as dropped, not kept.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { recordingFormat, requestKey, stableJson, type Exchange, type Recording } from './format.js';
import type { Redaction } from './redact.js';

export const defaultMaxExchanges = 10_000;
/** About the recording's size on disk; the hosted API's whole catalogue is about 100 KB. */
export const defaultMaxBytes = 64 * 1024 * 1024;
const writeDelayMs = 1000;

export interface Recorder {
  add(exchange: Omit<Exchange, 'count'>): void;
  /** Writes the file now (at close). */
  flush(): void;
  readonly dropped: number;
}

const sameAnswer = (a: Exchange['response'], b: Exchange['response']) => stableJson(a) === stableJson(b);

export function createRecorder(
  file: string,
  upstream: string,
  redaction: Redaction,
  { maxExchanges = defaultMaxExchanges, maxBytes = defaultMaxBytes } = {},
): Recorder {
  const recording: Recording = {
    format: recordingFormat,
    upstream,
    redacted: { fields: [...redaction.fields], headers: [...redaction.headers] },
    exchanges: [],
  };
  /** The last exchange of each request key: where a repeat is counted. */
  const last = new Map<string, Exchange>();
  let timer: NodeJS.Timeout | undefined;
  let dropped = 0;
  let bytes = 0;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    writeFileSync(`${file}.tmp`, `${JSON.stringify(recording, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  };

  return {
    add(exchange) {
      const key = requestKey(exchange.request);
      const previous = last.get(key);
      if (previous && sameAnswer(previous.response, exchange.response)) previous.count += 1;
      else {
        const size = JSON.stringify(exchange).length;
        if (recording.exchanges.length >= maxExchanges || bytes + size > maxBytes) dropped += 1;
        else {
          const kept = { ...exchange, count: 1 };
          recording.exchanges.push(kept);
          last.set(key, kept);
          bytes += size;
        }
      }
      timer ??= setTimeout(flush, writeDelayMs).unref();
    },
    flush,
    get dropped() {
      return dropped;
    },
  };
}
