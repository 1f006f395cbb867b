/** How a comparable differs from the car in words: "+18,000 km, 10 kW less, 1 year older". */
import type { TFunction } from 'i18next';
import type { ComparableDifferences } from '@contract/market-value';
import { formatMileage } from '../../../lib/format';
import type { Language } from '../../../lib/language';

export function describeDifferences(
  differences: ComparableDifferences,
  t: TFunction<'insights'>,
  language: Language,
): string {
  const parts: string[] = [];
  if (differences.km !== 0)
    parts.push(
      t('market.diff.km', {
        sign: differences.km > 0 ? '+' : '−',
        km: formatMileage(Math.abs(differences.km), language),
      }),
    );
  if (differences.kw !== 0)
    parts.push(
      t(differences.kw > 0 ? 'market.diff.kwMore' : 'market.diff.kwLess', { count: Math.abs(differences.kw) }),
    );
  if (differences.years !== 0)
    parts.push(
      t(differences.years < 0 ? 'market.diff.older' : 'market.diff.newer', { count: Math.abs(differences.years) }),
    );
  if (differences.features !== 0)
    parts.push(
      t(differences.features > 0 ? 'market.diff.featuresMore' : 'market.diff.featuresLess', {
        count: Math.abs(differences.features),
      }),
    );
  return parts.length > 0 ? parts.join(', ') : t('market.diff.same');
}
