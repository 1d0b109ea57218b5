/**
 * JSON request bodies the way Express's `express.json()` (the hosted API) reads them where clients
 * notice: many HTTP wrappers send `Content-Type: application/json` on every request, so a GET or
 * DELETE, or POST /dev/reset, arrives with that header and no body. Fastify's parser answers that
 * with 400; here an operation that takes no body accepts it. An operation that takes a body still
 * gets the clear "the request body is empty" 400, and every non-empty body goes through Fastify's
 * own parser (with its prototype-poisoning checks).
 */
import fp from 'fastify-plugin';

export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString(); // a string already (parseAs), typed string | Buffer
      if (text === '' && !request.routeOptions.schema?.body) {
        done(null, undefined);
        return;
      }
      // Fastify's own parser answers through `done`; its type merely admits a promise too.
      void parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
