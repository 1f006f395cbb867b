/**
 * Provider answers kept in the store (OpenStreetMap areas, a day): one document per area key with the
 * shops as the provider gave them (language-free records), expiring with a TTL index. A cached area
 * answers every query about it without asking the provider again (and without spending the rate limit).
 */
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../../platform/storage/document-store';
import type { ShopRecord } from './shop-record';

export const AREA_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

interface AreaDoc {
  key: string;
  shops: ShopRecord[];
  fetchedAt: Date;
  expiresAt: Date;
}

export const REPAIR_AREAS_COLLECTION: CollectionSpec = {
  name: 'repair_shop_areas',
  indexes: [
    { fields: { key: 1 }, unique: true },
    { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
  ],
  mongooseFields: {
    key: { type: String, required: true },
    shops: { type: Array, default: [] },
    fetchedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
};

export interface CachedArea {
  shops: ShopRecord[];
  fetchedAt: Date;
}

export class RepairAreaCache {
  constructor(
    private readonly areas: DocumentCollection<AreaDoc>,
    private readonly now: () => Date = () => new Date(),
    private readonly ttlMs = AREA_CACHE_TTL_MS,
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<RepairAreaCache> {
    return new RepairAreaCache(await store.collection<AreaDoc>(REPAIR_AREAS_COLLECTION), now);
  }

  /** The area's shops while they are fresh; null when never fetched or older than a day. */
  async get(key: string): Promise<CachedArea | null> {
    const doc = await this.areas.findOne({ key, expiresAt: { $gt: this.now() } });
    return doc ? { shops: doc.shops, fetchedAt: new Date(doc.fetchedAt) } : null;
  }

  /** Keeps (or replaces) the area's shops for a day from now. */
  async put(key: string, shops: ShopRecord[]): Promise<Date> {
    const fetchedAt = this.now();
    await this.areas.updateOne(
      { key },
      {
        $set: {
          shops: JSON.parse(JSON.stringify(shops)) as ShopRecord[],
          fetchedAt,
          expiresAt: new Date(fetchedAt.getTime() + this.ttlMs),
        },
      },
      { upsert: true },
    );
    return fetchedAt;
  }

  /** Drops expired areas (MongoDB's TTL index does this too; NeDB only when they are read). */
  pruneExpired(): Promise<number> {
    return this.areas.deleteMany({ expiresAt: { $lt: this.now() } });
  }
}
