/**
 * The seller email through the real app (supertest, embedded store, outbox mailer): who may call it, bad
 * input, one email per vehicle, dealer and language, idempotent replays
 * (one email however often the outbox retries), the buyer's messages with their state and the dealer's leads.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GenerateEmailResponse,
  SellerEmailsResponse,
  SendContactEmailResponse,
  DealerLeadsResponse,
} from '@contract/seller-email';
import { makeListing } from '@contract/testing/listing-fixture';
import { DEFAULT_AI_CONFIG } from '../../platform/ai/ai-config';
import { METRICS } from '../../platform/stats/metrics';
import { ownedListing } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const post = (
  session: { agent: Session['agent']; csrfToken: string },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  session.agent
    .post(path)
    .set('X-CSRF-Token', session.csrfToken)
    .set(headers)
    .send(body as object);

const content = {
  subject: 'Upit za Vaš oglas: Škoda Octavia',
  body: 'Poštovani,\n\nje li vozilo još dostupno?\n\nS poštovanjem,\nAna Horvat',
};

function sendBody(carId: number, language = 'hr') {
  return { carId, emailContent: content, senderEmail: 'ana@example.test', senderName: 'Ana Horvat', language };
}

describe('seller email API', () => {
  let harness: TestApp;
  let buyer: Session;
  let carId: number;
  let noEmailCarId: number;
  let dealerCarId: number;
  let dealerId: string;
  let dealerUsername: string;

  beforeAll(async () => {
    harness = await createTestApp({ config: { ai: { ...DEFAULT_AI_CONFIG, emailsPerDay: 3 } } });
    const dealer = await harness.createUser({ userType: 'dealer' });
    dealerId = dealer.id;
    dealerUsername = dealer.username;
    const [car, noEmail, owned] = await harness.services.listings.insertMany([
      makeListing({
        brand: 'Škoda',
        model: 'Octavia',
        year: 2019,
        price: 15_900,
        mileage: 89_500,
        description: 'Sehr gepflegt.',
        descriptionLanguage: 'de',
      }),
      makeListing({
        brand: 'Fiat',
        model: 'Panda',
        seller: { name: 'Ivan Kovač', type: 'private', phone: '+385 91 000 0000', email: null },
      }),
      ownedListing(dealer.id, {
        brand: 'BMW',
        model: 'X1',
        seller: { name: 'Auto Dealer', type: 'dealer', phone: '+385 1 000', email: 'leads@dealer.example' },
      }),
    ]);
    carId = car!.id;
    noEmailCarId = noEmail!.id;
    dealerCarId = owned!.id;
    const user = await harness.createUser();
    buyer = await harness.signIn(user.username);
  });
  afterAll(() => harness.close());

  it('answers 401 with errorType signed out, and 403 without the CSRF token', async () => {
    const visitor = await harness.client();
    const generate = await post(visitor, '/api/generate-email', { carId, language: 'de', userName: 'X' }).expect(401);
    expect(generate.body).toMatchObject({ errorType: 'unauthenticated', language: 'de' });
    await post(visitor, '/api/send-contact-email', sendBody(carId), { 'Idempotency-Key': crypto.randomUUID() }).expect(
      401,
    );
    await visitor.agent.get('/api/seller-emails').expect(401);
    await buyer.agent.post('/api/generate-email').send({ carId, language: 'en', userName: 'Ana' }).expect(403);
  });

  it('answers 400 naming the fields for bad input, never 500', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/generate-email', { carId: 'x', language: 'hr', userName: 'Ana' }, 'carId'],
      ['/api/generate-email', { carId, language: 'fr', userName: 'Ana' }, 'language'],
      ['/api/generate-email', { carId, language: 'hr', userName: '  ' }, 'userName'],
      ['/api/generate-email', { carId, language: 'hr', userName: 'Ana', topics: ['weather'] }, 'topics.0'],
      ['/api/generate-email', { carId, language: 'hr', userName: 'Ana', extra: 1 }, 'extra'],
      ['/api/send-contact-email', { ...sendBody(carId), senderEmail: 'nope' }, 'senderEmail'],
      [
        '/api/send-contact-email',
        { ...sendBody(carId), emailContent: { subject: 'a\r\nBcc: x@y', body: content.body } },
        'emailContent.subject',
      ],
      [
        '/api/send-contact-email',
        { ...sendBody(carId), emailContent: { subject: 'Hi', body: 'short' } },
        'emailContent.body',
      ],
      // Unicode's own line and paragraph separators are line breaks too.
      ['/api/send-contact-email', { ...sendBody(carId), senderName: 'Ana\u2028Bcc: x@y' }, 'senderName'],
      ['/api/send-contact-email', { ...sendBody(carId), senderName: 'Ana\u2029Horvat' }, 'senderName'],
      [
        '/api/send-contact-email',
        { ...sendBody(carId), emailContent: { subject: 'Upit\u2028o autu', body: content.body } },
        'emailContent.subject',
      ],
      ['/api/generate-email', { carId, language: 'hr', userName: 'Ana\u2028Horvat' }, 'userName'],
    ];
    for (const [path, body, field] of cases) {
      const response = await post(buyer, path, body, { 'Idempotency-Key': crypto.randomUUID() });
      expect(response.status, `${path} ${field}`).toBe(400);
      expect(response.body.fields).toHaveProperty([field]);
      expect(response.body).toMatchObject({ errorType: 'validation_failed' });
    }
    const missingKey = await post(buyer, '/api/send-contact-email', sendBody(carId)).expect(400);
    expect(missingKey.body.fields).toHaveProperty(['Idempotency-Key']);
    const unreadable = await buyer.agent
      .post('/api/generate-email')
      .set('X-CSRF-Token', buyer.csrfToken)
      .set('Content-Type', 'application/json')
      .send('{"carId":');
    expect(unreadable.status).toBe(400);
    await post(buyer, '/api/generate-email', { carId: 999_999, language: 'hr', userName: 'Ana' }).expect(404);
  });

  it('replays a refusal naming a nested field to a retry with the same key, instead of "in progress"', async () => {
    const key = crypto.randomUUID();
    const body = { ...sendBody(carId), emailContent: { subject: 'a\r\nBcc: x@y', body: content.body } };
    const first = await post(buyer, '/api/send-contact-email', body, { 'Idempotency-Key': key }).expect(400);
    expect(first.body.fields).toHaveProperty(['emailContent.subject']);
    const retry = await post(buyer, '/api/send-contact-email', body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(400);
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it('writes the email in the language asked for, whatever the description is in, with the built-in engine', async () => {
    const response = await post(buyer, '/api/generate-email', {
      carId,
      language: 'hr',
      userName: 'Ana Horvat',
      topics: ['price', 'testDrive'],
    }).expect(200);
    const body = response.body as GenerateEmailResponse;
    expect(body.engine).toBe('builtin');
    expect(body.email.body).toMatch(/^Poštovani,\n\njavljam Vam se/);
    expect(body.email.body).toMatch(/dogovora oko cijene/);
    expect(body.email.body).toMatch(/probnu vožnju/);
    expect(body.email.body).toMatch(/\/hr\/car\/skoda-octavia-2019-/);
    expect(body.email.body).toMatch(/S poštovanjem,\nAna Horvat$/);
    expect(body).toMatchObject({ limit: 3 });
  });

  it('sends once: stored, queued, delivered to the seller with Reply-To the buyer and a copy to the team', async () => {
    const key = crypto.randomUUID();
    const sentBefore = harness.mail.sent.length;
    const first = await post(buyer, '/api/send-contact-email', sendBody(carId), { 'Idempotency-Key': key }).expect(201);
    const answer = first.body as SendContactEmailResponse;
    expect(answer.message).toMatchObject({
      language: 'hr',
      subject: content.subject,
      car: { id: carId, brand: 'Škoda' },
    });
    await harness.mail.idle();
    const mails = harness.mail.sent.slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'sales@autotest.example',
      cc: 'team@autotrzni.test',
      replyTo: '"Ana Horvat" <ana@example.test>',
      subject: content.subject,
    });
    expect(mails[0]!.text).toContain('je li vozilo još dostupno?');
    expect(mails[0]!.text).toContain('Odgovorom na ovu poruku javljate se izravno pošiljatelju (Ana Horvat)');

    // The outbox retries (the answer was lost): the first answer again, nothing sent again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const replay = await post(buyer, '/api/send-contact-email', sendBody(carId), { 'Idempotency-Key': key }).expect(
        201,
      );
      expect(replay.headers['idempotent-replay']).toBe('true');
      expect(replay.body).toEqual(first.body);
    }
    // The same key with another message is refused.
    const reused = await post(
      buyer,
      '/api/send-contact-email',
      { ...sendBody(carId), senderName: 'Someone Else' },
      { 'Idempotency-Key': key },
    ).expect(422);
    expect(reused.body.errorType).toBe('idempotencyKeyReused');
    // Another message about the same car to the same dealer in the same language: already sent.
    const again = await post(buyer, '/api/send-contact-email', sendBody(carId), {
      'Idempotency-Key': crypto.randomUUID(),
    }).expect(409);
    expect(again.body).toMatchObject({
      errorType: 'emailAlreadySent',
      language: 'hr',
      message: 'E-poruka o ovom vozilu već je poslana ovom prodavatelju na hrvatskom jeziku.',
    });
    // Generating in that language is refused too (and spends nothing); German stays open.
    const generate = await post(buyer, '/api/generate-email', { carId, language: 'hr', userName: 'Ana' }).expect(409);
    expect(generate.body.errorType).toBe('emailAlreadySent');
    await post(buyer, '/api/send-contact-email', sendBody(carId, 'de'), {
      'Idempotency-Key': crypto.randomUUID(),
    }).expect(201);
    await harness.mail.idle();
    expect(harness.mail.sent.slice(sentBefore)).toHaveLength(2);
    expect((await harness.services.stats.totals(METRICS.listingContact, [String(carId)])).get(String(carId))).toBe(2);

    const list = (await buyer.agent.get(`/api/seller-emails?carId=${carId}`).expect(200)).body as SellerEmailsResponse;
    expect(list.total).toBe(2);
    expect(list.items.map((item) => [item.language, item.status])).toEqual([
      ['de', 'sent'],
      ['hr', 'sent'],
    ]);
    expect(list.items[1]!.sentAt).not.toBeNull();
  });

  it('stores a replay arriving while the first is still running once (parallel sends with one key)', async () => {
    const user = await harness.createUser();
    const session = await harness.signIn(user.username);
    const key = crypto.randomUUID();
    const sentBefore = harness.mail.sent.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(session, '/api/send-contact-email', sendBody(carId, 'en'), { 'Idempotency-Key': key }),
      ),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((item) => item.status === 409))
      expect(answer.body.errorType).toBe('requestInProgress');
    await harness.mail.idle();
    expect(harness.mail.sent.slice(sentBefore)).toHaveLength(1);
  });

  it('says clearly when the listing has no seller email', async () => {
    const response = await post(buyer, '/api/send-contact-email', sendBody(noEmailCarId, 'en'), {
      'Idempotency-Key': crypto.randomUUID(),
    }).expect(422);
    expect(response.body).toMatchObject({ errorType: 'noSellerEmail', language: 'en' });
  });

  it('shows the message as a lead to the dealer who owns the listing, and to nobody else', async () => {
    await post(buyer, '/api/send-contact-email', sendBody(dealerCarId, 'en'), {
      'Idempotency-Key': crypto.randomUUID(),
    }).expect(201);
    const dealer = await harness.signIn(dealerUsername);
    const leads = (await dealer.agent.get('/api/dealer/leads').expect(200)).body as DealerLeadsResponse;
    expect(leads.total).toBe(1);
    expect(leads.items[0]).toMatchObject({
      buyerName: 'Ana Horvat',
      buyerEmail: 'ana@example.test',
      car: { id: dealerCarId },
      language: 'en',
    });
    const other = await harness.createUser({ userType: 'dealer' });
    const otherSession = await harness.signIn(other.username);
    expect(((await otherSession.agent.get('/api/dealer/leads').expect(200)).body as DealerLeadsResponse).total).toBe(0);
    await buyer.agent.get('/api/dealer/leads').expect(403);
    expect(dealerId).toBeTruthy();
  });
});
