/**
 * A recording of the API (RECORD_TO, README "Record and replay"): the exchanges that passed the
 * contract check, redacted (redact.ts), in the order they happened. An exchange seen again right
 * after itself for the same request is counted, not stored again; when the same request got a
 * different answer (a cart read before and after an add), both are kept in order, and a replay
 * gives them in that order. JSON, so it diffs and greps; `recording:har` turns it into a HAR.
 */
import { readFileSync } from 'node:fs';

export const recordingFormat = 'rupee-storefront-recording/1';

export interface RecordedRequest {
  method: string;
  /** Path and query as called, redacted. */
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON, or text; absent for no body. */
  body?: unknown;
}

export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
}

export interface Exchange {
  operationId: string;
  request: RecordedRequest;
  response: RecordedResponse;
  /** How many times in a row this request got this answer. */
  count: number;
}

export interface Recording {
  format: typeof recordingFormat;
  /** The API recorded. */
  upstream: string;
  /** The field and header names redacted when it was made. */
  redacted: { fields: string[]; headers: string[] };
  exchanges: Exchange[];
}

/** Stable JSON: object keys sorted, so the same body is the same key whatever its key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What a replayed request is looked up by: method, path and query, and body, all redacted. */
export const requestKey = ({ method, url, body }: RecordedRequest) =>
  `${method} ${url} ${body === undefined ? '' : stableJson(body)}`;

export class RecordingError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'RecordingError';
  }
}

const isExchange = (value: unknown): value is Exchange => {
  const e = value as Exchange;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.operationId === 'string' &&
    typeof e.request?.method === 'string' &&
    typeof e.request.url === 'string' &&
    typeof e.response?.status === 'number' &&
    Number.isInteger(e.count) &&
    e.count > 0
  );
};

/** Reads and checks a recording; a file that is not one fails with a message naming it. */
export function readRecording(file: string): Recording {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RecordingError(file, `not a readable JSON file (${(error as Error).message})`);
  }
  const recording = parsed as Partial<Recording> | null;
  if (recording?.format !== recordingFormat)
    throw new RecordingError(file, `not a recording (its format is not ${JSON.stringify(recordingFormat)})`);
  if (!Array.isArray(recording.exchanges) || !recording.exchanges.every(isExchange))
    throw new RecordingError(file, 'its exchanges are not all { operationId, request, response, count }');
  return recording as Recording;
}
