import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../src/routes/email/html-to-text.js';
import { buildTestApp, call, requests } from '../helpers.js';

describe('POST /send-email', () => {
  it('never relays: the message lands in the outbox as readable text, link URLs kept', async () => {
    const app = await buildTestApp();
    const msg =
      '<p>Hello Asha,</p><p><a href="http://localhost:8080/reset-password">Reset your password</a> &amp; shop on.</p><script>alert(1)</script>';
    const { status, body } = await call(
      app,
      requests.sendEmail({ to: 'asha@example.com', subject: 'Reset your password', msg }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, msg: 'Please Check you email...' });
    expect(app.store.outbox.list()[0]).toMatchObject({
      to: 'asha@example.com',
      subject: 'Reset your password',
      body: 'Hello Asha,\nReset your password (http://localhost:8080/reset-password) & shop on.',
    });
  });

  it('says what it is on every answer: an open relay by the hosted contract, delivering to the outbox only', async () => {
    const app = await buildTestApp();
    const { response } = await call(
      app,
      requests.sendEmail({ to: 'asha@example.com', subject: 'Anything', msg: '<p>anything</p>' }),
    );
    expect(response.headers['x-mail-relay']).toBe(
      'open: any caller chooses recipient, subject and HTML (the hosted contract); delivered to the local outbox only',
    );
    const refused = await call(app, requests.sendEmail({ to: 'not-an-email', subject: 's', msg: 'm' }));
    expect(refused.response.headers['x-mail-relay']).toMatch(/^open: /);
  });

  it('is rate limited per recipient (429 { status: false, msg })', async () => {
    const app = await buildTestApp({ rateLimits: { sendEmail: [{ scope: 'email', max: 2, windowMs: 60_000 }] } });
    const options = { to: 'asha@example.com', subject: 's', msg: 'm' };
    await call(app, requests.sendEmail(options));
    await call(app, requests.sendEmail(options));
    const third = await call(app, requests.sendEmail(options));
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ status: false, msg: expect.stringMatching(/^Too many attempts/) });
    expect(app.store.outbox.list()).toHaveLength(2);
  });

  it.each([
    [{ to: 'not-an-email', subject: 's', msg: 'm' }, /to must match format "email"/],
    [{ to: 'a@b.co', subject: 's' }, /must have required property 'msg'/],
    [{ to: 'a@b.co', subject: 's', msg: 'm', cc: 'x@y.z' }, /unexpected property 'cc'/],
    [{ to: 'a@b.co', subject: 's', msg: 'x'.repeat(20_001) }, /must NOT have more than 20000 characters/],
    // One recipient: never a list, never a header smuggled after it.
    [{ to: 'a@b.co, c@d.co', subject: 's', msg: 'm' }, /to must match format "email"/],
    [{ to: 'a@b.co;c@d.co', subject: 's', msg: 'm' }, /to must match format "email"/],
    [{ to: 'a@b.co\r\nBcc: c@d.co', subject: 's', msg: 'm' }, /to must match format "email"/],
    [{ to: ['a@b.co', 'c@d.co'], subject: 's', msg: 'm' }, /to must be string/],
    [{ to: 'a@b.co', subject: 's'.repeat(201), msg: 'm' }, /must NOT have more than 200 characters/],
  ])('refuses %j with 400', async (options, message) => {
    const app = await buildTestApp();
    const { status, body } = await call(app, requests.sendEmail(options));
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, msg: expect.stringMatching(message) });
    expect(app.store.outbox.list()).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('keeps bare links, breaks lines at <br> and blocks, decodes entities', () => {
    expect(htmlToText('<a href="https://x.test/a?b=1&amp;c=2">https://x.test/a?b=1&amp;c=2</a>')).toBe(
      'https://x.test/a?b=1&c=2',
    );
    expect(htmlToText('one<br>two<br/>three')).toBe('one\ntwo\nthree');
    expect(htmlToText('<div>a</div><div>b &lt;c&gt; &#8377;5</div>')).toBe('a\nb <c> ₹5');
  });
});

describe('htmlToText on hostile input', () => {
  it('decodes out-of-range numeric entities safely and leaves unknown names such as &constructor; as typed', () => {
    expect(htmlToText('a&#99999999;b &#x110000; &#0;')).toBe('a\uFFFDb \uFFFD \uFFFD');
    expect(htmlToText('&constructor; &toString; &__proto__; &hasOwnProperty;')).toBe(
      '&constructor; &toString; &__proto__; &hasOwnProperty;',
    );
  });

  it('keeps each link label once, even when links nest or are never closed', () => {
    expect(htmlToText('<a href="http://a.test">one <a href="http://b.test">two</a> three</a>')).toBe(
      'one two three (http://a.test)',
    );
    expect(htmlToText('<a href="http://a.test">open')).toBe('open (http://a.test)');
    expect(htmlToText('<div>'.repeat(5000) + 'deep')).toBe('deep');
  });

  it('answers send-email with these entities (the old decoder threw: a 500)', async () => {
    const app = await buildTestApp();
    const { status } = await call(
      app,
      requests.sendEmail({ to: 'asha@example.com', subject: 's', msg: '&#99999999; &constructor;' }),
    );
    expect(status).toBe(200);
    expect(app.store.outbox.list()[0]?.body).toBe('\uFFFD &constructor;');
  });
});
