/**
 * GET /dev/clock and POST /dev/clock: the server's time, and moving it forward so browser tests
 * pass a rate-limit window (the 30 s between two codes) without waiting for it. The guard of every
 * /dev path (./guard.ts) keeps it to this machine; the clock itself only moves forward.
 */
import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../../generated/openapi.js';
import type { DevClock } from '../../contract/api-types.js';
import { operation } from '../../http/operation.js';

type AdvanceBody = operations['advanceClock']['requestBody']['content']['application/json'];

export default async function clockRoutes(app: FastifyInstance) {
  const reading = (): DevClock => ({ now: new Date(app.clock.now()).toISOString(), offsetMs: app.clock.offsetMs });

  app.route({
    ...operation(app, 'readClock'),
    handler: reading,
  });

  app.route<{ Body: AdvanceBody }>({
    ...operation(app, 'advanceClock'),
    handler(request) {
      app.clock.advance(request.body.byMs);
      return reading();
    },
  });
}
