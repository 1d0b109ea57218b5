/**
 * Accounts, one-time codes and the reset email as the shop understands them, over any client: what
 * userApi's endpoints run and what the Pact consumer tests drive (contracts/test/consumer), so a
 * change in how the dialects are read shows in a pact.
 *
 * Each call decides what "success" means, because the hosted API reports failures in three
 * dialects: `status: false` (users), `success: false` (codes), and a 201 `msg` on the password
 * forms. Whatever the dialect, a failure comes out as `{ error: { status, msg } }` with the server's
 * message, and a network failure as 'Server Error...' (see lib/api/queryResult).
 */
import type { ApiClient, ApiResult } from '../../lib/api/client';
import { toQueryResult, type QueryResult } from '../../lib/api/queryResult';
import type {
  ChangePasswordData,
  EmailOptions,
  ForgetPasswordData,
  LoginData,
  SignupData,
  UpdateUserData,
  User,
} from '../../lib/api/types';

/** A credential check that passed: the token and the account it belongs to. */
export interface Credentials {
  msg: string;
  token: string;
  user: User;
}

const SERVER_ERROR = 'Server Error...';

/** Bodies of every dialect, read field by field (the union types differ per status code). */
interface AnyBody {
  status?: unknown;
  success?: unknown;
  msg?: unknown;
  message?: unknown;
  token?: unknown;
  user?: unknown;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The rule "Network failure on login or signup: 'Server Error...'": a bare message when the server cannot be reached. */
function withBareNetworkMessage<Data>(result: QueryResult<Data>): QueryResult<Data> {
  return 'error' in result && result.error.status === 'NETWORK'
    ? { error: { status: 'NETWORK', msg: SERVER_ERROR } }
    : result;
}

/** The password forms succeed only on a 200: a 201 carries a form problem in `msg`. */
function onlyHttp200<Body>(call: () => Promise<ApiResult<Body>>): () => Promise<ApiResult<Body>> {
  return async () => {
    const result = await call();
    return { ...result, ok: result.status === 200 };
  };
}

function hasCredentials(body: AnyBody): boolean {
  return body.status === true && typeof body.token === 'string' && !!body.user && typeof body.user === 'object';
}

async function checkCredentials(call: () => Promise<ApiResult<AnyBody>>): Promise<QueryResult<Credentials>> {
  const result = await toQueryResult(
    call,
    (body) => ({ msg: textOf(body.msg), token: textOf(body.token), user: body.user as User }),
    hasCredentials,
  );
  return withBareNetworkMessage(result);
}

const statusIsTrue = (body: AnyBody) => body.status === true;
const successIsTrue = (body: AnyBody) => body.success === true;
const msgOf = (body: AnyBody) => textOf(body.msg);
const messageOf = (body: AnyBody) => textOf(body.message);

/** The calls over `client`: the shop's endpoints use them over its own client (userApi.ts). */
export const userCalls = (client: ApiClient) => ({
  signup: (userData: SignupData) => checkCredentials(() => client.signup(userData)),
  /** The credential check only: the token is not usable until the one-time code is verified. */
  login: (userData: LoginData) => checkCredentials(() => client.login(userData)),
  /** A code to sign in names its pending login (`loginToken`); a code for a password reset does not. */
  sendOtp: ({ email, loginToken }: { email: string; loginToken?: string }) =>
    toQueryResult(() => client.sendOtp(email, loginToken), messageOf, successIsTrue),
  verifyOtp: ({ email, otp, loginToken }: { email: string; otp: string; loginToken?: string }) =>
    toQueryResult(() => client.verifyOtp(email, otp, loginToken), messageOf, successIsTrue),
  updateUser: (userData: UpdateUserData) => toQueryResult(() => client.updateUser(userData), msgOf, statusIsTrue),
  deleteUser: (userId: string) => toQueryResult(() => client.deleteUser(userId), msgOf, statusIsTrue),
  forgetPassword: (userData: ForgetPasswordData) =>
    toQueryResult(
      onlyHttp200(() => client.forgetPassword(userData)),
      msgOf,
    ),
  changePassword: (userData: ChangePasswordData) =>
    toQueryResult(
      onlyHttp200(() => client.changePassword(userData)),
      msgOf,
    ),
  sendEmail: (options: EmailOptions) => toQueryResult(() => client.sendEmail(options), msgOf, statusIsTrue),
});
