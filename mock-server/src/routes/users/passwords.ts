/**
 * The two password forms. Like the hosted API they answer `{ msg }` only, with 201 for a form
 * problem. Stricter here: forget-password needs a one-time code for the email (`user_data.otp`) and
 * answers an unknown email exactly like a known one with a wrong code (no account enumeration);
 * change-pass needs the token of the account whose email is in the form, allows 30 calls per client
 * per 5 minutes and 10 per account per 15, and 5 wrong old passwords per 15 minutes.
 */
import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest, ForgetPasswordRequest, Message } from '../../contract/api-types.js';
import { accountOf } from '../../http/auth.js';
import { anyBlank } from '../../http/fields.js';
import { operation } from '../../http/operation.js';
import { budgetedCheck, refusedByBudget, withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { normalizeEmail } from '../../store/index.js';
import { answerFailedCode, withinCodeBudgets } from '../otp/codes.js';

const answer = (msg: string): Message => ({ msg });

export default async function passwordRoutes(app: FastifyInstance) {
  app.route<{ Body: ForgetPasswordRequest }>({
    ...operation(app, 'forgetPassword'),
    async handler(request, reply) {
      const { users, sessions, otps } = request.store;
      const form = request.body.user_data;
      if (!withinRateLimit(request, reply, 'forgetPassword', form.email)) return reply;
      if (anyBlank(form.email, form.newPassword, form.confirmPassword))
        return reply.code(201).send(answer(messages.users.fillAll));
      if (form.newPassword !== form.confirmPassword)
        return reply.code(201).send(answer(messages.users.passwordMismatch));
      if (anyBlank(form.otp)) return reply.code(201).send(answer(messages.users.resetCodeMissing));
      if (!withinCodeBudgets(request, reply, form.email, 'email')) return reply;

      // Either the live code (checked now) or one verified with verify-otp in the last 10 minutes.
      // An unknown email has at most a decoy, which never verifies: the very answers of a wrong code.
      const check = otps.redeemForReset(form.email, form.otp ?? '');
      if (check.result !== 'verified') return answerFailedCode(request, reply, check, form.email, 201);
      const user = users.findByEmail(form.email);
      if (!user) return answerFailedCode(request, reply, { result: 'invalid' }, form.email, 201);

      await users.setPassword(user._id, form.newPassword);
      sessions.revokeAll(user._id); // whoever held the old password is signed out everywhere
      return answer(messages.users.passwordChanged);
    },
  });

  app.route<{ Body: ChangePasswordRequest }>({
    ...operation(app, 'changePassword'),
    async handler(request, reply) {
      const { users, sessions } = request.store;
      const userId = accountOf(request);
      const form = request.body.user_data;
      if (anyBlank(form.email, form.oldPassword, form.newPassword, form.confirmPassword))
        return reply.code(201).send(answer(messages.users.fillAll));
      if (form.newPassword !== form.confirmPassword)
        return reply.code(201).send(answer(messages.users.passwordMismatch));
      const account = users.byId(userId);
      if (!account || normalizeEmail(form.email) !== normalizeEmail(account.email)) {
        return reply.code(201).send(answer(messages.users.otherAccountPassword));
      }
      if (!withinRateLimit(request, reply, 'changePassword', account.email)) return reply;
      // Counted before the scrypt await (given back on success): concurrent guesses see each other.
      const right = await budgetedCheck(request, reply, 'wrongOldPassword', account.email, () =>
        users.checkPassword(account.email, form.oldPassword),
      );
      if (right === refusedByBudget) return reply;
      if (!right) return reply.code(201).send(answer(messages.users.oldPasswordWrong));

      await users.setPassword(userId, form.newPassword);
      sessions.revokeAll(userId, request.tokenHash ?? undefined); // other devices sign in again; this one stays
      return answer(messages.users.passwordChanged);
    },
  });
}
