/**
 * The empty results' way out: which filters to drop, each with the number of cars the search
 * would then find ("Without the price limit: 37 cars"), counted by the server in one request. Choosing
 * one runs the search without that filter.
 */
import { useTranslation } from 'react-i18next';
import { relaxFilters, type RelaxableFilter, type SearchFilters } from '@contract/search-semantics';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { useRelaxations } from '../api/get-relaxations';
import * as styles from './relaxations.css';

export function Relaxations({
  filters,
  onRelax,
}: {
  filters: SearchFilters;
  onRelax: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const relaxations = useRelaxations(filters);
  const options = relaxations.data?.relaxations ?? [];
  if (options.length === 0) return null;
  const label = (filter: RelaxableFilter) => {
    if (filter !== 'radiusKm') return t(`relax.filter.${filter}`);
    const wider = relaxFilters(filters, filter).radiusKm;
    return wider === undefined ? t('relax.anyDistance') : t('relax.widenTo', { km: formatNumber(wider, language) });
  };
  return (
    <div className={styles.box}>
      <h3 className={styles.title}>{t('relax.title')}</h3>
      <ul className={styles.list}>
        {options.map(({ filter, total }) => (
          <li key={filter}>
            <Button variant="secondary" onPress={() => onRelax(relaxFilters(filters, filter))}>
              {t('relax.option', { filter: label(filter), count: total, formatted: formatNumber(total, language) })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
