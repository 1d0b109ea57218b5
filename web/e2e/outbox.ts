/**
 * Reading the mock server's outbox (GET /dev/outbox, newest first) from browser tests. Anyone may
 * call POST /send-email, so a message there that looks like a code proves nothing: codes are read
 * only from what the server sent itself (`sentBy: server`); a message the shop sends through
 * send-email (the reset link) is asked for as such.
 */
import type { APIRequestContext } from '@playwright/test';
import { devUrl, expect } from './fixtures';

export type SentBy = 'server' | 'send-email';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  sentAt: string;
  sentBy: SentBy;
}

/** The newest message to `to` with `subject`, sent by `sentBy` at or after `since`, waiting for it to arrive. */
export async function newestMessage(
  request: APIRequestContext,
  to: string,
  subject: string,
  since: number,
  sentBy: SentBy = 'server',
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(devUrl('/dev/outbox'), { headers: { accept: 'application/json' } });
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      found = messages.find(
        (m) => m.to === to && m.subject === subject && m.sentBy === sentBy && Date.parse(m.sentAt) >= since,
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The 4-digit one-time code the server most recently emailed to `to` (never one planted through send-email). */
export async function newestCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  const message = await newestMessage(request, to, 'Your OTP', since);
  const code = /\b\d{4}\b/.exec(message.body)?.[0];
  expect(code, `a 4-digit code in "${message.body}"`).toBeDefined();
  return code!;
}
