/**
 * The route a request took, as a label a metric may carry: a pattern, never the URL itself, so the
 * series stay few whatever shoppers and crawlers ask for.
 * - An API call: its openapi.yaml operation's path (`/product-api/get-product/:prod_id`), else its
 *   prefix (`/product-api/*`).
 * - A page: the shop's own pattern for it, from the renderer's `siteMap` (web/src/server/siteMap.ts),
 *   its language prefix left out: `/`, `/detail-view/:id`, `/filter-product/:id`, a listed page
 *   (`/help-centre`), an unlisted prefix (`/account/*`); `(not found page)` for a 404, `(other page)`
 *   for a screen it does not list, `(page)` without a renderer.
 * - A file of the built shop: `/assets/*` (content-hashed) or `/*` (the rest).
 * - Any other route: Fastify's pattern (`/healthz`, `/sitemaps/:language/:file`); nothing matched and
 *   no page: `(unmatched)`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTable } from 'server-kit/api-paths';
import type { ShopSiteMap } from 'web/server/contract';

export type RouteOf = (request: FastifyRequest, reply: FastifyReply) => string;

/** openapi.yaml's `{name}` as a route's `:name`. */
const colonParams = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** A path builder's pattern, `build(marker)` around one segment: `/detail-view/:id`. */
function oneParam(build: (id: string) => string) {
  const marker = 'routepatternmarker';
  const [before = '', after = ''] = build(marker).split(marker);
  return {
    label: `${before}:id${after}`,
    matches: (path: string) =>
      path.length > before.length + after.length &&
      path.startsWith(before) &&
      path.endsWith(after) &&
      !path.slice(before.length, path.length - after.length).includes('/'),
  };
}

/** A page's pattern from the shop's site map (none: `(page)`). */
export function pagePatterns(siteMap: ShopSiteMap | undefined): (path: string, status: number) => string {
  if (!siteMap) return () => '(page)';
  const prefixed = siteMap.languages.slice(1).map((code) => `/${code}`);
  const listed = new Set(siteMap.pages.map((page) => (page.length > 1 ? page.replace(/\/$/, '') : page)));
  const withParam = [oneParam((id) => siteMap.productPath(id)), oneParam((id) => siteMap.listingPath(id))];
  return (path, status) => {
    const language = prefixed.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const bare = (language ? path.slice(language.length) : path).replace(/(.)\/$/, '$1') || '/';
    if (listed.has(bare)) return bare;
    const param = withParam.find(({ matches }) => matches(bare));
    if (param) return param.label;
    const unlisted = siteMap.unlisted.find((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
    if (unlisted) return bare === unlisted ? unlisted : `${unlisted}/*`;
    return status === 404 ? '(not found page)' : '(other page)';
  };
}

/** The most labels remembered by the path they were found for: a path holds ids, so it is bounded. */
const rememberedPaths = 4096;

/** `find`'s answers remembered by key, forgotten all at once past `rememberedPaths`. */
function remembered(find: (key: string, extra: number) => string) {
  const known = new Map<string, string>();
  return (key: string, extra: number) => {
    let label = known.get(key);
    if (label === undefined) {
      if (known.size >= rememberedPaths) known.clear();
      label = find(key, extra);
      known.set(key, label);
    }
    return label;
  };
}

export function routePatterns(table: ApiTable, siteMap: ShopSiteMap | undefined): RouteOf {
  const pageOf = pagePatterns(siteMap);
  const apiPrefixes = new Set(table.prefixes.flatMap((prefix) => [prefix, `${prefix}/*`]));
  // An API call's operation, by method and path: ~50 patterns tried once per path.
  const operationLabel = remembered((key) => {
    const [method = 'GET', path = '/'] = key.split(' ');
    const operation = table.operationFor(method, path);
    return operation ? colonParams(operation.path) : `/${path.split('/')[1] ?? ''}/*`;
  });
  const pageLabel = remembered((path, status) => pageOf(path, status));
  const pathOf = (url: string) => {
    const at = url.indexOf('?');
    return at < 0 ? url : url.slice(0, at);
  };
  return (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && apiPrefixes.has(route))
      return operationLabel(`${request.method} ${pathOf(request.url)}`, 0);
    const type = reply.getHeader('content-type');
    const isPage = typeof type === 'string' && type.startsWith('text/html');
    // One of the build's files (a route each: server-kit/shop-files).
    if (request.routeOptions.config.shopFile) return request.url.startsWith('/assets/') ? '/assets/*' : '/*';
    if (route === undefined || route === '/') {
      if (!isPage) return '(unmatched)';
      // A 404 is its own label whatever the path; other pages by their path.
      return reply.statusCode === 404
        ? pageOf(pathOf(request.url), 404)
        : pageLabel(pathOf(request.url), reply.statusCode);
    }
    return route;
  };
}
