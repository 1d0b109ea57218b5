/**
 * Accounts, one-time codes and the reset email, as RTK Query mutations over the typed client.
 * userCalls.ts says what each answer means in the hosted API's three dialects (and what each
 * mutation takes and gives: its call's types); a failure reaches the screen as `{ status, msg }`
 * with the server's message.
 */
import { api } from '../../lib/api';
import { shopApi } from '../../lib/api/shopApi';
import { userCalls } from './userCalls';

export type { Credentials } from './userCalls';

const calls = userCalls(api);

export const userApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation({
      queryFn: calls.signup,
    }),
    /** The credential check only: the token is not usable until the one-time code is verified. */
    login: build.mutation({
      queryFn: calls.login,
    }),
    /** A code to sign in names its pending login (`loginToken`); a code for a password reset does not. */
    sendOtp: build.mutation({
      queryFn: calls.sendOtp,
    }),
    verifyOtp: build.mutation({
      queryFn: calls.verifyOtp,
    }),
    updateUser: build.mutation({
      queryFn: calls.updateUser,
      invalidatesTags: ['User'],
    }),
    deleteUser: build.mutation({
      // No invalidation: the caller signs out, which resets every cached answer. Invalidating the
      // cart here refetched it at once with the deleted account's token, and the server said 401.
      queryFn: calls.deleteUser,
    }),
    forgetPassword: build.mutation({
      queryFn: calls.forgetPassword,
    }),
    changePassword: build.mutation({
      queryFn: calls.changePassword,
    }),
    sendEmail: build.mutation({
      queryFn: calls.sendEmail,
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
