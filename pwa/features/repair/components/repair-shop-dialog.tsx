import { useTranslation } from 'react-i18next';
import type { RepairShop, RepairSource } from '@contract/repair-shops';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { buttonClassName } from '../../../ui/button-class';
import { Dialog } from '../../../ui/dialog';
import { ArrowUpRightIcon } from '../../../ui/icons/arrow-up-right';
import { GlobeIcon } from '../../../ui/icons/globe';
import { MapPinIcon } from '../../../ui/icons/map-pin';
import { PhoneIcon } from './repair-icons';
import { visuallyHidden } from '../../../ui/layout.css';
import { OpeningLine } from './opening-line';
import { NoRatings, RatingStars } from './rating-stars';
import { telHref, useDistanceText } from './repair-shop-card';
import { SourceCredit } from './source-credit';
import { KindLine, ServiceList, WeekHours } from './shop-parts';
import * as styles from './repair.css';

export const REPAIR_SHOP_DIALOG = 'repair-shop';

/** Opens and closes the details dialog (a history entry: back or Escape closes it). */
export function useRepairShopDialog() {
  return useHistoryDialog(REPAIR_SHOP_DIALOG);
}

interface RepairShopDialogProps {
  shops: readonly RepairShop[];
  source: RepairSource | undefined;
  now: number;
}

/**
 * A shop's details: rating as stars with half stars and one decimal, the review count,
 * services, opening hours, website, call and map links, and where the data comes from with its credit.
 */
export function RepairShopDialog({ shops, source, now }: RepairShopDialogProps) {
  const { t } = useTranslation('repair');
  const dialog = useRepairShopDialog();
  const shop = dialog.isOpen ? shops.find((candidate) => candidate.id === dialog.value) : undefined;
  return (
    <Dialog
      isOpen={dialog.isOpen}
      onOpenChange={dialog.onOpenChange}
      title={shop?.name ?? t('dialog.notFound')}
      size="medium"
    >
      {shop ? <ShopDetails shop={shop} source={source} now={now} /> : <p>{t('dialog.notFound')}</p>}
    </Dialog>
  );
}

function ShopDetails({ shop, source, now }: { shop: RepairShop; source: RepairSource | undefined; now: number }) {
  const { t } = useTranslation('repair');
  const distance = useDistanceText(shop.distanceKm);
  const newTab = t('dialog.newTab');
  return (
    <div className={styles.dialogBody}>
      {shop.imageUrl && (
        <figure className={styles.dialogPhoto}>
          <img className={styles.photo} src={shop.imageUrl} alt="" width={400} height={256} />
          {shop.imageAttribution && (
            <figcaption className={styles.muted}>{t('dialog.photoBy', { name: shop.imageAttribution })}</figcaption>
          )}
        </figure>
      )}
      <section className={styles.section} aria-labelledby="repair-dialog-ratings">
        <KindLine kind={shop.kind} />
        <h3 id="repair-dialog-ratings" className={styles.subTitle}>
          {t('dialog.ratings')}
        </h3>
        {shop.ratings !== undefined ? <RatingStars rating={shop.ratings} reviews={shop.reviews} /> : <NoRatings />}
      </section>

      {shop.description && (
        <section className={styles.section} aria-labelledby="repair-dialog-about">
          <h3 id="repair-dialog-about" className={styles.subTitle}>
            {t('dialog.about')}
          </h3>
          <p>{shop.description}</p>
        </section>
      )}

      <section className={styles.section} aria-labelledby="repair-dialog-services">
        <h3 id="repair-dialog-services" className={styles.subTitle}>
          {t('card.services')}
        </h3>
        <ServiceList shop={shop} />
      </section>

      <section className={styles.section} aria-labelledby="repair-dialog-hours">
        <h3 id="repair-dialog-hours" className={styles.subTitle}>
          {t('card.hours')}
        </h3>
        <OpeningLine shop={shop} now={now} />
        <WeekHours shop={shop} now={now} />
      </section>

      <section className={styles.section} aria-labelledby="repair-dialog-contact">
        <h3 id="repair-dialog-contact" className={styles.subTitle}>
          {t('dialog.contact')}
        </h3>
        <p className={styles.line}>
          <MapPinIcon size={16} className={styles.lineIcon} />
          <span>
            {shop.address}
            {distance && ` · ${distance}`}
          </span>
        </p>
        {shop.phone && (
          <p className={styles.line}>
            <PhoneIcon size={16} className={styles.lineIcon} />
            <a className={styles.link} href={telHref(shop.phone)}>
              {t('dialog.call', { phone: shop.phone })}
            </a>
          </p>
        )}
        {shop.website && (
          <p className={styles.line}>
            <GlobeIcon size={16} className={styles.lineIcon} />
            <a className={styles.link} href={shop.website} target="_blank" rel="noopener noreferrer">
              {t('dialog.website')}: {shop.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}{' '}
              <span className={visuallyHidden}>{newTab}</span>
            </a>
          </p>
        )}
        <div className={styles.actions}>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            href={shop.googleMapsUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('dialog.openInGoogle')}
            <ArrowUpRightIcon size={16} />
          </a>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            href={shop.osmUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('dialog.openInOsm')}
            <ArrowUpRightIcon size={16} />
          </a>
        </div>
      </section>

      {source && (
        <section className={styles.section} aria-labelledby="repair-dialog-source">
          <h3 id="repair-dialog-source" className={styles.subTitle}>
            {t('dialog.source')}
          </h3>
          <SourceCredit source={source} now={now} />
        </section>
      )}
    </div>
  );
}
