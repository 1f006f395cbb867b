import { useTranslation } from 'react-i18next';
import type { RepairShop } from '@contract/repair-shops';
import { useLanguage } from '../../../lib/i18n';
import { ClockIcon } from '../../../ui/icons/clock';
import { dayRelation, formatTime, formatWeekday, openingStatus } from '../../../lib/opening-status';
import * as styles from './repair.css';

/** "Open now · until 16:00", "Closed · opens tomorrow at 08:00", "Opening hours not known" (Zagreb time). */
export function useOpeningText(shop: RepairShop, now: number): { text: string; tone: 'open' | 'closed' | 'unknown' } {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const status = openingStatus(shop, now);
  if (status.kind === 'open') {
    return {
      tone: 'open',
      text:
        status.until === undefined
          ? t('hours.open24')
          : t('hours.openUntil', { time: formatTime(status.until, language) }),
    };
  }
  if (status.kind === 'closed') {
    if (status.opensAt === undefined) return { tone: 'closed', text: t('hours.closed') };
    const time = formatTime(status.opensAt, language);
    const relation = dayRelation(status.opensAt, now);
    const text =
      relation === 'today'
        ? t('hours.opensToday', { time })
        : relation === 'tomorrow'
          ? t('hours.opensTomorrow', { time })
          : t('hours.opensOn', { time, day: formatWeekday(status.opensAt, language) });
    return { tone: 'closed', text };
  }
  return { tone: 'unknown', text: t('hours.unknown') };
}

export function OpeningLine({ shop, now }: { shop: RepairShop; now: number }) {
  const { text, tone } = useOpeningText(shop, now);
  return (
    <p className={styles.line}>
      <ClockIcon size={16} className={styles.lineIcon} />
      <span className={tone === 'open' ? styles.open : tone === 'closed' ? styles.closed : undefined}>{text}</span>
    </p>
  );
}
