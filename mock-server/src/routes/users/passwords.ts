/**
 * The two password forms. Like the hosted API they answer `{ msg }` only, with 201 for a form
 * problem. Stricter here: forget-password needs a one-time code for the email (`user_data.otp`), and
 * change-pass needs the token of the account whose email is in the form.
 */
import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest, ForgetPasswordRequest, Message } from '../../contract/api-types.js';
import { accountOf } from '../../http/auth.js';
import { anyBlank } from '../../http/fields.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { normalizeEmail } from '../../store/index.js';

const answer = (msg: string): Message => ({ msg });

export default async function passwordRoutes(app: FastifyInstance) {
  app.route<{ Body: ForgetPasswordRequest }>({
    ...operation(app, 'forgetPassword'),
    async handler(request, reply) {
      const { users, sessions, otps } = request.store;
      const form = request.body.user_data;
      if (!withinRateLimit(request, reply, 'forgetPassword', form.email)) return reply;
      if (anyBlank(form.email, form.newPassword, form.confirmPassword)) return reply.code(201).send(answer(messages.users.fillAll));
      if (form.newPassword !== form.confirmPassword) return reply.code(201).send(answer(messages.users.passwordMismatch));
      const user = users.findByEmail(form.email);
      if (!user) return reply.code(201).send(answer(messages.users.emailInvalid));
      if (anyBlank(form.otp)) return reply.code(201).send(answer(messages.users.resetCodeMissing));

      // Either the live code (checked now) or one verified with verify-otp in the last 10 minutes.
      const check = otps.redeemForReset(form.email, form.otp ?? '');
      if (check === 'locked') return reply.code(429).send(answer(messages.otp.locked));
      if (check === 'invalid') return reply.code(201).send(answer(messages.otp.invalid));

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
      if (anyBlank(form.email, form.oldPassword, form.newPassword, form.confirmPassword)) return reply.code(201).send(answer(messages.users.fillAll));
      if (form.newPassword !== form.confirmPassword) return reply.code(201).send(answer(messages.users.passwordMismatch));
      const account = users.byId(userId);
      if (!account || normalizeEmail(form.email) !== normalizeEmail(account.email)) {
        return reply.code(201).send(answer(messages.users.otherAccountPassword));
      }
      if (!(await users.checkPassword(account.email, form.oldPassword))) return reply.code(201).send(answer(messages.users.oldPasswordWrong));

      await users.setPassword(userId, form.newPassword);
      sessions.revokeAll(userId, request.tokenHash ?? undefined); // other devices sign in again; this one stays
      return answer(messages.users.passwordChanged);
    },
  });
}
