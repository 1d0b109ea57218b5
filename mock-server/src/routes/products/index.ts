/**
 * The catalogue: the whole list, one page, one product. Bodies are cut from the catalogue's
 * pre-encoded JSON (store/catalog), so a page costs a slice and a copy, not a serialization; the
 * whole list is compressed once per encoding and then sent from memory (http/compression).
 */
import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../../generated/openapi.js';
import { compressedOnce } from '../../http/compression.js';
import { jsonContentType, sendJsonParts } from '../../http/json.js';
import { operation } from '../../http/operation.js';

type PageParams = operations['getProductsPage']['parameters']['path'];
type DetailParams = operations['getProductDetail']['parameters']['path'];

export default async function productRoutes(app: FastifyInstance) {
  const { catalog } = app.store;
  const wholeList = compressedOnce(() => catalog.listBodyStream(), catalog.listBodyLength, jsonContentType);

  app.route({
    ...operation(app, 'getProducts'),
    handler(request, reply) {
      // Every product was checked against the contract when the catalogue was built; re-parsing
      // the whole catalogue on each request would only measure JSON.parse.
      reply.contractChecked = true;
      return wholeList.send(request, reply);
    },
  });

  app.route<{ Params: PageParams }>({
    ...operation(app, 'getProductsPage'),
    handler(request, reply) {
      const { page, limit } = request.params;
      const start = (page - 1) * limit;
      return sendJsonParts(reply, ['{"prod":[', ...catalog.rangeJson(start, start + limit), ']}']);
    },
  });

  app.route<{ Params: DetailParams }>({
    ...operation(app, 'getProductDetail'),
    handler(request, reply) {
      const product = catalog.productJson(request.params.prod_id);
      // The hosted API answers an unknown id with 200 { prod: null }; the contract keeps that.
      return sendJsonParts(reply, product ? ['{"prod":', product, '}'] : ['{"prod":null}']);
    },
  });
}
