/**
 * The filters a buyer here narrows by once the basics are set: engine power (typed in kW or hp, searched in kW
 * and shown in both), first registration (a year, or a month and year), who sells (a dealer or a private
 * person) and the equipment the car must have (every item chosen). Part of the classic form's advanced section.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES, SELLER_TYPES, hpToKw, kwToHp, type Feature } from '@contract/catalog/vehicle';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { MultiSelect } from '../../../ui/multi-select';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { ViewSwitch } from '../../../ui/view-switch';
import {
  parseNumberField,
  switchPowerUnit,
  type FilterFormErrors,
  type NumberField,
  type PowerUnit,
  type RegistrationField,
} from '../state/filter-form';
import { useErrorText, type PartProps } from './form-parts';
import * as formStyles from './classic-search-form.css';
import * as styles from './more-filters.css';

const ANY = 'any';

export interface MoreFiltersProps extends PartProps {
  formId: string;
  errors: FilterFormErrors;
}

export function MoreFilters({ formId, values, errors, onChange }: MoreFiltersProps) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const sellerOptions = useMemo(
    () => [
      { id: ANY, label: t('form.anySeller') },
      ...SELLER_TYPES.map((type) => ({ id: type, label: tc(`car.sellerType.${type}`) })),
    ],
    [t, tc],
  );
  const equipmentGroups = useMemo(() => {
    const collator = new Intl.Collator(language);
    const options = FEATURES.map((feature) => ({ id: feature, label: tc(`feature.${feature}`) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    return [{ id: 'equipment', label: '', options }];
  }, [language, tc]);

  // The other unit's figure under each power field ("= 150 KS"), so a person sees both.
  const otherUnit = (name: NumberField) => {
    const { value } = parseNumberField(name, values[name]);
    if (value === undefined) return undefined;
    const converted = values.powerUnit === 'kw' ? kwToHp(value) : hpToKw(value);
    return `= ${formatNumber(converted, language)} ${t(values.powerUnit === 'kw' ? 'form.unit.hp' : 'form.unit.kw')}`;
  };
  const powerField = (name: 'minPower' | 'maxPower', part: 'from' | 'to') => {
    const example = values.powerUnit === 'kw' ? (part === 'from' ? 70 : 150) : part === 'from' ? 95 : 200;
    return (
      <TextField
        id={`${formId}-${name}`}
        label={t(`form.${part}`)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={formatNumber(example, language)}
        value={values[name]}
        onChange={(text) => onChange({ ...values, [name]: text })}
        description={otherUnit(name)}
        errorMessage={errorText(errors[name])}
      />
    );
  };
  const registrationField = (name: RegistrationField, part: 'from' | 'to') => (
    <TextField
      id={`${formId}-${name}`}
      label={t(`form.${part}`)}
      inputMode="numeric"
      autoComplete="off"
      // A year that has been and a month of one: the form reads "2019", "03/2019" and "03.2019".
      placeholder={part === 'from' ? '2015' : '06/2022'}
      value={values[name]}
      onChange={(text) => onChange({ ...values, [name]: text })}
      errorMessage={errorText(errors[name])}
    />
  );

  return (
    <div className={styles.grid}>
      <fieldset className={formStyles.range}>
        <legend className={formStyles.legend}>{t('form.power')}</legend>
        <div className={styles.powerHead}>
          <ViewSwitch<PowerUnit>
            label={t('form.powerUnit')}
            options={[
              { id: 'kw', label: t('form.unit.kw') },
              { id: 'hp', label: t('form.unit.hp') },
            ]}
            value={values.powerUnit}
            onChange={(unit) => onChange(switchPowerUnit(values, unit))}
          />
        </div>
        <div className={formStyles.rangeInputs}>
          {powerField('minPower', 'from')}
          {powerField('maxPower', 'to')}
        </div>
      </fieldset>
      <fieldset className={formStyles.range}>
        <legend className={formStyles.legend}>{t('form.registration')}</legend>
        <div className={formStyles.rangeInputs}>
          {registrationField('minRegistration', 'from')}
          {registrationField('maxRegistration', 'to')}
        </div>
        <p className={styles.hint}>{t('form.registrationHint')}</p>
      </fieldset>
      <Select
        label={t('form.sellerType')}
        options={sellerOptions}
        selectedKey={values.sellerType || ANY}
        onSelectionChange={(key) =>
          onChange({ ...values, sellerType: key === ANY ? '' : (String(key) as typeof values.sellerType) })
        }
      />
      <div className={styles.wide}>
        <MultiSelect
          label={t('form.equipment')}
          groups={equipmentGroups}
          value={values.equipment}
          onChange={(keys) => onChange({ ...values, equipment: keys.map(String) as Feature[] })}
          placeholder={t('form.anyEquipment')}
          searchLabel={t('form.searchEquipment')}
          noMatches={t('form.noMatches')}
          chosenLabel={t('form.chosenEquipment')}
          removeLabel={(name) => t('form.remove', { name })}
        />
      </div>
    </div>
  );
}
