import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES, LANGUAGES } from '@contract/car';
import { BRANDS, countriesSortedFor, countryName, findBrand } from '@contract/catalog';
import { BODY_TYPES, COLORS, FUEL_TYPES, LISTING_TYPES, TRANSMISSIONS, maxYear } from '@contract/catalog/vehicle';
import { makeFromVin, northAmericanModelYear } from '@contract/vin-decode';
import type { FieldErrors } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { TextArea, TextField } from '../../../ui/text-field';
import { toNumber, type NumberField, type Values } from './listing-values';
import { PriceHint } from './price-hint';
import type { SetValue } from './use-listing-form';
import * as styles from './dealer.css';

/** What every section of the listing form is given: the values, the problems found, and the setter. */
interface SectionProps {
  values: Values;
  errors: FieldErrors<string>;
  set: SetValue;
}

type OptionGroup = 'fuel' | 'transmission' | 'bodyType' | 'color' | 'listingType';

/** A fixed list's choices, labelled in the interface language. */
function useOptions() {
  const { t: tc } = useTranslation();
  return (list: readonly string[], group: OptionGroup) =>
    list.map((id) => ({ id, label: tc(`${group}.${id}` as 'fuel.petrol') }));
}

/** A number typed as text (sent as a number). */
function NumberInput({
  name,
  label,
  required = true,
  values,
  errors,
  set,
}: SectionProps & { name: NumberField; label: string; required?: boolean }) {
  return (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      isRequired={required}
      value={values[name]}
      onChange={(value) => set(name, value)}
      errorMessage={errors[name]}
    />
  );
}

/**
 * The VIN, first: typed before the rest, its manufacturer code (WMI) fills in the brand when none is chosen yet
 * (or the one it filled in itself, before a model was picked), and a North American VIN offers its model year
 * for the dealer to take (see @contract/vin-decode for why only those). Nothing the dealer chose is replaced.
 */
export function VinField({ values, errors, set }: SectionProps) {
  const { t } = useTranslation('dealer');
  const [filled, setFilled] = useState<string | null>(null);
  const year = northAmericanModelYear(values.vin, maxYear());
  const onChange = (text: string) => {
    const vin = text.toUpperCase();
    set('vin', vin);
    const make = makeFromVin(vin);
    const ours = values.brand !== '' && values.brand === filled && values.model === '';
    if (make && make !== values.brand && (values.brand === '' || ours)) {
      set('brand', make);
      setFilled(make);
    }
  };
  return (
    <div className={styles.vinField}>
      <TextField
        name="vin"
        label={t('listing.vin')}
        value={values.vin}
        onChange={onChange}
        errorMessage={errors.vin}
        autoCorrect="off"
        spellCheck="false"
      />
      <div role="status" className={styles.vinNotes} data-testid="vin-notes">
        {filled && values.brand === filled && (
          <p className={styles.muted}>{t('listing.vinMakeFilled', { brand: filled })}</p>
        )}
        {year !== undefined && values.year !== String(year) && (
          <p className={styles.vinYear}>
            <span className={styles.muted}>{t('listing.vinYear', { year })}</span>
            <Button variant="secondary" size="small" onPress={() => set('year', String(year))}>
              {t('listing.vinYearUse', { year })}
            </Button>
          </p>
        )}
      </div>
    </div>
  );
}

/** Brand and model from the catalog, and the model's own description. */
export function ModelFields({ values, errors, set }: SectionProps) {
  const { t } = useTranslation('dealer');
  const brand = findBrand(values.brand);
  return (
    <>
      <Select
        name="brand"
        label={t('listing.brand')}
        placeholder={t('listing.chooseBrand')}
        isRequired
        options={BRANDS.map((item) => ({ id: item.name, label: item.name }))}
        selectedKey={brand?.name ?? null}
        onSelectionChange={(key) => set('brand', String(key))}
        errorMessage={errors.brand}
      />
      <Select
        name="model"
        label={t('listing.model')}
        placeholder={brand ? t('listing.chooseModel') : t('listing.brandFirst')}
        isRequired
        isDisabled={!brand}
        options={(brand?.models ?? []).map((model) => ({ id: model, label: model }))}
        selectedKey={values.model || null}
        onSelectionChange={(key) => set('model', String(key))}
        errorMessage={errors.model}
      />
      <TextField
        name="modelDescription"
        label={t('listing.modelDescription')}
        value={values.modelDescription}
        onChange={(value) => set('modelDescription', value)}
        errorMessage={errors.modelDescription}
      />
    </>
  );
}

/** Year, price and mileage, with the market's price hint for the car as typed. */
export function PriceFields({ listingId, ...section }: SectionProps & { listingId?: number }) {
  const { t } = useTranslation('dealer');
  const { values } = section;
  return (
    <>
      <NumberInput name="year" label={t('listing.year')} {...section} />
      <NumberInput name="price" label={t('listing.price')} {...section} />
      <NumberInput name="mileage" label={t('listing.mileage')} {...section} />
      <PriceHint
        listingId={listingId}
        car={{
          brand: values.brand,
          model: values.model,
          year: toNumber(values.year),
          mileage: toNumber(values.mileage),
          price: toNumber(values.price),
          fuelType: values.fuelType,
          transmission: values.transmission,
          powerKw: toNumber(values.powerKw),
          listingType: values.listingType,
        }}
      />
    </>
  );
}

/** Fuel, gearbox, body and colour; power, engine size, doors, seats, owners and the first registration. */
export function TechnicalFields(section: SectionProps) {
  const { t } = useTranslation('dealer');
  const options = useOptions();
  const { values, errors, set } = section;
  return (
    <>
      <Select
        name="fuelType"
        label={t('listing.fuelType')}
        placeholder={t('listing.choose')}
        isRequired
        options={options(FUEL_TYPES, 'fuel')}
        selectedKey={values.fuelType || null}
        onSelectionChange={(key) => set('fuelType', String(key))}
        errorMessage={errors.fuelType}
      />
      <Select
        name="transmission"
        label={t('listing.transmission')}
        placeholder={t('listing.choose')}
        isRequired
        options={options(TRANSMISSIONS, 'transmission')}
        selectedKey={values.transmission || null}
        onSelectionChange={(key) => set('transmission', String(key))}
        errorMessage={errors.transmission}
      />
      <Select
        name="bodyType"
        label={t('listing.bodyType')}
        placeholder={t('listing.choose')}
        isRequired
        options={options(BODY_TYPES, 'bodyType')}
        selectedKey={values.bodyType || null}
        onSelectionChange={(key) => set('bodyType', String(key))}
        errorMessage={errors.bodyType}
      />
      <Select
        name="color"
        label={t('listing.color')}
        placeholder={t('listing.choose')}
        isRequired
        options={options(COLORS, 'color')}
        selectedKey={values.color || null}
        onSelectionChange={(key) => set('color', String(key))}
        errorMessage={errors.color}
      />
      <NumberInput name="powerKw" label={t('listing.powerKw')} {...section} />
      <NumberInput name="engineCc" label={t('listing.engineCc')} required={false} {...section} />
      <NumberInput name="doors" label={t('listing.doors')} {...section} />
      <NumberInput name="seats" label={t('listing.seats')} {...section} />
      <NumberInput name="previousOwners" label={t('listing.previousOwners')} {...section} />
      <TextField
        name="firstRegistration"
        label={t('listing.firstRegistration')}
        value={values.firstRegistration}
        onChange={(value) => set('firstRegistration', value)}
        errorMessage={errors.firstRegistration}
      />
    </>
  );
}

/** The stock number, where the car stands, the kind of listing, and its description with its language. */
export function ListingDetailsFields({ values, errors, set }: SectionProps) {
  const { t } = useTranslation('dealer');
  const language = useLanguage();
  const options = useOptions();
  return (
    <>
      <TextField
        name="stockNumber"
        label={t('listing.stockNumber')}
        value={values.stockNumber}
        onChange={(value) => set('stockNumber', value)}
        errorMessage={errors.stockNumber}
      />
      <TextField
        name="location"
        label={t('listing.location')}
        value={values.location}
        onChange={(value) => set('location', value)}
        errorMessage={errors.location}
      />
      <Select
        name="countryId"
        label={t('listing.country')}
        options={countriesSortedFor(language).map((country) => ({
          id: String(country.id),
          label: countryName(country, language),
        }))}
        selectedKey={values.countryId}
        onSelectionChange={(key) => set('countryId', String(key))}
      />
      <Select
        name="listingType"
        label={t('listing.listingType')}
        options={options(LISTING_TYPES, 'listingType')}
        selectedKey={values.listingType}
        onSelectionChange={(key) => set('listingType', String(key))}
      />
      <Select
        name="descriptionLanguage"
        label={t('listing.descriptionLanguage')}
        options={LANGUAGES.map((id) => ({ id, label: id.toUpperCase() }))}
        selectedKey={values.descriptionLanguage}
        onSelectionChange={(key) => set('descriptionLanguage', String(key))}
      />
      <TextArea
        name="description"
        className={styles.wide}
        label={t('listing.description')}
        rows={5}
        value={values.description}
        onChange={(value) => set('description', value)}
        errorMessage={errors.description}
      />
    </>
  );
}

/** The service history and the equipment, as checkboxes. */
export function EquipmentFields({ values, set }: Omit<SectionProps, 'errors'>) {
  const { t } = useTranslation('dealer');
  const { t: tc } = useTranslation();
  return (
    <>
      <Checkbox isSelected={values.serviceHistory} onChange={(selected) => set('serviceHistory', selected)}>
        {t('listing.serviceHistory')}
      </Checkbox>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('listing.features')}</legend>
        <div className={styles.features}>
          {FEATURES.map((feature) => (
            <Checkbox
              key={feature}
              isSelected={values.features.includes(feature)}
              onChange={(selected) =>
                set(
                  'features',
                  selected ? [...values.features, feature] : values.features.filter((item) => item !== feature),
                )
              }
            >
              {tc(`feature.${feature}` as 'feature.navigation')}
            </Checkbox>
          ))}
        </div>
      </fieldset>
    </>
  );
}
