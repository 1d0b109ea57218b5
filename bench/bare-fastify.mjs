// The ceiling the mock server is judged against: Fastify itself, with no plugin and no hook,
// answering each benchmarked call with the very bytes the mock server answered (read once, before
// the run). Started as its own process by run.mjs (bareFastify in server.mjs), so it has a core of
// its own like the mock server has.
//
//   BARE_BODIES=<file> PORT=<port> node bench/bare-fastify.mjs
// <file> is JSON: [{ "path": "/cart-api/get-all-carts", "contentType": "...", "body": "<base64>" }]
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const answers = JSON.parse(readFileSync(process.env.BARE_BODIES, 'utf8'));
const app = Fastify({ logger: false });
for (const { path, contentType, body } of answers) {
  const bytes = Buffer.from(body, 'base64');
  app.get(path, (_request, reply) => {
    reply.header('content-type', contentType).send(bytes);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
