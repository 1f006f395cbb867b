/**
 * Repair-shop search (POST /api/repair-shops/search): understand the query (service part, place part,
 * "near me"), ask the configured provider, and answer the shops in the request's language with their
 * opening intervals, map links and distance. A search that reaches the provider spends a unit of the
 * person's hourly quota (given back when the search fails); one the store's cache answers does not. A provider failure is a 502 'Search Failed'
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
import { phraseKey } from '../ai-search/search-vocabulary';
import { HttpError } from '../../platform/http/http-error';
import { withQuotaUnitOnDemand } from '../../platform/quotas/quota-unit';
import type { Quotas } from '../../platform/quotas/quotas';
import { RateLimitedError } from '../../platform/rate-limit/rate-limits';
import { inPlace, placeById, placeName } from '@contract/places/gazetteer';
import type { RepairFallback, ServiceCategory } from '@contract/repair-shops';
import { googleMapsSearchUrl, openStreetMapUrl } from './maps-links';
import { openIntervalsOfToday } from '../../platform/text/opening-hours/opening-hours';
import { ProviderError, type RepairShopProvider } from './providers/provider';
import { understandRepairQuery, type QueryReading } from './query-understanding';
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
  quotas: Quotas;
  /** Searches that reach the provider, per user and hour (answers from the store's cache do not count). */
  searchesPerHour: number;
  logger: Logger;
  now?: () => Date;
}

/** How far around a place the search widens when nothing in it matches (km), the nearer first. */
export const NEARBY_RADII_KM = [25, 50] as const;
/** Services a general workshop does not stand in for (a tow truck, papers, glass, paint). */
const NO_GENERAL_STAND_IN: ReadonlySet<ServiceCategory> = new Set([
  'towing',
  'import',
  'homologation',
  'glass',
  'bodywork',
  'inspection',
]);

interface Attempt {
  reading: QueryReading;
  fallbacks: RepairFallback[];
}

/**
 * The readings tried in turn until one finds shops: the query as read, then a district's city, the towns
 * around the place, a general workshop for a specialist, any workshop for a brand's authorised service,
 * and the last two together around the place. Each carries what it changed, said in the answer.
 */
export function searchAttempts(reading: QueryReading, language: Language): Attempt[] {
  const attempts: Attempt[] = [{ reading, fallbacks: [] }];
  const { place, categories, brand } = reading;
  let base = reading;
  let baseFallbacks: RepairFallback[] = [];
  if (place?.kind === 'district' && place.parent) {
    const city = placeById(place.parent);
    if (city) {
      base = { ...reading, place: city };
      baseFallbacks = [{ kind: 'districtToCity', in: inPlace(place, language), to: inPlace(city, language) }];
      attempts.push({ reading: base, fallbacks: baseFallbacks });
    }
  }
  const relaxed: Attempt[] = [];
  const dealer = brand !== undefined && categories.includes('dealer_service');
  const where = base.place ? { in: inPlace(base.place, language) } : {};
  if (dealer) {
    relaxed.push({
      reading: {
        ...base,
        categories: categories
          .filter((category) => category !== 'dealer_service')
          .concat(categories.length === 1 ? ['repair'] : []),
      },
      fallbacks: [...baseFallbacks, { kind: 'anyWorkshop', brand, ...where }],
    });
  }
  const specialist = categories.filter(
    (category) => category !== 'repair' && category !== 'maintenance' && category !== 'dealer_service',
  );
  if (!dealer && specialist.length > 0 && !specialist.some((category) => NO_GENERAL_STAND_IN.has(category))) {
    relaxed.push({
      reading: { ...base, categories: ['repair'] },
      fallbacks: [...baseFallbacks, { kind: 'generalWorkshop', categories: specialist, ...where }],
    });
  }
  if (base.place) {
    const widen = (attempt: Attempt, radiusKm: number): Attempt => ({
      reading: { ...attempt.reading, place: { ...base.place!, radiusKm: Math.max(radiusKm, base.place!.radiusKm) } },
      fallbacks: [...attempt.fallbacks, { kind: 'nearby', in: inPlace(base.place!, language), radiusKm }],
    });
    // The same service near by comes before a stand-in in the place; a stand-in near by last.
    const first = { reading: base, fallbacks: baseFallbacks };
    attempts.push(widen(first, NEARBY_RADII_KM[0]), ...relaxed, widen(first, NEARBY_RADII_KM[1]));
    for (const radius of NEARBY_RADII_KM) for (const attempt of relaxed) attempts.push(widen(attempt, radius));
  } else {
    attempts.push(...relaxed);
  }
  return attempts;
}

/** "f2:o:12": the fallback attempt that answered and the provider's own cursor (the first attempt's is the provider's alone). */
function splitCursor(cursor: string | undefined): { attempt: number; cursor?: string } {
  const match = cursor ? /^f(\d{1,2}):(.*)$/s.exec(cursor) : null;
  if (!match) return { attempt: 0, ...(cursor ? { cursor } : {}) };
  return { attempt: Number(match[1]), ...(match[2] ? { cursor: match[2] } : {}) };
}

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
    ? openIntervalsOfToday(
        record.openingHours,
        { lat: record.location.lat, lon: record.location.lon, countryCode: record.countryCode, state: record.state },
        now,
      )
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

/** Seconds until the next clock hour, when a person's repair searches start again. */
function secondsLeftInHour(now: Date): number {
  const hourMs = 60 * 60 * 1000;
  return Math.ceil((hourMs - (now.getTime() % hourMs)) / 1000);
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
    const { quotas, searchesPerHour, logger } = this.deps;
    const quota = {
      userId,
      kind: 'repair' as const,
      limit: searchesPerHour,
      refused: () => new RateLimitedError(secondsLeftInHour(this.now())),
      signal,
      logger,
    };
    return withQuotaUnitOnDemand(quotas, quota, async (unit) => {
      const spend = async () => {
        await unit.take();
        unit.providerCalled();
      };
      return this.searchPaid(input, spend, signal);
    });
  }

  private async searchPaid(
    input: RepairSearchInput,
    spend: () => Promise<void>,
    signal: AbortSignal | undefined,
  ): Promise<RepairSearchResponse> {
    const { provider, logger } = this.deps;
    const reading = understandRepairQuery(input.query);
    const attempts = searchAttempts(reading, input.language);
    const resumed = splitCursor(input.cursor);
    const first = Math.min(resumed.attempt, attempts.length - 1);
    let page;
    let answered = first;
    try {
      // A page asked for with a cursor continues the attempt that answered; a new search tries them in turn.
      for (let index = first; index < (input.cursor ? first + 1 : attempts.length); index++) {
        answered = index;
        page = await provider.search({
          query: input.query,
          reading: attempts[index]!.reading,
          language: input.language,
          near: input.near,
          cursor: index === first ? resumed.cursor : undefined,
          pageSize: REPAIR_PAGE_SIZE,
          spend,
          signal,
        });
        if (page.shops.length > 0 || page.placeNeeded) break;
      }
    } catch (error) {
      if (error instanceof ProviderError) {
        logger.warn({ err: error, provider: provider.name, reason: error.reason }, 'repair-shop provider failed');
        throw new RepairSearchFailedError(error.reason);
      }
      throw error;
    }
    page = page!;
    const now = this.now();
    const { place } = reading;
    const fallbacks = page.shops.length > 0 ? attempts[answered]!.fallbacks : [];
    // A capitalised word that a shop's name has ("Servis Horvat") was a name, not a place.
    const candidate = reading.placeCandidate;
    const unknownPlace =
      candidate && !page.shops.some((shop) => phraseKey(shop.name).includes(phraseKey(candidate)))
        ? candidate
        : undefined;
    return {
      shops: page.shops.map((shop, index) => toRepairShop(shop, input.language, now, page.distancesKm[index])),
      ...(page.total !== undefined ? { total: page.total } : {}),
      ...(page.nextCursor ? { nextCursor: answered === 0 ? page.nextCursor : `f${answered}:${page.nextCursor}` } : {}),
      understood: {
        categories: reading.categories,
        ...(place
          ? {
              place: {
                id: place.id,
                name: placeName(place, input.language),
                countryCode: place.countryCode,
                kind: place.kind,
              },
            }
          : {}),
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
      ...(unknownPlace ? { unknownPlace } : {}),
      ...(fallbacks.length > 0 ? { fallbacks } : {}),
    };
  }
}
