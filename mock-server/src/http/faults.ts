/**
 * Fault injection for UI work, following Prism's convention:
 *   Prefer: code=503        answer that status (400-599) with the operation's error-family body
 *   Prefer: delay=800       wait that many milliseconds first (at most 10 s)
 * and MOCK_DELAY_MS (the `delayMs` option) delays every API answer. Dev routes, static files and
 * docs are never delayed or failed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBody, type ErrorFamily } from 'server-kit/error-body';
import { addRouteHook } from './route-hooks.js';

export const maxDelayMs = 10_000;

export interface Preferences {
  code?: number;
  delayMs?: number;
}

/** Reads `code=NNN` and `delay=NNN` from a Prefer header (comma or semicolon separated). */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const preferences: Preferences = {};
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(/[,;]/)) {
    const match = /^\s*(code|delay)\s*=\s*"?(\d{1,6})"?\s*$/i.exec(part);
    if (!match?.[1] || !match[2]) continue;
    const value = Number(match[2]);
    if (match[1].toLowerCase() === 'code' && value >= 400 && value <= 599) preferences.code = value;
    if (match[1].toLowerCase() === 'delay') preferences.delayMs = Math.min(value, maxDelayMs);
  }
  return preferences;
}

export const faultsPlugin = fp<{ delayMs: number }>(
  async (app, options) => {
    const baseDelay = Math.min(Math.max(0, options.delayMs), maxDelayMs);

    /** Waits as asked, then answers the asked status; true when it answered. */
    const injectFaults = async (request: FastifyRequest, reply: FastifyReply, errorFamily: ErrorFamily) => {
      const preferences = parsePrefer(request.headers.prefer);
      const delay = Math.max(baseDelay, preferences.delayMs ?? 0);
      if (delay > 0) await sleep(delay);
      if (!preferences.code) return false;
      reply
        .code(preferences.code)
        .send(errorBody(errorFamily, `Injected fault: HTTP ${preferences.code} (Prefer: code=${preferences.code})`));
      return true;
    };

    addRouteHook(app, 'onRequest', ({ faults, errorFamily = 'status' }) => {
      if (!faults) return undefined;
      return (request, reply, done) => {
        // Most calls ask for no fault: they pass at once, with no promise to wait for.
        if (baseDelay === 0 && request.headers.prefer === undefined) return done();
        injectFaults(request, reply, errorFamily).then((answered) => answered || done(), done);
      };
    });
  },
  { name: 'faults' },
);
