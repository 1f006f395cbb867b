/**
 * The power filter, in kW as listings carry it: "od 100 kW", "ab 150 PS", "over 200 hp", "100-150 KS". Horsepower
 * (PS, KS, hp) becomes kW at 0.7355 kW each (150 PS → 110 kW). A power without a comparison is a minimum.
 */
import { hpToKw } from '@contract/catalog/vehicle';
import { MAX_POWER_KW, type SearchFilters } from '@contract/search-semantics';
import { amountBounds } from './amount';
import type { NumberReading } from './number-readings';

export function recognisePower(readings: readonly NumberReading[]): Pick<SearchFilters, 'minPowerKw' | 'maxPowerKw'> {
  const kw = amountBounds(readings, 'power', 'min').within(0, MAX_POWER_KW);
  const hp = amountBounds(readings, 'powerHp', 'min').within(0, Math.round(MAX_POWER_KW / 0.7355));
  const min = kw.min ?? (hp.min !== undefined ? hpToKw(hp.min) : undefined);
  const max = kw.max ?? (hp.max !== undefined ? hpToKw(hp.max) : undefined);
  return { ...(min !== undefined && { minPowerKw: min }), ...(max !== undefined && { maxPowerKw: max }) };
}
