/**
 * Google Places API (New) Text Search: `POST {base}/v1/places:searchText` with `X-Goog-Api-Key` and a field
 * mask naming only the fields the tab shows, `languageCode` from the UI, `regionCode` from the place (or
 * Croatia), a location bias around the person when they asked for "near me", and paging by
 * `nextPageToken`. Photos are fetched through our API (`photo()`), so the key never reaches the browser.
 * Places content is not stored (Google's terms allow caching place ids only).
 */
import type { ServiceCategory } from '@contract/repair-shops';
import { z } from 'zod';
import { distanceKm } from '@contract/places/gazetteer';
import { categoriesInName } from '../query-understanding';
import { CATEGORY_LABELS } from '../service-labels';
import type { ShopRecord } from '../shop-record';
import { kindFromCategories } from '../shop-kind';
import { osmHoursFromGoogle } from './google-hours';
import { ProviderError, type ProviderPage, type ProviderSearch, type RepairShopProvider } from './provider';
import { callProvider } from './provider-http';

/** Only what the cards and the details dialog show (each field is billed). */
export const GOOGLE_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.types',
  'places.rating',
  'places.userRatingCount',
  'places.internationalPhoneNumber',
  'places.websiteUri',
  'places.googleMapsUri',
  'places.regularOpeningHours',
  'places.photos',
  'places.editorialSummary',
  'nextPageToken',
].join(',');

/** A photo's resource name as Places (New) gives it: places/{placeId}/photos/{reference}. */
export const GOOGLE_PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,300}\/photos\/[A-Za-z0-9_-]{1,1000}$/;
/** Width asked for: the card's image slot is 400 px wide. */
const PHOTO_WIDTH_PX = 400;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** "near me": how far around the person the search leans. */
const NEAR_BIAS_METRES = 10_000;

export interface GoogleProviderOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

const pointSchema = z.object({ day: z.number().int(), hour: z.number().int(), minute: z.number().int() });
const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string().min(1) }),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  formattedAddress: z.string().optional(),
  types: z.array(z.string()).optional(),
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  internationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  googleMapsUri: z.string().optional(),
  regularOpeningHours: z
    .object({ periods: z.array(z.object({ open: pointSchema, close: pointSchema.optional() })).optional() })
    .optional(),
  photos: z
    .array(
      z.object({
        name: z.string(),
        authorAttributions: z.array(z.object({ displayName: z.string().optional() })).optional(),
      }),
    )
    .optional(),
  editorialSummary: z.object({ text: z.string() }).optional(),
});
/** No results: Google answers `{}`. */
const searchSchema = z.object({ places: z.array(z.unknown()).optional(), nextPageToken: z.string().optional() });

function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A Places (New) place as a shop; undefined when it lacks what a card needs (id, name, position). */
export function shopFromPlace(raw: unknown): ShopRecord | undefined {
  const parsed = placeSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const place = parsed.data;
  const types = place.types ?? [];
  const dealer = types.includes('car_dealer');
  const categories: ServiceCategory[] = [];
  const add = (category: ServiceCategory) => {
    if (!categories.includes(category)) categories.push(category);
  };
  // What the name says first (a specialist), then what Google's types say.
  for (const category of categoriesInName(place.displayName.text)) add(category);
  if (types.includes('car_repair')) add('repair');
  if (dealer) add('dealer_service');
  const openingHours = osmHoursFromGoogle(place.regularOpeningHours?.periods);
  const photo = place.photos?.find((candidate) => GOOGLE_PHOTO_NAME.test(candidate.name));
  const author = photo?.authorAttributions?.find((attribution) => attribution.displayName)?.displayName;
  const website = httpUrl(place.websiteUri);
  const googleMapsUrl = httpUrl(place.googleMapsUri);
  return {
    id: `google:${place.id}`,
    source: 'google',
    name: place.displayName.text,
    kind: kindFromCategories(categories, { dealer }),
    address: place.formattedAddress ?? '',
    ...(place.internationalPhoneNumber ? { phone: place.internationalPhoneNumber } : {}),
    ...(website ? { website } : {}),
    ...(openingHours ? { openingHours } : {}),
    ...(place.rating !== undefined ? { ratings: place.rating, reviews: place.userRatingCount ?? 0 } : {}),
    ...(photo ? { photo: { name: photo.name, ...(author ? { attribution: author } : {}) } } : {}),
    ...(place.editorialSummary?.text ? { description: place.editorialSummary.text } : {}),
    categories,
    location: { lat: place.location.latitude, lon: place.location.longitude },
    ...(googleMapsUrl ? { googleMapsUrl } : {}),
  };
}

export interface PlacePhoto {
  contentType: string;
  body: Buffer;
}

const IMAGE_SIGNATURES: readonly [string, (bytes: Buffer) => boolean][] = [
  ['image/jpeg', (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff],
  ['image/png', (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  [
    'image/webp',
    (bytes) =>
      bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

export class GoogleProvider implements RepairShopProvider {
  readonly name = 'google' as const;
  readonly demo = false;
  readonly attribution = 'Google Maps';

  constructor(private readonly options: GoogleProviderOptions) {}

  async search({
    query,
    reading,
    language,
    near,
    cursor,
    pageSize,
    spend,
    signal,
  }: ProviderSearch): Promise<ProviderPage> {
    const pageToken = cursor?.startsWith('g:') ? cursor.slice(2) : undefined;
    const aroundPerson = reading.nearMe && near;
    // "near me" means the person's position, not the server's: the words go, the position biases the search.
    const textQuery = aroundPerson
      ? [
          ...(reading.categories.length > 0
            ? reading.categories.map((category) => CATEGORY_LABELS[category][language])
            : [CATEGORY_LABELS.repair[language]]),
          reading.brand ?? '',
        ]
          .join(' ')
          .trim()
      : query;
    const includedType = reading.categories.some((category) => category === 'dealer_service' || category === 'import')
      ? 'car_dealer'
      : 'car_repair';
    await spend();
    const body = await callProvider({
      label: 'Google Places',
      url: `${this.options.baseUrl.replace(/\/$/, '')}/v1/places:searchText`,
      timeoutMs: this.options.timeoutMs,
      signal,
      init: {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': this.options.apiKey,
          'X-Goog-FieldMask': GOOGLE_FIELD_MASK,
        },
        body: JSON.stringify({
          textQuery,
          languageCode: language,
          regionCode: (reading.place?.countryCode ?? 'HR').toLowerCase(),
          includedType,
          pageSize,
          ...(pageToken ? { pageToken } : {}),
          ...(aroundPerson
            ? {
                locationBias: {
                  circle: { center: { latitude: near.lat, longitude: near.lon }, radius: NEAR_BIAS_METRES },
                },
                rankPreference: 'DISTANCE',
              }
            : {}),
        }),
      },
    });
    const parsed = searchSchema.safeParse(body);
    if (!parsed.success) throw new ProviderError('invalid', 'Google Places answered in an unexpected shape');
    const shops = (parsed.data.places ?? [])
      .map(shopFromPlace)
      .filter((shop): shop is ShopRecord => shop !== undefined);
    const origin = near ?? reading.place;
    return {
      shops,
      distancesKm: shops.map((shop) => (origin ? Math.round(distanceKm(origin, shop.location) * 10) / 10 : undefined)),
      ...(parsed.data.nextPageToken ? { nextCursor: `g:${parsed.data.nextPageToken}` } : {}),
      cached: false,
      fetchedAt: new Date(),
    };
  }

  /** A place photo's bytes (JPEG, PNG or WebP, checked by content), 400 px wide. */
  async photo(name: string, signal?: AbortSignal): Promise<PlacePhoto> {
    if (!GOOGLE_PHOTO_NAME.test(name)) throw new ProviderError('invalid', 'Not a Places photo name');
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/v1/${name}/media?maxWidthPx=${PHOTO_WIDTH_PX}`;
    let response: Response;
    let body: Buffer;
    try {
      // Google answers with a redirect to the image itself.
      response = await fetch(url, {
        headers: { 'X-Goog-Api-Key': this.options.apiKey },
        redirect: 'follow',
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      if (Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES)
        throw new ProviderError('invalid', 'The photo is too large');
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof ProviderError || signal?.aborted) throw error;
      throw new ProviderError(timeout.aborted ? 'timeout' : 'unavailable', 'Google Places photo could not be fetched', {
        cause: error,
      });
    }
    if (response.status === 429) throw new ProviderError('busy', 'Google Places answered 429 for a photo');
    if (!response.ok) throw new ProviderError('unavailable', `Google Places answered ${response.status} for a photo`);
    if (body.length > MAX_PHOTO_BYTES) throw new ProviderError('invalid', 'The photo is too large');
    const type = IMAGE_SIGNATURES.find(([, matches]) => matches(body))?.[0];
    if (!type) throw new ProviderError('invalid', 'Google Places answered a photo that is not an image');
    return { contentType: type, body };
  }
}
