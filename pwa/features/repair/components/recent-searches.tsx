import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { getRepairSearches, useLiveQuery, type StoredRepairSearch } from '../../../lib/db';
import { formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import * as styles from './repair.css';

/** The last searches kept on this device: open one (offline, as it was saved). */
export function RecentSearches({ now, onOpen }: { now: number; onOpen: (stored: StoredRepairSearch) => void }) {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const searches = useLiveQuery(getRepairSearches);
  const titleId = useId();
  if (!searches || searches.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.noticeTitle}>
        {t('recent.title')}
      </h4>
      <p className={styles.muted}>{t('recent.hint')}</p>
      <ul className={styles.recentList}>
        {searches.map((stored) => (
          <li key={stored.key}>
            <AriaButton className={styles.chip} onPress={() => onOpen(stored)}>
              {stored.query}
              <span className={styles.chipCount}>
                · {t('recent.shops', { count: stored.response.total ?? stored.response.shops.length })} ·{' '}
                {formatAge(stored.savedAt, language, now)}
              </span>
            </AriaButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
