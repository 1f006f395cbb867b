/**
 * Idempotency keys: writes a device may replay (the offline outbox)
 * carry an `Idempotency-Key`. The first request with a key claims it (a unique index on user + key), runs,
 * and its answer is stored; a replay with the same key and the same request answers the stored answer and
 * runs nothing; the same key with another request is refused (422). While the first is still running a
 * replay is told to retry (409, Retry-After). An answer of 5xx is not kept: the key is released, so the
 * retry runs again. A claim left by a crashed process expires after a minute and can be taken over (the
 * handler behind must then recognise its own earlier write, e.g. by storing the key with it).
 */
import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';
import { DuplicateKeyError } from '../storage/document-store';

export interface IdempotencyRecord {
  /** `<user id>:<key>`. */
  id: string;
  userId: string;
  key: string;
  requestHash: string;
  state: 'pending' | 'done';
  /** While pending: after this a replay may take the claim over. */
  lockedUntil: Date;
  status: number | null;
  /**
   * The answer's JSON text. Kept as text, not as a document: an answer's keys are anything a route writes
   * (`"emailContent.subject"` in a validation error's fields, `$` in a user's text), and the stores refuse
   * dots and leading `$` in field names.
   */
  bodyJson?: string | null;
  /** The answer as a document, in records written before `bodyJson`. */
  body: unknown;
  createdAt: Date;
  expiresAt: Date;
}

export const IDEMPOTENCY_COLLECTION: CollectionSpec = {
  name: 'idempotency_keys',
  indexes: [
    { fields: { id: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
  ],
  mongooseFields: {
    id: { type: String, required: true },
    userId: { type: String, required: true },
    key: { type: String, required: true },
    requestHash: { type: String, required: true },
    state: { type: String, required: true },
    lockedUntil: { type: Date, required: true },
    status: { type: Number, default: null },
    bodyJson: { type: String, default: null },
    body: { type: Object, default: null },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Keys are kept for a month: an outbox replays long before that. */
export const IDEMPOTENCY_TTL_MS = 30 * DAY_MS;
/** How long a running first request holds its key. */
export const IDEMPOTENCY_LOCK_MS = 60_000;

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'inProgress' };

/** The JSON text of a value with object keys sorted, so equal requests hash equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, path: string, body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest('hex');
}

export class IdempotencyRecords {
  constructor(
    private readonly records: DocumentCollection<IdempotencyRecord>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<IdempotencyRecords> {
    return new IdempotencyRecords(await store.collection<IdempotencyRecord>(IDEMPOTENCY_COLLECTION), now);
  }

  /** Claims the key for this request, or says what to answer instead. */
  async claim(userId: string, key: string, hash: string): Promise<IdempotencyClaim> {
    const id = `${userId}:${key}`;
    const now = this.now();
    if (await this.insertClaim(id, userId, key, hash, now)) return { kind: 'claimed' };
    const existing = await this.records.findOne({ id });
    // Released in between (a 5xx): try once more.
    if (!existing) return this.claim(userId, key, hash);
    if (existing.requestHash !== hash) return { kind: 'mismatch' };
    if (existing.state === 'done') {
      const body: unknown = typeof existing.bodyJson === 'string' ? JSON.parse(existing.bodyJson) : existing.body;
      return { kind: 'replay', status: existing.status ?? 200, body };
    }
    // A claim whose holder died: delete it and claim anew under the unique index, so only one replay wins. A
    // conditional update would do on MongoDB, but FerretDB 1.x applies it by reading and writing back, and two
    // replays both took the claim over there; a delete and an insert are each atomic on every store.
    const deleted = await this.records.deleteMany({ id, state: 'pending', lockedUntil: { $lt: now } });
    if (deleted === 0) return { kind: 'inProgress' };
    return (await this.insertClaim(id, userId, key, hash, now)) ? { kind: 'claimed' } : { kind: 'inProgress' };
  }

  /** Inserts a pending claim; false when the key is already claimed (the unique index decides). */
  private async insertClaim(id: string, userId: string, key: string, hash: string, now: Date): Promise<boolean> {
    try {
      await this.records.insertOne({
        id,
        userId,
        key,
        requestHash: hash,
        state: 'pending',
        lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS),
        status: null,
        body: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Keeps the first answer for replays. */
  async complete(userId: string, key: string, status: number, body: unknown): Promise<void> {
    const bodyJson = JSON.stringify(body) ?? 'null';
    await this.records.updateOne({ id: `${userId}:${key}` }, { $set: { state: 'done', status, bodyJson, body: null } });
  }

  /** Gives the key up (the request failed on our side; a retry runs again). */
  async release(userId: string, key: string): Promise<void> {
    await this.records.deleteMany({ id: `${userId}:${key}`, state: 'pending' });
  }

  pruneExpired(): Promise<number> {
    return this.records.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}

export interface IdempotencyErrors {
  /** The header is missing or not a UUID. */
  invalidKey(res: Response): void;
  mismatch(res: Response): void;
  inProgress(res: Response): void;
}

/**
 * Middleware for a signed-in route: requires a valid `Idempotency-Key`, claims it and stores the route's
 * JSON answer (any status below 500) for replays; a replay is answered with `Idempotent-Replay: true`.
 * `errors` writes the refusals in the route's own error shape.
 */
export interface IdempotentOptions {
  /** Whose keys these are (default: the signed-in user's id); a route open to visitors names its own scope. */
  subject?: (req: Request) => string;
  /** Requests without the header run as usual (a route that some callers replay and others do not). */
  optional?: boolean;
}

export function idempotent(
  records: IdempotencyRecords,
  isValidKey: (key: string) => boolean,
  errors: IdempotencyErrors,
  options: IdempotentOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('idempotency-key');
    if (options.optional && header === undefined) return next();
    const key = header?.trim() ?? '';
    if (!isValidKey(key)) return errors.invalidKey(res);
    const userId = options.subject ? options.subject(req) : req.user!.id;
    const claim = await records.claim(userId, key, requestHash(req.method, req.baseUrl + req.path, req.body));
    if (claim.kind === 'mismatch') return errors.mismatch(res);
    if (claim.kind === 'inProgress') return errors.inProgress(res.set('Retry-After', '2'));
    if (claim.kind === 'replay') {
      res.set('Idempotent-Replay', 'true').status(claim.status).json(claim.body);
      return;
    }
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = res.statusCode;
      // The answer is stored before it leaves: a response lost on the way is answered the same on replay.
      const settle = status >= 500 ? records.release(userId, key) : records.complete(userId, key, status, body);
      settle.then(
        () => json(body),
        (error: unknown) => {
          req.log.error({ err: error }, 'idempotency record could not be written');
          json(body);
        },
      );
      return res;
    };
    next();
  };
}
