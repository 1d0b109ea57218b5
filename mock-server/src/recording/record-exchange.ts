/**
 * Recording what passes through the validating proxy (RECORD_TO): turns a forwarded call and the
 * upstream's answer, both already found to match openapi.yaml, into a redacted exchange for the
 * recorder. Bodies are kept decoded (JSON parsed, compression undone): a recording is read by
 * people, replays and HAR tools. app.ts hands `recordingTo(...).record` to the proxy.
 */
import { readBody } from '../http/decode.js';
import type { CleanExchange } from '../http/exchange.js';
import { createRecorder, type Recorder } from './recorder.js';
import { createRedaction, type Redaction, type RedactionOptions } from './redact.js';

/** The request headers an exchange keeps (the credential ones redacted): what tells two calls apart. */
export const recordedRequestHeaders = ['content-type', 'accept', 'authorization', 'x-login-token', 'prefer'];
export const recordedResponseHeaders = ['content-type'];

export function exchangeRecording(recorder: Recorder, redaction: Redaction, maxDecodedBytes?: number): CleanExchange {
  const decoded = async (bytes: Buffer, contentType: string, encoding?: string) => {
    if (bytes.length === 0) return { body: undefined };
    return readBody(bytes, contentType, encoding, maxDecodedBytes);
  };
  return async (request, operationId, requestBody, answer) => {
    const sent = await decoded(requestBody, String(request.headers['content-type'] ?? ''));
    const got = await decoded(
      answer.body,
      String(answer.headers['content-type'] ?? ''),
      String(answer.headers['content-encoding'] ?? '') || undefined,
    );
    if (!('body' in sent) || !('body' in got)) return; // not readable: nothing faithful to keep
    recorder.add({
      operationId,
      request: {
        method: request.method,
        url: redaction.url(request.url),
        headers: redaction.headersOf(request.headers, recordedRequestHeaders),
        ...(sent.body === undefined ? {} : { body: redaction.body(sent.body) }),
      },
      response: {
        status: answer.status,
        headers: redaction.headersOf(answer.headers, recordedResponseHeaders),
        ...(got.body === undefined ? {} : { body: redaction.body(got.body) }),
      },
    });
    if (recorder.dropped === 1) request.log.warn('the recording is full: further new exchanges are not kept');
  };
}

export interface RecordingOptions {
  /** RECORD_TO: the recording's file. */
  file: string;
  /** What it redacts besides the defaults, and which defaults it keeps (RECORD_REDACT, RECORD_KEEP). */
  redaction?: RedactionOptions | undefined;
}

/** A recording of `upstream`'s exchanges: `record` adds one, `flush` writes the file (at close). */
export function recordingTo(
  { file, redaction: options }: RecordingOptions,
  upstream: string,
  maxDecodedBytes?: number,
): { record: CleanExchange; flush: () => void } {
  const redaction = createRedaction(options);
  const recorder = createRecorder(file, upstream.replace(/\/+$/, ''), redaction);
  return { record: exchangeRecording(recorder, redaction, maxDecodedBytes), flush: () => recorder.flush() };
}
