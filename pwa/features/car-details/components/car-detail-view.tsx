import { useCallback, useDeferredValue, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { countryName, findCountry } from '@contract/catalog';
import { formatDate, formatMileage, formatNumber, formatPrice, formatAge } from '../../../lib/format';
import { Link } from 'react-router-dom';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { visuallyHidden } from '../../../ui/layout.css';
import { buttonClassName } from '../../../ui/button-class';
import { ArrowUpRightIcon } from '../../../ui/icons/arrow-up-right';
import { MarketValuePanel } from '../../insights';
import { LandedPrice, LoanCalculator } from '../../import-cost';
import type { CarResult } from '../../cars';
import { useNow } from '../../../lib/use-now';
import { CarActions } from './car-actions';
import { ContactBar } from './contact-bar';
import { PhotoGallery } from './photo-gallery';
import { PhoneReveal } from './phone-reveal';
import { SellerOpening } from './seller-opening';
import { Badge } from '../../../ui/badge';
import * as styles from './car-detail.css';

const KW_TO_HP = 1.35962;
const KNOWN_LISTING_TYPES = ['used', 'new', 'demo'] as const;

export interface CarDetailViewProps {
  result: CarResult;
  /** 'page': the title is the page's h1; 'dialog': the dialog's header holds the title. */
  variant: 'page' | 'dialog';
  /** "Back to search": a link on the page, a button closing the dialog. */
  back: ReactNode;
}

/**
 * A value too long for half the row: a word of more than 14 letters, or more than 28 letters in all.
 * It takes the whole row rather than being broken mid-word (a VIN, a dealer's name, a place).
 */
export function isLongFact(text: string): boolean {
  const words = text.split(/\s+/);
  return text.length > 28 || words.some((word) => word.length > 14);
}

/** "110 kW (150 PS)" wraps as "110 kW" / "(150 PS)", never between a number and its unit. */
export function keepUnits(text: string): string {
  return text.replace(/(\d) (?=[^\d\s(])/g, '$1\u00a0');
}

function Fact({
  label,
  children,
  mono = false,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${styles.fact} ${styles.wideFact}` : styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={mono ? `${styles.factValue} ${styles.mono}` : styles.factValue}>{children}</dd>
    </div>
  );
}

/** "Saved on this device · 3 hours ago": the copy shown is the one stored on the device, as of `seenAt`. */
function SavedOnDevice({ seenAt }: { seenAt: number }) {
  const { t } = useTranslation('details');
  const language = useLanguage();
  const now = useNow();
  return <p className={styles.savedCopy}>{t('savedOnDevice', { age: formatAge(seenAt, language, now) })}</p>;
}

/** Said wherever a made-up listing of the demo generator shows, so no one takes it for a car for sale. */
function DemoListingNote() {
  const { t } = useTranslation();
  const { t: d } = useTranslation('details');
  return (
    <p className={styles.demoNote}>
      <Badge variant="neutral">{t('demoListing')}</Badge> {d('demoListingNote')}
    </p>
  );
}

/** The car's full details, the same in the dialog and on the /car/{id} page. */
export function CarDetailView({ result, variant, back }: CarDetailViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { car } = result;
  const country = findCountry(car.countryId);
  const location = country ? `${car.location}, ${countryName(country, language)}` : car.location;
  const id = (part: string) => `car-${car.id}-${variant}-${part}`;
  // A phone reveal is counted once per opening, whether the number was shown or Call was tapped.
  const revealCounted = useRef(false);
  const countPhoneReveal = useCallback(() => {
    if (revealCounted.current) return;
    revealCounted.current = true;
    void api.post(`/api/cars/${car.id}/phone-reveal`).catch(() => undefined);
  }, [car.id]);

  // The photo, the title, the price and the key facts are drawn first; the seller, the market value, the other
  // panels and the contact bar one render later, after the browser has painted. On a phone's first visit to a
  // shared car page that paints the photo (its largest paint) sooner (Lighthouse LCP 3.9 -> 3.6 s).
  const restShown = useDeferredValue(true, false);

  return (
    <article className={styles.view} aria-labelledby={variant === 'page' ? id('title') : undefined}>
      {back}
      <div className={styles.top}>
        <PhotoGallery car={car} />
        <div className={styles.summary}>
          {variant === 'page' && (
            <div className={styles.heading}>
              <h1 id={id('title')} className={styles.title}>
                {car.brand} {car.model}
              </h1>
              {car.modelDescription && <p className={styles.subtitle}>{car.modelDescription}</p>}
            </div>
          )}
          {car.demoListing && <DemoListingNote />}
          {result.source === 'offline' && <SavedOnDevice seenAt={result.seenAt} />}
          <div>
            <p className={styles.priceLabel}>{t('car.askingPrice')}</p>
            <p className={styles.price}>{formatPrice(car.price, language)}</p>
          </div>
          {country && country.code !== 'HR' && (
            <div className={styles.landedRoom}>
              <LandedPrice car={car} headingLevel={variant === 'page' ? 2 : 3} />
            </div>
          )}
          <dl className={styles.facts}>
            <Fact label={t('car.field.year')}>{car.year}</Fact>
            <Fact label={t('car.field.mileage')}>{formatMileage(car.mileage, language)}</Fact>
            <Fact label={t('car.field.fuelType')}>{t(`fuel.${car.fuelType}`)}</Fact>
            <Fact label={t('car.field.transmission')}>{t(`transmission.${car.transmission}`)}</Fact>
            <Fact label={t('car.field.location')} wide={isLongFact(location)}>
              {location}
            </Fact>
            <Fact label={t('car.field.views')}>{formatNumber(car.viewCount, language)}</Fact>
            <Fact label={t('car.listed')}>{formatDate(car.listedAt, language)}</Fact>
            <Fact label={t('car.validUntil')}>{formatDate(car.validUntil, language)}</Fact>
          </dl>
          {car.externalUrl && (
            <a
              className={buttonClassName({ variant: 'secondary' }, styles.original)}
              href={car.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('car.viewOriginal')}
              <ArrowUpRightIcon />
              <span className={visuallyHidden}> {t('car.opensInNewTab')}</span>
            </a>
          )}
          {restShown && <SellerPanel car={car} panelId={id} onReveal={countPhoneReveal} />}
        </div>
      </div>

      {restShown && <CarPanels car={car} panelId={id} />}
      {/* Not deferred: a phone's Call and Email are in a server-rendered car page's first paint. */}
      <ContactBar car={car} onCall={countPhoneReveal} />
    </article>
  );
}

interface PanelsProps {
  car: Car;
  /** The id of a part of this opening of the car (the page and a dialog may show the same car). */
  panelId: (part: string) => string;
}

/** A titled panel of the details: a section named by its heading. */
function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The seller: name (a dealer's links to their page), opening hours, the phone and the buyer's actions. */
function SellerPanel({ car, panelId, onReveal }: PanelsProps & { onReveal: () => void }) {
  const { t } = useTranslation();
  const { t: d } = useTranslation('details');
  const { localize } = useLocalizedPath();
  return (
    <Panel id={panelId('seller')} title={t('car.seller')}>
      <dl className={styles.facts}>
        <Fact label={t(`car.sellerType.${car.seller.type}`)} wide>
          {car.sellerId ? (
            <Link className={styles.sellerLink} to={localize(`/dealer/${car.sellerId}`)}>
              {car.seller.name}
            </Link>
          ) : (
            car.seller.name
          )}
          {car.seller.premium && (
            <Badge variant="accent" className={styles.premiumBadge}>
              {d('premiumDealer')}
            </Badge>
          )}
        </Fact>
      </dl>
      {car.sellerId && car.seller.type === 'dealer' && <SellerOpening sellerId={car.sellerId} />}
      <div className={styles.actionsBlock}>
        <h3 className={styles.subTitle}>{d('phone.title')}</h3>
        <PhoneReveal phone={car.seller.phone} onReveal={onReveal} />
      </div>
      <CarActions car={car} />
    </Panel>
  );
}

/** Below the photo and the key facts: the market value, the full details, the description, the features. */
function CarPanels({ car, panelId }: PanelsProps) {
  const { t } = useTranslation();
  const { t: d } = useTranslation('details');
  const language = useLanguage();
  const details = car.additionalDetails;
  const listingType = (KNOWN_LISTING_TYPES as readonly string[]).includes(car.listingType)
    ? t(`listingType.${car.listingType as (typeof KNOWN_LISTING_TYPES)[number]}`)
    : car.listingType.toUpperCase();
  return (
    <>
      <MarketValuePanel car={car} className={styles.panel} titleClassName={styles.panelTitle} />

      <LoanCalculator car={car} className={styles.panel} titleClassName={styles.panelTitle} />

      <Panel id={panelId('details')} title={t('car.completeDetails')}>
        <dl className={styles.facts}>
          <Fact label={t('car.field.bodyType')}>{t(`bodyType.${car.bodyType}`)}</Fact>
          <Fact label={t('car.field.color')}>{t(`color.${car.color}`)}</Fact>
          <Fact label={t('car.field.power')}>
            {keepUnits(t('car.kw', { kw: details.powerKw, hp: Math.round(details.powerKw * KW_TO_HP) }))}
          </Fact>
          <Fact label={t('car.field.engine')}>
            {details.engineCc === null
              ? t('car.notStated')
              : keepUnits(t('car.cc', { cc: formatNumber(details.engineCc, language) }))}
          </Fact>
          <Fact label={t('car.field.doors')}>{details.doors}</Fact>
          <Fact label={t('car.field.seats')}>{details.seats}</Fact>
          <Fact label={t('car.field.vin')} mono wide={car.vin.length > 12}>
            {car.vin}
          </Fact>
        </dl>
      </Panel>

      <Panel id={panelId('additional')} title={t('car.additionalDetails')}>
        <dl className={styles.facts}>
          <Fact label={t('car.field.firstRegistration')}>{details.firstRegistration}</Fact>
          <Fact label={t('car.field.previousOwners')}>{details.previousOwners}</Fact>
          <Fact label={t('car.field.serviceHistory')}>{details.serviceHistory ? t('car.yes') : t('car.no')}</Fact>
          <Fact label={t('car.field.listingType')}>{listingType}</Fact>
        </dl>
      </Panel>

      <Panel
        id={panelId('description')}
        title={
          <>
            {t('car.description')}
            {car.descriptionLanguage !== language && (
              <>
                {' '}
                <span className={styles.titleNote}>({d(`descriptionLanguage.${car.descriptionLanguage}`)})</span>
              </>
            )}
          </>
        }
      >
        <p className={styles.description} lang={car.descriptionLanguage}>
          {car.description}
        </p>
      </Panel>

      <Panel id={panelId('features')} title={t('car.features')}>
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
      </Panel>
    </>
  );
}
