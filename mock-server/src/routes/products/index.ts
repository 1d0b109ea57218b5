/**
 * The catalogue: the whole list, one page, one product. Bodies are cut from the catalogue's
 * pre-encoded JSON (store/catalog), so a page costs a slice and a copy, not a serialization; the
 * answer's origin is spliced in front of every image URL on the way (http/public-origin.ts). Pages
 * and products answered lately are kept whole (the catalogue never changes while the server runs),
 * and the whole list is compressed once per encoding and origin, then sent from memory
 * (http/compression).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../../generated/openapi.js';
import { compressedOncePerKey } from '../../http/compression.js';
import { jsonContentType, jsonPart, sendJson } from '../../http/json.js';
import { operation } from '../../http/operation.js';

type PageParams = operations['getProductsPage']['parameters']['path'];
type DetailParams = operations['getProductDetail']['parameters']['path'];
type ByIdParams = operations['getProductById']['parameters']['path'];

const listHead = jsonPart('{"prod":[');
const listTail = jsonPart(']}');
const productHead = { prod: jsonPart('{"prod":'), prods: jsonPart('{"prods":') };
const noProduct = { prod: jsonPart('{"prod":null}'), prods: jsonPart('{"prods":null}') };
const productTail = jsonPart('}');
/** Every page past the end of the catalogue: one answer, never kept (any number of them costs nothing). */
const emptyPage = jsonPart('{"prod":[]}');

export default async function productRoutes(app: FastifyInstance) {
  const catalog = app.catalogBodies;
  const wholeList = compressedOncePerKey((origin) => catalog.listBody(origin), jsonContentType);
  const kept = app.keptAnswers;

  app.route({
    ...operation(app, 'getProducts'),
    handler(request, reply) {
      // Every product was checked against the contract when the catalogue was built; re-parsing
      // the whole catalogue on each request would only measure JSON.parse.
      reply.contractChecked = true;
      return wholeList.send(request, reply, request.publicOrigin(), request.publicOriginIsOwn());
    },
  });

  app.route<{ Params: PageParams }>({
    ...operation(app, 'getProductsPage'),
    async handler(request, reply) {
      const { page, limit } = request.params;
      const start = (page - 1) * limit;
      if (start >= app.store.catalog.size) return sendJson(reply, emptyPage);
      const origin = request.publicOrigin();
      const body = await kept.body(`page ${origin} ${start} ${limit}`, () => [
        listHead,
        ...catalog.rangeJson(start, start + limit, origin),
        listTail,
      ]);
      return sendJson(reply, body);
    },
  });

  /** `{ "<field>": product }`, or `{ "<field>": null }`: the hosted API answers an unknown id with 200 and null. */
  const sendProduct = async (request: FastifyRequest, reply: FastifyReply, field: 'prod' | 'prods', id: string) => {
    const origin = request.publicOrigin();
    if (!catalog.has(id)) return sendJson(reply, noProduct[field]);
    return sendJson(
      reply,
      await kept.body(`${field} ${origin} ${id}`, () => [
        productHead[field],
        ...(catalog.productJson(id, origin) ?? []),
        productTail,
      ]),
    );
  };

  app.route<{ Params: DetailParams }>({
    ...operation(app, 'getProductDetail'),
    handler: (request, reply) => sendProduct(request, reply, 'prod', request.params.prod_id),
  });

  // The hosted API's second lookup: the same product, named `prods`.
  app.route<{ Params: ByIdParams }>({
    ...operation(app, 'getProductById'),
    handler: (request, reply) => sendProduct(request, reply, 'prods', request.params.prod_id),
  });
}
