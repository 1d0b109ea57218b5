/**
 * Accounts, one-time codes and the reset email, as RTK Query mutations over the typed client.
 *
 * Each endpoint decides what "success" means for its call, because the hosted API reports failures
 * in three dialects: `status: false` (users), `success: false` (codes), and a 201 `msg` on the
 * password forms. Whatever the dialect, a failure reaches the screen as `{ status, msg }` with the
 * server's message, and a network failure as 'Server Error...' (see ./queryResult).
 */
import type { ApiResult } from '../../lib/api/client';
import { api } from '../../lib/api';
import { toQueryResult } from '../../lib/api/queryResult';
import { shopApi, type ApiFailure } from '../../lib/api/shopApi';
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

type QueryResult<Data> = { data: Data } | { error: ApiFailure };

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

export const userApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<Credentials, SignupData>({
      queryFn: (userData) => checkCredentials(() => api.signup(userData)),
    }),
    /** The credential check only: the token is not usable until the one-time code is verified. */
    login: build.mutation<Credentials, LoginData>({
      queryFn: (userData) => checkCredentials(() => api.login(userData)),
    }),
    /** A code to sign in names its pending login (`loginToken`); a code for a password reset does not. */
    sendOtp: build.mutation<string, { email: string; loginToken?: string }>({
      queryFn: ({ email, loginToken }) => toQueryResult(() => api.sendOtp(email, loginToken), messageOf, successIsTrue),
    }),
    verifyOtp: build.mutation<string, { email: string; otp: string; loginToken?: string }>({
      queryFn: ({ email, otp, loginToken }) =>
        toQueryResult(() => api.verifyOtp(email, otp, loginToken), messageOf, successIsTrue),
    }),
    updateUser: build.mutation<string, UpdateUserData>({
      queryFn: (userData) => toQueryResult(() => api.updateUser(userData), msgOf, statusIsTrue),
      invalidatesTags: ['User'],
    }),
    deleteUser: build.mutation<string, string>({
      // No invalidation: the caller signs out, which resets every cached answer. Invalidating the
      // cart here refetched it at once with the deleted account's token, and the server said 401.
      queryFn: (userId) => toQueryResult(() => api.deleteUser(userId), msgOf, statusIsTrue),
    }),
    forgetPassword: build.mutation<string, ForgetPasswordData>({
      queryFn: (userData) =>
        toQueryResult(
          onlyHttp200(() => api.forgetPassword(userData)),
          msgOf,
        ),
    }),
    changePassword: build.mutation<string, ChangePasswordData>({
      queryFn: (userData) =>
        toQueryResult(
          onlyHttp200(() => api.changePassword(userData)),
          msgOf,
        ),
    }),
    sendEmail: build.mutation<string, EmailOptions>({
      queryFn: (options) => toQueryResult(() => api.sendEmail(options), msgOf, statusIsTrue),
    }),
  }),
});

export const {
  useSignupMutation,
  useLoginMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useForgetPasswordMutation,
  useChangePasswordMutation,
  useSendEmailMutation,
} = userApi;
