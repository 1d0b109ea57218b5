/**
 * GET /images/products/{id}/{n}.svg: the generated pictures every product's `url` and `images`
 * point to. `?w=` asks for the picture drawn at that width (the storefront's srcset does), small
 * ones without the captions nobody could read at that size.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from 'server-kit/error-body';
import { productImageSvg } from './product-image.js';

interface ImageParams {
  id: string;
  file: string;
}

interface ImageQuery {
  w?: number;
}

export default async function imageRoutes(app: FastifyInstance) {
  const { catalog } = app.store;

  app.get<{ Params: ImageParams; Querystring: ImageQuery }>(
    '/images/products/:id/:file',
    {
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'file'],
          properties: {
            id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
            file: { type: 'string', pattern: '^[0-9]{1,2}\\.svg$' },
          },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { w: { type: 'integer', minimum: 16, maximum: 1600 } },
        },
      },
      config: { errorFamily: 'status' },
    },
    (request, reply) => {
      const product = catalog.byId(request.params.id);
      const view = Number.parseInt(request.params.file, 10);
      if (!product || view >= (product.images?.length ?? 1))
        return reply.code(404).send(errorBody('status', 'No such image'));
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          // The catalogue is deterministic, so a picture never changes while the code does not.
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(productImageSvg(product, view, request.query.w))
      );
    },
  );
}
