/**
 * Leases in the store: a named lock with an expiry, so that one process at a time (across every instance
 * sharing a MongoDB) runs a job or an admin action. A holder renews its lease while it works; a crashed
 * holder's lease runs out and another may take it. Acquiring deletes a lease that has run out and inserts the new
 * one, guarded by a unique index: atomic on every adapter and server.
 */
import crypto from 'node:crypto';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
} from '../storage/document-store';

interface LeaseDoc {
  name: string;
  holder: string;
  expiresAt: Date;
}

export const LEASES_COLLECTION: CollectionSpec = {
  name: 'leases',
  indexes: [{ fields: { name: 1 }, unique: true }],
  mongooseFields: {
    name: { type: String, required: true },
    holder: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
};

export interface Lease {
  readonly name: string;
  /** Extends the lease by its duration from now; false when it was lost (expired and taken by another). */
  renew(): Promise<boolean>;
  /** Gives the lease up at once (nothing happens when it was lost already). */
  release(): Promise<void>;
}

export class Leases {
  constructor(
    private readonly leases: DocumentCollection<LeaseDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<Leases> {
    return new Leases(await store.collection<LeaseDoc>(LEASES_COLLECTION), now);
  }

  /** Takes the named lease for `durationMs` when nobody holds it; null when someone does. */
  async acquire(name: string, durationMs: number): Promise<Lease | null> {
    const holder = crypto.randomUUID();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + durationMs);
    // A lease that has run out (or was released) is deleted, then whoever inserts the new one first holds it: the
    // unique index decides. Each step is atomic on every server; a conditional update of the old lease is not on
    // FerretDB, which reads a document and writes it back, so two takers could both have won.
    await this.leases.deleteMany({ name, expiresAt: { $lte: now } });
    try {
      await this.leases.insertOne({ name, holder, expiresAt });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
    return {
      name,
      renew: async () =>
        Boolean(
          await this.leases.updateOne(
            { name, holder },
            { $set: { expiresAt: new Date(this.now().getTime() + durationMs) } },
          ),
        ),
      release: async () => {
        await this.leases.updateOne({ name, holder }, { $set: { expiresAt: new Date(0) } });
      },
    };
  }

  /** Whether someone holds the named lease now. */
  async isHeld(name: string): Promise<boolean> {
    return (await this.leases.count({ name, expiresAt: { $gt: this.now() } })) > 0;
  }
}
