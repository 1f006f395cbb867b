/**
 * The classic tab's filter form: brand and model searchable selects, price,
 * year and mileage ranges, fuel checkboxes with an "all" option, and an advanced section (body type,
 * transmission, colour, country). It edits a draft of the current search (the URL's filters) and runs it
 * on Search; Clear Filters resets everything and reloads the default results.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANDS, COUNTRIES, countryName, type Country } from '@contract/catalog';
import { BODY_TYPES, COLORS, DEFAULT_SORT, FUEL_TYPES, TRANSMISSIONS } from '@contract/catalog/vehicle';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ChevronDownIcon } from '../../../ui/icons/chevron-down';
import { MultiSelect } from '../../../ui/multi-select';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useCountries } from '../../countries';
import { useCarCount } from '../api/count-cars';
import {
  chooseBrand,
  emptyFilterForm,
  filtersFromForm,
  formFromFilters,
  isModelEnabled,
  modelOptions,
  toggleValue,
  type FilterFormErrors,
  type FilterFormValues,
  type NumberField,
} from '../state/filter-form';
import {
  emptyNearDraft,
  nearDraftFromFilters,
  nearFiltersFromDraft,
  type NearDraft,
  type NearError,
} from '../state/near-draft';
import { scrollToResults, showResultsAfterSheet } from '../state/results-handover';
import { searchKey } from '../state/search-url';
import { useClassicSearch } from '../state/use-classic-search';
import * as styles from './classic-search-form.css';
import { useErrorText, type PartProps } from './form-parts';
import { MoreFilters } from './more-filters';
import { NearFields } from './near-fields';

const ANY = 'any';
const ADVANCED_FIELDS = [
  'bodyType',
  'transmission',
  'color',
  'countryId',
  'minPower',
  'maxPower',
  'minRegistration',
  'maxRegistration',
  'sellerType',
  'equipment',
] as const;

function hasAdvanced(values: FilterFormValues): boolean {
  return ADVANCED_FIELDS.some((field) => values[field].length > 0);
}

export interface ClassicSearchFormProps {
  /**
   * In the phones' filter sheet: the buttons stay at the bottom of the sheet, and the search takes the
   * sheet's place in the history (back then goes to the search before, not into the sheet again).
   */
  inSheet?: boolean;
}

export function ClassicSearchForm({ inSheet = false }: ClassicSearchFormProps = {}) {
  const { filters, search, clear } = useClassicSearch();
  // The draft follows the URL's filters: back/forward, a shared link or an AI search replace it.
  const currentKey = searchKey({ filters, sort: DEFAULT_SORT });
  const [nearError, setNearError] = useState<NearError | undefined>();
  const [draft, setDraft] = useState(() => ({
    key: currentKey,
    values: formFromFilters(filters),
    near: nearDraftFromFilters(filters),
  }));
  const values = draft.key === currentKey ? draft.values : formFromFilters(filters);
  const near = draft.key === currentKey ? draft.near : nearDraftFromFilters(filters);
  if (draft.key !== currentKey) setDraft({ key: currentKey, values, near });
  const setValues = (next: FilterFormValues) => setDraft({ key: currentKey, values: next, near });
  const setNear = (next: NearDraft) => {
    setNearError(undefined);
    setDraft({ key: currentKey, values, near: next });
  };

  const [errors, setErrors] = useState<FilterFormErrors>({});
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvanced(values));
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = filtersFromForm(values);
    const nearResult = nearFiltersFromDraft(near);
    setNearError(nearResult.ok ? undefined : nearResult.error);
    if (!result.ok || !nearResult.ok) {
      setErrors(result.ok ? {} : result.errors);
      const first = result.ok ? 'near' : Object.keys(result.errors)[0];
      const field = first ? document.getElementById(`${formId}-${first}`) : null;
      if (field) {
        // The whole range (legend, label, input, message) comes into view below the sticky header
        // (html's scroll-padding-top), not just the input with its label under the header.
        field.focus({ preventScroll: true });
        (field.closest('fieldset') ?? field).scrollIntoView({ block: 'nearest' });
      }
      return;
    }
    setErrors({});
    search({ ...result.filters, ...nearResult.filters }, { replace: inSheet });
    if (inSheet) showResultsAfterSheet();
    else scrollToResults();
  };

  const reset = () => {
    setErrors({});
    setNearError(undefined);
    setDraft({ key: currentKey, values: emptyFilterForm(), near: emptyNearDraft() });
    clear();
  };

  const { t } = useTranslation('search');
  const language = useLanguage();
  const draftFilters = useMemo(() => {
    const result = filtersFromForm(values);
    const nearResult = nearFiltersFromDraft(near);
    return result.ok && nearResult.ok
      ? { ok: true as const, filters: { ...result.filters, ...nearResult.filters } }
      : { ok: false as const };
  }, [values, near]);
  const count = useCarCount(draftFilters.ok ? draftFilters.filters : {}, { enabled: draftFilters.ok });
  const shownCount = draftFilters.ok ? count : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('form.label')}>
      <div className={styles.grid}>
        <BrandAndModel values={values} onChange={setValues} />
        <RangeFields
          formId={formId}
          label={t('form.price')}
          min="minPrice"
          max="maxPrice"
          unit="€"
          values={values}
          errors={errors}
          onChange={setValues}
        />
        <RangeFields
          formId={formId}
          label={t('form.year')}
          min="minYear"
          max="maxYear"
          values={values}
          errors={errors}
          onChange={setValues}
        />
        <RangeFields
          formId={formId}
          label={t('form.mileage')}
          min="minMileage"
          max="maxMileage"
          unit="km"
          values={values}
          errors={errors}
          onChange={setValues}
        />
      </div>

      <NearFields formId={formId} draft={near} onChange={setNear} error={nearError} />

      <FuelTypes values={values} onChange={setValues} />

      <div className={styles.advanced}>
        <button
          type="button"
          className={styles.advancedToggle}
          aria-expanded={advancedOpen}
          aria-controls={`${formId}-advanced`}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          {t('form.advanced')}
          <ChevronDownIcon size={18} className={advancedOpen ? styles.chevronOpen : styles.chevron} />
        </button>
        <div id={`${formId}-advanced`} hidden={!advancedOpen} className={styles.advancedBody}>
          <AdvancedFields values={values} onChange={setValues} />
          <MoreFilters formId={formId} values={values} errors={errors} onChange={setValues} />
        </div>
      </div>

      <div className={inSheet ? `${styles.actions} ${styles.sheetActions}` : styles.actions}>
        <Button type="submit" size="large" className={inSheet ? styles.sheetSubmit : undefined}>
          <span aria-live="polite" aria-atomic="true" data-testid="filter-count">
            {shownCount === null
              ? t('form.search')
              : shownCount === 0
                ? t('form.showNone')
                : t('form.showCount', { count: shownCount, formatted: formatNumber(shownCount, language) })}
          </span>
        </Button>
        <Button
          type="button"
          variant={inSheet ? 'ghost' : 'secondary'}
          size={inSheet ? 'medium' : 'large'}
          className={inSheet ? styles.sheetReset : undefined}
          onPress={reset}
        >
          {inSheet ? t('form.clearShort') : t('form.clear')}
        </Button>
      </div>
    </form>
  );
}

/** The ids of the model list: a model under each of its brands (two brands may share a model's name). */
const MODEL_KEY_SEPARATOR = '\u0000';

function BrandAndModel({ values, onChange }: PartProps) {
  const { t } = useTranslation('search');
  const brandGroups = useMemo(
    () => [{ id: 'brands', label: '', options: BRANDS.map((brand) => ({ id: brand.name, label: brand.name })) }],
    [],
  );
  const modelGroups = useMemo(
    () =>
      modelOptions(values.brand).map((group) => ({
        id: group.brand,
        label: group.brand,
        options: group.models.map((model) => ({ id: `${group.brand}${MODEL_KEY_SEPARATOR}${model}`, label: model })),
      })),
    [values.brand],
  );
  const modelKeys = modelGroups.flatMap((group) =>
    group.options.filter((option) => values.model.includes(option.label)).map((option) => option.id),
  );
  const modelEnabled = isModelEnabled(values);
  const remove = (name: string) => t('form.remove', { name });
  return (
    <>
      <MultiSelect
        label={t('form.brand')}
        groups={brandGroups}
        value={values.brand}
        onChange={(keys) => {
          const next = keys.map(String);
          // Each brand added or removed, in turn (a removed brand takes its models along).
          let result = values;
          for (const brand of values.brand) if (!next.includes(brand)) result = chooseBrand(result, brand);
          for (const brand of next) if (!values.brand.includes(brand)) result = chooseBrand(result, brand);
          onChange(result);
        }}
        placeholder={t('form.anyBrand')}
        searchLabel={t('form.searchBrands')}
        noMatches={t('form.noMatches')}
        chosenLabel={t('form.chosenBrands')}
        removeLabel={remove}
      />
      <MultiSelect
        label={t('form.model')}
        groups={modelGroups}
        value={modelKeys}
        onChange={(keys) => {
          const models = [...new Set(keys.map((key) => String(key).split(MODEL_KEY_SEPARATOR)[1]!))];
          // Models the catalog does not list (from a link) stay until the brand goes.
          const listed = new Set(modelGroups.flatMap((group) => group.options.map((option) => option.label)));
          onChange({ ...values, model: [...values.model.filter((model) => !listed.has(model)), ...models] });
        }}
        placeholder={modelEnabled ? t('form.anyModel') : t('form.selectBrandFirst')}
        searchLabel={t('form.searchModels')}
        noMatches={t('form.noMatches')}
        chosenLabel={t('form.chosenModels')}
        removeLabel={remove}
        isDisabled={!modelEnabled}
      />
    </>
  );
}

export interface RangeProps extends PartProps {
  formId: string;
  label: string;
  min: NumberField;
  max: NumberField;
  unit?: string;
  errors: FilterFormErrors;
}

/**
 * Example values in the inputs: a price and mileage a buyer might type (with the language's thousands
 * separators, which the form accepts), and years that have been (the "to" year is the current one).
 */
function examplePlaceholder(name: NumberField, language: Language): string {
  const examples: Record<NumberField, number> = {
    minPrice: 5000,
    maxPrice: 20_000,
    minYear: 2015,
    maxYear: new Date().getFullYear(),
    minMileage: 0,
    maxMileage: 150_000,
    minPower: 70,
    maxPower: 150,
  };
  const value = examples[name];
  return name === 'minYear' || name === 'maxYear' ? String(value) : formatNumber(value, language);
}

export function RangeFields({ formId, label, min, max, unit, values, errors, onChange }: RangeProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const errorText = useErrorText();
  const field = (name: NumberField, part: 'from' | 'to') => {
    return (
      <TextField
        id={`${formId}-${name}`}
        label={t(`form.${part}`)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={examplePlaceholder(name, language)}
        value={values[name]}
        onChange={(text) => onChange({ ...values, [name]: text })}
        errorMessage={errorText(errors[name])}
      />
    );
  };
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>
        {label}
        {unit && <span className={styles.unit}> ({unit})</span>}
      </legend>
      <div className={styles.rangeInputs}>
        {field(min, 'from')}
        {field(max, 'to')}
      </div>
    </fieldset>
  );
}

function FuelTypes({ values, onChange }: PartProps) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  return (
    <fieldset className={styles.checkGroup}>
      <legend className={styles.legend}>{t('form.fuel')}</legend>
      <div className={styles.checks}>
        <Checkbox isSelected={values.fuelTypes.length === 0} onChange={() => onChange({ ...values, fuelTypes: [] })}>
          {t('form.allFuels')}
        </Checkbox>
        {FUEL_TYPES.map((fuel) => (
          <Checkbox
            key={fuel}
            isSelected={values.fuelTypes.includes(fuel)}
            onChange={() => onChange({ ...values, fuelTypes: toggleValue(values.fuelTypes, fuel) })}
          >
            {tc(`fuel.${fuel}`)}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}

function AdvancedFields({ values, onChange }: PartProps) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const countries = useCountries();
  const countryGroups = useMemo(() => {
    const list: readonly Country[] = countries.data ?? COUNTRIES;
    const collator = new Intl.Collator(language);
    const sorted = [...list].sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)));
    return [
      {
        id: 'countries',
        label: '',
        options: sorted.map((country) => ({ id: country.id, label: countryName(country, language) })),
      },
    ];
  }, [countries.data, language]);
  const countryTotal = countryGroups[0]!.options.length;
  const bodyOptions = useMemo(
    () => [
      { id: ANY, label: t('form.anyBodyType') },
      ...BODY_TYPES.map((body) => ({ id: body, label: tc(`bodyType.${body}`) })),
    ],
    [t, tc],
  );

  return (
    <div className={styles.advancedGrid}>
      <Select
        label={t('form.bodyType')}
        options={bodyOptions}
        selectedKey={values.bodyType || ANY}
        onSelectionChange={(key) =>
          onChange({ ...values, bodyType: key === ANY ? '' : (String(key) as FilterFormValues['bodyType']) })
        }
      />
      <MultiSelect
        label={t('form.country')}
        groups={countryGroups}
        value={values.countryId}
        onChange={(keys) => onChange({ ...values, countryId: keys.map(Number) })}
        placeholder={t('form.allCountries', { count: countryTotal })}
        searchLabel={t('form.searchCountries')}
        noMatches={t('form.noMatches')}
        chosenLabel={t('form.chosenCountries')}
        removeLabel={(name) => t('form.remove', { name })}
      />
      <fieldset className={styles.checkGroup}>
        <legend className={styles.legend}>{t('form.transmission')}</legend>
        <div className={styles.checks}>
          {TRANSMISSIONS.map((transmission) => (
            <Checkbox
              key={transmission}
              isSelected={values.transmission.includes(transmission)}
              onChange={() => onChange({ ...values, transmission: toggleValue(values.transmission, transmission) })}
            >
              {tc(`transmission.${transmission}`)}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <fieldset className={`${styles.checkGroup} ${styles.colors}`}>
        <legend className={styles.legend}>{t('form.color')}</legend>
        <div className={styles.colorChecks}>
          {COLORS.map((color) => (
            <Checkbox
              key={color}
              isSelected={values.color.includes(color)}
              onChange={() => onChange({ ...values, color: toggleValue(values.color, color) })}
            >
              <span className={styles.swatch} data-color={color} aria-hidden="true" />
              {tc(`color.${color}`)}
            </Checkbox>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
