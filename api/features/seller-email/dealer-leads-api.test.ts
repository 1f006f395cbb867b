/**
 * A dealer answering a buyer's message from the dashboard, through the real app (supertest, embedded store,
 * mail queue and delivery job): the answer goes to the buyer once however often it is replayed, Reply-To the
 * seller, and the lead becomes answered; the lead's status; only the dealer who owns the listing may do
 * either (403 for another seller, for a buyer, and without the CSRF token).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerLeadResponse, DealerLeadsResponse } from '@contract/seller-email';
import { ownedListing } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const send = (
  session: Session,
  method: 'post' | 'put',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  session.agent[method](path)
    .set('X-CSRF-Token', session.csrfToken)
    .set(headers)
    .send(body as object);

const letter = {
  subject: 'Upit za BMW X1',
  body: 'Poštovani,\n\nje li vozilo još dostupno?\n\nS poštovanjem,\nAna Horvat',
};
const answer =
  'Poštovana gospođo Horvat,\n\nvozilo je još dostupno. Možete ga pogledati u subotu.\n\nLijep pozdrav,\nAuto Dealer';

describe('dealer leads: answer and status', () => {
  let harness: TestApp;
  let dealer: Session;
  let otherDealer: Session;
  let buyer: Session;
  let leadId: string;

  beforeAll(async () => {
    harness = await createTestApp();
    const owner = await harness.createUser({ userType: 'dealer' });
    const [car] = await harness.services.listings.insertMany([
      ownedListing(owner.id, {
        brand: 'BMW',
        model: 'X1',
        year: 2019,
        seller: { name: 'Auto Dealer', type: 'dealer', phone: '+385 1 000', email: 'leads@dealer.example' },
      }),
    ]);
    const buyerUser = await harness.createUser();
    buyer = await harness.signIn(buyerUser.username);
    await send(
      buyer,
      'post',
      '/api/send-contact-email',
      {
        carId: car!.id,
        emailContent: letter,
        senderEmail: 'ana@example.test',
        senderName: 'Ana Horvat',
        language: 'hr',
      },
      {
        'Idempotency-Key': crypto.randomUUID(),
      },
    ).expect(201);
    await harness.mail.idle();
    dealer = await harness.signIn(owner.username);
    otherDealer = await harness.signIn((await harness.createUser({ userType: 'dealer' })).username);
    const leads = (await dealer.agent.get('/api/dealer/leads').expect(200)).body as DealerLeadsResponse;
    leadId = leads.items[0]!.id;
    expect(leads.items[0]).toMatchObject({ status: 'new', replies: [] });
  });
  afterAll(() => harness.close());

  it('sends the answer to the buyer once, Reply-To the seller, however often it is replayed, and marks the lead answered', async () => {
    const key = crypto.randomUUID();
    const sentBefore = harness.mail.sent.length;
    const replays = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(dealer, 'post', `/api/dealer/leads/${leadId}/reply`, { body: answer }, { 'Idempotency-Key': key }),
      ),
    );
    // One stored it; every replay answers the lead as it is.
    expect(replays.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const again = await send(
      dealer,
      'post',
      `/api/dealer/leads/${leadId}/reply`,
      { body: answer },
      { 'Idempotency-Key': key },
    ).expect(201);
    const lead = (again.body as DealerLeadResponse).lead;
    expect(lead.status).toBe('answered');
    expect(lead.replies).toHaveLength(1);
    expect(lead.replies[0]!.body).toBe(answer);

    await harness.mail.idle();
    const mails = harness.mail.sent.slice(sentBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'ana@example.test',
      replyTo: '"Auto Dealer" <leads@dealer.example>',
      subject: 'Re: Upit za BMW X1',
    });
    expect(mails[0]!.cc).toBeUndefined();
    expect(mails[0]!.text).toContain('vozilo je još dostupno');
    expect(mails[0]!.text).toContain(
      'Prodavatelj Auto Dealer odgovorio je putem Autotržnog na Vašu poruku o vozilu BMW X1 (2019).',
    );

    const listed = (await dealer.agent.get('/api/dealer/leads').expect(200)).body as DealerLeadsResponse;
    expect(listed.items[0]).toMatchObject({ status: 'answered', replies: [{ body: answer, status: 'sent' }] });
  });

  it('queues the email of an answer stored by a request that died before queueing it, once', async () => {
    const key = crypto.randomUUID();
    const body = 'Vozilo je rezervirano do petka.';
    const owner = (await harness.services.sellerEmails.findById(leadId))!.dealerId!;
    await harness.services.sellerEmails.addReply({ leadId, dealerId: owner, body, idempotencyKey: key });
    const sentBefore = harness.mail.sent.length;
    await Promise.all(
      [1, 2].map(() =>
        send(dealer, 'post', `/api/dealer/leads/${leadId}/reply`, { body }, { 'Idempotency-Key': key }).expect(201),
      ),
    );
    await harness.mail.idle();
    expect(harness.mail.sent.slice(sentBefore).map((mail) => mail.text.includes(body))).toEqual([true]);
  });

  it('refuses the same Idempotency-Key with another answer (422), a missing key and an empty answer (400)', async () => {
    const key = crypto.randomUUID();
    await send(
      dealer,
      'post',
      `/api/dealer/leads/${leadId}/reply`,
      { body: 'Hvala na upitu, javljam se sutra.' },
      { 'Idempotency-Key': key },
    ).expect(201);
    const reused = await send(
      dealer,
      'post',
      `/api/dealer/leads/${leadId}/reply`,
      { body: 'Nešto drugo.' },
      { 'Idempotency-Key': key },
    ).expect(422);
    expect(reused.body).toMatchObject({ code: 'idempotencyKeyReused' });
    const missing = await send(dealer, 'post', `/api/dealer/leads/${leadId}/reply`, { body: answer }).expect(400);
    expect(missing.body.fields).toHaveProperty(['Idempotency-Key']);
    const empty = await send(
      dealer,
      'post',
      `/api/dealer/leads/${leadId}/reply`,
      { body: '   ' },
      { 'Idempotency-Key': crypto.randomUUID() },
    ).expect(400);
    expect(empty.body.fields).toHaveProperty(['body']);
    await send(
      dealer,
      'post',
      '/api/dealer/leads/not-an-id/reply',
      { body: answer },
      { 'Idempotency-Key': crypto.randomUUID() },
    ).expect(400);
    await send(
      dealer,
      'post',
      `/api/dealer/leads/${crypto.randomUUID()}/reply`,
      { body: answer },
      { 'Idempotency-Key': crypto.randomUUID() },
    ).expect(404);
  });

  it('lets the owning dealer set the status, and nobody else', async () => {
    const closed = await send(dealer, 'put', `/api/dealer/leads/${leadId}/status`, { status: 'closed' }).expect(200);
    expect((closed.body as DealerLeadResponse).lead.status).toBe('closed');
    // An answer to a closed lead does not reopen it.
    const replied = await send(
      dealer,
      'post',
      `/api/dealer/leads/${leadId}/reply`,
      { body: 'Još jedna napomena o vozilu.' },
      { 'Idempotency-Key': crypto.randomUUID() },
    ).expect(201);
    expect((replied.body as DealerLeadResponse).lead.status).toBe('closed');

    await send(otherDealer, 'put', `/api/dealer/leads/${leadId}/status`, { status: 'new' }).expect(403);
    await send(
      otherDealer,
      'post',
      `/api/dealer/leads/${leadId}/reply`,
      { body: answer },
      { 'Idempotency-Key': crypto.randomUUID() },
    ).expect(403);
    await send(buyer, 'put', `/api/dealer/leads/${leadId}/status`, { status: 'new' }).expect(403);
    // Without the CSRF token, even the owner is refused.
    await dealer.agent.put(`/api/dealer/leads/${leadId}/status`).send({ status: 'new' }).expect(403);
    await send(dealer, 'put', `/api/dealer/leads/${leadId}/status`, { status: 'archived' }).expect(400);
    const visitor = await harness.client();
    await visitor.agent
      .put(`/api/dealer/leads/${leadId}/status`)
      .set('X-CSRF-Token', visitor.csrfToken)
      .send({ status: 'new' })
      .expect(401);

    const listed = (await dealer.agent.get('/api/dealer/leads').expect(200)).body as DealerLeadsResponse;
    expect(listed.items[0]!.status).toBe('closed');
    const reopened = await send(dealer, 'put', `/api/dealer/leads/${leadId}/status`, { status: 'new' }).expect(200);
    expect((reopened.body as DealerLeadResponse).lead.status).toBe('new');
  });
});
