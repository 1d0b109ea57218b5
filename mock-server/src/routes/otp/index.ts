/**
 * One-time codes. send-otp makes a 4-digit code for an existing account and delivers it to the local
 * outbox (never by mail); an unknown address gets the same answer and nothing is stored or sent.
 * verify-otp checks it and unlocks one pending login: the one named by the X-Login-Token header, or
 * for a client that names none, the latest pending login of that account from the same address. A
 * code that unlocks no login proves the address for a password reset instead (see store/otps.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OtpResult, SendOtpRequest, VerifyOtpRequest } from '../../contract/api-types.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import type { PendingLogin } from '../../store/sessions.js';
import { answerFailedCode, loginTokenOf, withinCodeBudgets } from './codes.js';

export default async function otpRoutes(app: FastifyInstance) {
  /**
   * The pending login named by the request's X-Login-Token, for this email's account: undefined when
   * none is named, null (after answering 401) when the named one is unknown, used or expired.
   */
  function namedLogin(request: FastifyRequest, reply: FastifyReply, email: string): PendingLogin | undefined | null {
    const token = loginTokenOf(request);
    if (token === undefined) return undefined;
    const { sessions, users } = request.store;
    const login = sessions.pendingLogin(token);
    if (login && login.userId === users.findByEmail(email)?._id) return login;
    reply.code(401).send({ success: false, message: messages.otp.loginExpired } satisfies OtpResult);
    return null;
  }

  app.route<{ Body: SendOtpRequest }>({
    ...operation(app, 'sendOtp'),
    async handler(request, reply) {
      const { otps, outbox, users } = request.store;
      const { email } = request.body;
      const login = namedLogin(request, reply, email);
      if (login === null) return reply;
      // A code for a pending login counts in that login's window: a stranger's sends cannot use it up.
      const limited = login
        ? withinRateLimit(request, reply, 'sendOtpForLogin', email, login.tokenHash)
        : withinRateLimit(request, reply, 'sendOtp', email);
      if (!limited) return reply;
      if (users.findByEmail(email)) {
        const code = otps.issue(email, login ? { loginTokenHash: login.tokenHash } : {});
        outbox.deliver({ to: email, subject: messages.otp.subject, body: messages.otp.body(code) });
      } else otps.issueDecoy(email); // later guesses then answer as they would for an account
      return { success: true, message: messages.otp.sent(email) } satisfies OtpResult;
    },
  });

  app.route<{ Body: VerifyOtpRequest }>({
    ...operation(app, 'verifyOtp'),
    async handler(request, reply) {
      const { otps, users, sessions } = request.store;
      const { email, otp } = request.body;
      if (!withinRateLimit(request, reply, 'verifyOtp', email)) return reply;
      const named = namedLogin(request, reply, email);
      if (named === null) return reply;
      if (!withinCodeBudgets(request, reply, email, otps.kindFor(email, named?.tokenHash))) return reply;
      const check = otps.verify(email, otp, named?.tokenHash);
      if (check.result !== 'verified') return answerFailedCode(request, reply, check, email, 200);

      const user = users.findByEmail(email);
      const loginTokenHash =
        check.loginTokenHash ??
        named?.tokenHash ??
        (user && sessions.latestPendingLogin(user._id, request.ip)?.tokenHash);
      if (loginTokenHash) sessions.completeLogin(loginTokenHash);
      else otps.rememberForReset(email, otp);
      return { success: true, message: messages.otp.verified } satisfies OtpResult;
    },
  });
}
