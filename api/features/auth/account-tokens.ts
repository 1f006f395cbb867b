/**
 * The single-use tokens emailed for verification and password reset. Only a SHA-256 of each token is
 * stored, so the collection alone cannot be used to take over accounts. A used token is kept (marked)
 * until a week after it expires, so a second click can be told "already used" rather than "invalid".
 */
import crypto from 'node:crypto';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../../platform/storage/document-store';

export type TokenPurpose = 'verify_email' | 'reset_password';

export type RedeemResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

interface AccountTokenDoc {
  tokenHash: string;
  purpose: TokenPurpose;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

const KEEP_AFTER_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

export const ACCOUNT_TOKENS_COLLECTION: CollectionSpec = {
  name: 'account_tokens',
  indexes: [
    { fields: { tokenHash: 1 }, unique: true },
    { fields: { userId: 1 } },
    { fields: { expiresAt: 1 }, expireAfterSeconds: KEEP_AFTER_EXPIRY_SECONDS },
  ],
  mongooseFields: {
    tokenHash: { type: String, required: true },
    purpose: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
};

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export class AccountTokens {
  constructor(
    private readonly tokens: DocumentCollection<AccountTokenDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<AccountTokens> {
    return new AccountTokens(await store.collection<AccountTokenDoc>(ACCOUNT_TOKENS_COLLECTION), now);
  }

  /** A new token for the user; earlier unused tokens of the same purpose stop working. */
  async issue(userId: string, purpose: TokenPurpose, ttlMs: number): Promise<string> {
    const now = this.now();
    const token = crypto.randomBytes(32).toString('base64url');
    await this.tokens.deleteMany({ userId, purpose, usedAt: null });
    await this.tokens.insertOne({
      tokenHash: hashToken(token),
      purpose,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /** Uses the token up, atomically: of two concurrent redemptions only one succeeds. */
  async redeem(token: string, purpose: TokenPurpose): Promise<RedeemResult> {
    const now = this.now();
    const tokenHash = hashToken(token);
    const used = await this.tokens.updateOne(
      { tokenHash, purpose, usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    if (used) return { ok: true, userId: used.userId };
    const found = await this.tokens.findOne({ tokenHash, purpose });
    if (!found) return { ok: false, reason: 'invalid' };
    return { ok: false, reason: found.usedAt ? 'used' : 'expired' };
  }

  /** Ends every unused token of the purpose, e.g. the other reset links once the password changed. */
  revokeAll(userId: string, purpose: TokenPurpose): Promise<number> {
    return this.tokens.deleteMany({ userId, purpose, usedAt: null });
  }

  pruneExpired(): Promise<number> {
    return this.tokens.deleteMany({
      expiresAt: { $lt: new Date(this.now().getTime() - KEEP_AFTER_EXPIRY_SECONDS * 1000) },
    });
  }
}
