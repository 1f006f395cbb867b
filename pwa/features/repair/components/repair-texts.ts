import type { TFunction } from 'i18next';
import type { RepairFallback } from '@contract/repair-shops';
import type { RepairFailure } from '../state/use-repair-search';

/** Why a search failed, as a sentence in the page's language. */
export function failureText(failure: RepairFailure, t: TFunction<'repair'>): string {
  switch (failure.kind) {
    case 'failed':
      return t(`errors.${failure.reason ?? 'unknown'}`);
    case 'rateLimited':
      return t('errors.rateLimited');
    case 'offline':
      return t('errors.offline');
    case 'signedOut':
      return t('errors.signedOut');
  }
}

/** One fallback the search took, as a sentence in the page's language. */
export function fallbackText(fallback: RepairFallback, t: TFunction<'repair'>): string {
  switch (fallback.kind) {
    case 'districtToCity':
      return t('fallback.districtToCity', { in: fallback.in, to: fallback.to });
    case 'nearby':
      return t('fallback.nearby', { in: fallback.in, radiusKm: fallback.radiusKm });
    case 'generalWorkshop': {
      const services = fallback.categories.map((category) => t(`categories.${category}`)).join(', ');
      return fallback.in
        ? t('fallback.generalWorkshopPlace', { services, in: fallback.in })
        : t('fallback.generalWorkshop', { services });
    }
    case 'anyWorkshop':
      return fallback.in
        ? t('fallback.anyWorkshopPlace', { brand: fallback.brand, in: fallback.in })
        : t('fallback.anyWorkshop', { brand: fallback.brand });
  }
}
