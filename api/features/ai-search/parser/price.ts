/** The price filter, in euros. */
import { MAX_PRICE, type SearchFilters } from '@contract/search-semantics';
import { amountBounds } from './amount';
import type { NumberReading } from './number-readings';

export function recognisePrice(readings: readonly NumberReading[]): Pick<SearchFilters, 'minPrice' | 'maxPrice'> {
  const { min, max } = amountBounds(readings, 'price').within(0, MAX_PRICE);
  return { ...(min !== undefined && { minPrice: min }), ...(max !== undefined && { maxPrice: max }) };
}
