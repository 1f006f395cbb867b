/** express-session's store on the storage port, so sessions live wherever the data lives. */
import session from 'express-session';
import type { CollectionSpec, DocumentCollection } from '../storage/document-store';

export interface SessionDoc {
  sid: string;
  data: string;
  expiresAt: Date;
  userId: string | null;
}

export const SESSIONS_COLLECTION: CollectionSpec = {
  name: 'sessions',
  indexes: [
    { fields: { sid: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    { fields: { userId: 1 } },
  ],
  mongooseFields: {
    sid: { type: String, required: true },
    data: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    userId: { type: String, default: null },
  },
};

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
    /** Written by passport at sign-in: the signed-in user's id. */
    passport?: { user?: string };
  }
}

/** The signed-in user of a session, where passport keeps it; stored beside the session to find a user's sessions. */
export function sessionUserId(data: session.SessionData): string | null {
  const user = data.passport?.user;
  return typeof user === 'string' ? user : null;
}

type Callback = (error?: unknown, value?: session.SessionData | null) => void;

/** A signed-in session lasts two weeks from sign-in. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** A session without a signed-in user (something kept for a visitor) expires after this long idle. */
export const ANONYMOUS_SESSION_TTL_MS = 6 * 60 * 60 * 1000;

/** How often an unchanged session's expiry is written back at most (express-session touches on every request). */
export const SESSION_TOUCH_AFTER_MS = 60 * 60 * 1000;
const MAX_REMEMBERED_WRITES = 50_000;

export class RepositorySessionStore extends session.Store {
  /** When each session's expiry was last written, so that touches in between can be skipped. */
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly sessions: DocumentCollection<SessionDoc>,
    private readonly defaultTtlMs: number,
    private readonly touchAfterMs = SESSION_TOUCH_AFTER_MS,
  ) {
    super();
  }

  override get(sid: string, callback: Callback): void {
    this.sessions
      .findOne({ sid, expiresAt: { $gt: new Date() } })
      .then((doc) => callback(undefined, doc ? (JSON.parse(doc.data) as session.SessionData) : null), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    this.sessions
      .updateOne(
        { sid },
        { $set: { data: JSON.stringify(data), expiresAt: this.expiry(data), userId: sessionUserId(data) } },
        { upsert: true },
      )
      .then(
        () => {
          this.rememberWrite(sid);
          callback?.();
        },
        (error) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.lastWritten.delete(sid);
    this.sessions.deleteMany({ sid }).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  /** Extends the expiry, but writes at most once per `touchAfterMs` for a session (not on every request). */
  override touch(sid: string, data: session.SessionData, callback?: () => void): void {
    const last = this.lastWritten.get(sid);
    if (last !== undefined && Date.now() - last < this.touchAfterMs) {
      callback?.();
      return;
    }
    this.sessions.updateOne({ sid }, { $set: { expiresAt: this.expiry(data) } }).then(
      () => {
        this.rememberWrite(sid);
        callback?.();
      },
      () => callback?.(),
    );
  }

  private rememberWrite(sid: string): void {
    this.lastWritten.delete(sid);
    this.lastWritten.set(sid, Date.now());
    if (this.lastWritten.size > MAX_REMEMBERED_WRITES) {
      // Forget the oldest (Map keeps insertion order): at worst their next touch writes again.
      const oldest = this.lastWritten.keys().next().value;
      if (oldest !== undefined) this.lastWritten.delete(oldest);
    }
  }

  /** Signs a user out everywhere (e.g. after a password reset), except in the session given. */
  destroyAllForUser(userId: string, exceptSid?: string): Promise<number> {
    return this.sessions.deleteMany(exceptSid ? { userId, sid: { $ne: exceptSid } } : { userId });
  }

  /** Removes expired sessions (MongoDB's TTL index does this too; NeDB only drops them when read). */
  pruneExpired(now = new Date()): Promise<number> {
    return this.sessions.deleteMany({ expiresAt: { $lt: now } });
  }

  /** The cookie's expiry for a signed-in session; a visitor's session expires after a few idle hours. */
  private expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    const full = expires ? new Date(expires).getTime() : Date.now() + this.defaultTtlMs;
    return new Date(sessionUserId(data) ? full : Math.min(full, Date.now() + ANONYMOUS_SESSION_TTL_MS));
  }
}

/** Sessions in the store, in the `name` cookie: HTTP-only, same-site lax, for two weeks from sign-in (not rolling). */
export function sessions({
  name,
  secret,
  store,
  https,
}: {
  name: string;
  secret: string;
  store: RepositorySessionStore;
  https: boolean;
}) {
  return session({
    name,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: https ? true : 'auto', maxAge: SESSION_TTL_MS },
  });
}
