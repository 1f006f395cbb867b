/**
 * The durable mail queue on every storage adapter: queued emails survive a restart, are delivered once
 * with retries and backoff, fail for good on a permanent SMTP answer, and an interrupted delivery is
 * repeated as the same email (the outbox file is replaced, not doubled); an email with a key is queued once.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { beforeEach, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { describeOnEveryStore } from '../testing/store-adapters';
import { MAIL_QUEUE_COLLECTION, MailQueue, RETRY_DELAYS_MS, type QueuedMail } from './mail-queue';
import type { MailMessage, Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';

const MESSAGE: MailMessage = { to: 'seller@example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

/** A mailer that fails as told (a transient error, or an SMTP 5xx) and records what it sent. */
function scriptedMailer() {
  const sent: MailMessage[] = [];
  let failures: unknown[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(message);
    },
  };
  return { mailer, sent, failWith: (...errors: unknown[]) => (failures = errors) };
}

describeOnEveryStore('mail queue contract', (adapter, stores) => {
  let store: DocumentStore;
  let now: Date;
  let queue: MailQueue;

  beforeEach(async () => {
    store = await stores.open();
    now = new Date('2031-03-01T08:00:00Z');
    queue = await MailQueue.open(store, () => now);
  });

  it('delivers what was queued, once, and tells its state by id and by reference', async () => {
    const { mailer, sent } = scriptedMailer();
    const id = await queue.enqueue(MESSAGE, { ref: 'contact:1' });
    expect((await queue.statusOf([id])).get(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await queue.deliverDue(mailer)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await queue.deliverDue(mailer)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toEqual([{ ...MESSAGE, messageId: id }]);
    expect(await queue.byRef('contact:1')).toEqual([
      expect.objectContaining({ id, status: 'sent', attempts: 1, sentAt: now }),
    ]);
  });

  it('queues an email with a key once, however many enqueues of it race', async () => {
    const { mailer, sent } = scriptedMailer();
    const key = { at: new Date('2031-03-01T07:59:00Z'), name: 'lead-reply-4f1c' };
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => queue.enqueue(MESSAGE, { ref: 'lead-reply:4f1c', key })),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBe('2031-03-01T07-59-00-000Z-lead-reply-4f1c');
    expect(await queue.deliverDue(mailer)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await queue.enqueue(MESSAGE, { key })).toBe(ids[0]);
    expect(await queue.deliverDue(mailer)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('retries a transient failure with growing waits, then marks it failed with the reason', async () => {
    const { mailer, sent, failWith } = scriptedMailer();
    const id = await queue.enqueue(MESSAGE);
    failWith(
      ...Array.from({ length: RETRY_DELAYS_MS.length + 1 }, () => new Error('connect ECONNREFUSED 127.0.0.1:25')),
    );
    expect(await queue.deliverDue(mailer)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    // Not due again before its wait is over.
    expect(await queue.deliverDue(mailer)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    for (const wait of RETRY_DELAYS_MS) {
      now = new Date(now.getTime() + wait);
      await queue.deliverDue(mailer);
    }
    expect((await queue.statusOf([id])).get(id)).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MS.length + 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(sent).toEqual([]);
    expect(await queue.pending()).toBe(0);
  });

  it('recovers after a failure and does not retry a permanent refusal (SMTP 5xx)', async () => {
    const { mailer, sent, failWith } = scriptedMailer();
    const flaky = await queue.enqueue({ ...MESSAGE, to: 'a@example.test' });
    failWith(new Error('timeout'));
    await queue.deliverDue(mailer);
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]!);
    await queue.deliverDue(mailer);
    expect((await queue.statusOf([flaky])).get(flaky)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    const refused = await queue.enqueue({ ...MESSAGE, to: 'nobody@example.test' });
    failWith(Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 }));
    expect(await queue.deliverDue(mailer)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect((await queue.statusOf([refused])).get(refused)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sent.map((message) => message.to)).toEqual(['a@example.test']);
  });

  it('repeats a delivery that was interrupted (a crash while sending) as the same email', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-queue-outbox-'));
    try {
      const outbox = createOutboxMailer({
        outboxDir,
        from: 'Autotržni <no-reply@autotrzni.local>',
        logger: pino({ level: 'silent' }),
      });
      const id = await queue.enqueue(MESSAGE);
      // The crash: the email went out, but the process died before marking it sent.
      await outbox.send({ ...MESSAGE, messageId: id });
      const mails = await store.collection<QueuedMail>(MAIL_QUEUE_COLLECTION);
      await mails.updateOne(
        { id },
        { $set: { status: 'sending', dueAt: new Date(now.getTime() + 120_000) }, $inc: { attempts: 1 } },
      );
      // The next delivery run (one at a time: it holds the job's lease) takes it up at once.
      expect(await queue.deliverDue(outbox)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const files = await fs.readdir(outboxDir);
      expect(files).toEqual([`${id}.eml`]);
      expect(await fs.readFile(path.join(outboxDir, files[0]!), 'utf8')).toContain(
        `Message-ID: <${id}@autotrzni.local>`,
      );
    } finally {
      await fs.rm(outboxDir, { recursive: true, force: true });
    }
  });

  if (adapter.reopen) {
    it('keeps queued emails across a restart and delivers them after', async () => {
      await queue.enqueue(MESSAGE, { ref: 'account:7' });
      await store.close();
      store = await stores.reopen();
      queue = await MailQueue.open(store, () => now);
      const { mailer, sent } = scriptedMailer();
      expect(await queue.deliverDue(mailer)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(sent).toHaveLength(1);
    });
  }
});
