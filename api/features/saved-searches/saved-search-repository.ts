/**
 * Saved searches on the storage port. Names are unique per user regardless of case through a unique index
 * on `nameKey` (user id + lowercased name), which a delete removes; a delete leaves a tombstone, so that an
 * edit or a re-creation replayed from an offline device later cannot bring the search back. Each search
 * also carries its alert state: how far through the listings it has been matched (`alertedThrough`, the
 * listing id), the matches waiting for the next alert email and the number of that email.
 */
import type { AlertFrequency } from '@contract/saved-searches';
import { upgradeFilters, type SearchFilters } from '@contract/search';
import type { CollectionSpec, DocumentCollection, DocumentStore, Update } from '../../platform/storage/document-store';

export interface SavedSearchDoc {
  id: string;
  userId: string;
  name: string;
  /** `<userId>\u001f<name in lower case>` while the search exists; unset on a tombstone. */
  nameKey?: string;
  filters: SearchFilters;
  alerts: AlertFrequency;
  createdAt: Date;
  updatedAt: Date;
  lastRunAt: Date | null;
  newMatches: number;
  deleted: boolean;
  /** The highest listing id this search has been matched against (new listings have higher ids). */
  alertedThrough: number;
  /** Matching listings not yet sent in an alert email. */
  pendingIds: number[];
  /** The number of the next alert email (its mail-queue ref), so that a resent one is recognised. */
  alertSeq: number;
  lastAlertAt: Date | null;
}

export const SAVED_SEARCHES_COLLECTION: CollectionSpec = {
  name: 'saved_searches',
  indexes: [
    { fields: { id: 1 }, unique: true },
    { fields: { userId: 1 } },
    { fields: { nameKey: 1 }, unique: true, sparse: true },
  ],
  mongooseFields: {
    id: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, default: undefined },
    filters: { type: Object, required: true },
    alerts: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    lastRunAt: { type: Date, default: null },
    newMatches: { type: Number, required: true },
    deleted: { type: Boolean, required: true },
    alertedThrough: { type: Number, required: true },
    pendingIds: { type: [Number], default: [] },
    alertSeq: { type: Number, required: true },
    lastAlertAt: { type: Date, default: null },
  },
};

/** A stored search with its filters in today's form (searches saved before brands were lists hold one). */
function upgraded<T extends SavedSearchDoc | null>(doc: T): T {
  return doc ? { ...doc, filters: upgradeFilters(doc.filters) } : doc;
}

/**
 * The unit separator between the two: names cannot hold control characters (free text refuses them), and
 * PostgreSQL, under FerretDB, cannot store NUL, the separator of keys written before.
 */
const NAME_KEY_SEPARATOR = '\u001f';
// eslint-disable-next-line no-control-regex -- finds the NUL of keys written before
const OLD_NAME_KEY = /\x00/;

export function savedSearchNameKey(userId: string, name: string): string {
  return `${userId}${NAME_KEY_SEPARATOR}${name.trim().normalize('NFC').toLowerCase()}`;
}

export class SavedSearchRepository {
  constructor(private readonly searches: DocumentCollection<SavedSearchDoc>) {}

  static async open(store: DocumentStore): Promise<SavedSearchRepository> {
    const repository = new SavedSearchRepository(await store.collection<SavedSearchDoc>(SAVED_SEARCHES_COLLECTION));
    await repository.migrateNameKeys();
    return repository;
  }

  /** Rewrites the name keys stored with the old separator, so that a name stays unique across the change. */
  private async migrateNameKeys(): Promise<void> {
    const old = await this.searches.find({ nameKey: { $regex: OLD_NAME_KEY } });
    for (const doc of old) {
      await this.searches.updateOne({ id: doc.id }, { $set: { nameKey: savedSearchNameKey(doc.userId, doc.name) } });
    }
  }

  /** Throws DuplicateKeyError when the id or the user's name is taken. */
  insert(doc: SavedSearchDoc): Promise<void> {
    return this.searches.insertOne(doc);
  }

  /** The search with this id, tombstones included (callers check the owner). */
  findById(id: string): Promise<SavedSearchDoc | null> {
    return this.searches.findOne({ id }).then(upgraded);
  }

  /** The user's searches (no tombstones), oldest first. */
  listByUser(userId: string): Promise<SavedSearchDoc[]> {
    return this.searches
      .find({ userId, deleted: false }, { sort: { createdAt: 1 } })
      .then((docs) => docs.map(upgraded));
  }

  countByUser(userId: string): Promise<number> {
    return this.searches.count({ userId, deleted: false });
  }

  /** Updates the user's live search; null when there is none (or it is someone else's, or deleted). */
  updateOwned(
    id: string,
    userId: string,
    update: Update,
    extra: Record<string, unknown> = {},
  ): Promise<SavedSearchDoc | null> {
    return this.searches.updateOne({ id, userId, deleted: false, ...extra }, update).then(upgraded);
  }

  /** Turns the search into a tombstone; null when it is not the user's. */
  markDeleted(id: string, userId: string, at: Date): Promise<SavedSearchDoc | null> {
    return this.searches
      .updateOne(
        { id, userId },
        { $set: { deleted: true, updatedAt: at, pendingIds: [], alerts: 'off' }, $unset: { nameKey: true } },
      )
      .then(upgraded);
  }

  /** Sets the alerts of a live search by its id alone (the signed unsubscribe link, which needs no sign-in). */
  setAlerts(id: string, alerts: AlertFrequency, at: Date): Promise<SavedSearchDoc | null> {
    return this.searches
      .updateOne({ id, deleted: false }, { $set: { alerts, updatedAt: at, pendingIds: [] } })
      .then(upgraded);
  }

  /** Every live search, for the alert job. */
  listLive(): Promise<SavedSearchDoc[]> {
    return this.searches.find({ deleted: false }).then((docs) => docs.map(upgraded));
  }

  /**
   * Records one batch of matches: only when the search has not been matched through `through` yet, so that
   * a batch repeated after a crash counts nothing twice. Answers whether it was recorded.
   */
  async recordMatches(
    id: string,
    through: number,
    matches: number[],
    keepPending: boolean,
    pendingBefore: number[],
  ): Promise<boolean> {
    const update: Update = { $set: { alertedThrough: through }, $inc: { newMatches: matches.length } };
    if (keepPending) update.$set!.pendingIds = [...new Set([...pendingBefore, ...matches])];
    return Boolean(await this.searches.updateOne({ id, deleted: false, alertedThrough: { $lt: through } }, update));
  }

  /** Clears the pending matches once alert email `seq` is queued (nothing happens when it was done already). */
  async markAlertSent(id: string, seq: number, at: Date): Promise<void> {
    await this.searches.updateOne(
      { id, alertSeq: seq },
      { $set: { pendingIds: [], lastAlertAt: at }, $inc: { alertSeq: 1 } },
    );
  }

  /** Removes a user's searches altogether (account deletion). */
  deleteByUser(userId: string): Promise<number> {
    return this.searches.deleteMany({ userId });
  }
}
