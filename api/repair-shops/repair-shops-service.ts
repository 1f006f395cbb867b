/**
 * Repair-shop search (POST /api/repair-shops/search): understand the query (service part, place part,
 * "near me"), ask the configured provider, and answer the shops in the request's language with their
 * opening intervals, map links and distance. A search that reaches the provider counts against the
 * person's rate limit; one the store's cache answers does not. A provider failure is a 502 'Search Failed'
 * saying how it failed, never a 500.
 */
import {
  REPAIR_ERROR_CODES,
  REPAIR_MESSAGES,
  REPAIR_PAGE_SIZE,
  type GeoPoint,
  type RepairSearchFailedBody,
  type RepairSearchResponse,
  type RepairShop,
  type SearchFailureReason,
} from '@contract/repair-shops';
import type { Logger } from 'pino';
import { HttpError } from '../http/http-error';
import type { FixedWindowLimiter, RateRule } from '../rate-limit/fixed-window-limiter';
import { enforceRateLimit } from '../rate-limit/rate-limits';
import { placeName } from '@contract/places/gazetteer';
import { googleMapsSearchUrl, openStreetMapUrl } from './maps-links';
import { openIntervalsOfToday } from '../opening-hours/opening-hours';
import { ProviderError, type RepairShopProvider } from './providers/provider';
import { understandRepairQuery } from './query-understanding';
import { CATEGORY_LABELS } from './service-labels';
import type { ShopRecord } from './shop-record';

type Language = 'en' | 'hr' | 'de';

export interface RepairSearchInput {
  query: string;
  language: Language;
  near?: GeoPoint;
  cursor?: string;
}

export interface RepairShopsDependencies {
  provider: RepairShopProvider;
  limiter: FixedWindowLimiter;
  rateLimit: RateRule;
  logger: Logger;
  now?: () => Date;
}

export const REPAIR_RATE_LIMIT_BUCKET = 'repair-search';

/** 502: the provider failed; the body says how (`reason`). */
export class RepairSearchFailedError extends HttpError {
  constructor(readonly reason: SearchFailureReason) {
    super(502, REPAIR_ERROR_CODES.searchFailed, REPAIR_MESSAGES.searchFailed[reason]);
    this.name = 'RepairSearchFailedError';
  }

  override toBody(): RepairSearchFailedBody {
    return { code: REPAIR_ERROR_CODES.searchFailed, message: this.message, reason: this.reason };
  }
}

/** The shop as the answer carries it, in the language asked for. */
export function toRepairShop(record: ShopRecord, language: Language, now: Date, distanceKm?: number): RepairShop {
  const hours = record.openingHours
    ? openIntervalsOfToday(record.openingHours, { lat: record.location.lat, lon: record.location.lon, countryCode: record.countryCode, state: record.state }, now)
    : undefined;
  const description = typeof record.description === 'string' ? record.description : record.description?.[language];
  const services = record.services
    ? record.services.map((service) => service[language])
    : record.categories.map((category) => CATEGORY_LABELS[category][language]);
  return {
    id: record.id,
    name: record.name,
    kind: record.kind,
    address: record.address,
    ...(record.city ? { city: record.city } : {}),
    ...(record.countryCode ? { countryCode: record.countryCode } : {}),
    ...(record.phone ? { phone: record.phone } : {}),
    ...(record.website ? { website: record.website } : {}),
    googleMapsUrl: record.googleMapsUrl ?? googleMapsSearchUrl(record.name, record.address),
    osmUrl: openStreetMapUrl(record.location, record.osmObject),
    ...(record.openingHours ? { openingHours: record.openingHours } : {}),
    ...(hours ? { openIntervals: hours.intervals, hoursComputedAt: hours.from.toISOString() } : {}),
    ...(record.ratings !== undefined ? { ratings: record.ratings, reviews: record.reviews ?? 0 } : {}),
    ...(record.photo
      ? {
          imageUrl: `/api/repair-shops/photo?name=${encodeURIComponent(record.photo.name)}`,
          ...(record.photo.attribution ? { imageAttribution: record.photo.attribution } : {}),
        }
      : {}),
    ...(description ? { description } : {}),
    services,
    categories: record.categories,
    ...(record.brands ? { brands: record.brands } : {}),
    location: record.location,
    ...(distanceKm !== undefined ? { distanceKm } : {}),
  };
}

export class RepairShopsService {
  private readonly now: () => Date;

  constructor(private readonly deps: RepairShopsDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  get provider(): RepairShopProvider {
    return this.deps.provider;
  }

  async search(userId: string, input: RepairSearchInput, signal?: AbortSignal): Promise<RepairSearchResponse> {
    const { provider, limiter, rateLimit, logger } = this.deps;
    const reading = understandRepairQuery(input.query);
    let spent = false;
    const spend = async () => {
      if (spent) return;
      spent = true;
      await enforceRateLimit(limiter, REPAIR_RATE_LIMIT_BUCKET, rateLimit, [`user:${userId}`]);
    };
    let page;
    try {
      page = await provider.search({
        query: input.query,
        reading,
        language: input.language,
        near: input.near,
        cursor: input.cursor,
        pageSize: REPAIR_PAGE_SIZE,
        spend,
        signal,
      });
    } catch (error) {
      if (error instanceof ProviderError) {
        logger.warn({ err: error, provider: provider.name, reason: error.reason }, 'repair-shop provider failed');
        throw new RepairSearchFailedError(error.reason);
      }
      throw error;
    }
    const now = this.now();
    const { place } = reading;
    return {
      shops: page.shops.map((shop, index) => toRepairShop(shop, input.language, now, page.distancesKm[index])),
      ...(page.total !== undefined ? { total: page.total } : {}),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      understood: {
        categories: reading.categories,
        ...(place ? { place: { id: place.id, name: placeName(place, input.language), countryCode: place.countryCode, kind: place.kind } } : {}),
        nearMe: reading.nearMe,
        ...(reading.brand ? { brand: reading.brand } : {}),
      },
      source: {
        provider: provider.name,
        demo: provider.demo,
        attribution: provider.attribution,
        ...(provider.attributionUrl ? { attributionUrl: provider.attributionUrl } : {}),
        cached: page.cached,
        fetchedAt: page.fetchedAt.toISOString(),
      },
      ...(page.placeNeeded ? { placeNeeded: true } : {}),
      ...(reading.nearMe && !input.near ? { locationMissing: true } : {}),
    };
  }
}
