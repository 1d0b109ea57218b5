import type { FastifyReply, FastifyRequest } from 'fastify';

/** Aborts when the client goes away before its answer is sent: its render and upstream call stop. */
export function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  request.raw.once('aborted', () => controller.abort());
  return controller.signal;
}
