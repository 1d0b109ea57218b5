/**
 * /docs: Swagger UI over openapi.yaml itself (@fastify/swagger in static mode reads the file). The
 * UI's scripts and styles are served by @fastify/swagger-ui from node_modules, so the page works
 * offline; the online spec-validator badge is off.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { dirname } from 'node:path';

export const docsPrefix = '/docs';

export default async function docsRoutes(app: FastifyInstance, options: { openapiPath: string }) {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { path: options.openapiPath, baseDir: dirname(options.openapiPath) },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
