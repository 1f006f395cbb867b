/**
 * A stand-in for Google Places API (New) on loopback: `POST /v1/places:searchText` answering like Google
 * (a field mask and an API key are required, `{}` when nothing matched, `nextPageToken` for more, errors
 * in Google's `{ error: { code, message, status } }` shape) and the photo media endpoint
 * (`GET /v1/places/{id}/photos/{ref}/media`, a redirect to the image, as Google does by default).
 */
import { startStubServer, type RecordedRequest, type StubReply, type StubServer } from './stub-server';

export type PlacesScenario = 'good' | 'empty' | 'busy' | 'timeout' | 'malformed' | 'field-missing';

export const PLACES_API_KEY = 'test-places-key';

export interface PlacesStub extends StubServer {
  scenario: PlacesScenario;
  /** The searchText bodies received. */
  searches(): Record<string, unknown>[];
}

/** A 1×1 JPEG: what the photo endpoint redirects to. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

const weekdays = (open: number, close: number) =>
  [1, 2, 3, 4, 5].map((day) => ({ open: { day, hour: open, minute: 0 }, close: { day, hour: close, minute: 0 } }));

export const ZAGREB_PLACES = [
  {
    id: 'ChIJ-autoservis-zg-1',
    displayName: { text: 'Autoservis Novak', languageCode: 'hr' },
    formattedAddress: 'Savska cesta 120, 10000, Zagreb, Hrvatska',
    location: { latitude: 45.7953, longitude: 15.9651 },
    types: ['car_repair', 'point_of_interest', 'establishment'],
    rating: 4.6,
    userRatingCount: 212,
    internationalPhoneNumber: '+385 1 555 0101',
    websiteUri: 'https://autoservis-novak.example/',
    googleMapsUri: 'https://maps.google.com/?cid=1234567890',
    regularOpeningHours: {
      openNow: true,
      periods: [...weekdays(7, 16), { open: { day: 6, hour: 8, minute: 0 }, close: { day: 6, hour: 12, minute: 0 } }],
    },
    photos: [
      {
        name: 'places/ChIJ-autoservis-zg-1/photos/AXCi2Q-photo-1',
        widthPx: 1200,
        heightPx: 800,
        authorAttributions: [{ displayName: 'Ivana K.' }],
      },
    ],
    editorialSummary: { text: 'Obiteljski servis za sve marke.', languageCode: 'hr' },
  },
  {
    id: 'ChIJ-vulkanizer-zg-2',
    displayName: { text: 'Vulkanizer Horvat', languageCode: 'hr' },
    formattedAddress: 'Slavonska avenija 22, 10000, Zagreb, Hrvatska',
    location: { latitude: 45.7962, longitude: 16.0188 },
    types: ['car_repair', 'establishment'],
    rating: 4.2,
    userRatingCount: 57,
  },
];

export const ZAGREB_PLACES_PAGE_2 = [
  {
    id: 'ChIJ-dealer-zg-3',
    displayName: { text: 'Auto Zagreb d.o.o.', languageCode: 'hr' },
    formattedAddress: 'Zagrebačka avenija 100, 10000, Zagreb, Hrvatska',
    location: { latitude: 45.799, longitude: 15.92 },
    types: ['car_dealer', 'car_repair'],
  },
];

function googleError(code: number, status: string, message: string): StubReply {
  return { kind: 'json', status: code, body: { error: { code, message, status } } };
}

function reply(state: { scenario: PlacesScenario }, request: RecordedRequest): StubReply {
  if (request.headers['x-goog-api-key'] !== PLACES_API_KEY)
    return googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
  const photo = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(request.path);
  if (request.method === 'GET' && photo) {
    if (!request.query.get('maxWidthPx') && !request.query.get('maxHeightPx'))
      return googleError(400, 'INVALID_ARGUMENT', 'maxWidthPx or maxHeightPx is required.');
    return { kind: 'redirect', location: '/photo-bytes/1.jpg' };
  }
  if (request.method === 'GET' && request.path === '/photo-bytes/1.jpg')
    return { kind: 'raw', body: TINY_JPEG, contentType: 'image/jpeg' };
  if (request.method !== 'POST' || request.path !== '/v1/places:searchText')
    return googleError(404, 'NOT_FOUND', 'Method not found.');
  if (!request.headers['x-goog-fieldmask'])
    return googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    return googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
  }
  if (typeof body.textQuery !== 'string' || !body.textQuery)
    return googleError(400, 'INVALID_ARGUMENT', 'textQuery is required.');
  switch (state.scenario) {
    case 'good':
      return body.pageToken === 'page-2-token'
        ? { kind: 'json', body: { places: ZAGREB_PLACES_PAGE_2 } }
        : { kind: 'json', body: { places: ZAGREB_PLACES, nextPageToken: 'page-2-token' } };
    case 'empty':
      return { kind: 'json', body: {} };
    case 'busy':
      return googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric.');
    case 'timeout':
      return { kind: 'stall' };
    case 'malformed':
      return { kind: 'raw', body: '{"places": [{"id": "ChIJ', contentType: 'application/json' };
    case 'field-missing':
      // The second place lacks its location (a card needs one); the first is fine.
      return { kind: 'json', body: { places: [ZAGREB_PLACES[0], { ...ZAGREB_PLACES[1], location: undefined }] } };
  }
}

export async function startPlacesStub(scenario: PlacesScenario = 'good'): Promise<PlacesStub> {
  const state = { scenario };
  const server = await startStubServer((request) => reply(state, request));
  return {
    ...server,
    get scenario() {
      return state.scenario;
    },
    set scenario(value: PlacesScenario) {
      state.scenario = value;
    },
    searches: () =>
      server.requests
        .filter((request) => request.path === '/v1/places:searchText')
        .map((request) => JSON.parse(request.body) as Record<string, unknown>),
  };
}
