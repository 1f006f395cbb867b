import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactForm } from '@contract/contact';
import { IDEMPOTENCY_REFUSALS } from '@contract/idempotency';
import { db } from '../../../lib/db/db';
import { getOutboxEntry, replayOutbox } from '../../../lib/outbox/outbox';
import { sendContactMessage } from './send-contact-message';

const message: ContactForm = {
  fullName: 'Ivana Horvat',
  email: 'ivana@example.test',
  subject: 'Vans?',
  message: 'Do you also list vans?',
  language: 'en',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The contact route as the outbox meets it; `answer` decides each POST's fate, in order. */
function contactServer(answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      if (path === '/api/csrf-token') return json({ csrfToken: 'csrf' });
      if (path === '/api/contact' && init.method === 'POST') {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return (answers[keys.length - 1] ?? answers.at(-1)!)();
      }
      return json({ code: 'not_found', message: 'Not found' }, 404);
    }),
  );
  return keys;
}

const lost = () => {
  // The server stored it; the answer never arrived.
  throw new TypeError('Failed to fetch');
};
const created = () => json({ success: true }, 201);

beforeEach(() => db.outbox.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the contact message goes through the outbox', () => {
  it('carries an Idempotency-Key from the first try, and the retry after a lost answer carries the same one', async () => {
    const keys = contactServer([lost, created]);
    const result = await sendContactMessage(message);
    expect(result).toEqual({ kind: 'queued', id: expect.any(String), offline: false });
    const id = (result as { id: string }).id;
    expect(keys).toEqual([id]);
    expect(await getOutboxEntry(id)).toMatchObject({ status: 'queued', kind: 'contact', body: message });

    await replayOutbox({ force: true });
    expect(keys).toEqual([id, id]);
    expect(await getOutboxEntry(id)).toMatchObject({ status: 'sent' });
  });

  it('"still being answered" (the first try is still at the server): stays queued, and the retry is sent', async () => {
    const inProgress = () =>
      json(
        { code: IDEMPOTENCY_REFUSALS.inProgress, message: 'This message is being sent. Please try again in a moment.' },
        409,
      );
    const keys = contactServer([inProgress, created]);
    const result = await sendContactMessage(message);
    expect(result).toEqual({ kind: 'queued', id: expect.any(String), offline: false });
    const id = (result as { id: string }).id;
    expect(await getOutboxEntry(id)).toMatchObject({ status: 'queued', failureCode: '409' });

    await replayOutbox({ force: true });
    expect(keys).toEqual([id, id]);
    expect(await getOutboxEntry(id)).toMatchObject({ status: 'sent' });
  });

  it('sent at once: nothing stays on the device', async () => {
    const keys = contactServer([created]);
    await expect(sendContactMessage(message)).resolves.toEqual({ kind: 'sent' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('too many messages: the person is told when to try again and nothing is retried behind their back', async () => {
    contactServer([
      () => json({ code: 'rate_limited', message: 'Too many messages. Please try again in 37 minutes.' }, 429),
    ]);
    await expect(sendContactMessage(message)).resolves.toEqual({ kind: 'rateLimited', minutes: 37 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refused for good: the reason, and the message leaves the device', async () => {
    contactServer([() => json({ code: 'validation_failed', message: 'Invalid request: email' }, 400)]);
    await expect(sendContactMessage(message)).resolves.toEqual({
      kind: 'refused',
      code: 'validation_failed',
      message: 'Invalid request: email',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});
