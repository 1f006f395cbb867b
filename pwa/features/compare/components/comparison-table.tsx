/* The table's elements carry their roles explicitly: on phones their CSS display changes (two columns with
   the label above), and some browsers drop a table's semantics then unless the roles are stated. */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles, see above (the plugin takes <td> for a grid cell) */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { formatDate, formatMileage, formatNumber, formatPrice, formatAge } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { CheckIcon } from '../../../ui/icons/check';
import { visuallyHidden } from '../../../ui/layout.css';
import { Switch } from '../../../ui/switch';
import { useCountryName } from '../../countries';
import { LandedLine } from '../../import-cost';
import { findCountry } from '@contract/catalog';
import { compareRows, type CompareField, type CompareGroup, type CompareRow } from '../compare-rows';
import { carName } from './car-name';
import { CarThumbnail } from './car-thumbnail';
import * as styles from './comparison-table.css';

const GROUPS: readonly CompareGroup[] = ['overview', 'technical', 'listing'];
const KW_TO_HP = 1.35962;

export interface ComparisonTableProps {
  cars: readonly [Car, Car];
  /** When each shown copy was saved on the device (ms since the epoch), or null when it is fresh. */
  savedAt: readonly [number | null, number | null];
  now: number;
}

/**
 * Every field of the two cars side by side (compareRows), grouped; rows that differ are tinted and the
 * cheaper, newer and less driven car is marked in words. A switch hides the rows that are the same.
 */
export function ComparisonTable({ cars, savedAt, now }: ComparisonTableProps) {
  const { t } = useTranslation('compare');
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [first, second] = cars;
  const rows = compareRows(first, second);
  const labelOf = useFieldLabel();
  const countries = [useCountryName(first.countryId), useCountryName(second.countryId)] as const;
  const groups = GROUPS.map((group) => ({
    group,
    rows: rows.filter((row) => row.group === group && (!differencesOnly || row.differs)),
  })).filter((group) => group.rows.length > 0);

  return (
    <>
      <div className={styles.controls}>
        <Switch isSelected={differencesOnly} onChange={setDifferencesOnly}>
          {t('dialog.differencesOnly')}
        </Switch>
      </div>
      <table role="table" className={styles.table}>
        <caption className={visuallyHidden}>
          {t('dialog.caption', { first: carName(first, t), second: carName(second, t) })}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <td role="cell" className={styles.corner} />
            {cars.map((car, index) => (
              <CarHeader key={car.id} car={car} savedAt={savedAt[index] ?? null} now={now} />
            ))}
          </tr>
        </thead>
        {groups.map(({ group, rows: shown }) => (
          <tbody role="rowgroup" key={group}>
            <tr role="row">
              <th role="rowheader" scope="rowgroup" colSpan={3} className={styles.groupHeading}>
                {t(`group.${group}`)}
              </th>
            </tr>
            {shown.map((row) => (
              <tr role="row" key={row.field} className={row.differs ? `${styles.row} ${styles.differs}` : styles.row}>
                <th role="rowheader" scope="row" className={styles.label}>
                  {labelOf(row.field)}
                  {row.differs && (
                    <>
                      {' '}
                      <span className={visuallyHidden}>({t('dialog.differs')})</span>
                    </>
                  )}
                </th>
                {cars.map((car, index) => (
                  <td role="cell" key={car.id} className={styles.value}>
                    <div className={styles.valueInner}>
                      <FieldValue field={row.field} car={car} country={countries[index]} />
                      <BetterMark row={row} side={index === 0 ? 'a' : 'b'} />
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {groups.length === 0 && <p>{t('dialog.noDifferences')}</p>}
    </>
  );
}

function CarHeader({ car, savedAt, now }: { car: Car; savedAt: number | null; now: number }) {
  const { t } = useTranslation('compare');
  const language = useLanguage();
  const { localize } = useLocalizedPath();
  return (
    <th role="columnheader" scope="col" className={styles.carHeader}>
      <div className={styles.carHeaderInner}>
        <CarThumbnail car={car} alt="" />
        <span className={styles.carName}>
          {car.brand} {car.model}
        </span>
        {car.modelDescription && <span className={styles.carVersion}>{car.modelDescription}</span>}
        <span className={styles.carPrice}>{formatPrice(car.price, language)}</span>
        {savedAt !== null && (
          <Badge className={styles.saved}>{t('dialog.savedAgo', { age: formatAge(savedAt, language, now) })}</Badge>
        )}
        <Link to={localize(carPath(car))}>
          {t('dialog.viewDetails')}
          <span className={visuallyHidden}>: {carName(car, t)}</span>
        </Link>
      </div>
    </th>
  );
}

const MARKS = { price: 'mark.cheaper', year: 'mark.newer', mileage: 'mark.fewerKm' } as const;

/** "Cheaper", "Newer", "Fewer km" in words (not only a colour) on the better side of those rows. */
function BetterMark({ row, side }: { row: CompareRow; side: 'a' | 'b' }) {
  const { t } = useTranslation('compare');
  if (row.better !== side || !(row.field in MARKS)) return null;
  return (
    <Badge variant="success" className={styles.mark}>
      <CheckIcon size={14} strokeWidth={3} />
      {t(MARKS[row.field as keyof typeof MARKS])}
    </Badge>
  );
}

function useFieldLabel(): (field: CompareField) => string {
  const { t } = useTranslation('compare');
  const { t: common } = useTranslation();
  const labels: Record<CompareField, () => string> = {
    brand: () => t('field.brand'),
    model: () => t('field.model'),
    modelDescription: () => t('field.version'),
    price: () => t('field.price'),
    year: () => common('car.field.year'),
    mileage: () => common('car.field.mileage'),
    fuelType: () => common('car.field.fuelType'),
    transmission: () => common('car.field.transmission'),
    bodyType: () => common('car.field.bodyType'),
    color: () => common('car.field.color'),
    powerKw: () => common('car.field.power'),
    engineCc: () => common('car.field.engine'),
    doors: () => common('car.field.doors'),
    seats: () => common('car.field.seats'),
    previousOwners: () => common('car.field.previousOwners'),
    serviceHistory: () => common('car.field.serviceHistory'),
    firstRegistration: () => common('car.field.firstRegistration'),
    features: () => common('car.features'),
    vin: () => common('car.field.vin'),
    location: () => common('car.field.location'),
    countryId: () => t('field.country'),
    listingType: () => common('car.field.listingType'),
    listedAt: () => common('car.listed'),
    validUntil: () => common('car.validUntil'),
    viewCount: () => common('car.field.views'),
    sellerName: () => common('car.seller'),
    sellerType: () => t('field.sellerType'),
    description: () => common('car.description'),
  };
  return (field) => labels[field]();
}

const KNOWN_LISTING_TYPES = ['used', 'new', 'demo'] as const;
const isKnownListingType = (type: string): type is (typeof KNOWN_LISTING_TYPES)[number] =>
  (KNOWN_LISTING_TYPES as readonly string[]).includes(type);

/** One car's value of a field, formatted for the interface language. */
function FieldValue({
  field,
  car,
  country,
}: {
  field: CompareField;
  car: Car;
  country: string | undefined;
}): ReactNode {
  const { t } = useTranslation();
  const language = useLanguage();
  const details = car.additionalDetails;
  const notStated = <span className={styles.empty}>{t('car.notStated')}</span>;
  const text = (value: string) => (value.trim() === '' ? notStated : value);

  switch (field) {
    case 'brand':
      return text(car.brand);
    case 'model':
      return text(car.model);
    case 'modelDescription':
      return text(car.modelDescription);
    case 'price':
      // A car from abroad also shows its estimated price with import to Croatia.
      return findCountry(car.countryId)?.code === 'HR' || !findCountry(car.countryId) ? (
        formatPrice(car.price, language)
      ) : (
        <>
          {formatPrice(car.price, language)}
          <LandedLine car={car} />
        </>
      );
    case 'year':
      return car.year;
    case 'mileage':
      return formatMileage(car.mileage, language);
    case 'fuelType':
      return t(`fuel.${car.fuelType}`);
    case 'transmission':
      return t(`transmission.${car.transmission}`);
    case 'bodyType':
      return t(`bodyType.${car.bodyType}`);
    case 'color':
      return t(`color.${car.color}`);
    case 'powerKw':
      return t('car.kw', { kw: details.powerKw, hp: Math.round(details.powerKw * KW_TO_HP) });
    case 'engineCc':
      return details.engineCc === null ? notStated : t('car.cc', { cc: formatNumber(details.engineCc, language) });
    case 'doors':
      return details.doors;
    case 'seats':
      return details.seats;
    case 'previousOwners':
      return details.previousOwners;
    case 'serviceHistory':
      return details.serviceHistory ? t('car.yes') : t('car.no');
    case 'firstRegistration':
      return text(details.firstRegistration);
    case 'features':
      return details.features.length === 0 ? (
        <span className={styles.empty}>{t('car.noFeatures')}</span>
      ) : (
        <ul className={styles.features}>
          {details.features.map((feature) => (
            <li key={feature}>{t(`feature.${feature}`)}</li>
          ))}
        </ul>
      );
    case 'vin':
      return car.vin.trim() === '' ? notStated : <span className={styles.mono}>{car.vin}</span>;
    case 'location':
      return text(car.location);
    case 'countryId':
      return country ?? notStated;
    case 'listingType':
      return isKnownListingType(car.listingType) ? t(`listingType.${car.listingType}`) : car.listingType.toUpperCase();
    case 'listedAt':
      return formatDate(car.listedAt, language) || notStated;
    case 'validUntil':
      return formatDate(car.validUntil, language) || notStated;
    case 'viewCount':
      return formatNumber(car.viewCount, language);
    case 'sellerName':
      return text(car.seller.name);
    case 'sellerType':
      return t(`car.sellerType.${car.seller.type}`);
    case 'description':
      return car.description.trim() === '' ? (
        notStated
      ) : (
        <span className={styles.description} lang={car.descriptionLanguage}>
          {car.description}
        </span>
      );
  }
}
