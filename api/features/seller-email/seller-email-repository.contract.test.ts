/**
 * Buyers' emails to sellers on every storage adapter (MongoDB only with MONGODB_URI): one per buyer,
 * vehicle, dealer and language under a unique index, even when the sends race; the message keeps its
 * Idempotency-Key; the buyer's and the dealer's lists, newest first; the dealer's status of a lead and their
 * answers, one per Idempotency-Key even when replays race.
 */
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../../platform/storage/document-store';
import { describeOnEveryStore } from '../../platform/testing/store-adapters';
import { SellerEmailRepository, type NewSellerEmail } from './seller-email-repository';

const car = { id: 41, brand: 'Škoda', model: 'Octavia', year: 2019, fuelType: 'diesel' };

function message(overrides: Partial<NewSellerEmail> = {}): NewSellerEmail {
  return {
    idempotencyKey: crypto.randomUUID(),
    buyerId: 'buyer-1',
    buyerName: 'Ana Horvat',
    buyerEmail: 'ana@example.test',
    carId: car.id,
    car,
    dealerId: 'dealer-1',
    dealerKey: 'dealer-1',
    sellerName: 'Auto Centar',
    sellerEmail: 'sales@auto.example',
    language: 'hr',
    subject: 'Upit za vozilo',
    body: 'Poštovani, je li vozilo još dostupno?',
    ...overrides,
  };
}

describeOnEveryStore('seller email contract', (_adapter, stores) => {
  let store: DocumentStore;
  let clock: number;
  let emails: SellerEmailRepository;

  beforeEach(async () => {
    store = await stores.open();
    clock = Date.parse('2031-07-14T10:00:00Z');
    emails = await SellerEmailRepository.open(store, () => new Date((clock += 1000)));
  });

  it('stores one message per buyer, vehicle, dealer and language, whichever of racing sends wins', async () => {
    const racing = await Promise.all(Array.from({ length: 6 }, () => emails.create(message())));
    const created = racing.filter((result) => result.created);
    expect(created).toHaveLength(1);
    const winner = created[0]!.created ? created[0]!.doc : null;
    for (const result of racing.filter((item) => !item.created)) {
      expect(result.created ? null : result.existing.idempotencyKey).toBe(winner!.idempotencyKey);
    }
    // Another language, another buyer, another dealer: each a message of its own.
    expect((await emails.create(message({ language: 'de' }))).created).toBe(true);
    expect((await emails.create(message({ buyerId: 'buyer-2' }))).created).toBe(true);
    expect((await emails.create(message({ dealerKey: 'other-dealer', dealerId: null }))).created).toBe(true);
    // The dealer key is compared without case (an address written differently is the same dealer).
    expect((await emails.create(message({ dealerKey: 'DEALER-1' }))).created).toBe(false);
    expect(await emails.findSent('buyer-1', car.id, 'dealer-1', 'hr')).toMatchObject({
      idempotencyKey: winner!.idempotencyKey,
    });
    expect(await emails.findSent('buyer-1', car.id, 'dealer-1', 'en')).toBeNull();
  });

  it("lists the buyer's messages and the dealer's leads, newest first", async () => {
    await emails.create(message({ language: 'hr', subject: 'first' }));
    await emails.create(message({ language: 'de', subject: 'second' }));
    await emails.create(message({ buyerId: 'buyer-2', subject: 'third' }));
    const mine = await emails.byBuyer('buyer-1', { page: 1, pageSize: 10 });
    expect(mine.total).toBe(2);
    expect(mine.items.map((item) => item.subject)).toEqual(['second', 'first']);
    const leads = await emails.byDealer('dealer-1', { page: 1, pageSize: 2, carId: car.id });
    expect(leads.total).toBe(3);
    expect(leads.items.map((item) => item.subject)).toEqual(['third', 'second']);
    expect((await emails.byDealer('dealer-2', { page: 1, pageSize: 10 })).total).toBe(0);
  });

  it("keeps the lead's status, set only on the dealer's own lead", async () => {
    const created = await emails.create(message());
    const lead = created.created ? created.doc : created.existing;
    expect((await emails.findById(lead.id))?.leadStatus).toBeUndefined();
    expect(await emails.setLeadStatus(lead.id, 'dealer-2', 'closed')).toBeNull();
    expect((await emails.setLeadStatus(lead.id, 'dealer-1', 'answered'))?.leadStatus).toBe('answered');
    expect((await emails.findById(lead.id))?.leadStatus).toBe('answered');
    expect(await emails.findById('no-such-id')).toBeNull();
  });

  it('stores one answer per lead and Idempotency-Key, whichever of racing replays wins', async () => {
    const created = await emails.create(message());
    const lead = created.created ? created.doc : created.existing;
    const key = crypto.randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        emails.addReply({ leadId: lead.id, dealerId: 'dealer-1', body: 'Dostupno je.', idempotencyKey: key }),
      ),
    );
    expect(racing.filter((result) => result.created)).toHaveLength(1);
    const stored = racing.flatMap((result) => (result.created ? [result.doc] : []))[0]!;
    for (const result of racing) expect(result.created ? result.doc.id : result.existing.id).toBe(stored.id);
    // Another key, another answer; the same key on another lead too.
    expect(
      (
        await emails.addReply({
          leadId: lead.id,
          dealerId: 'dealer-1',
          body: 'Još nešto.',
          idempotencyKey: crypto.randomUUID(),
        })
      ).created,
    ).toBe(true);
    expect(
      (await emails.addReply({ leadId: 'other-lead', dealerId: 'dealer-1', body: 'Dostupno je.', idempotencyKey: key }))
        .created,
    ).toBe(true);
    expect((await emails.repliesTo([lead.id])).map((item) => item.body)).toEqual(['Dostupno je.', 'Još nešto.']);

    expect((await emails.setReplyMailId(stored.id, 'mail-1'))?.mailId).toBe('mail-1');
  });
});
