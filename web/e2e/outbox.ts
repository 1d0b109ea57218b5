/** Reading the mock server's outbox (GET /dev/outbox, newest first) from browser tests. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  sentAt: string;
}

/** The newest message to `to` with `subject` sent at or after `since`, waiting for it to arrive. */
export async function newestMessage(
  request: APIRequestContext,
  to: string,
  subject: string,
  since: number,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox', { headers: { accept: 'application/json' } });
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      found = messages.find((m) => m.to === to && m.subject === subject && Date.parse(m.sentAt) >= since);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The 4-digit one-time code most recently emailed to `to`. */
export async function newestCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  const message = await newestMessage(request, to, 'Your OTP', since);
  const code = /\b\d{4}\b/.exec(message.body)?.[0];
  expect(code, `a 4-digit code in "${message.body}"`).toBeDefined();
  return code!;
}
