/**
 * /docs: Swagger UI over openapi.yaml itself (@fastify/swagger in static mode, given the document
 * the contract already parsed). The UI's scripts and styles are served by @fastify/swagger-ui from
 * node_modules, so the page works offline; the online spec-validator badge is off.
 */
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const docsPrefix = '/docs';

export default async function docsRoutes(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    mode: 'static',
    // The plugin's types list OpenAPI 2 and 3.0 documents only; a 3.1 document is served as is.
    specification: { document: app.contract.document as StaticDocumentSpec['document'] },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: true,
    // Swagger UI's own policy hashes its inline scripts but not the inline styles its bundle sets
    // (a console error, and a broken layout); /docs is offline, so no https: or validator sources.
    transformStaticCSP: (policy: string) =>
      policy
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/ https:| validator\.swagger\.io/g, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
