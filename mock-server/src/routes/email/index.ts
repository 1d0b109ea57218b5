/**
 * send-email never relays mail: the message goes to the local outbox, as plain text, marked as sent
 * through send-email (anyone may call it, so it cannot pass for a code the server sent).
 */
import type { FastifyInstance } from 'fastify';
import type { SendEmailRequest, StatusMessage } from '../../contract/api-types.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { htmlToText } from './html-to-text.js';

export default async function emailRoutes(app: FastifyInstance) {
  app.route<{ Body: SendEmailRequest }>({
    ...operation(app, 'sendEmail'),
    async handler(request, reply) {
      const { to, subject, msg } = request.body.options;
      if (!withinRateLimit(request, reply, 'sendEmail', to)) return reply;
      request.store.outbox.deliver({ to, subject, body: htmlToText(msg) }, 'send-email');
      return { status: true, msg: messages.email.sent } satisfies StatusMessage;
    },
  });
}
