// A fault proxy for bench/soak.mjs: an HTTP proxy between the shop servers (their API_BASE_URL) and
// the mock server's API that, as `setFaults` says, delays calls, resets connections, cuts bodies
// short or is not there at all. It speaks HTTP (not bare TCP) because a truncated body is a matter
// of HTTP: the headers promise a Content-Length the connection then fails to deliver.
import { Agent, createServer, request } from 'node:http';

/**
 * @typedef {object} Faults
 * @property {number} [latencyMs]      added before a delayed call is forwarded
 * @property {number} [latencyShare]   the share of calls delayed (0 to 1)
 * @property {number} [resetShare]     the share of calls whose connection is reset (half before the
 *   upstream sees them, half after it answered: a write that happened but was never acknowledged)
 * @property {number} [truncateShare]  the share of answers cut short after half their body
 * @property {'refuse' | 'hang'} [outage]  no upstream: connections refused (nothing listens), or
 *   accepted and never answered
 */

const calm = { latencyMs: 0, latencyShare: 0, resetShare: 0, truncateShare: 0, outage: undefined };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the proxy on 127.0.0.1:`port` in front of `target` (http://host:port). */
export async function startFaultProxy({ port, target }) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** @type {Faults} */
  let faults = calm;
  const counts = { calls: 0, delayed: 0, resets: 0, truncated: 0, hung: 0 };
  const sockets = new Set();

  const forward = (req, onAnswer) => {
    const call = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      onAnswer,
    );
    call.on('error', () => req.socket.destroy());
    req.pipe(call);
  };

  const passThrough = (req, res) =>
    forward(req, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });

  /** The whole answer read, then headers that promise all of it and half the body. */
  const truncate = (req, res) =>
    forward(req, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
        res.writeHead(answer.statusCode, { ...headers, 'content-length': String(body.length) });
        res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
      });
    });

  const server = createServer(async (req, res) => {
    counts.calls += 1;
    const { latencyMs, latencyShare, resetShare, truncateShare, outage } = faults;
    if (outage === 'hang') {
      // Never answered: the shop server's own upstream timeout ends it, or the outage's end.
      counts.hung += 1;
      return;
    }
    if (Math.random() < latencyShare) {
      counts.delayed += 1;
      await sleep(latencyMs);
    }
    const roll = Math.random();
    if (roll < resetShare / 2) {
      counts.resets += 1;
      req.socket.resetAndDestroy();
    } else if (roll < resetShare) {
      counts.resets += 1;
      forward(req, (answer) => {
        answer.resume();
        req.socket.resetAndDestroy();
      });
    } else if (roll < resetShare + truncateShare) {
      counts.truncated += 1;
      truncate(req, res);
    } else passThrough(req, res);
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen();

  return {
    counts,
    /** @param {Faults} next */
    async setFaults(next) {
      const before = faults.outage;
      faults = { ...calm, ...next };
      if (faults.outage === 'refuse' && before !== 'refuse') {
        // Nothing listens: a new connection is refused, a kept one is gone.
        server.close();
        dropConnections();
      } else if (before === 'refuse' && faults.outage !== 'refuse') await listen();
      else if (before === 'hang' && faults.outage !== 'hang') dropConnections();
    },
    async close() {
      dropConnections();
      agent.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
