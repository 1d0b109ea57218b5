/**
 * The local outbox: every email and one-time code the server "sends" lands here instead of being
 * relayed. Newest first, and bounded twice: 500 messages per outbox, and a byte budget shared by
 * the outboxes of every X-Mock-Session sandbox (each sandbox has its own outbox, so without a
 * shared bound many sandboxes could hold gigabytes). Past the budget the oldest messages of the
 * whole server go first, whichever outbox holds them.
 *
 * Each message says who sent it: `server` for what the mock server wrote itself (one-time codes),
 * `send-email` for what a client asked POST /send-email to send. Anyone may call send-email, so a
 * message there that looks like a code proves nothing.
 */
import type { OutboxMessage } from '../contract/api-types.js';
import type { Clock } from './clock.js';

export const outboxCapacity = 500;
/** Bytes of messages kept across every outbox of a server (the main one and all sandboxes'). */
export const defaultOutboxMaxBytes = 32 * 1024 * 1024;

export type SentBy = NonNullable<OutboxMessage['sentBy']>;

export interface Outbox {
  /** Keeps a message; `sentBy` defaults to the server itself. */
  deliver(message: { to: string; subject: string; body: string }, sentBy?: SentBy): OutboxMessage;
  /** Newest first. */
  list(): OutboxMessage[];
  /** The newest message to this address, if any. */
  latestTo(email: string): OutboxMessage | undefined;
}

/**
 * The byte budget shared by every outbox of one server: a queue of what was delivered, oldest
 * first, each entry able to drop its message from its outbox. Messages of a reset or dropped
 * sandbox stay counted until their turn comes: they are still in memory until then.
 */
export interface OutboxBudget {
  admit(bytes: number, drop: () => void): void;
  readonly bytes: number;
}

export function createOutboxBudget(maxBytes = defaultOutboxMaxBytes): OutboxBudget {
  if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new RangeError('The outbox budget must be a positive integer');
  let queue: { bytes: number; drop: () => void }[] = [];
  let head = 0;
  let total = 0;
  return {
    admit(bytes, drop) {
      queue.push({ bytes, drop });
      total += bytes;
      while (total > maxBytes && head < queue.length) {
        const oldest = queue[head];
        head += 1;
        if (!oldest) break;
        total -= oldest.bytes;
        oldest.drop();
      }
      // Compacted now and then rather than shifted each time (shift is O(n)).
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
    },
    get bytes() {
      return total;
    },
  };
}

/** What a message costs the budget: its text in UTF-8, plus the object around it. */
const sizeOf = (message: OutboxMessage) =>
  Buffer.byteLength(message.to) + Buffer.byteLength(message.subject) + Buffer.byteLength(message.body) + 128;

export function createOutbox(now: Clock, budget: OutboxBudget = createOutboxBudget()): Outbox {
  let messages: OutboxMessage[] = [];

  return {
    deliver({ to, subject, body }, sentBy = 'server') {
      const message: OutboxMessage = { to, subject, body, sentAt: new Date(now()).toISOString(), sentBy };
      messages = [message, ...messages].slice(0, outboxCapacity);
      budget.admit(sizeOf(message), () => {
        messages = messages.filter((kept) => kept !== message);
      });
      return message;
    },
    list: () => [...messages],
    latestTo: (email) => messages.find((m) => m.to.toLowerCase() === email.trim().toLowerCase()),
  };
}
