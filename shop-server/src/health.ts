/**
 * For an orchestrator or a load balancer: /healthz answers while the process serves at all;
 * /readyz once the catalogue cache is warm, or its warm-up has given up (a sleeping upstream must
 * not keep the shop from serving its frame), and 503 before.
 */
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, { isReady }: { isReady: () => boolean }) {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return isReady() ? reply.send({ status: 'ready' }) : reply.code(503).send({ status: 'warming up' });
  });
}
