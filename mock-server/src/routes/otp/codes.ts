/**
 * What verify-otp and forget-password share about one-time codes: the optional header naming the
 * pending login a code belongs to, and the answer to a code that did not verify.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from 'server-kit/error-body';
import { countFailure, withinFailureBudget } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import type { CodeKind, OtpCheck } from '../../store/otps.js';

/**
 * Our shop sends the pending login's token with send-otp and verify-otp in this header, so a code
 * unlocks that login only. Extra to the hosted wire format, which stays valid without it.
 */
export const loginTokenHeader = 'x-login-token';

export function loginTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[loginTokenHeader];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Answers a code that did not verify, in the route's family: 429 when the code is dead, else
 * `invalidStatus` with "Invalid OTP" (200 for verify-otp, 201 for the password form). Only a wrong
 * guess at a live code (or decoy) spends one of the 10 a day of this email and client (see
 * http/rate-limits.ts), and at the email's own code one of the account's 25 a day too: with nothing
 * to guess at, a stranger's tries spend nothing, so they neither lock the owner out nor tell a
 * known email from an unknown one.
 */
export function answerFailedCode(
  request: FastifyRequest,
  reply: FastifyReply,
  check: Exclude<OtpCheck, { result: 'verified' }>,
  email: string,
  invalidStatus: number,
) {
  const family = request.routeOptions.config.errorFamily ?? 'status';
  if (check.result === 'locked') return reply.code(429).send(errorBody(family, messages.otp.locked));
  if (check.wrongGuess) countFailure(request, 'wrongCode', email);
  if (check.wrongGuess === 'email') countFailure(request, 'wrongAccountCode', email);
  return reply.code(invalidStatus).send(errorBody(family, messages.otp.invalid));
}

/**
 * Before a guess at a code of `kind`: 429 (and false) while this email and client, or for the
 * email's own code the whole account, has spent its wrong guesses for the day.
 */
export function withinCodeBudgets(request: FastifyRequest, reply: FastifyReply, email: string, kind: CodeKind) {
  if (!withinFailureBudget(request, reply, 'wrongCode', email)) return false;
  return kind === 'login' || withinFailureBudget(request, reply, 'wrongAccountCode', email);
}
