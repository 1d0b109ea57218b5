/**
 * One-time codes. send-otp makes a 4-digit code and delivers it to the local outbox (never by mail);
 * verify-otp checks it, and on success also unlocks the login tokens waiting for that email.
 */
import type { FastifyInstance } from 'fastify';
import type { OtpResult, SendOtpRequest, VerifyOtpRequest } from '../../contract/api-types.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';

export default async function otpRoutes(app: FastifyInstance) {
  app.route<{ Body: SendOtpRequest }>({
    ...operation(app, 'sendOtp'),
    async handler(request, reply) {
      const { otps, outbox } = request.store;
      const { email } = request.body;
      if (!withinRateLimit(request, reply, 'sendOtp', email)) return reply;
      const code = otps.issue(email);
      outbox.deliver({ to: email, subject: messages.otp.subject, body: messages.otp.body(code) });
      return { success: true, message: messages.otp.sent(email) } satisfies OtpResult;
    },
  });

  app.route<{ Body: VerifyOtpRequest }>({
    ...operation(app, 'verifyOtp'),
    async handler(request, reply) {
      const { otps, users, sessions } = request.store;
      const { email, otp } = request.body;
      if (!withinRateLimit(request, reply, 'verifyOtp', email)) return reply;
      const check = otps.verify(email, otp);
      if (check === 'locked') return reply.code(429).send({ success: false, message: messages.otp.locked } satisfies OtpResult);
      if (check === 'invalid') return { success: false, message: messages.otp.invalid } satisfies OtpResult;
      const user = users.findByEmail(email);
      if (user) sessions.verifyPending(user._id);
      return { success: true, message: messages.otp.verified } satisfies OtpResult;
    },
  });
}
