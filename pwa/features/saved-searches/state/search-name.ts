/**
 * A name for a search from its filters, in the interface language: "Škoda Octavia, diesel, do 15.000 €".
 * Makes and models, then fuels, power, body type, gearbox, years, price, mileage, first registration, seller,
 * equipment and place; "All cars" for none. `near`: the search's place and radius in words ("do 50 km od
 * Zagreba": lib/near-place.ts names it, as the gazetteer it needs is loaded on demand).
 */
import type { TFunction } from 'i18next';
import { MAX_SAVED_SEARCH_NAME } from '@contract/saved-search-constants';
import { brandChoices, type SearchFilters } from '@contract/search-semantics';
import { formatMileage, formatPower, formatPrice, formatRegistration } from '../../../lib/format';
import type { Language } from '../../../lib/language';

type T = TFunction<['saved', 'common']>;

export function suggestSearchName(filters: SearchFilters, t: T, language: Language, near?: string): string {
  const parts: string[] = [];
  // "Škoda Octavia", "BMW X1/X3 / Audi", "Golf/Octavia" (models without a brand).
  const { brands, anyBrandModels } = brandChoices(filters);
  const car = brands.length
    ? brands.map((choice) => [choice.brand, choice.models.join('/')].filter(Boolean).join(' ')).join(' / ')
    : anyBrandModels.join('/');
  if (car) parts.push(car);
  const fuels = (filters.fuelTypes ?? []).map((fuel) =>
    t(`fuel.${fuel}`, { ns: 'common' }).toLocaleLowerCase(language),
  );
  if (fuels.length) parts.push(fuels.join('/'));
  if (filters.minPowerKw !== undefined || filters.maxPowerKw !== undefined) {
    const hp = t('car.hpUnit', { ns: 'common' });
    if (filters.minPowerKw !== undefined)
      parts.push(t('name.minPower', { ns: 'saved', value: formatPower(filters.minPowerKw, hp, language) }));
    if (filters.maxPowerKw !== undefined)
      parts.push(t('name.maxPower', { ns: 'saved', value: formatPower(filters.maxPowerKw, hp, language) }));
  }
  if (filters.bodyType) parts.push(t(`bodyType.${filters.bodyType}`, { ns: 'common' }).toLocaleLowerCase(language));
  if (filters.transmission?.length === 1)
    parts.push(t(`transmission.${filters.transmission[0]!}`, { ns: 'common' }).toLocaleLowerCase(language));
  if (filters.minYear !== undefined) parts.push(t('name.minYear', { ns: 'saved', value: String(filters.minYear) }));
  if (filters.maxYear !== undefined) parts.push(t('name.maxYear', { ns: 'saved', value: String(filters.maxYear) }));
  if (filters.minPrice !== undefined)
    parts.push(t('name.minPrice', { ns: 'saved', value: formatPrice(filters.minPrice, language) }));
  if (filters.maxPrice !== undefined)
    parts.push(t('name.maxPrice', { ns: 'saved', value: formatPrice(filters.maxPrice, language) }));
  if (filters.maxMileage !== undefined)
    parts.push(t('name.maxMileage', { ns: 'saved', value: formatMileage(filters.maxMileage, language) }));
  if (filters.minRegistration !== undefined)
    parts.push(
      t('name.minRegistration', { ns: 'saved', value: formatRegistration(filters.minRegistration, language) }),
    );
  if (filters.maxRegistration !== undefined)
    parts.push(
      t('name.maxRegistration', { ns: 'saved', value: formatRegistration(filters.maxRegistration, language) }),
    );
  if (filters.sellerType)
    parts.push(t(`car.sellerType.${filters.sellerType}`, { ns: 'common' }).toLocaleLowerCase(language));
  if (filters.equipment?.length) {
    const items = filters.equipment.map((item) => t(`feature.${item}`, { ns: 'common' }).toLocaleLowerCase(language));
    parts.push(t('name.equipment', { ns: 'saved', items: items.join(', ') }));
  }
  if (filters.location) parts.push(filters.location);
  if (near) parts.push(near);
  const name = parts.join(', ') || t('name.all', { ns: 'saved' });
  return name.length > MAX_SAVED_SEARCH_NAME ? `${name.slice(0, MAX_SAVED_SEARCH_NAME - 1).trimEnd()}…` : name;
}
