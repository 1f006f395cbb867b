import { useTranslation } from 'react-i18next';
import type { RepairSource } from '@contract/repair-shops';
import { formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import * as styles from './repair.css';

/**
 * Where the shops come from, honestly: invented demo data (bundled), OpenStreetMap with the credit its
 * licence asks for (and how old the copy is), or Google Maps.
 */
export function SourceCredit({ source, now }: { source: RepairSource; now: number }) {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  if (source.demo) {
    return (
      <p className={styles.sourceNote}>
        <Badge variant="accent">{t('source.demoBadge')}</Badge> {t('source.demo')}
      </p>
    );
  }
  const credit = source.attributionUrl ? (
    <a className={styles.link} href={source.attributionUrl} target="_blank" rel="noopener noreferrer">
      {source.attribution}
    </a>
  ) : (
    <span>{source.attribution}</span>
  );
  const text =
    source.provider === 'osm'
      ? source.cached
        ? t('source.osmCached', { age: formatAge(Date.parse(source.fetchedAt), language, now) })
        : t('source.osm')
      : t('source.google');
  return (
    <p className={styles.sourceNote}>
      {text} {credit}
    </p>
  );
}
