/**
 * Chip texts in the interface language: "Škoda", "≤ 15.000 €", "od 2019.", "Dizel", "Njemačka", "do 50 km od
 * Zagreba". The place of a search's `near` is named with the gazetteer, loaded only when the search has one.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, findCountry } from '@contract/catalog';
import { formatMileage, formatNumber, formatPower, formatPrice, formatRegistration } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { nearPhrase, nearSubjectNow, useNearPhrase } from '../../../lib/near-place';
import type { SearchFilters } from '@contract/search-semantics';
import type { FilterChip } from './filter-chips';

export interface ChipText {
  /** What the chip shows. */
  label: string;
  /** The parameter it belongs to ("Maximum price"). */
  field: string;
}

/** `filters`: the search the chips come from (its place is named once the gazetteer is here). */
export function useFilterChipText(filters?: Pick<SearchFilters, 'near' | 'radiusKm'>): (chip: FilterChip) => ChipText {
  const { t } = useTranslation(['ai', 'common']);
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const near = useNearPhrase({ near: filters?.near, radiusKm: filters?.radiusKm });
  return useCallback(
    (chip: FilterChip): ChipText => {
      const field = t(`answer.field.${chip.field}`);
      switch (chip.field) {
        case 'brand':
        case 'model':
        case 'location':
          return { field, label: chip.value };
        case 'minPrice':
        case 'maxPrice':
          return { field, label: t(`answer.value.${chip.field}`, { value: formatPrice(chip.value, language) }) };
        case 'minYear':
        case 'maxYear':
          return { field, label: t(`answer.value.${chip.field}`, { value: String(chip.value) }) };
        case 'minMileage':
        case 'maxMileage':
          return { field, label: t(`answer.value.${chip.field}`, { value: formatMileage(chip.value, language) }) };
        case 'fuelTypes':
          return { field, label: t(`fuel.${chip.value}`, { ns: 'common' }) };
        case 'minPowerKw':
        case 'maxPowerKw': {
          // Both units: "110 kW (150 KS)".
          const value = formatPower(chip.value, t('car.hpUnit', { ns: 'common' }), language);
          return { field, label: t(`answer.value.${chip.field}`, { value }) };
        }
        case 'minRegistration':
        case 'maxRegistration':
          return { field, label: t(`answer.value.${chip.field}`, { value: formatRegistration(chip.value, language) }) };
        case 'sellerType':
          return { field, label: t(`car.sellerType.${chip.value}`, { ns: 'common' }) };
        case 'equipment':
          return { field, label: t(`feature.${chip.value}`, { ns: 'common' }) };
        case 'transmission':
          return { field, label: t(`transmission.${chip.value}`, { ns: 'common' }) };
        case 'bodyType':
          return { field, label: t(`bodyType.${chip.value}`, { ns: 'common' }) };
        case 'color':
          return { field, label: t(`color.${chip.value}`, { ns: 'common' }) };
        case 'countryId': {
          const country = findCountry(chip.value);
          return { field, label: country ? countryName(country, language) : String(chip.value) };
        }
        case 'near': {
          // Another search's place is named when the gazetteer is already here. Until the place is known, the
          // radius alone ("within 50 km") or the field's name, never the place's id.
          const words =
            chip.value === filters?.near && near
              ? near
              : nearPhrase(common, nearSubjectNow(chip.value), chip.radiusKm, language);
          const pending =
            chip.radiusKm === undefined
              ? field
              : common('near.withinOnly', { km: formatNumber(chip.radiusKm, language) });
          return { field, label: words ?? pending };
        }
      }
    },
    [language, t, common, near, filters?.near],
  );
}
