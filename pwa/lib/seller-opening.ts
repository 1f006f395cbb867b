import { useTranslation } from 'react-i18next';
import type { PublicSeller } from '@contract/seller-profile';
import { useLanguage } from './i18n';
import { dayRelation, deviceTimeZone, formatTime, formatWeekday, openingStatus } from './opening-status';

/** "Open now · until 17:00" / "Closed · opens tomorrow at 08:00" in the buyer's time zone (Zagreb when unknown). */
export function useSellerOpening(seller: Pick<PublicSeller, 'openIntervals' | 'hoursComputedAt'>, now: number) {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const zone = deviceTimeZone();
  const status = openingStatus(seller, now);
  if (status.kind === 'open') {
    return {
      tone: 'open' as const,
      text:
        status.until === undefined
          ? t('hours.open24')
          : t('hours.openUntil', { time: formatTime(status.until, language, zone) }),
    };
  }
  if (status.kind === 'closed') {
    if (status.opensAt === undefined) return { tone: 'closed' as const, text: t('hours.closed') };
    const time = formatTime(status.opensAt, language, zone);
    const relation = dayRelation(status.opensAt, now, zone);
    const text =
      relation === 'today'
        ? t('hours.opensToday', { time })
        : relation === 'tomorrow'
          ? t('hours.opensTomorrow', { time })
          : t('hours.opensOn', { time, day: formatWeekday(status.opensAt, language, zone) });
    return { tone: 'closed' as const, text };
  }
  return { tone: 'unknown' as const, text: t('hours.unknown') };
}
