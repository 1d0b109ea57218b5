/**
 * GET /search-suggestions?q=&lang=: the search box's suggestions for a catalogue the browser does
 * not hold (past 2,000 products it never downloads the whole of it). The same search as the
 * browser's (web/src/server/searchSuggestions.ts, from the renderer's build) over the whole
 * catalogue read through the catalogue cache (a sleeping upstream is not the shopper's wait), and
 * indexed once per cached catalogue in a thread of its own (search-index.ts).
 *
 * Bounded and cacheable: `q` is 1 to 100 characters (else a 400), `lang` one of the shop's
 * languages (else English), ten suggestions at most; the answer, the same for every shopper, may be
 * kept a minute by the browser and any cache. The upstream failing is a 502 or 503 with `{ msg }`.
 * Outside the API's paths (openapi.yaml), and never a page: app.ts lists it with the server's paths.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CatalogueCache } from './catalogue-cache.js';
import { clientGone } from 'server-kit/client-gone';
import { failureMessages, failureStatus } from 'server-kit/error-body';
import type { SuggestionIndexes } from './search-index.js';

export const suggestionsPath = '/search-suggestions';
/** The whole catalogue (openapi.yaml's getProducts), a public read the catalogue cache keeps. */
const wholeCatalogue = '/product-api/get-products';
const languages = ['en', 'hi', 'mr', 'bn', 'ta', 'te'];
const maxQueryLength = 100;
const suggestionCount = 10;

export interface SuggestionRouteOptions {
  catalogue: CatalogueCache;
  /** The indexes, or why there are none (no renderer build, or SEARCH_MAX_PRODUCTS=0). */
  indexes: SuggestionIndexes | { off: string };
}

const messages = {
  ...failureMessages,
  refused: 'The shop’s API did not give its catalogue. Please try again.',
  unindexed: 'The shop could not prepare its search. Please try again later.',
  'index-busy': 'The shop’s search is busy. Please try again in a few seconds.',
  off: 'This shop gives no search suggestions from its server.',
};

function failed(reply: FastifyReply, status: number, msg: string) {
  if (status === 503) reply.header('retry-after', '10');
  return reply.code(status).header('cache-control', 'no-store').send({ msg });
}

export async function searchSuggestionRoutes(app: FastifyInstance, { catalogue, indexes }: SuggestionRouteOptions) {
  app.get<{ Querystring: Record<string, unknown> }>(suggestionsPath, async (request, reply) => {
    const { q, lang } = request.query;
    const query = typeof q === 'string' ? q.trim() : '';
    if (query.length < 1 || query.length > maxQueryLength)
      return failed(reply, 400, `q must be 1 to ${maxQueryLength} characters of search text, e.g. ?q=speaker`);
    const language = typeof lang === 'string' && languages.includes(lang) ? lang : 'en';
    if ('off' in indexes) return failed(reply, 503, messages.off);

    const read = await catalogue.read(wholeCatalogue, clientGone(request, reply));
    if (read.source === 'failed') return failed(reply, failureStatus(read.reason), messages[read.reason]);
    if (read.status !== 200) return failed(reply, 502, messages.refused);
    const index = await indexes.of(read.body);
    if ('failed' in index) return failed(reply, 502, messages.unindexed);
    const answer = await index.suggest({ query, language, limit: suggestionCount });
    if ('failed' in answer) return failed(reply, 503, messages[answer.failed === 'busy' ? 'index-busy' : 'unindexed']);
    return reply.header('cache-control', 'public, max-age=60').send(answer);
  });
}
