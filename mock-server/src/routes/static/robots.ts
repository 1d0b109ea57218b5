/**
 * GET /robots.txt: nothing here is for a search engine. This server is the shop's API (and its
 * developer tools and docs), not the shop: the shop server answers the shop's own robots.txt and
 * sitemaps (shop-server/src/seo).
 */
import type { FastifyInstance } from 'fastify';

export const robotsTxt = 'User-agent: *\nDisallow: /\n';

export default async function robotsRoutes(app: FastifyInstance) {
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt),
  );
}
