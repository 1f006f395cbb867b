/**
 * Live OpenStreetMap data through an Overpass API server (OVERPASS_URL): the car repair shops, tyre shops
 * and car dealers with a workshop around the place searched (or the person's location), read from their
 * tags (`service:vehicle:*`, `opening_hours`, `phone` / `contact:*`, `website`, `addr:*`). One Overpass
 * query per area fetches every kind of shop; the answer is kept in the store for a day and every query
 * about that area is answered from it. OpenStreetMap has no ratings: the shops carry none.
 */
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL, type ServiceCategory } from '@contract/repair-shops';
import { z } from 'zod';
import type { RepairAreaCache } from '../area-cache';
import { localName, nearestPlace, placeById, type Place } from '@contract/places/gazetteer';
import { categoriesInName } from '../query-understanding';
import { rankShops } from '../rank-shops';
import type { ShopRecord } from '../shop-record';
import { kindFromCategories } from '../shop-kind';
import { pageOf, ProviderError, type ProviderPage, type ProviderSearch, type RepairShopProvider } from './provider';
import { callProvider } from './provider-http';

/** How far around the person's location a "near me" search asks Overpass. */
export const OSM_NEAR_RADIUS_KM = 8;
/** Elements one Overpass answer may hold (a large city has a few hundred workshops). */
const MAX_ELEMENTS = 600;

export interface OsmProviderOptions {
  overpassUrl: string;
  timeoutMs: number;
  userAgent: string;
  cache: RepairAreaCache;
}

/** `service:vehicle:<key>=yes` → what the shop offers. */
const SERVICE_TAGS: Readonly<Record<string, ServiceCategory>> = {
  car_repair: 'repair',
  repairs: 'repair',
  engine: 'repair',
  suspension: 'repair',
  oil_change: 'maintenance',
  maintenance: 'maintenance',
  diagnostics: 'diagnostics',
  air_conditioning: 'air_conditioning',
  tyres: 'tyres',
  wheels: 'tyres',
  wheel_alignment: 'tyres',
  body_repair: 'bodywork',
  painting: 'bodywork',
  dents: 'bodywork',
  brakes: 'brakes',
  electrical: 'electrical',
  batteries: 'electrical',
  glass: 'glass',
  exhaust: 'exhaust',
  transmission: 'transmission',
  clutch: 'transmission',
  inspection: 'inspection',
  emissions: 'inspection',
  homologation: 'homologation',
  hybrid: 'ev',
  electric: 'ev',
  electric_vehicles: 'ev',
  towing: 'towing',
};

const elementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
const overpassSchema = z.object({
  elements: z.array(z.unknown()),
  remark: z.string().optional(),
});

interface Area {
  key: string;
  lat: number;
  lon: number;
  radiusKm: number;
  /** The gazetteer place the area is in (country, state, city name for addresses without one). */
  place?: Place;
}

function areaOf({ reading, near }: Pick<ProviderSearch, 'reading' | 'near'>): Area | undefined {
  if (reading.place) {
    // A place widened by the search's fallback is another area.
    const widened = reading.place.radiusKm !== placeById(reading.place.id)?.radiusKm;
    return {
      key: `osm:place:${reading.place.id}${widened ? `:${reading.place.radiusKm}km` : ''}`,
      lat: reading.place.lat,
      lon: reading.place.lon,
      radiusKm: reading.place.radiusKm,
      place: reading.place,
    };
  }
  if (near) {
    // About a kilometre's grid, so people near each other share the cached area.
    const lat = Math.round(near.lat * 100) / 100;
    const lon = Math.round(near.lon * 100) / 100;
    return {
      key: `osm:near:${lat.toFixed(2)}:${lon.toFixed(2)}`,
      lat,
      lon,
      radiusKm: OSM_NEAR_RADIUS_KM,
      place: nearestPlace({ lat, lon }),
    };
  }
  return undefined;
}

/** The Overpass QL query for every workshop of an area. */
export function overpassQuery(area: Pick<Area, 'lat' | 'lon' | 'radiusKm'>, timeoutSeconds: number): string {
  const around = `(around:${Math.round(area.radiusKm * 1000)},${area.lat.toFixed(5)},${area.lon.toFixed(5)})`;
  return [
    `[out:json][timeout:${timeoutSeconds}];`,
    '(',
    `  nwr["shop"="car_repair"]${around};`,
    `  nwr["craft"="car_repair"]${around};`,
    `  nwr["shop"="tyres"]${around};`,
    `  nwr["shop"="car"]["service"~"repair"]${around};`,
    `  nwr["shop"="car"]["service:vehicle:car_repair"="yes"]${around};`,
    ');',
    `out center ${MAX_ELEMENTS};`,
  ].join('\n');
}

function firstOf(value: string | undefined): string | undefined {
  const first = value?.split(';')[0]?.trim();
  return first || undefined;
}

function websiteOf(value: string | undefined): string | undefined {
  const raw = firstOf(value);
  if (!raw) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** An Overpass element as a shop; undefined for elements we cannot show (no name, no position). */
export function shopFromElement(raw: unknown, area: Area): ShopRecord | undefined {
  const parsed = elementSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const element = parsed.data;
  const tags = element.tags ?? {};
  const name = tags.name?.trim();
  const lat = element.lat ?? element.center?.lat;
  const lon = element.lon ?? element.center?.lon;
  if (!name || lat === undefined || lon === undefined) return undefined;

  const isDealer = tags.shop === 'car';
  const categories: ServiceCategory[] = [];
  const add = (category: ServiceCategory) => {
    if (!categories.includes(category)) categories.push(category);
  };
  // What the name says first (a specialist), then what the tags say.
  for (const category of categoriesInName(name)) add(category);
  if (tags.shop === 'car_repair' || tags.craft === 'car_repair') add('repair');
  if (tags.shop === 'tyres') add('tyres');
  if (isDealer) {
    add('dealer_service');
    add('repair');
  }
  for (const [key, value] of Object.entries(tags)) {
    const service = key.startsWith('service:vehicle:') ? SERVICE_TAGS[key.slice('service:vehicle:'.length)] : undefined;
    if (service && value !== 'no') add(service);
  }

  const street = [tags['addr:street'], tags['addr:housenumber']].filter(Boolean).join(' ');
  const town = [tags['addr:postcode'], tags['addr:city'] ?? tags['addr:place']].filter(Boolean).join(' ');
  const address =
    tags['addr:full'] ?? ([street, town].filter(Boolean).join(', ') || (area.place ? localName(area.place) : ''));
  const osmObject = `${element.type}/${element.id}`;
  const phone = firstOf(tags.phone ?? tags['contact:phone'] ?? tags['contact:mobile'] ?? tags.mobile);
  const website = websiteOf(tags.website ?? tags['contact:website'] ?? tags.url);
  const brands = firstOf(tags.brand)
    ? tags
        .brand!.split(';')
        .map((brand) => brand.trim())
        .filter(Boolean)
    : undefined;
  const countryCode = tags['addr:country']?.toUpperCase() ?? area.place?.countryCode;
  return {
    id: `osm:${osmObject}`,
    source: 'osm',
    name,
    kind: kindFromCategories(categories, { dealer: isDealer }),
    address,
    ...(tags['addr:city'] || area.place ? { city: tags['addr:city'] ?? localName(area.place!) } : {}),
    ...(countryCode ? { countryCode } : {}),
    ...(area.place?.region ? { state: area.place.region } : {}),
    ...(phone ? { phone } : {}),
    ...(website ? { website } : {}),
    ...(tags.opening_hours ? { openingHours: tags.opening_hours } : {}),
    ...(tags.description ? { description: tags.description } : {}),
    categories,
    ...(brands ? { brands } : {}),
    location: { lat, lon },
    osmObject,
  };
}

export class OsmProvider implements RepairShopProvider {
  readonly name = 'osm' as const;
  readonly demo = false;
  readonly attribution = OSM_ATTRIBUTION;
  readonly attributionUrl = OSM_COPYRIGHT_URL;

  constructor(private readonly options: OsmProviderOptions) {}

  async search(request: ProviderSearch): Promise<ProviderPage> {
    const area = areaOf(request);
    if (!area) return { shops: [], distancesKm: [], total: 0, cached: false, fetchedAt: new Date(), placeNeeded: true };
    const cached = await this.options.cache.get(area.key);
    let shops: ShopRecord[];
    let fetchedAt: Date;
    if (cached) {
      ({ shops, fetchedAt } = cached);
    } else {
      await request.spend();
      shops = await this.fetchArea(area, request.signal);
      fetchedAt = await this.options.cache.put(area.key, shops);
    }
    const ranked = rankShops(shops, { reading: request.reading, near: request.near });
    const { page, nextCursor } = pageOf(ranked, request.cursor, request.pageSize);
    return {
      shops: page.map((entry) => entry.shop),
      distancesKm: page.map((entry) => entry.distanceKm),
      total: ranked.length,
      ...(nextCursor ? { nextCursor } : {}),
      cached: Boolean(cached),
      fetchedAt,
    };
  }

  private async fetchArea(area: Area, signal?: AbortSignal): Promise<ShopRecord[]> {
    const timeoutSeconds = Math.max(5, Math.ceil(this.options.timeoutMs / 1000));
    const body = await callProvider({
      label: 'Overpass',
      url: this.options.overpassUrl,
      timeoutMs: this.options.timeoutMs,
      signal,
      init: {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
          Accept: 'application/json',
          'User-Agent': this.options.userAgent,
        },
        body: new URLSearchParams({ data: overpassQuery(area, timeoutSeconds) }).toString(),
      },
    });
    const parsed = overpassSchema.safeParse(body);
    if (!parsed.success) throw new ProviderError('invalid', 'Overpass answered without an elements list');
    // Overpass reports a query that ran out of time or memory in `remark`, with whatever it had so far.
    const remark = parsed.data.remark ?? '';
    if (/runtime error/i.test(remark)) {
      throw new ProviderError(/timed out/i.test(remark) ? 'timeout' : 'busy', `Overpass: ${remark.slice(0, 200)}`);
    }
    const shops: ShopRecord[] = [];
    const seen = new Set<string>();
    for (const element of parsed.data.elements) {
      const shop = shopFromElement(element, area);
      if (shop && !seen.has(shop.id)) {
        seen.add(shop.id);
        shops.push(shop);
      }
    }
    return shops;
  }
}
