/**
 * The mock server's developer tools (/dev) never answer at the shop's address: with the mock server
 * as the upstream (DEV_PORT set), a request for them gets a 403 naming the port where they do answer,
 * on this machine only; otherwise they are no path of this server (the not-found answer).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTable } from 'server-kit/api-paths';

export async function devToolsRoutes(app: FastifyInstance, { table, devPort }: { table: ApiTable; devPort: number }) {
  const msg = `Developer routes answer on their own port, on this machine only: DEV_PORT=${devPort} (for example curl localhost:${devPort}/dev/outbox).`;
  const refuse = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(403)
      .header('cache-control', 'no-store')
      .send(table.errorBodyFor(request.url.split('?')[0] ?? '/', msg));
  for (const prefix of table.devPrefixes) {
    app.all(prefix, refuse);
    app.all(`${prefix}/*`, refuse);
  }
}
