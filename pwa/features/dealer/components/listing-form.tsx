import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES, LANGUAGES, type Feature } from '@contract/car';
import { BRANDS, countriesSortedFor, countryName, findBrand } from '@contract/catalog';
import { BODY_TYPES, COLORS, FUEL_TYPES, LISTING_TYPES, TRANSMISSIONS } from '@contract/catalog/vehicle';
import { DEALER_MESSAGES, dealerListingInputSchema, type DealerListingInput, type DealerListingPatch } from '@contract/dealer-api';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { loadListingDraft, removeListingDraft, saveListingDraft } from '../../../lib/db';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { TextArea, TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useCreateListing, useUpdateListing, type OwnListing } from '../api/dealer-queries';
import { PhotoManager } from './photo-manager';
import { PriceHint } from './price-hint';
import * as styles from './dealer.css';

/** Every field as typed (numbers as text until sent). */
interface Values {
  brand: string;
  model: string;
  modelDescription: string;
  year: string;
  price: string;
  mileage: string;
  fuelType: string;
  transmission: string;
  bodyType: string;
  color: string;
  vin: string;
  location: string;
  countryId: string;
  description: string;
  descriptionLanguage: string;
  listingType: string;
  powerKw: string;
  engineCc: string;
  doors: string;
  seats: string;
  previousOwners: string;
  serviceHistory: boolean;
  firstRegistration: string;
  features: Feature[];
  stockNumber: string;
}

type NumberField = 'year' | 'price' | 'mileage' | 'powerKw' | 'engineCc' | 'doors' | 'seats' | 'previousOwners';
/** The draft key of a new listing's half-filled form (kept on the device: IndexedDB, see lib/db/listing-drafts). */
export const NEW_LISTING_DRAFT_KEY = 'new';

function emptyValues(language: string): Values {
  return {
    brand: '',
    model: '',
    modelDescription: '',
    year: '',
    price: '',
    mileage: '',
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'hatchback',
    color: 'black',
    vin: '',
    location: '',
    countryId: '4',
    description: '',
    descriptionLanguage: language,
    listingType: 'used',
    powerKw: '',
    engineCc: '',
    doors: '5',
    seats: '5',
    previousOwners: '1',
    serviceHistory: false,
    firstRegistration: '',
    features: [],
    stockNumber: '',
  };
}

function valuesOf(car: OwnListing): Values {
  const details = car.additionalDetails;
  return {
    brand: car.brand,
    model: car.model,
    modelDescription: car.modelDescription,
    year: String(car.year),
    price: String(car.price),
    mileage: String(car.mileage),
    fuelType: car.fuelType,
    transmission: car.transmission,
    bodyType: car.bodyType,
    color: car.color,
    vin: car.vin,
    location: car.location,
    countryId: String(car.countryId),
    description: car.description,
    descriptionLanguage: car.descriptionLanguage,
    listingType: car.listingType,
    powerKw: String(details.powerKw),
    engineCc: details.engineCc === null ? '' : String(details.engineCc),
    doors: String(details.doors),
    seats: String(details.seats),
    previousOwners: String(details.previousOwners),
    serviceHistory: details.serviceHistory,
    firstRegistration: details.firstRegistration,
    features: details.features,
    stockNumber: car.stockNumber ?? '',
  };
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[\s.]/g, '').replace(',', '.')));

function toInput(values: Values, status: 'active' | 'draft'): Record<string, unknown> {
  return {
    brand: values.brand,
    model: values.model,
    modelDescription: values.modelDescription,
    year: toNumber(values.year),
    price: toNumber(values.price),
    mileage: toNumber(values.mileage),
    fuelType: values.fuelType,
    transmission: values.transmission,
    bodyType: values.bodyType,
    color: values.color,
    vin: values.vin,
    location: values.location,
    countryId: Number(values.countryId),
    description: values.description,
    descriptionLanguage: values.descriptionLanguage,
    listingType: values.listingType,
    additionalDetails: {
      powerKw: toNumber(values.powerKw),
      engineCc: toNumber(values.engineCc) ?? null,
      doors: toNumber(values.doors),
      seats: toNumber(values.seats),
      previousOwners: toNumber(values.previousOwners),
      serviceHistory: values.serviceHistory,
      ...(values.firstRegistration ? { firstRegistration: values.firstRegistration } : {}),
      features: values.features,
    },
    ...(values.stockNumber.trim() ? { stockNumber: values.stockNumber.trim() } : {}),
    status,
  };
}

/** A stored draft over the form's defaults (a draft from an older form may lack newer fields). */
function withDraft(base: Values, draft: Record<string, unknown> | null): Values {
  if (!draft) return base;
  const merged = { ...base };
  for (const key of Object.keys(base) as (keyof Values)[]) {
    if (key in draft && typeof draft[key] === typeof base[key]) (merged as Record<string, unknown>)[key] = draft[key];
  }
  return merged;
}

/**
 * Every field of the spec's car, from the catalog's brands and models and the fixed lists, checked by the
 * contract's schema as the server checks it (the VIN’s check digit included where its market demands one). A new listing's half-filled form is
 * kept on the device while it is typed, so a reload, a lost connection or an app update loses nothing.
 */
export function ListingForm({ listing, onDone }: { listing?: OwnListing; onDone: () => void }) {
  const { t } = useTranslation('dealer');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const create = useCreateListing();
  const update = useUpdateListing();
  const form = useRef<HTMLFormElement>(null);
  const draftKey = listing ? String(listing.id) : NEW_LISTING_DRAFT_KEY;
  const [values, setValues] = useState<Values>(() => (listing ? valuesOf(listing) : emptyValues(language)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const touched = useRef(false);
  /** Photos picked but not uploaded yet; a new listing's upload once it is created. */
  const [photosWaiting, setPhotosWaiting] = useState(0);
  const [created, setCreated] = useState<OwnListing | null>(null);

  const forgetDraft = () => {
    touched.current = false;
    void removeListingDraft(draftKey);
  };

  // The draft on the device comes back unless the dealer has started typing meanwhile.
  useEffect(() => {
    let current = true;
    void loadListingDraft(draftKey).then((draft) => {
      if (current && draft && !touched.current) setValues((shown) => withDraft(shown, draft));
    });
    return () => {
      current = false;
    };
  }, [draftKey]);

  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(() => {
      // Not after the form was sent or discarded (its draft is gone then).
      if (touched.current) void saveListingDraft(draftKey, { ...values });
    }, 300);
    return () => clearTimeout(timer);
  }, [draftKey, values]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    touched.current = true;
    setValues((current) => ({ ...current, ...(key === 'brand' ? { model: '' } : {}), [key]: value }));
  };

  const messageFor = (path: string, message: string) =>
    path === 'vin'
      ? t('errors.vin')
      : message === DEALER_MESSAGES.unknownTown
        ? t('errors.unknownTown')
        : /required|expected (number|string)/i.test(message)
          ? t('errors.required')
          : message;

  const submit = (status: 'active' | 'draft') => {
    const body = toInput(values, status);
    const checked = dealerListingInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.at(-1);
        if (typeof path === 'string') found[path] ??= messageFor(path, issue.message);
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.body?.fields) {
        setErrors(Object.fromEntries(Object.entries(error.body.fields).map(([path, message]) => [path.split('.').at(-1)!, messageFor(path, message)])));
      }
      toast({ variant: 'destructive', title: t('listing.failed'), description: error instanceof ApiError ? error.body?.message : undefined });
    };
    const finish = (title: string) => {
      forgetDraft();
      toast({ variant: 'success', title });
      onDone();
    };
    if (listing) {
      const { status: _status, ...patch } = body;
      update.mutate({ id: listing.id, patch: patch as DealerListingPatch }, { onSuccess: () => finish(t('listing.updated')), onError });
    } else {
      create.mutate(body as DealerListingInput, {
        onSuccess: (saved) => {
          const title = status === 'draft' ? t('listing.draftSaved') : t('listing.created');
          if (photosWaiting === 0) return finish(title);
          // The photos picked meanwhile upload now, with their progress shown.
          forgetDraft();
          toast({ variant: 'success', title });
          setCreated(saved);
        },
        onError,
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit('active');
  };

  const brand = findBrand(values.brand);
  const options = (list: readonly string[], group: 'fuel' | 'transmission' | 'bodyType' | 'color' | 'listingType') =>
    list.map((id) => ({ id, label: tc(`${group}.${id}` as 'fuel.petrol') }));
  const number = (name: NumberField, label: string, required = true) => (
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
  const pending = create.isPending || update.isPending;
  const photoManager = (
    <PhotoManager
      carId={listing?.id ?? created?.id ?? null}
      photos={listing?.photos}
      onPendingChange={setPhotosWaiting}
      onIdle={(failed) => {
        if (created && failed === 0) onDone();
      }}
    />
  );

  const formId = `listing-form-${listing?.id ?? 'new'}`;
  // The photos stay mounted when a new listing is saved, so the ones picked before upload right after.
  return (
    <div className={styles.form}>
      {created ? (
        <section className={styles.form} aria-labelledby={`${formId}-uploading`}>
          <h2 id={`${formId}-uploading`} className={styles.title}>
            {t('photos.uploadingTitle')}
          </h2>
          <p className={styles.muted}>{t('photos.uploadingIntro', { car: `${created.brand} ${created.model}` })}</p>
        </section>
      ) : (
        <form id={formId} ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label={listing ? t('listing.editTitle', { car: `${listing.brand} ${listing.model}` }) : t('dashboard.tabs.add')}>
          {!listing && <p className={styles.muted}>{t('listing.draftKept')}</p>}
          <div className={styles.grid}>
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
            <TextField name="modelDescription" label={t('listing.modelDescription')} value={values.modelDescription} onChange={(value) => set('modelDescription', value)} errorMessage={errors.modelDescription} />
            {number('year', t('listing.year'))}
            {number('price', t('listing.price'))}
            {number('mileage', t('listing.mileage'))}
            <PriceHint
              listingId={listing?.id}
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
            <Select name="fuelType" label={t('listing.fuelType')} options={options(FUEL_TYPES, 'fuel')} selectedKey={values.fuelType} onSelectionChange={(key) => set('fuelType', String(key))} />
            <Select name="transmission" label={t('listing.transmission')} options={options(TRANSMISSIONS, 'transmission')} selectedKey={values.transmission} onSelectionChange={(key) => set('transmission', String(key))} />
            <Select name="bodyType" label={t('listing.bodyType')} options={options(BODY_TYPES, 'bodyType')} selectedKey={values.bodyType} onSelectionChange={(key) => set('bodyType', String(key))} />
            <Select name="color" label={t('listing.color')} options={options(COLORS, 'color')} selectedKey={values.color} onSelectionChange={(key) => set('color', String(key))} />
            {number('powerKw', t('listing.powerKw'))}
            {number('engineCc', t('listing.engineCc'), false)}
            {number('doors', t('listing.doors'))}
            {number('seats', t('listing.seats'))}
            {number('previousOwners', t('listing.previousOwners'))}
            <TextField name="firstRegistration" label={t('listing.firstRegistration')} value={values.firstRegistration} onChange={(value) => set('firstRegistration', value)} errorMessage={errors.firstRegistration} />
            <TextField name="vin" label={t('listing.vin')} value={values.vin} onChange={(value) => set('vin', value.toUpperCase())} errorMessage={errors.vin} autoCorrect="off" spellCheck="false" />
            <TextField name="stockNumber" label={t('listing.stockNumber')} value={values.stockNumber} onChange={(value) => set('stockNumber', value)} errorMessage={errors.stockNumber} />
            <TextField name="location" label={t('listing.location')} value={values.location} onChange={(value) => set('location', value)} errorMessage={errors.location} />
            <Select
              name="countryId"
              label={t('listing.country')}
              options={countriesSortedFor(language).map((country) => ({ id: String(country.id), label: countryName(country, language) }))}
              selectedKey={values.countryId}
              onSelectionChange={(key) => set('countryId', String(key))}
            />
            <Select name="listingType" label={t('listing.listingType')} options={options(LISTING_TYPES, 'listingType')} selectedKey={values.listingType} onSelectionChange={(key) => set('listingType', String(key))} />
            <Select
              name="descriptionLanguage"
              label={t('listing.descriptionLanguage')}
              options={LANGUAGES.map((id) => ({ id, label: id.toUpperCase() }))}
              selectedKey={values.descriptionLanguage}
              onSelectionChange={(key) => set('descriptionLanguage', String(key))}
            />
            <TextArea name="description" className={styles.wide} label={t('listing.description')} rows={5} value={values.description} onChange={(value) => set('description', value)} errorMessage={errors.description} />
          </div>
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
                  onChange={(selected) => set('features', selected ? [...values.features, feature] : values.features.filter((item) => item !== feature))}
                >
                  {tc(`feature.${feature}` as 'feature.navigation')}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        </form>
      )}
      {photoManager}
      {created ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onDone}>
            {t('photos.done')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button type="submit" form={formId} isPending={pending}>
            {listing ? t('listing.saveChanges') : t('listing.publish')}
          </Button>
          {!listing && (
            <Button variant="secondary" isDisabled={pending} onPress={() => submit('draft')}>
              {t('listing.saveDraft')}
            </Button>
          )}
          <Button
            variant="ghost"
            onPress={() => {
              forgetDraft();
              onDone();
            }}
          >
            {listing ? t('listing.cancel') : t('listing.discardDraft')}
          </Button>
        </div>
      )}
    </div>
  );
}
