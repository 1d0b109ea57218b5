/**
 * GET /dev/clock and POST /dev/clock: the server's time, and moving it forward so browser tests
 * pass a rate-limit window (the 30 s between two codes) without waiting for it. With X-Mock-Session,
 * that sandbox's clock alone (its codes, sessions, orders and outbox; rate-limit windows are the
 * server's and keep its time). The guard of every /dev path (./guard.ts) keeps it to this machine;
 * a clock only moves forward, at most 400 days in all.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '../../../../generated/openapi.js';
import type { DevClock } from '../../contract/api-types.js';
import { errorBody } from 'server-kit/error-body';
import { operation } from '../../http/operation.js';
import { messages } from '../../messages.js';
import { devExtensionOf } from '../../store/index.js';

type AdvanceBody = operations['advanceClock']['requestBody']['content']['application/json'];

/** The clock of the request's store: its sandbox's, or the server's. */
const clockOf = (request: FastifyRequest) => devExtensionOf(request.store).clock;

function reading(request: FastifyRequest): DevClock {
  const clock = clockOf(request);
  return { now: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs };
}

export default async function clockRoutes(app: FastifyInstance) {
  app.route({
    ...operation(app, 'readClock'),
    handler: reading,
  });

  app.route<{ Body: AdvanceBody }>({
    ...operation(app, 'advanceClock'),
    handler(request, reply) {
      if (!clockOf(request).advance(request.body.byMs))
        return reply.code(400).send(errorBody('status', messages.dev.clockTooFar));
      return reading(request);
    },
  });
}
