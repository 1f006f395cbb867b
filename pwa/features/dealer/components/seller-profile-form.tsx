import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesSortedFor, countryName } from '@contract/catalog';
import {
  MAX_RANGES_PER_DAY,
  WEEKDAYS,
  emptyWeeklyHours,
  type Weekday,
  type WeeklyHours,
} from '@contract/opening-hours';
import { sellerProfileInputSchema, type SellerProfile, type SellerKind } from '@contract/seller-profile';
import { normaliseTaxId, taxIdProblem } from '@contract/tax-id';
import { ApiError } from '../../../lib/api-client';
import { apiFieldErrors, focusFirstError, schemaFieldErrors, type FieldMapping } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useSaveSellerProfile } from '../api/dealer-queries';
import * as styles from './dealer.css';
import { useApiErrorText } from '../../../lib/api-error-text';

type TextFieldName = 'name' | 'address' | 'city' | 'postalCode' | 'phone' | 'email' | 'taxId';
type Values = Record<TextFieldName, string> & { kind: SellerKind; countryId: number; openingHours: WeeklyHours };
type Errors = Partial<Record<TextFieldName | 'openingHours' | 'countryId', string>>;

const WORKDAY = [{ opens: '08:00', closes: '16:00' }];

function initialValues(profile: SellerProfile | null | undefined): Values {
  if (profile) {
    // Only the form's fields: the profile's id, dates and flags are not the seller's to send (the schema refuses them).
    const { kind, name, address, city, postalCode, countryId, phone, openingHours } = profile;
    const rest = { kind, name, address, city, postalCode, countryId, phone, openingHours };
    return { ...rest, email: profile.email ?? '', taxId: profile.taxId ?? '' };
  }
  return {
    kind: 'business',
    name: '',
    address: '',
    city: '',
    postalCode: '',
    countryId: 4,
    phone: '',
    email: '',
    taxId: '',
    openingHours: { ...emptyWeeklyHours(), mo: WORKDAY, tu: WORKDAY, we: WORKDAY, th: WORKDAY, fr: WORKDAY },
  };
}

/**
 * The seller profile: business or private, contact and address, OIB/VAT and opening hours per weekday (a break
 * is a second opening). Checked with the contract's schema as the server checks it; saving the first time
 * makes the account a dealer.
 */
export function SellerProfileForm({
  profile,
  onSaved,
}: {
  profile: SellerProfile | null | undefined;
  onSaved?: (profile: SellerProfile) => void;
}) {
  const { t } = useTranslation('dealer');
  const errorText = useApiErrorText();
  const language = useLanguage();
  const save = useSaveSellerProfile();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(profile));
  const [errors, setErrors] = useState<Errors>({});

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Where a problem is shown (a problem of the whole profile beside the name) and how it reads. */
  const mapping: FieldMapping<keyof Errors> = {
    fieldOf: (path) => (path.length === 0 ? 'name' : (String(path[0]) as keyof Errors)),
    messageOf: (_message, field) => {
      // The reason in the seller's language, worked out on the device as the server does (its text is English).
      if (field === 'taxId') {
        const taxId = normaliseTaxId(values.taxId);
        if (!taxId) return t('errors.taxIdRequired');
        const problem = taxIdProblem(taxId);
        return problem ? t(`errors.taxIdProblem.${problem}`) : t('errors.invalid');
      }
      if (field === 'openingHours') return t('errors.hours');
      return ['name', 'address', 'city', 'phone'].includes(field) && !values[field as TextFieldName]
        ? t('errors.required')
        : t('errors.invalid');
    },
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, email: values.email || null, taxId: values.kind === 'business' ? values.taxId : null };
    const found = schemaFieldErrors(sellerProfileInputSchema, body, mapping);
    setErrors(found);
    if (focusFirstError(form.current, found)) return;
    save.mutate(body, {
      onSuccess: ({ profile: saved }) => {
        toast({ variant: 'success', title: t('profile.saved') });
        onSaved?.(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.fields) setErrors(apiFieldErrors(error, mapping));
        toast({
          variant: 'destructive',
          title: t('profile.saveFailed'),
          description: errorText(error),
        });
      },
    });
  };

  const countries = countriesSortedFor(language).map((country) => ({
    id: country.id,
    label: countryName(country, language),
  }));
  const business = values.kind === 'business';

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('dashboard.tabs.profile')}>
      <Select
        className={styles.fitField}
        label={t('profile.kind')}
        options={[
          { id: 'business', label: t('profile.business') },
          { id: 'private', label: t('profile.private') },
        ]}
        selectedKey={values.kind}
        onSelectionChange={(key) => set('kind', key as SellerKind)}
      />
      <div className={styles.grid}>
        <TextField
          name="name"
          label={t('profile.name')}
          isRequired
          value={values.name}
          onChange={(value) => set('name', value)}
          errorMessage={errors.name}
          autoComplete="organization"
        />
        <TextField
          name="phone"
          type="tel"
          label={t('profile.phone')}
          isRequired
          value={values.phone}
          onChange={(value) => set('phone', value)}
          errorMessage={errors.phone}
          autoComplete="tel"
        />
        <TextField
          name="email"
          type="email"
          label={`${t('profile.email')} (${t('profile.optional')})`}
          value={values.email}
          onChange={(value) => set('email', value)}
          errorMessage={errors.email}
          autoComplete="email"
        />
        <TextField
          name="address"
          label={t('profile.address')}
          isRequired
          value={values.address}
          onChange={(value) => set('address', value)}
          errorMessage={errors.address}
          autoComplete="street-address"
        />
        <TextField
          name="city"
          label={t('profile.city')}
          isRequired
          value={values.city}
          onChange={(value) => set('city', value)}
          errorMessage={errors.city}
          autoComplete="address-level2"
        />
        <TextField
          name="postalCode"
          label={`${t('profile.postalCode')} (${t('profile.optional')})`}
          value={values.postalCode}
          onChange={(value) => set('postalCode', value)}
          errorMessage={errors.postalCode}
          autoComplete="postal-code"
        />
        <Select
          label={t('profile.country')}
          options={countries}
          selectedKey={values.countryId}
          onSelectionChange={(key) => set('countryId', Number(key))}
          errorMessage={errors.countryId}
        />
        {business && (
          <TextField
            name="taxId"
            label={t('profile.taxId')}
            description={t('profile.taxIdHint')}
            isRequired
            value={values.taxId}
            onChange={(value) => set('taxId', value)}
            errorMessage={errors.taxId}
            autoCorrect="off"
            spellCheck="false"
          />
        )}
      </div>
      {business && (
        <WeeklyHoursField
          value={values.openingHours}
          onChange={(hours) => set('openingHours', hours)}
          error={errors.openingHours}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={save.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** Per weekday: closed, or up to four openings (the gaps are breaks), each two time inputs. */
function WeeklyHoursField({
  value,
  onChange,
  error,
}: {
  value: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  error?: string;
}) {
  const { t } = useTranslation('dealer');
  const setDay = (day: Weekday, ranges: WeeklyHours[Weekday]) => onChange({ ...value, [day]: ranges });
  return (
    <fieldset
      className={styles.fieldset}
      data-field="openingHours"
      aria-describedby={error ? 'hours-error' : 'hours-hint'}
    >
      <legend className={styles.legend}>{t('profile.hours')}</legend>
      <p id="hours-hint" className={styles.muted}>
        {t('profile.hoursHint')}
      </p>
      {WEEKDAYS.map((day) => {
        const ranges = value[day];
        const dayName = t(`weekdays.${day}`);
        return (
          <div key={day} className={styles.dayRow} role="group" aria-label={dayName}>
            <strong>{dayName}</strong>
            <div className={styles.ranges}>
              {ranges.length === 0 && <span className={styles.muted}>{t('profile.closed')}</span>}
              {ranges.map((range, index) => (
                <span key={index} className={styles.range}>
                  <input
                    type="time"
                    className={styles.time}
                    aria-label={`${dayName}: ${t('profile.opens')} ${index + 1}`}
                    value={range.opens}
                    onChange={(event) =>
                      setDay(
                        day,
                        ranges.map((item, at) => (at === index ? { ...item, opens: event.target.value } : item)),
                      )
                    }
                  />
                  –
                  <input
                    type="time"
                    className={styles.time}
                    aria-label={`${dayName}: ${t('profile.closes')} ${index + 1}`}
                    value={range.closes}
                    onChange={(event) =>
                      setDay(
                        day,
                        ranges.map((item, at) => (at === index ? { ...item, closes: event.target.value } : item)),
                      )
                    }
                  />
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`${t('profile.removeOpening')}: ${dayName} ${index + 1}`}
                    onPress={() =>
                      setDay(
                        day,
                        ranges.filter((_, at) => at !== index),
                      )
                    }
                  >
                    ✕
                  </Button>
                </span>
              ))}
              {ranges.length < MAX_RANGES_PER_DAY && (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`${t('profile.addOpening')}: ${dayName}`}
                  onPress={() => {
                    const last = ranges.at(-1);
                    setDay(day, [
                      ...ranges,
                      last
                        ? { opens: last.closes < '23:00' ? nextHour(last.closes) : last.closes, closes: '23:59' }
                        : { opens: '08:00', closes: '16:00' },
                    ]);
                  }}
                >
                  + {t('profile.addOpening')}
                </Button>
              )}
            </div>
          </div>
        );
      })}
      {error && (
        <p id="hours-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function nextHour(time: string): string {
  const hour = Math.min(23, Number(time.slice(0, 2)) + 1);
  return `${String(hour).padStart(2, '0')}:${time.slice(3)}`;
}
