import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarketValue } from '@contract/market-value';
import { api } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DealLabel } from '../../insights';
import * as styles from './dealer.css';

export interface PriceHintCar {
  brand: string;
  model: string;
  year?: number;
  mileage?: number;
  price?: number;
  fuelType: string;
  transmission: string;
  powerKw?: number;
  listingType: string;
}

/** As the dealer types the price: the middle of similar listings' prices and how this price compares. */
export function PriceHint({ car, listingId }: { car: PriceHintCar; listingId?: number }) {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const complete =
    car.brand &&
    car.model &&
    Number.isInteger(car.year) &&
    Number.isInteger(car.mileage) &&
    Number.isInteger(car.price) &&
    car.price! > 0 &&
    Number.isInteger(car.powerKw) &&
    car.powerKw! > 0;
  const params = complete
    ? new URLSearchParams({
        brand: car.brand,
        model: car.model,
        year: String(car.year),
        mileage: String(car.mileage),
        price: String(car.price),
        fuelType: car.fuelType,
        transmission: car.transmission,
        powerKw: String(car.powerKw),
        listingType: car.listingType,
        ...(listingId ? { id: String(listingId) } : {}),
      }).toString()
    : null;
  const query = useDebouncedValue(params, 500);
  const hint = useQuery({
    queryKey: ['dealer', 'price-hint', query],
    queryFn: ({ signal }) => api.get<MarketValue>(`/api/dealer/price-hint?${query}`, { signal }),
    enabled: query !== null,
    staleTime: 60_000,
  });

  if (!params) return <p className={styles.muted}>{t('priceHint.prompt')}</p>;
  if (!hint.data)
    return (
      <p className={styles.muted} aria-live="polite">
        {hint.isError ? t('priceHint.unavailable') : t('priceHint.loading')}
      </p>
    );
  const value = hint.data;
  return (
    <div className={styles.priceHint} aria-live="polite" data-testid="price-hint">
      {value.enough && value.median !== null ? (
        <>
          <p className={styles.hintText}>
            {t('priceHint.market', {
              count: value.count,
              median: formatPrice(value.median, language),
              low: formatPrice(value.low, language),
              high: formatPrice(value.high, language),
            })}
          </p>
          <DealLabel rating={value.rating} />
        </>
      ) : (
        <p className={styles.muted}>{t('priceHint.notEnough', { count: value.count })}</p>
      )}
    </div>
  );
}
