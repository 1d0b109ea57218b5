/**
 * GET /healthz: the server is up and answering, for a readiness loop (`curl -f localhost:8080/healthz`),
 * a container's health check or a load balancer. It says nothing else about the server.
 */
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
