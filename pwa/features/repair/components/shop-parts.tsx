/** Pieces the card and the details dialog share: the kind line, the services and the week's hours. */
import { useTranslation } from 'react-i18next';
import type { RepairShop, ShopKind } from '@contract/repair-shops';
import { useLanguage } from '../../../lib/i18n';
import { GlobeIcon } from '../../../ui/icons/globe';
import { WrenchIcon } from '../../../ui/icons/wrench';
import { CarIcon, ShieldCheckIcon, TyreIcon } from './repair-icons';
import { deviceInOtherTimeZone, formatWeekday, weekHours } from '../../../lib/opening-status';
import * as styles from './repair.css';

const KIND_ICONS: Record<ShopKind, typeof WrenchIcon> = {
  repair: WrenchIcon,
  tyres: TyreIcon,
  body: CarIcon,
  service_centre: ShieldCheckIcon,
  importer: GlobeIcon,
};

export function KindLine({ kind }: { kind: ShopKind }) {
  const { t } = useTranslation('repair');
  const Icon = KIND_ICONS[kind];
  return (
    <p className={styles.kind}>
      <Icon size={16} />
      {t(`kinds.${kind}`)}
    </p>
  );
}

export function ServiceList({ shop }: { shop: RepairShop }) {
  return (
    <ul className={styles.list}>
      {shop.services.map((service) => (
        <li key={service}>{service}</li>
      ))}
    </ul>
  );
}

/** The next seven days' hours in Zagreb time, today first; or why they are not known. */
export function WeekHours({ shop, now }: { shop: RepairShop; now: number }) {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  const days = weekHours(shop, now, language);
  if (days.length === 0) {
    return (
      <p className={styles.muted}>
        {t('hours.unknown')}
        {shop.openingHours && <> · {t('hours.asGiven', { hours: shop.openingHours })}</>}
      </p>
    );
  }
  return (
    <>
      <dl className={styles.weekList}>
        {days.map((day, index) => (
          <div key={day.day} className={index === 0 ? `${styles.dayRow} ${styles.today}` : styles.dayRow}>
            <dt>
              {index === 0
                ? `${formatWeekday(day.day, language)} (${t('hours.today')})`
                : formatWeekday(day.day, language)}
            </dt>
            <dd className={styles.dayHours}>{day.ranges.length > 0 ? day.ranges.join(', ') : t('hours.closedDay')}</dd>
          </div>
        ))}
      </dl>
      {deviceInOtherTimeZone(now) && <p className={styles.muted}>{t('hours.zagrebTime')}</p>}
    </>
  );
}
