// The ceiling the validating proxy is judged against: Fastify and undici alone forwarding every
// GET to the upstream and sending its status, content type and bytes back, with no check, no hook
// and no bound. Started as its own process by run.mjs (startBareProxy in server.mjs).
//
//   BARE_UPSTREAM=<url> PORT=<port> node bench/bare-proxy.mjs
import Fastify from 'fastify';
import { Agent, request } from 'undici';

const upstream = process.env.BARE_UPSTREAM;
// As many sockets as the validating proxy opens to its upstream (its default maxConcurrent).
const agent = new Agent({ connections: 8 });
const app = Fastify({ logger: false });
app.get('/*', async (incoming, reply) => {
  const headers = incoming.headers.authorization ? { authorization: incoming.headers.authorization } : {};
  const answer = await request(upstream + incoming.url, { headers, dispatcher: agent });
  const body = Buffer.from(await answer.body.arrayBuffer());
  return reply.code(answer.statusCode).header('content-type', answer.headers['content-type']).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
