/**
 * The one "the client went away" signal: aborts when the client leaves before its answer is sent,
 * so the work done for it (a render, an upstream call, a wait in line) stops.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const gone = () => controller.abort(new Error('the client left'));
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone();
  });
  request.raw.once('aborted', gone);
  return controller.signal;
}
