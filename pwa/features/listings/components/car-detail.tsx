import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Car } from '@contract/car';
import { isNotFound } from '../../../lib/api-client';
import { formatDate, formatMileage, formatNumber, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { StatusMessage } from '../../../ui/status-message';
import { button } from '../../../ui/button.css';
import { visuallyHidden } from '../../../ui/layout.css';
import { useCountryName } from '../../countries';
import { useCar } from '../api/get-car';
import { useRecordCarView } from '../api/record-car-view';
import { CarImage } from './car-image';
import { LoadError } from './load-error';
import * as styles from './car-detail.css';

const KW_TO_HP = 1.35962;

/** Where "back to search" goes: the result page the user came from, else the home page. */
function useBackTarget(): string {
  const { state } = useLocation();
  const { localize } = useLocalizedPath();
  const from: unknown = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : localize('/');
}

/** The car detail page for a decoded id; `null` (an invalid id segment) is not found without a request. */
export function CarDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const back = useBackTarget();
  const car = useCar(id);
  useCountView(id);

  const backLink = (
    <Link className={styles.back} to={back}>
      <span aria-hidden="true">←&nbsp;</span>
      {t('car.back')}
    </Link>
  );

  if (id === null || (car.isError && isNotFound(car.error))) {
    return (
      <div className={styles.page}>
        <title>{`${t('car.notFoundTitle')} | ${t('app.name')}`}</title>
        {backLink}
        <StatusMessage level={1} title={t('car.notFoundTitle')}>
          <p>{t('car.notFound')}</p>
        </StatusMessage>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {backLink}
      {car.isPending ? (
        <div role="status" aria-live="polite">
          {t('car.loading')}
        </div>
      ) : car.isError ? (
        <LoadError title={t('car.errorTitle')} error={car.error} onRetry={() => void car.refetch()} />
      ) : (
        <CarDetailView car={car.data} />
      )}
    </div>
  );
}

/** Counts one view per opening of the page (not per render or re-fetch). */
function useCountView(id: number | null) {
  const { mutate } = useRecordCarView();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [id, mutate]);
}

function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={mono ? `${styles.factValue} ${styles.mono}` : styles.factValue}>{children}</dd>
    </div>
  );
}

function CarDetailView({ car }: { car: Car }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const country = useCountryName(car.countryId);
  const details = car.additionalDetails;
  const listingType = ['used', 'new', 'demo'].includes(car.listingType)
    ? t(`listingType.${car.listingType as 'used' | 'new' | 'demo'}`)
    : car.listingType.toUpperCase();

  return (
    <article className={styles.page} aria-labelledby="car-title">
      <title>{t('car.title', { brand: car.brand, model: car.model, year: car.year })}</title>
      <div className={styles.top}>
        <CarImage car={car} size="detail" priority className={styles.image} />
        <div className={styles.summary}>
          <div>
            <h1 id="car-title" className={styles.title}>
              {car.brand} {car.model}
            </h1>
            {car.modelDescription && <p className={styles.subtitle}>{car.modelDescription}</p>}
          </div>
          <div>
            <p className={styles.priceLabel}>{t('car.askingPrice')}</p>
            <p className={styles.price}>{formatPrice(car.price, language)}</p>
          </div>
          <dl className={styles.facts}>
            <Fact label={t('car.field.year')}>{car.year}</Fact>
            <Fact label={t('car.field.mileage')}>{formatMileage(car.mileage, language)}</Fact>
            <Fact label={t('car.field.fuelType')}>{t(`fuel.${car.fuelType}`)}</Fact>
            <Fact label={t('car.field.transmission')}>{t(`transmission.${car.transmission}`)}</Fact>
            <Fact label={t('car.field.location')}>{country ? `${car.location}, ${country}` : car.location}</Fact>
            <Fact label={t('car.field.views')}>{formatNumber(car.viewCount, language)}</Fact>
          </dl>
          <section className={styles.panel} aria-labelledby="seller-title">
            <h2 id="seller-title" className={styles.panelTitle}>
              {t('car.seller')}
            </h2>
            <dl className={styles.contact}>
              <Fact label={t(`car.sellerType.${car.seller.type}`)}>{car.seller.name}</Fact>
              <Fact label={t('car.phone')}>
                <a href={`tel:${car.seller.phone.replace(/[^+\d]/g, '')}`}>{car.seller.phone}</a>
              </Fact>
              {car.seller.email && (
                <Fact label={t('car.email')}>
                  <a href={`mailto:${car.seller.email}`}>{car.seller.email}</a>
                </Fact>
              )}
            </dl>
            {car.externalUrl && (
              <div className={styles.actions}>
                <a className={button.secondary} href={car.externalUrl} target="_blank" rel="noopener noreferrer">
                  {t('car.viewOriginal')}
                  <span className={visuallyHidden}> {t('car.opensInNewTab')}</span>
                </a>
              </div>
            )}
          </section>
        </div>
      </div>

      <section className={styles.panel} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.panelTitle}>
          {t('car.completeDetails')}
        </h2>
        <dl className={styles.facts}>
          <Fact label={t('car.field.bodyType')}>{t(`bodyType.${car.bodyType}`)}</Fact>
          <Fact label={t('car.field.color')}>{t(`color.${car.color}`)}</Fact>
          <Fact label={t('car.field.power')}>
            {t('car.kw', { kw: details.powerKw, hp: Math.round(details.powerKw * KW_TO_HP) })}
          </Fact>
          <Fact label={t('car.field.engine')}>
            {details.engineCc === null ? t('car.notStated') : t('car.cc', { cc: formatNumber(details.engineCc, language) })}
          </Fact>
          <Fact label={t('car.field.doors')}>{details.doors}</Fact>
          <Fact label={t('car.field.seats')}>{details.seats}</Fact>
          <Fact label={t('car.field.vin')} mono>
            {car.vin}
          </Fact>
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="additional-title">
        <h2 id="additional-title" className={styles.panelTitle}>
          {t('car.additionalDetails')}
        </h2>
        <dl className={styles.facts}>
          <Fact label={t('car.field.firstRegistration')}>{details.firstRegistration}</Fact>
          <Fact label={t('car.field.previousOwners')}>{details.previousOwners}</Fact>
          <Fact label={t('car.field.serviceHistory')}>{details.serviceHistory ? t('car.yes') : t('car.no')}</Fact>
          <Fact label={t('car.field.listingType')}>{listingType}</Fact>
          <Fact label={t('car.listed')}>{formatDate(car.listedAt, language)}</Fact>
          <Fact label={t('car.validUntil')}>{formatDate(car.validUntil, language)}</Fact>
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="description-title">
        <h2 id="description-title" className={styles.panelTitle}>
          {t('car.description')}
        </h2>
        <p className={styles.description} lang={car.descriptionLanguage}>
          {car.description}
        </p>
      </section>

      <section className={styles.panel} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.panelTitle}>
          {t('car.features')}
        </h2>
        {details.features.length > 0 ? (
          <ul className={styles.features}>
            {details.features.map((feature) => (
              <li key={feature} className={styles.feature}>
                {t(`feature.${feature}`)}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('car.noFeatures')}</p>
        )}
      </section>
    </article>
  );
}
