/** Repair-shop answers for the panel's tests, shaped like the API's. */
import type { RepairSearchResponse, RepairShop } from '@contract/repair-shops';

const HOUR = 60 * 60 * 1000;

/** Open from an hour ago to an hour from now (or, when `open` is false, opening in two hours). */
export function hoursAround(
  now: number,
  open: boolean,
): Pick<RepairShop, 'openIntervals' | 'hoursComputedAt' | 'openingHours'> {
  const from = open ? now - HOUR : now + 2 * HOUR;
  return {
    openingHours: 'Mo-Su 00:00-24:00',
    hoursComputedAt: new Date(now - HOUR).toISOString(),
    openIntervals: [{ from: new Date(from).toISOString(), to: new Date(from + 2 * HOUR).toISOString() }],
  };
}

export function makeShop(overrides: Partial<RepairShop> = {}): RepairShop {
  return {
    id: 'bundled:split-01',
    name: 'Auto klima Vuković',
    kind: 'repair',
    address: 'Vukovarska ulica 218, 21000 Split',
    city: 'Split',
    countryCode: 'HR',
    phone: '+385 21 265 3267',
    website: 'https://www.auto-klima-vukovic.example',
    googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=Auto+klima+Vukovi%C4%87',
    osmUrl: 'https://www.openstreetmap.org/?mlat=43.51&mlon=16.45#map=18/43.51/16.45',
    ratings: 4.5,
    reviews: 212,
    description: 'Air-conditioning specialists.',
    services: ['A/C service and recharge', 'A/C disinfection'],
    categories: ['air_conditioning', 'repair'],
    location: { lat: 43.51, lon: 16.45 },
    distanceKm: 0.6,
    ...overrides,
  };
}

export function answer(shops: RepairShop[], overrides: Partial<RepairSearchResponse> = {}): RepairSearchResponse {
  return {
    shops,
    total: shops.length,
    understood: {
      categories: ['air_conditioning'],
      place: { id: 'split', name: 'Split', countryCode: 'HR', kind: 'city' },
      nearMe: false,
    },
    source: {
      provider: 'bundled',
      demo: true,
      attribution: 'Demo data',
      cached: false,
      fetchedAt: new Date().toISOString(),
    },
    ...overrides,
  };
}
