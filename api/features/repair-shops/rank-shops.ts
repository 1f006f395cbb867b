/**
 * Which of a source's shops answer a query, and in what order (the bundled dataset and OpenStreetMap;
 * Google ranks its own). A shop must be in the place searched (or within reach of the person's location)
 * and offer one of the services asked for; a dealer-service query for a brand needs that brand. Then the
 * shops offering more of what was asked come first, those of the brand named, those whose name has the
 * query's other words, and the well-rated ones; with "near me", the nearest first.
 */
import type { GeoPoint } from '@contract/repair-shops';
import { phraseKey } from '../ai-search/search-vocabulary';
import { distanceKm } from '@contract/places/gazetteer';
import type { QueryReading } from './query-understanding';
import type { ShopRecord } from './shop-record';

/** How far from the person's location a "near me" search looks. */
export const NEAR_ME_RADIUS_KM = 50;

export interface RankedShop {
  shop: ShopRecord;
  /** From the person's location when given, else from the place searched. */
  distanceKm?: number;
}

export interface RankOptions {
  reading: QueryReading;
  /** The browser's location, when the person shared it. */
  near?: GeoPoint;
}

function quality(shop: ShopRecord): number {
  if (shop.ratings === undefined) return 0;
  return shop.ratings + Math.log10((shop.reviews ?? 0) + 1) * 0.5;
}

export function rankShops(shops: readonly ShopRecord[], { reading, near }: RankOptions): RankedShop[] {
  const { place, categories, brand } = reading;
  const nameWords = reading.rest.filter((word) => word.length >= 3);
  const brandRequired = brand !== undefined && categories.includes('dealer_service');
  const byDistance = near !== undefined && !place;

  const ranked: { entry: RankedShop; score: number; nameMatch: boolean }[] = [];
  for (const shop of shops) {
    if (place && distanceKm(place, shop.location) > place.radiusKm) continue;
    const fromNear = near ? distanceKm(near, shop.location) : undefined;
    if (byDistance && fromNear! > NEAR_ME_RADIUS_KM) continue;
    const matched = categories.filter((category) => shop.categories.includes(category)).length;
    if (categories.length > 0 && matched === 0) continue;
    // What the shop is first of all (a specialist) counts more than a service among many.
    const specialist = shop.categories[0] !== undefined && categories.includes(shop.categories[0]);
    const hasBrand = brand !== undefined && (shop.brands ?? []).includes(brand);
    if (brandRequired && !hasBrand) continue;
    const name = phraseKey(shop.name);
    const nameMatch = nameWords.some((word) => name.includes(word));
    const distance = fromNear ?? (place ? distanceKm(place, shop.location) : undefined);
    ranked.push({
      entry: { shop, ...(distance !== undefined ? { distanceKm: Math.round(distance * 10) / 10 } : {}) },
      score: matched * 10 + (specialist ? 4 : 0) + (hasBrand ? 6 : 0) + (nameMatch ? 8 : 0) + quality(shop),
      nameMatch,
    });
  }
  // Only other words ("Horvat"): the shops with them in the name.
  const byNameOnly = categories.length === 0 && nameWords.length > 0;
  const kept = byNameOnly ? ranked.filter((item) => item.nameMatch) : ranked;
  kept.sort((a, b) => {
    if (byDistance) return (a.entry.distanceKm ?? 0) - (b.entry.distanceKm ?? 0) || b.score - a.score;
    return (
      b.score - a.score ||
      (a.entry.distanceKm ?? 0) - (b.entry.distanceKm ?? 0) ||
      a.entry.shop.id.localeCompare(b.entry.shop.id)
    );
  });
  return kept.map((item) => item.entry);
}
