/**
 * The proxy's checks against openapi.yaml: the request as the caller sent it and the upstream's
 * answer, each mismatch counted in `drift` and logged once (with the record, never a value).
 */
import type { FastifyRequest } from 'fastify';
import type { UpstreamAnswer } from 'server-kit/upstream';
import type { ContractValidators } from '../contract/ajv.js';
import { createResponseChecker } from '../contract/checks.js';
import type { Mismatch } from '../contract/mismatches.js';
import { createRequestChecker } from '../contract/request-checks.js';
import type { Contract } from '../contract/types.js';
import { readBody } from '../http/decode.js';
import type { Drift, DriftSubject } from './drift.js';
import { createVerdicts } from './verdicts.js';

export function createProxyChecks(
  contract: Contract,
  validators: ContractValidators,
  drift: Drift,
  maxDecodedBytes: number | undefined,
) {
  const requestChecker = createRequestChecker(contract, validators);
  const responseChecker = createResponseChecker(contract, validators);
  const verdicts = createVerdicts();

  /** Records the mismatches as drift; true when there were none. */
  const note = (request: FastifyRequest, subject: DriftSubject, mismatches: readonly Mismatch[]) => {
    for (const record of drift.record(subject, mismatches))
      request.log.warn({ drift: record }, 'upstream drift from openapi.yaml');
    return mismatches.length === 0;
  };

  /** True when the request matches openapi.yaml (then it may be recorded). */
  const checkRequest = async (request: FastifyRequest, subject: DriftSubject, body: Buffer): Promise<boolean> => {
    const { operationId } = subject;
    if (!operationId) {
      return note(request, subject, [
        {
          in: 'operation',
          pointer: '',
          expected: 'a method and path of openapi.yaml',
          actual: `${subject.method} ${subject.path}`,
        },
      ]);
    }
    const read =
      body.length === 0
        ? { body: undefined }
        : await readBody(body, String(request.headers['content-type'] ?? ''), undefined);
    if ('mismatch' in read) return note(request, subject, [read.mismatch]);
    if ('unreadable' in read) return false;
    return note(
      request,
      subject,
      requestChecker.mismatches(operationId, request.params as Record<string, string>, read.body),
    );
  };

  /** The answer's mismatches, or undefined when it cannot be read to be checked (an unknown encoding). */
  const mismatchesOf = async (
    request: FastifyRequest,
    operationId: string,
    answer: UpstreamAnswer & { ok: true },
  ): Promise<Mismatch[] | undefined> => {
    const contentType = String(answer.headers['content-type'] ?? '');
    const noBody = request.method === 'HEAD' || answer.status === 204 || answer.status === 304;
    const read = noBody
      ? { body: undefined }
      : await readBody(
          answer.body,
          contentType,
          String(answer.headers['content-encoding'] ?? '') || undefined,
          maxDecodedBytes,
        );
    if ('unreadable' in read) {
      request.log.debug({ reason: read.unreadable }, 'upstream answer not checked');
      return undefined;
    }
    if ('mismatch' in read) return [read.mismatch];
    return responseChecker.mismatches(operationId, answer.status, contentType, read.body, { allowDefault: false });
  };

  /** True when the answer was checked and matches openapi.yaml (then it may be recorded). */
  const checkAnswer = async (
    request: FastifyRequest,
    subject: DriftSubject,
    answer: UpstreamAnswer & { ok: true },
  ): Promise<boolean> => {
    const { operationId } = subject;
    if (!operationId) return false; // the request was already recorded as an unknown operation
    const facts = {
      operationId,
      method: request.method,
      status: answer.status,
      contentType: String(answer.headers['content-type'] ?? ''),
      contentEncoding: String(answer.headers['content-encoding'] ?? ''),
      body: answer.body,
    };
    const mismatches = await verdicts.judge(facts, () => mismatchesOf(request, operationId, answer));
    if (!mismatches) return false;
    return note(request, { ...subject, direction: 'response', status: answer.status }, mismatches);
  };

  return { checkRequest, checkAnswer };
}
