/**
 * The durable mail queue: every email the product promises (account links, contact form, seller emails,
 * alerts) is written here in the request that promises it, before the answer, and the delivery job sends it
 * through the Mailer with retries and backoff. A crash never loses a promised email: what was not marked
 * sent is sent after the restart. Each message carries a Message-ID made from its queue id, and the outbox
 * mailer names its file after it, so a delivery repeated after a crash between "sent" and "marked sent"
 * rewrites the same file (and an SMTP receiver sees the same Message-ID).
 */
import crypto from 'node:crypto';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
} from '../storage/document-store';
import type { MailMessage, Mailer } from './mailer';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface QueuedMail {
  id: string;
  message: MailMessage;
  status: MailStatus;
  attempts: number;
  /** When the next delivery attempt is due (queued), or until when a delivery holds it (sending). */
  dueAt: Date;
  lastError: string | null;
  /** What the email belongs to, e.g. `contact:<id>` or `seller-email:<id>`, for features that show its state. */
  ref: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export const MAIL_QUEUE_COLLECTION: CollectionSpec = {
  name: 'mail_queue',
  indexes: [{ fields: { id: 1 }, unique: true }, { fields: { status: 1, dueAt: 1 } }, { fields: { ref: 1 } }],
  mongooseFields: {
    id: { type: String, required: true },
    message: { type: Object, required: true },
    status: { type: String, required: true },
    attempts: { type: Number, required: true },
    dueAt: { type: Date, required: true },
    lastError: { type: String, default: null },
    ref: { type: String, default: null },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
  },
};

/** Waits before the 2nd, 3rd, … attempt; after the last, the email is marked failed (about a day in all). */
export const RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];
/** How long one delivery may hold a message (a safety net: an interrupted delivery is taken up by the next run). */
const SENDING_HOLD_MS = 2 * 60_000;
const BATCH = 50;

export interface MailStatusView {
  id: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** SMTP answers 5xx for what will never succeed (no such mailbox, refused sender): no point retrying. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/** An email's kind: its ref's prefix (`seller-email`, `contact`, `account`, …), or `other`. */
export function mailKind(ref: string | null): string {
  return ref?.split(':', 1)[0] || 'other';
}

export type MailEvent = 'queued' | 'sent';

export class MailQueue {
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: MailEvent, kind: string) => void>();

  constructor(
    private readonly mails: DocumentCollection<QueuedMail>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<MailQueue> {
    return new MailQueue(await store.collection<QueuedMail>(MAIL_QUEUE_COLLECTION), now);
  }

  /** Called after every enqueue (the delivery job subscribes, so new mail leaves at once). */
  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called when an email is queued and when it is delivered, with its kind (the statistics count them). */
  onMailEvent(listener: (event: MailEvent, kind: string) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  private emit(event: MailEvent, ref: string | null): void {
    for (const listener of this.eventListeners) listener(event, mailKind(ref));
  }

  /** How many emails of these kinds wait for delivery now (queued, being sent or retried). */
  waiting(kinds: string[]): Promise<number> {
    return this.mails.count({
      status: { $in: ['queued', 'sending'] },
      ref: { $regex: new RegExp(`^(${kinds.map((kind) => kind.replace(/[^a-z-]/g, '')).join('|')}):`) },
    });
  }

  /**
   * Stores the email durably for delivery and answers its id. Call it before answering the request that promises it.
   * `key` makes the id fixed (a caller that may enqueue the same email twice, e.g. two replays racing): the
   * second enqueue of a key stores nothing and answers the same id.
   */
  async enqueue(
    message: MailMessage,
    options: { ref?: string; key?: { at: Date; name: string } } = {},
  ): Promise<string> {
    const now = this.now();
    // Time first, so that ids (and the outbox's file names) sort by when the email was promised.
    const stamp = (options.key?.at ?? now).toISOString().replace(/[:.]/g, '-');
    const id = `${stamp}-${options.key ? options.key.name.replace(/[^A-Za-z0-9-]/g, '') : crypto.randomBytes(6).toString('hex')}`;
    try {
      await this.insert(id, message, options.ref ?? null, now);
    } catch (error) {
      if (options.key && error instanceof DuplicateKeyError) return id;
      throw error;
    }
    for (const listener of this.listeners) listener();
    this.emit('queued', options.ref ?? null);
    return id;
  }

  private async insert(id: string, message: MailMessage, ref: string | null, now: Date): Promise<void> {
    await this.mails.insertOne({
      id,
      message,
      status: 'queued',
      attempts: 0,
      dueAt: now,
      lastError: null,
      ref,
      createdAt: now,
      sentAt: null,
    });
  }

  /**
   * Delivers what is due, oldest first, until none is due or `signal` aborts. Call it from one process at a
   * time (the delivery job holds a lease): then an email still marked "sending" was left by a delivery that
   * died with its process, and it is sent again at once.
   */
  async deliverDue(mailer: Mailer, signal?: AbortSignal): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    await this.mails.updateMany({ status: 'sending' }, { $set: { status: 'queued', dueAt: this.now() } });
    while (!signal?.aborted) {
      const now = this.now();
      const due = await this.mails.find(
        { status: { $in: ['queued', 'sending'] }, dueAt: { $lte: now } },
        { sort: { dueAt: 1 }, limit: BATCH },
      );
      if (due.length === 0) break;
      for (const mail of due) {
        if (signal?.aborted) break;
        await this.deliver(mail, mailer, report);
      }
    }
    return report;
  }

  private async deliver(mail: QueuedMail, mailer: Mailer, report: DeliveryReport): Promise<void> {
    const now = this.now();
    // Claim it (one conditional update), so that a slow delivery is not started twice.
    const claimed = await this.mails.updateOne(
      { id: mail.id, status: mail.status, dueAt: mail.dueAt },
      { $set: { status: 'sending', dueAt: new Date(now.getTime() + SENDING_HOLD_MS) }, $inc: { attempts: 1 } },
    );
    if (!claimed) return;
    try {
      await mailer.send({ ...mail.message, messageId: mail.id });
    } catch (error) {
      const permanent = isPermanent(error) || claimed.attempts > RETRY_DELAYS_MS.length;
      await this.mails.updateOne(
        { id: mail.id },
        permanent
          ? { $set: { status: 'failed', lastError: describe(error) } }
          : {
              $set: {
                status: 'queued',
                lastError: describe(error),
                dueAt: new Date(this.now().getTime() + RETRY_DELAYS_MS[claimed.attempts - 1]!),
              },
            },
      );
      if (permanent) report.failed++;
      else report.retrying++;
      return;
    }
    await this.mails.updateOne({ id: mail.id }, { $set: { status: 'sent', sentAt: this.now(), lastError: null } });
    report.sent++;
    this.emit('sent', mail.ref);
  }

  /** The delivery state of the emails with these ids. */
  async statusOf(ids: string[]): Promise<Map<string, MailStatusView>> {
    if (ids.length === 0) return new Map();
    const mails = await this.mails.find({ id: { $in: ids } });
    return new Map(mails.map((mail) => [mail.id, view(mail)]));
  }

  /** The emails that belong to `ref`, oldest first. */
  async byRef(ref: string): Promise<MailStatusView[]> {
    return (await this.mails.find({ ref }, { sort: { createdAt: 1 } })).map(view);
  }

  /** How many emails are due for delivery now. */
  due(): Promise<number> {
    return this.mails.count({ status: { $in: ['queued', 'sending'] }, dueAt: { $lte: this.now() } });
  }

  /** How many emails wait for delivery (queued or being sent). */
  pending(): Promise<number> {
    return this.mails.count({ status: { $in: ['queued', 'sending'] } });
  }

  /** Removes sent emails older than `olderThanMs` (failed ones stay for the record). */
  pruneSent(olderThanMs = 30 * 24 * 3_600_000): Promise<number> {
    return this.mails.deleteMany({ status: 'sent', sentAt: { $lt: new Date(this.now().getTime() - olderThanMs) } });
  }
}

function view(mail: QueuedMail): MailStatusView {
  return {
    id: mail.id,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt,
    sentAt: mail.sentAt,
  };
}
