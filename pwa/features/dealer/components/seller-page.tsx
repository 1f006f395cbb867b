import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { carPath } from '@contract/car-id';
import { findCountry, countryName } from '@contract/catalog';
import { WEEKDAYS } from '@contract/opening-hours';
import type { PublicSeller } from '@contract/seller-profile';
import { canUseAdminArea } from '@contract/user-roles';
import { PageMeta } from '../../../lib/page-meta';
import { isNotFound } from '../../../lib/api-client';
import { formatMileage, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useSellerOpening } from '../../../lib/seller-opening';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useNow } from '../../../lib/use-now';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { container } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { useCurrentUser } from '../../auth';
import { CarImage } from '../../cars';
import { usePublicSeller, useSuspendSeller } from '../api/dealer-queries';
import * as styles from './dealer.css';

/** /dealer/{id}: the seller's name, contact, address, opening hours with "open now", and active cars. */
export function SellerPage({ id }: { id: string }) {
  const { t } = useTranslation('dealer');
  const [page, setPage] = useState(1);
  const seller = usePublicSeller(id, page);

  if (seller.isPending) return <Spinner label={t('seller.hours')} size={32} />;
  if (seller.isError) {
    return (
      <div className={`${container} ${styles.page}`}>
        <StatusMessage
          level={1}
          tone={isNotFound(seller.error) ? 'info' : 'error'}
          title={isNotFound(seller.error) ? t('seller.notFound') : t('errors.load')}
        />
      </div>
    );
  }
  return (
    <SellerDetails
      seller={seller.data}
      onMore={seller.data.page * seller.data.pageSize < seller.data.total ? () => setPage(page + 1) : undefined}
    />
  );
}

function SellerDetails({ seller, onMore }: { seller: PublicSeller; onMore?: () => void }) {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  const now = useNow();
  const opening = useSellerOpening(seller, now);
  const country = findCountry(seller.countryId);
  const { data: user } = useCurrentUser();
  const suspend = useSuspendSeller(seller.id);
  const business = seller.kind === 'business';

  return (
    <div className={`${container} ${styles.page}`}>
      <PageMeta title={seller.name} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{seller.name}</h1>
          <div className={styles.actions}>
            <Badge variant="neutral">{business ? t('seller.business') : t('seller.private')}</Badge>
            {seller.premium && <Badge variant="accent">{t('seller.premium')}</Badge>}
            {business && (
              <span
                className={
                  opening.tone === 'open' ? styles.open : opening.tone === 'closed' ? styles.closed : styles.muted
                }
                data-testid="opening-state"
              >
                {opening.text}
              </span>
            )}
          </div>
        </div>
        {user && canUseAdminArea(user.userType) && (
          <Button variant="danger" isPending={suspend.isPending} onPress={() => suspend.mutate(true)}>
            {t('seller.suspend')}
          </Button>
        )}
      </div>
      <div className={styles.sellerLayout}>
        <section aria-labelledby="seller-cars">
          <h2 id="seller-cars" className={styles.title}>
            {t('seller.cars', { count: seller.total })}
          </h2>
          {seller.cars.length === 0 ? (
            <p className={styles.muted}>{t('seller.noCars')}</p>
          ) : (
            <div className={styles.cards}>
              {seller.cars.map((car) => (
                <Card key={car.id} as="article" className={styles.carCard}>
                  <CarImage car={car} size="card" />
                  <Link className={styles.carLink} to={localize(carPath(car))}>
                    {car.brand} {car.model}
                  </Link>
                  <span className={styles.muted}>
                    {car.year} · {formatMileage(car.mileage, language)}
                  </span>
                  <span className={styles.price}>{formatPrice(car.price, language)}</span>
                </Card>
              ))}
            </div>
          )}
          {onMore && (
            <Button variant="secondary" onPress={onMore}>
              {t('seller.more')}
            </Button>
          )}
        </section>
        <aside className={styles.info}>
          <Card className={styles.info}>
            <h2 className={styles.title}>{t('seller.contact')}</h2>
            <p>
              {seller.address}
              <br />
              {[seller.postalCode, seller.city].filter(Boolean).join(' ')}
              {country ? `, ${countryName(country, language)}` : ''}
            </p>
            <a className={styles.carLink} href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`}>
              {t('seller.call')}: {seller.phone}
            </a>
            {seller.email && (
              <a className={styles.carLink} href={`mailto:${seller.email}`}>
                {seller.email}
              </a>
            )}
          </Card>
          {business && (
            <Card className={styles.info}>
              <h2 className={styles.title}>{t('seller.hours')}</h2>
              <dl className={styles.hours}>
                {WEEKDAYS.map((day) => (
                  <div key={day} style={{ display: 'contents' }}>
                    <dt>{t(`weekdays.${day}`)}</dt>
                    <dd style={{ margin: 0 }}>
                      {seller.openingHours[day].length === 0
                        ? t('profile.closed')
                        : seller.openingHours[day].map((range) => `${range.opens}–${range.closes}`).join(', ')}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles.muted}>{t('seller.localTime')}</p>
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
}
