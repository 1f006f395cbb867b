/**
 * POST /api/contact and GET /api/site-info through the real app: validation, CSRF, the honeypot, the
 * stored message, the email to the team (outbox file by default, SMTP to a loopback server when configured),
 * a failing mail server and the per-address limit. Addresses vary through X-Forwarded-For (TRUST_PROXY on);
 * the clock stands still 10 minutes into an hour so no test straddles a limit window.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_LIMITS } from '@contract/contact';
import { DEFAULT_BUSINESS_HOURS } from '@contract/site-info';
import { freePort } from '../../platform/testing/free-port';
import { parseMail } from '../../platform/testing/mime';
import { startSmtpSink, type SmtpSink } from '../../platform/testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CONTACT_RATE_LIMIT } from './contact-router';

const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS + 10 * 60 * 1000);

const VALID = {
  fullName: 'Ana Kovačić',
  email: 'ana@example.test',
  subject: 'Question about free advertising',
  message: 'Dobar dan,\n\nwe are a dealer in Split and would like to advertise our cars.\n\nThank you!',
  language: 'hr',
};

let harness: TestApp;
let ipCounter = 0;
/** A fresh client address per test, so the limit of one test does not reach another. */
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  harness = await createTestApp({ now: () => NOW, config: { trustProxy: true } });
});
afterAll(() => harness.close());

async function post(body: unknown, ip = nextIp()) {
  const { agent, csrfToken } = await harness.client();
  return agent
    .post('/api/contact')
    .set('X-CSRF-Token', csrfToken)
    .set('X-Forwarded-For', ip)
    .send(body as object);
}

async function outboxFiles(): Promise<string[]> {
  const dir = path.join(harness.dataDir, 'outbox');
  try {
    return (await fs.readdir(dir)).filter((name) => name.endsWith('.eml')).map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

describe('POST /api/contact', () => {
  it('stores the message and emails it to the team address, replying to the sender', async () => {
    const before = harness.mail.sent.length;
    const response = await post(VALID);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true });

    const [stored] = await harness.services.contactMessages.list({ limit: 1 });
    expect(stored).toMatchObject({
      fullName: VALID.fullName,
      email: VALID.email,
      subject: VALID.subject,
      message: VALID.message,
      language: 'hr',
      userId: null,
    });
    expect(stored!.createdAt).toEqual(NOW);

    await harness.mail.idle();
    const sent = harness.mail.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'team@autotrzni.test', subject: `[Contact] ${VALID.subject}` });
    expect(sent[0]!.replyTo).toContain('<ana@example.test>');
    expect(sent[0]!.text).toContain('we are a dealer in Split');

    // The default mailer writes an .eml file under DATA_DIR/outbox.
    const files = await outboxFiles();
    const mails = await Promise.all(files.map(async (file) => parseMail(await fs.readFile(file, 'utf8'))));
    const mail = mails.find((candidate) => candidate.subject === `[Contact] ${VALID.subject}`);
    expect(mail?.to).toContain('team@autotrzni.test');
    expect(mail?.text).toContain('Ana Kovačić <ana@example.test>');
    expect(mail?.html).toContain('we are a dealer in Split');
  });

  it('answers a replay from the offline outbox (same Idempotency-Key) with the first answer and sends once', async () => {
    const before = harness.mail.sent.length;
    const key = crypto.randomUUID();
    const body = { ...VALID, subject: `Replayed question ${key.slice(0, 8)}` };
    const { agent, csrfToken } = await harness.client();
    const send = (payload: unknown, ip = nextIp()) =>
      agent
        .post('/api/contact')
        .set('X-CSRF-Token', csrfToken)
        .set('X-Forwarded-For', ip)
        .set('Idempotency-Key', key)
        .send(payload as object);
    const first = await send(body);
    expect(first.status).toBe(201);
    for (let attempt = 0; attempt < 3; attempt++) {
      const replay = await send(body);
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replay']).toBe('true');
      expect(replay.body).toEqual(first.body);
    }
    expect((await send({ ...body, message: `${body.message} (changed)` })).status).toBe(422);
    expect(
      (await agent.post('/api/contact').set('X-CSRF-Token', csrfToken).set('Idempotency-Key', 'not-a-uuid').send(body))
        .status,
    ).toBe(400);
    await harness.mail.idle();
    expect(harness.mail.sent.slice(before).filter((mail) => mail.subject === `[Contact] ${body.subject}`)).toHaveLength(
      1,
    );
  });

  it('records the signed-in user', async () => {
    const user = await harness.createUser({ username: 'contact-writer' });
    const { agent, csrfToken } = await harness.signIn('contact-writer');
    const response = await agent
      .post('/api/contact')
      .set('X-CSRF-Token', csrfToken)
      .set('X-Forwarded-For', nextIp())
      .send({ ...VALID, subject: 'From a signed-in user' });
    expect(response.status).toBe(201);
    const stored = (await harness.services.contactMessages.list()).find(
      (message) => message.subject === 'From a signed-in user',
    );
    expect(stored?.userId).toBe(user.id);
  });

  it('answers 400 naming every missing field, with the form messages', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.fields).toEqual({
      fullName: CONTACT_MESSAGES.fullNameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
    expect(response.body.message).toMatch(/^Invalid request: fullName \(.+\), email/);
  });

  it('answers 400 for blank, too short, too long, malformed and unknown fields', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ ...VALID, fullName: '   ' }, { fullName: CONTACT_MESSAGES.fullNameRequired }],
      [{ ...VALID, email: 'not-an-address' }, { email: CONTACT_MESSAGES.emailInvalid }],
      [{ ...VALID, subject: 'Hi' }, { subject: CONTACT_MESSAGES.subjectTooShort }],
      [{ ...VALID, subject: 'Hello\r\nBcc: victim@example.test' }, { subject: CONTACT_MESSAGES.noControlCharacters }],
      [{ ...VALID, fullName: 'Ana\u0000Kovač' }, { fullName: CONTACT_MESSAGES.noControlCharacters }],
      [
        { ...VALID, message: 'A lone surrogate \ud800 is not text at all.' },
        { message: CONTACT_MESSAGES.noControlCharacters },
      ],
      [
        { ...VALID, message: 'Reads backwards: \u202eevil.exe and more text' },
        { message: CONTACT_MESSAGES.noControlCharacters },
      ],
      [{ ...VALID, subject: 'Unpaired \udfff at the end' }, { subject: CONTACT_MESSAGES.noControlCharacters }],
      [{ ...VALID, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, { message: CONTACT_MESSAGES.messageTooLong }],
      [{ ...VALID, message: 'Too short' }, { message: CONTACT_MESSAGES.messageTooShort }],
      [{ ...VALID, fullName: 42 }, { fullName: CONTACT_MESSAGES.fullNameRequired }],
      [{ ...VALID, language: 'fr' }, { language: expect.any(String) as unknown as string }],
      [{ ...VALID, admin: true }, { admin: 'Unknown field' }],
    ];
    for (const [body, fields] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.fields).toEqual(fields);
    }
  });

  it('refuses a request without the CSRF token', async () => {
    const { agent } = await harness.client();
    const response = await agent.post('/api/contact').set('X-Forwarded-For', nextIp()).send(VALID);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('csrf_invalid');
  });

  it('quietly drops a message whose honeypot field is filled in', async () => {
    const sentBefore = harness.mail.sent.length;
    const response = await post({ ...VALID, subject: 'Cheap watches', website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true });
    expect((await harness.services.contactMessages.list()).some((message) => message.subject === 'Cheap watches')).toBe(
      false,
    );
    expect(harness.mail.sent.length).toBe(sentBefore);
  });

  it(`allows ${CONTACT_RATE_LIMIT.limit} messages an hour per client address`, async () => {
    const ip = nextIp();
    for (let index = 0; index < CONTACT_RATE_LIMIT.limit; index++) {
      expect((await post({ ...VALID, subject: `Limited ${index}` }, ip)).status).toBe(201);
    }
    const refused = await post({ ...VALID, subject: 'One too many' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect(
      (await harness.services.contactMessages.list({ limit: 200 })).some(
        (message) => message.subject === 'One too many',
      ),
    ).toBe(false);
    // Invalid requests do not use up the limit, and another address is not affected.
    expect((await post({ ...VALID, email: 'x' }, nextIp())).status).toBe(400);
    expect((await post(VALID, nextIp())).status).toBe(201);
  });
});

describe('POST /api/contact with a mail server', () => {
  let sink: SmtpSink;
  let smtpHarness: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtpHarness = await createTestApp({ config: { smtpUrl: sink.url } });
  });
  afterAll(async () => {
    await smtpHarness.close();
    await sink.close();
  });

  it('sends the message over SMTP to the team address', async () => {
    const { agent, csrfToken } = await smtpHarness.client();
    expect((await agent.post('/api/contact').set('X-CSRF-Token', csrfToken).send(VALID)).status).toBe(201);
    const mail = await sink.nextMailTo('team@autotrzni.test');
    expect(mail.subject).toBe(`[Contact] ${VALID.subject}`);
    expect(mail.headers.get('reply-to')).toContain('ana@example.test');
    expect(mail.text).toContain('Thank you!');
  });
});

describe('POST /api/contact when the mail server is down', () => {
  let downHarness: TestApp;
  let sink: SmtpSink | undefined;
  let clock = new Date('2031-05-05T10:00:00Z');
  let port: number;
  beforeAll(async () => {
    // Nothing listens on the port yet: the connection is refused at once.
    port = await freePort();
    downHarness = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` }, now: () => clock });
  });
  afterAll(async () => {
    await downHarness.close();
    await sink?.close();
  });

  it('keeps the message and its email, and delivers it when the server is back', async () => {
    const { agent, csrfToken } = await downHarness.client();
    const response = await agent.post('/api/contact').set('X-CSRF-Token', csrfToken).send(VALID);
    expect(response.status).toBe(201);
    const [stored] = await downHarness.services.contactMessages.list();
    expect(stored).toMatchObject({ subject: VALID.subject });
    await downHarness.mail.idle();
    const [queued] = await downHarness.services.mailQueue.byRef(`contact:${stored!.id}`);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });

    sink = await startSmtpSink({ port });
    clock = new Date(clock.getTime() + 31_000); // past the first retry's wait
    await downHarness.mail.idle();
    const mail = await sink.nextMailTo('team@autotrzni.test');
    expect(mail.subject).toBe(`[Contact] ${VALID.subject}`);
    expect((await downHarness.services.mailQueue.byRef(`contact:${stored!.id}`))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});

describe('GET /api/site-info', () => {
  it('answers the configured business hours', async () => {
    const response = await (await harness.client()).agent.get('/api/site-info');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ businessHours: DEFAULT_BUSINESS_HOURS });
  });

  it('says closed as null', async () => {
    const closedOnSaturday = await createTestApp({
      config: { businessHours: { weekdays: { opens: '07:30', closes: '16:00' }, saturday: null } },
    });
    try {
      const response = await (await closedOnSaturday.client()).agent.get('/api/site-info');
      expect(response.body).toEqual({
        businessHours: { weekdays: { opens: '07:30', closes: '16:00' }, saturday: null },
      });
    } finally {
      await closedOnSaturday.close();
    }
  });
});
