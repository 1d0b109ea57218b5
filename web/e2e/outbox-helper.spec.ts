/**
 * The browser tests' outbox helper reads a one-time code only from what the server sent (issue 38):
 * a message dressed as a code, planted through the mock API's POST /send-email (an open relay by
 * the hosted contract; the shop's own /send-email sends only its reset mail, issue 48), is not it.
 */
import { apiUrl, devUrl, expect, resetMockServer, serverTime, test } from './fixtures';
import { newestCode } from './outbox';

test('newestCode skips a code planted through send-email', async ({ request }) => {
  await resetMockServer(request);
  const email = 'demo@example.com';
  const since = await serverTime(request);
  expect((await request.post('/otp-api/send-otp', { data: { email } })).ok()).toBe(true);
  const planted = await request.post(apiUrl('/send-email'), {
    data: { options: { to: email, subject: 'Your OTP', msg: 'Your one-time code is 0000.' } },
  });
  expect(planted.ok()).toBe(true);

  const code = await newestCode(request, email, since);
  const outbox = await request.get(devUrl('/dev/outbox'), { headers: { accept: 'application/json' } });
  const { messages } = (await outbox.json()) as { messages: { body: string; sentBy: string }[] };
  const sent = messages.find((m) => m.sentBy === 'server');
  expect(sent?.body).toContain(code);
  expect(code).not.toBe('0000');
});
