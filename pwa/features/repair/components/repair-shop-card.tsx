import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { RepairShop } from '@contract/repair-shops';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { ChevronDownIcon } from '../../../ui/icons/chevron-down';
import { MapPinIcon } from '../../../ui/icons/map-pin';
import { PhoneIcon } from './repair-icons';
import { OpeningLine } from './opening-line';
import { NoRatings, RatingStars } from './rating-stars';
import { KindLine, ServiceList, WeekHours } from './shop-parts';
import * as styles from './repair.css';

export interface RepairShopCardProps {
  shop: RepairShop;
  now: number;
  onOpenDetails: (id: string) => void;
}

/** "+385 1 234 5678" as a tel: link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function useDistanceText(distanceKm: number | undefined): string | undefined {
  const { t } = useTranslation('repair');
  const language = useLanguage();
  if (distanceKm === undefined) return undefined;
  const distance =
    distanceKm < 1
      ? `${formatNumber(Math.round((distanceKm * 1000) / 50) * 50, language)} m`
      : `${formatNumber(Math.round(distanceKm * 10) / 10, language)} km`;
  return t('card.distance', { distance });
}

/**
 * One shop: what it is, its rating, whether it is open, where it is and how far; "Services and hours"
 * expands in place; Details opens the dialog; Call and Map are plain links.
 */
export function RepairShopCard({ shop, now, onOpenDetails }: RepairShopCardProps) {
  const { t } = useTranslation('repair');
  const titleId = `repair-${shop.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const distance = useDistanceText(shop.distanceKm);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {shop.imageUrl && (
        <img
          className={styles.photo}
          src={shop.imageUrl}
          alt=""
          width={400}
          height={256}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.cardBody}>
        <KindLine kind={shop.kind} />
        <h4 id={titleId} className={styles.cardTitle}>
          {shop.name}
        </h4>
        {shop.ratings !== undefined ? <RatingStars rating={shop.ratings} reviews={shop.reviews} /> : <NoRatings />}
        <OpeningLine shop={shop} now={now} />
        <p className={styles.line}>
          <MapPinIcon size={16} className={styles.lineIcon} />
          <span>
            {shop.address}
            {distance && ` · ${distance}`}
          </span>
        </p>
        <Disclosure>
          <Heading level={5} className={styles.disclosureHeading}>
            <AriaButton slot="trigger" className={styles.disclosureButton}>
              {t('card.more')}
              <ChevronDownIcon size={16} className={styles.chevron} />
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.disclosurePanel}>
            <div className={styles.details}>
              <div>
                <h6 className={styles.subTitle}>{t('card.services')}</h6>
                <ServiceList shop={shop} />
              </div>
              <div>
                <h6 className={styles.subTitle}>{t('card.hours')}</h6>
                <WeekHours shop={shop} now={now} />
              </div>
            </div>
          </DisclosurePanel>
        </Disclosure>
        <div className={styles.actions}>
          <Button
            variant="primary"
            size="small"
            onPress={() => onOpenDetails(shop.id)}
            aria-label={t('card.detailsLabel', { name: shop.name })}
          >
            {t('card.details')}
          </Button>
          {shop.phone && (
            <a
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
              href={telHref(shop.phone)}
              aria-label={t('card.callLabel', { name: shop.name })}
            >
              <PhoneIcon size={16} />
              {t('card.call')}
            </a>
          )}
          <a
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            href={shop.googleMapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('card.mapLabel', { name: shop.name })}
          >
            <MapPinIcon size={16} />
            {t('card.map')}
          </a>
        </div>
      </div>
    </article>
  );
}
