/** Seller profiles on the storage port: one per account (unique userId), found by their public id. */
import crypto from 'node:crypto';
import type { SellerProfileFields } from '@contract/seller-profile';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
} from '../../platform/storage/document-store';

export interface SellerProfileDoc extends SellerProfileFields {
  /** The public id (/dealer/{id}, listings' sellerId). */
  id: string;
  /** The account that owns the profile (private). */
  userId: string;
  suspended: boolean;
  createdAt: string;
  updatedAt: string;
}

const requiredString = { type: String, required: true };

export const SELLER_PROFILES_COLLECTION: CollectionSpec = {
  name: 'seller_profiles',
  indexes: [
    { fields: { id: 1 }, unique: true },
    { fields: { userId: 1 }, unique: true },
  ],
  mongooseFields: {
    id: requiredString,
    userId: requiredString,
    kind: requiredString,
    name: requiredString,
    address: requiredString,
    city: requiredString,
    postalCode: { type: String, default: '' },
    countryId: { type: Number, required: true },
    phone: requiredString,
    email: { type: String, default: null },
    taxId: { type: String, default: null },
    openingHours: { type: Object, required: true },
    suspended: { type: Boolean, required: true },
    createdAt: requiredString,
    updatedAt: requiredString,
  },
};

/** 12 URL-safe characters (72 random bits). */
export function newSellerId(): string {
  return crypto.randomBytes(9).toString('base64url');
}

export class SellerProfileRepository {
  constructor(
    private readonly profiles: DocumentCollection<SellerProfileDoc>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<SellerProfileRepository> {
    return new SellerProfileRepository(await store.collection<SellerProfileDoc>(SELLER_PROFILES_COLLECTION), now);
  }

  findByUser(userId: string): Promise<SellerProfileDoc | null> {
    return this.profiles.findOne({ userId });
  }

  findById(id: string): Promise<SellerProfileDoc | null> {
    return this.profiles.findOne({ id });
  }

  /**
   * Creates the account's profile or replaces its fields (one atomic write each way); a second request
   * racing the first finds the profile the first created and updates it.
   */
  async save(userId: string, fields: SellerProfileFields): Promise<{ profile: SellerProfileDoc; created: boolean }> {
    const updatedAt = this.now().toISOString();
    const updated = await this.profiles.updateOne({ userId }, { $set: { ...fields, updatedAt } });
    if (updated) return { profile: updated, created: false };
    const profile: SellerProfileDoc = {
      ...fields,
      id: newSellerId(),
      userId,
      suspended: false,
      createdAt: updatedAt,
      updatedAt,
    };
    try {
      await this.profiles.insertOne(profile);
      return { profile, created: true };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const raced = await this.profiles.updateOne({ userId }, { $set: { ...fields, updatedAt } });
      if (!raced) throw error;
      return { profile: raced, created: false };
    }
  }

  setSuspended(id: string, suspended: boolean): Promise<SellerProfileDoc | null> {
    return this.profiles.updateOne({ id }, { $set: { suspended, updatedAt: this.now().toISOString() } });
  }

  /** Every profile (the seed's check for demo sellers; admin lists). */
  list(filter: { suspended?: boolean } = {}): Promise<SellerProfileDoc[]> {
    return this.profiles.find(filter.suspended === undefined ? {} : { suspended: filter.suspended }, {
      sort: { createdAt: -1 },
    });
  }
}
