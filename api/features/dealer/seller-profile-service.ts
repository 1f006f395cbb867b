/**
 * Seller profiles: a signed-in account that saves one becomes a dealer at once (free); its listings carry
 * the profile's public id and contact details; buyers see the profile with "open now" from its hours; an
 * admin's suspension hides every listing of the seller and stops the seller's writes.
 */
import { findCountry } from '@contract/catalog';
import type { Seller } from '@contract/car';
import { weeklyHoursToOsm } from '@contract/opening-hours';
import {
  SELLER_ERROR_CODES,
  SELLER_MESSAGES,
  SELLER_PAGE_SIZE,
  type PublicSeller,
  type SellerProfile,
  type SellerProfileFields,
} from '@contract/seller-profile';
import type { User } from '../users/user';
import type { UserRepository } from '../users/user-repository';
import type { CarsService } from '../cars/cars-service';
import type { ListingRepository } from '../cars/listing-repository';
import { HttpError, notFound } from '../../platform/http/http-error';
import { openIntervalsOfToday } from '../../platform/text/opening-hours/opening-hours';
import type { SellerProfileDoc, SellerProfileRepository } from './seller-profile-repository';

/** Zagreb: the parser wants a place (sunrise-based rules); sellers' hours never use one. */
const PLACE = { lat: 45.815, lon: 15.982 };

export interface SellerProfileServiceDeps {
  profiles: SellerProfileRepository;
  users: UserRepository;
  listings: ListingRepository;
  cars: CarsService;
  now?: () => Date;
}

/**
 * The seller block every listing of the profile carries (search cards, details). The premium badge is not
 * stored in it: it is read from the account's role whenever listings are shown (CarsService.publish).
 */
export function sellerOf(profile: SellerProfileDoc): Seller {
  return {
    name: profile.name,
    type: profile.kind === 'business' ? 'dealer' : 'private',
    phone: profile.phone,
    email: profile.email,
  };
}

function toOwnProfile(doc: SellerProfileDoc, user: Pick<User, 'userType'>): SellerProfile {
  const { userId: _userId, ...profile } = doc;
  return { ...profile, premium: user.userType === 'premium_dealer' };
}

export class SellerProfileService {
  private readonly now: () => Date;

  constructor(private readonly deps: SellerProfileServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async own(user: User): Promise<SellerProfile | null> {
    const doc = await this.deps.profiles.findByUser(user.id);
    return doc ? toOwnProfile(doc, user) : null;
  }

  /**
   * Saves the account's profile. The first save makes a plain user a dealer (admins and premium dealers
   * keep their type); a change of name or contact reaches every listing of the seller.
   */
  async save(user: User, fields: SellerProfileFields): Promise<SellerProfile> {
    const existing = await this.deps.profiles.findByUser(user.id);
    if (existing?.suspended) throw suspendedError();
    const { profile } = await this.deps.profiles.save(user.id, fields);
    const account = (await this.deps.users.upgradeUserType(user.id, ['user'], 'dealer')) ?? user;
    const listings = await this.deps.listings.findInScope({ dealerId: user.id });
    const seller = sellerOf(profile);
    if (listings.length > 0) {
      await this.deps.listings.updateListings(
        listings.map((listing) => ({ id: listing.id, set: { seller, sellerId: profile.id } })),
      );
    }
    return toOwnProfile(profile, account);
  }

  /** The seller's profile for a write; 409 without one, 403 when suspended. */
  async requireActive(userId: string): Promise<SellerProfileDoc> {
    const profile = await this.deps.profiles.findByUser(userId);
    if (!profile) throw new HttpError(409, SELLER_ERROR_CODES.noProfile, SELLER_MESSAGES.notSeller);
    if (profile.suspended) throw suspendedError();
    return profile;
  }

  /** The seller block for the account's new or imported listings. */
  sellerFor(profile: SellerProfileDoc): Seller {
    return sellerOf(profile);
  }

  findByUser(userId: string): Promise<SellerProfileDoc | null> {
    return this.deps.profiles.findByUser(userId);
  }

  /** What buyers see; a suspended seller is "not found" like an unknown one. */
  async publicProfile(id: string, page: number): Promise<PublicSeller> {
    const profile = await this.deps.profiles.findById(id);
    if (!profile || profile.suspended) throw notFound(SELLER_MESSAGES.sellerNotFound);
    const [owner, found] = await Promise.all([
      this.deps.users.findById(profile.userId),
      this.deps.listings.findActiveBySeller(profile.id, { page, pageSize: SELLER_PAGE_SIZE }),
    ]);
    const osm = weeklyHoursToOsm(profile.openingHours);
    const hours = osm
      ? openIntervalsOfToday(osm, { ...PLACE, countryCode: findCountry(profile.countryId)?.code }, this.now())
      : undefined;
    return {
      id: profile.id,
      kind: profile.kind,
      name: profile.name,
      address: profile.address,
      city: profile.city,
      postalCode: profile.postalCode,
      countryId: profile.countryId,
      phone: profile.phone,
      email: profile.email,
      premium: owner?.userType === 'premium_dealer',
      openingHours: profile.openingHours,
      ...(hours ? { openIntervals: hours.intervals, hoursComputedAt: hours.from.toISOString() } : {}),
      cars: await this.deps.cars.publish(found.cars),
      total: found.total,
      page,
      pageSize: SELLER_PAGE_SIZE,
    };
  }

  /** The admin's list of sellers, newest first (at most `limit`), optionally those whose name or city has the words. */
  async listForAdmin(q: string | undefined, limit: number): Promise<SellerProfile[]> {
    const words = (q ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const docs = (await this.deps.profiles.list())
      .filter((doc) => words.every((word) => `${doc.name} ${doc.city}`.toLocaleLowerCase().includes(word)))
      .slice(0, limit);
    const owners = new Map(
      (
        await Promise.all([...new Set(docs.map((doc) => doc.userId))].map((id) => this.deps.users.findById(id)))
      ).flatMap((user) => (user ? [[user.id, user]] : [])),
    );
    return docs.map((doc) => toOwnProfile(doc, owners.get(doc.userId) ?? { userType: 'dealer' }));
  }

  /**
   * An admin suspends or reinstates a seller: every listing of the seller leaves search or comes back. The
   * profile changes first, then the listings (a repeated call finishes what a crash left half done).
   */
  async setSuspended(id: string, suspended: boolean): Promise<SellerProfile> {
    const profile = await this.deps.profiles.setSuspended(id, suspended);
    if (!profile) throw notFound(SELLER_MESSAGES.sellerNotFound);
    await this.hideListings(profile.userId, suspended);
    const owner = await this.deps.users.findById(profile.userId);
    return toOwnProfile(profile, owner ?? { userType: 'dealer' });
  }

  /**
   * Called after a write that added listings to the account (create, duplicate, import): a suspension that
   * came between the write's check and the write hid the seller's listings before the new ones existed, so
   * they are hidden now. The suspension writes the profile before its listings and this reads the profile
   * after the write, so one of the two always sees the other.
   */
  async hideIfSuspended(userId: string): Promise<void> {
    const profile = await this.deps.profiles.findByUser(userId);
    if (profile?.suspended) await this.hideListings(userId, true);
  }

  private async hideListings(userId: string, hidden: boolean): Promise<void> {
    const listings = (await this.deps.listings.findInScope({ dealerId: userId })).filter(
      (listing) => Boolean(listing.hidden) !== hidden,
    );
    if (listings.length > 0)
      await this.deps.listings.updateListings(listings.map((listing) => ({ id: listing.id, set: { hidden } })));
  }
}

export function suspendedError(): HttpError {
  return new HttpError(403, SELLER_ERROR_CODES.suspended, SELLER_MESSAGES.suspended);
}
