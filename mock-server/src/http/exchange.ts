/**
 * An exchange the validating proxy forwarded and found to match openapi.yaml both ways (proxy/),
 * handed to what keeps it (RECORD_TO: recording/). The two are peers, so the shape they share lives
 * here, and app.ts wires one to the other.
 */
import type { FastifyRequest } from 'fastify';
import type { UpstreamAnswer } from 'server-kit/upstream';

/** What is done with an exchange that matched openapi.yaml both ways: the request, its body and the upstream's answer. */
export type CleanExchange = (
  request: FastifyRequest,
  operationId: string,
  requestBody: Buffer,
  answer: UpstreamAnswer & { ok: true },
) => Promise<void>;
