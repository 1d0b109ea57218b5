/**
 * The local outbox: every email and one-time code the server "sends" lands here instead of being
 * relayed. Newest first, and capped so a busy dev server cannot grow without bound.
 */
import type { OutboxMessage } from '../contract/api-types.js';
import type { Clock } from './clock.js';

export const outboxCapacity = 500;

export interface Outbox {
  deliver(message: { to: string; subject: string; body: string }): OutboxMessage;
  /** Newest first. */
  list(): OutboxMessage[];
  /** The newest message to this address, if any. */
  latestTo(email: string): OutboxMessage | undefined;
}

export function createOutbox(now: Clock): Outbox {
  let messages: OutboxMessage[] = [];

  return {
    deliver({ to, subject, body }) {
      const message = { to, subject, body, sentAt: new Date(now()).toISOString() };
      messages = [message, ...messages].slice(0, outboxCapacity);
      return message;
    },
    list: () => [...messages],
    latestTo: (email) => messages.find((m) => m.to.toLowerCase() === email.trim().toLowerCase()),
  };
}
