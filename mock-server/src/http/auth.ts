/**
 * Bearer tokens on the routes whose operation declares `bearerAuth` in openapi.yaml. A missing,
 * unknown, expired or not-yet-verified token gets a 401 in the operation's error family, before the
 * body is even read.
 */
import fp from 'fastify-plugin';
import { errorBody } from 'server-kit/error-body';
import { addRouteHook } from './route-hooks.js';

export const authMessages = {
  missing: 'Please log in to continue',
  unknown: 'Your session is not valid. Please log in again',
  expired: 'Your session has expired. Please log in again',
  unverified: 'Please verify the one-time code sent to your email first',
} as const;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('tokenHash', null);
    addRouteHook(app, 'onRequest', ({ auth, errorFamily = 'status' }) => {
      if (!auth) return undefined;
      return (request, reply, done) => {
        const check = request.store.sessions.check(bearerToken(request.headers.authorization));
        if (!check.ok) return void reply.code(401).send(errorBody(errorFamily, authMessages[check.reason]));
        // The account may have been deleted while a token of it was still around.
        if (!request.store.users.byId(check.userId))
          return void reply.code(401).send(errorBody(errorFamily, authMessages.unknown));
        request.userId = check.userId;
        request.tokenHash = check.tokenHash;
        done();
      };
    });
  },
  { name: 'auth' },
);

/** The account of an authenticated request (the auth hook has run on routes with `auth`). */
export function accountOf(request: { userId: string | null }): string {
  if (!request.userId) throw new Error('An authenticated route ran without an account');
  return request.userId;
}
