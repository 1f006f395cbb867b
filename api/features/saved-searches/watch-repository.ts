/**
 * Watched cars on the storage port: one document per user and car (a unique key), with the price when the
 * watch began, the last price the buyer was told about and whether they were told it was sold, so that the
 * watch job emails each price drop and each sale once.
 */
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
} from '../../platform/storage/document-store';

export interface WatchDoc {
  /** `<userId>:<carId>` */
  key: string;
  userId: string;
  carId: number;
  watchedAt: Date;
  priceWhenWatched: number;
  /** The price the buyer last knew of (when watched, or from the last price-drop email). */
  knownPrice: number;
  soldNotified: boolean;
}

export const WATCHES_COLLECTION: CollectionSpec = {
  name: 'watched_cars',
  indexes: [{ fields: { key: 1 }, unique: true }, { fields: { userId: 1 } }, { fields: { carId: 1 } }],
  mongooseFields: {
    key: { type: String, required: true },
    userId: { type: String, required: true },
    carId: { type: Number, required: true },
    watchedAt: { type: Date, required: true },
    priceWhenWatched: { type: Number, required: true },
    knownPrice: { type: Number, required: true },
    soldNotified: { type: Boolean, required: true },
  },
};

export function watchKey(userId: string, carId: number): string {
  return `${userId}:${carId}`;
}

/** A listing's price as a number (imported listings may carry text: then 0, as the UI shows it). */
export function numericPrice(price: number | string): number {
  return typeof price === 'number' && Number.isFinite(price) ? price : 0;
}

export class WatchRepository {
  constructor(private readonly watches: DocumentCollection<WatchDoc>) {}

  static async open(store: DocumentStore): Promise<WatchRepository> {
    return new WatchRepository(await store.collection<WatchDoc>(WATCHES_COLLECTION));
  }

  /** Starts watching; answers false when the user watched the car already (nothing changes then). */
  async add(doc: WatchDoc): Promise<boolean> {
    try {
      await this.watches.insertOne(doc);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async remove(userId: string, carId: number): Promise<boolean> {
    return (await this.watches.deleteMany({ key: watchKey(userId, carId) })) > 0;
  }

  /** Newest first. */
  listByUser(userId: string): Promise<WatchDoc[]> {
    return this.watches.find({ userId }, { sort: { watchedAt: -1 } });
  }

  countByUser(userId: string): Promise<number> {
    return this.watches.count({ userId });
  }

  /** A page of every watch, by key, for the watch job (`after`: the last key of the previous page). */
  page(after: string | undefined, limit: number): Promise<WatchDoc[]> {
    return this.watches.find(after === undefined ? {} : { key: { $gt: after } }, { sort: { key: 1 }, limit });
  }

  async setKnownPrice(key: string, price: number): Promise<void> {
    await this.watches.updateOne({ key }, { $set: { knownPrice: price } });
  }

  async markSoldNotified(key: string): Promise<void> {
    await this.watches.updateOne({ key }, { $set: { soldNotified: true } });
  }
}
