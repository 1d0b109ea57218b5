/**
 * `/` and every path no route answers. This server is the shop's API, not the shop: the shop
 * server serves the shop's pages and files (`npm start` runs it in front of this server). So a
 * client that takes HTML (a browser, and curl's "*\/*" too, so a readiness loop on `/` sees the
 * server up) gets a short page at `/`: where the shop is (SHOP_URL), the API's documentation and
 * the developer tools on their own port. A client that takes only JSON, and every other path no
 * route answers, gets a JSON 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from 'server-kit/error-body';
import { takesHtml } from '../../http/accept.js';
import { addVary } from '../../http/vary.js';
import { messages } from '../../messages.js';
import { escapeHtml, renderDevPage } from '../dev/page.js';
import { docsPrefix } from './docs.js';

export interface HomeOptions {
  /** SHOP_URL: where the shop is served (the shop server, or Vite under `npm run dev`). */
  shopUrl?: string | undefined;
  /**
   * The developer tools (/dev), when they are on: their base URL ('' when they answer on this very
   * listener), or undefined when their port is known only once they listen (DEV_PORT=0).
   */
  devTools?: { base: string | undefined } | undefined;
}

const variesOn = ['Accept'];
const link = (href: string, text = href) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export function renderHomePage({ shopUrl, devTools }: HomeOptions): string {
  const shop = shopUrl
    ? `The shop is at ${link(shopUrl)}.`
    : 'The shop is served by the shop server, in front of this one: <code>npm start</code> runs both.';
  const tools =
    devTools === undefined
      ? ''
      : devTools.base === undefined
        ? '<li>Developer tools (outbox, requests, drift, clock): on their own port, DEV_PORT, on this machine only</li>'
        : `<li>Developer tools: ${link(`${devTools.base}/dev/outbox`)} (the outbox; also /dev/requests, /dev/drift, /dev/clock), on this machine only</li>`;
  return renderDevPage({
    title: 'Rupee Storefront API',
    heading: 'The shop’s API',
    hint: `This server answers the shop’s API calls (every operation of openapi.yaml); it serves no shop pages. ${shop}`,
    items: `<ul>
<li>API documentation: ${link(docsPrefix)}</li>
${tools}<li>Health: ${link('/healthz')}</li>
</ul>`,
  });
}

export default async function homeRoutes(app: FastifyInstance, options: HomeOptions) {
  const page = renderHomePage(options);
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(errorBody('status', messages.dev.notFound));

  app.get('/', (request, reply) => {
    addVary(reply, variesOn);
    if (!takesHtml(request)) return notFound(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
  app.setNotFoundHandler(notFound);
}
