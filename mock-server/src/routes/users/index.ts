/**
 * Accounts: signup, login, update, delete (password forms are in passwords.ts). Failures keep the
 * hosted API's shapes (200 with `status: false`); the stricter answers (400, 401, 403, 429) keep the
 * `{ status, msg }` family. update and delete act only on the bearer token's own account.
 */
import type { FastifyInstance } from 'fastify';
import type {
  AuthResult,
  LoginRequest,
  SignupRequest,
  StatusMessage,
  UpdateUserRequest,
} from '../../contract/api-types.js';
import type { operations } from '../../../../generated/openapi.js';
import { accountOf } from '../../http/auth.js';
import { anyBlank, looksLikeEmail, publicUser } from '../../http/fields.js';
import { operation } from '../../http/operation.js';
import { budgetedCheck, refusedByBudget, withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { EmailTakenError, normalizeEmail } from '../../store/index.js';
import passwordRoutes from './passwords.js';

type DeleteParams = operations['deleteUser']['parameters']['path'];

const refuse = (msg: string): StatusMessage => ({ status: false, msg });

export default async function userRoutes(app: FastifyInstance) {
  app.route<{ Body: SignupRequest }>({
    ...operation(app, 'signup'),
    async handler(request, reply) {
      const { users, sessions } = request.store;
      const form = request.body.user_data;
      if (!withinRateLimit(request, reply, 'signup', form.email)) return reply;
      if (anyBlank(form.firstname, form.lastname, form.username, form.email, form.password, form.phone))
        return refuse(messages.users.fillAll);
      if (!looksLikeEmail(form.email)) return refuse(messages.users.emailInvalid);
      if (users.findByEmail(form.email)) return refuse(messages.users.emailTaken);
      try {
        const user = await users.register(form);
        // A signup token works at once: the shopper just chose this password.
        const token = sessions.issue(user._id, { verified: true });
        return { status: true, msg: messages.users.registered, token, user: publicUser(user) } satisfies AuthResult;
      } catch (error) {
        if (error instanceof EmailTakenError) return refuse(messages.users.emailTaken);
        throw error;
      }
    },
  });

  app.route<{ Body: LoginRequest }>({
    ...operation(app, 'login'),
    async handler(request, reply) {
      const { users, sessions } = request.store;
      const { email, password } = request.body.user_data;
      if (!withinRateLimit(request, reply, 'login', email)) return reply;
      // Failures count per email and client: a stranger elsewhere cannot lock the shopper out. The
      // failure is counted before the scrypt await, so a concurrent burst cannot all pass one check.
      const user = await budgetedCheck(request, reply, 'wrongPasswordAtLogin', email, async () =>
        anyBlank(email, password) ? undefined : users.checkPassword(email, password),
      );
      if (user === refusedByBudget) return reply;
      if (!user) return refuse(messages.users.badCredentials);
      // A pending login: usable only once its one-time code is verified (otp routes), 10 minutes to do it.
      const token = sessions.issue(user._id, { verified: false, clientIp: request.ip });
      return { status: true, msg: messages.users.loggedIn, token, user: publicUser(user) } satisfies AuthResult;
    },
  });

  app.route<{ Body: UpdateUserRequest }>({
    ...operation(app, 'updateUser'),
    async handler(request): Promise<StatusMessage> {
      const { users } = request.store;
      const userId = accountOf(request);
      const form = request.body.user_data;
      if (anyBlank(form.firstname, form.lastname, form.phone)) return refuse(messages.users.fillAll);
      const account = users.byId(userId);
      // The hosted API finds the account by the email sent; here the token decides, and an email
      // naming another account is refused rather than silently ignored.
      if (form.email !== undefined && account && normalizeEmail(form.email) !== normalizeEmail(account.email)) {
        return refuse(messages.users.otherAccountUpdate);
      }
      users.update(userId, {
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        phone: form.phone.trim(),
      });
      return { status: true, msg: messages.users.updated };
    },
  });

  app.route<{ Params: DeleteParams }>({
    ...operation(app, 'deleteUser'),
    async handler(request, reply) {
      const userId = accountOf(request);
      if (request.params.user_id !== userId) return reply.code(403).send(refuse(messages.users.otherAccountDelete));
      request.store.deleteAccount(userId);
      return { status: true, msg: messages.users.deleted } satisfies StatusMessage;
    },
  });

  await app.register(passwordRoutes);
}
