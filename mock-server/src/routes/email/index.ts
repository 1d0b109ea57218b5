/**
 * send-email never relays mail: the message goes to the local outbox, as plain text, marked as sent
 * through send-email (anyone may call it, so it cannot pass for a code the server sent).
 *
 * It keeps the hosted contract for API clients (HOSTED_API.md): the caller chooses the recipient,
 * the subject and the HTML, which makes it an open relay by design, so every answer says so
 * (`X-Mail-Relay`). Its bounds are the contract's schema (openapi.yaml's SendEmailRequest): one
 * recipient (an email address, never a list or a header after it), a subject of 200 characters and
 * HTML of 20,000 at most, and the rate limits (http/rate-limits.ts). The shop server never passes
 * a browser's mail on: it sends only its own reset mail (shop-server/src/reset-mail.ts, decision 030).
 */
import type { FastifyInstance } from 'fastify';
import type { SendEmailRequest, StatusMessage } from '../../contract/api-types.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { htmlToText } from './html-to-text.js';

/** What every answer of send-email says about it. */
export const mailRelayHeader = {
  name: 'x-mail-relay',
  value:
    'open: any caller chooses recipient, subject and HTML (the hosted contract); delivered to the local outbox only',
} as const;

export default async function emailRoutes(app: FastifyInstance) {
  app.route<{ Body: SendEmailRequest }>({
    ...operation(app, 'sendEmail'),
    // Before the body is read and checked, so a refused mail's answer says it too.
    onRequest(_request, reply, done) {
      reply.header(mailRelayHeader.name, mailRelayHeader.value);
      done();
    },
    async handler(request, reply) {
      const { to, subject, msg } = request.body.options;
      if (!withinRateLimit(request, reply, 'sendEmail', to)) return reply;
      request.store.outbox.deliver({ to, subject, body: htmlToText(msg) }, 'send-email');
      return { status: true, msg: messages.email.sent } satisfies StatusMessage;
    },
  });
}
