/**
 * A client of the one-time-code calls from one address, as the security tests drive them: log in,
 * ask for a code (for a pending login when its token is given), verify one, reset a password with one.
 */
import type { FastifyInstance } from 'fastify';
import { call } from '../helpers.js';

const forLogin = (loginToken?: string) => (loginToken ? { 'x-login-token': loginToken } : {});

export function codeClient(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  return {
    login: async (email: string, password: string) =>
      (
        await call(app, {
          method: 'POST',
          url: '/user-api/login',
          remoteAddress,
          payload: { user_data: { email, password } },
        })
      ).body.token as string,
    sendOtp: (email: string, loginToken?: string) =>
      call(app, {
        method: 'POST',
        url: '/otp-api/send-otp',
        remoteAddress,
        headers: forLogin(loginToken),
        payload: { email },
      }),
    verifyOtp: (email: string, otp: string, loginToken?: string) =>
      call(app, {
        method: 'POST',
        url: '/otp-api/verify-otp',
        remoteAddress,
        headers: forLogin(loginToken),
        payload: { email, otp },
      }),
    forget: (email: string, otp: string) =>
      call(app, {
        method: 'PUT',
        url: '/user-api/forget-password',
        remoteAddress,
        payload: { user_data: { email, newPassword: 'N3w-pass', confirmPassword: 'N3w-pass', otp } },
      }),
  };
}
