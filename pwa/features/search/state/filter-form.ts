/**
 * The classic filter form's rules, as pure functions over the form's values.
 * The form holds what the inputs hold (numbers as typed text); `filtersFromForm` turns that into the
 * search filters: integers, empty fields omitted, bounds checked.
 */
import { findBrand } from '@contract/catalog';
import {
  MIN_YEAR,
  hpToKw,
  kwToHp,
  maxYear,
  type BodyType,
  type Color,
  type Feature,
  type FuelType,
  type SellerType,
  type Transmission,
} from '@contract/catalog/vehicle';
import {
  MAX_MILEAGE,
  MAX_POWER_KW,
  MAX_PRICE,
  parseRegistration,
  type SearchFilters,
} from '@contract/search-semantics';

/** The unit a person types power in: kW (what listings carry) or hp (PS, KS); the search is in kW. */
export type PowerUnit = 'kw' | 'hp';

export interface FilterFormValues {
  /** Empty: any brand. */
  brand: string[];
  /** Models of the chosen brands (each tied to its brand through the catalog); empty: any model. */
  model: string[];
  minPrice: string;
  maxPrice: string;
  minYear: string;
  maxYear: string;
  minMileage: string;
  maxMileage: string;
  /** Empty: all fuel types. */
  fuelTypes: FuelType[];
  /** Power as typed, in `powerUnit`. */
  minPower: string;
  maxPower: string;
  powerUnit: PowerUnit;
  /** First registration as typed: a year ("2019") or a month and year ("03/2019"). */
  minRegistration: string;
  maxRegistration: string;
  /** Empty: any seller. */
  sellerType: SellerType | '';
  /** Equipment the car must all have. */
  equipment: Feature[];
  bodyType: BodyType | '';
  transmission: Transmission[];
  color: Color[];
  /** Empty: all EU countries. */
  countryId: number[];
  /** No visible input; kept so a link's location survives editing the form. */
  location: string;
}

export type NumberField =
  'minPrice' | 'maxPrice' | 'minYear' | 'maxYear' | 'minMileage' | 'maxMileage' | 'minPower' | 'maxPower';
export type RegistrationField = 'minRegistration' | 'maxRegistration';

export type FieldError =
  | { code: 'notANumber' }
  | { code: 'tooSmall'; min: number }
  | { code: 'tooLarge'; max: number }
  /** On the max field of a range whose min is larger. */
  | { code: 'belowMin' }
  /** A first registration that is neither a year nor a month and year. */
  | { code: 'notARegistration' };

export type FilterFormErrors = Partial<Record<NumberField | RegistrationField, FieldError>>;

export function emptyFilterForm(): FilterFormValues {
  return {
    brand: [],
    model: [],
    minPrice: '',
    maxPrice: '',
    minYear: '',
    maxYear: '',
    minMileage: '',
    maxMileage: '',
    fuelTypes: [],
    minPower: '',
    maxPower: '',
    powerUnit: 'kw',
    minRegistration: '',
    maxRegistration: '',
    sellerType: '',
    equipment: [],
    bodyType: '',
    transmission: [],
    color: [],
    countryId: [],
    location: '',
  };
}

export function formFromFilters(filters: SearchFilters): FilterFormValues {
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    brand: [...(filters.brand ?? [])],
    model: [...(filters.model ?? [])],
    minPrice: number(filters.minPrice),
    maxPrice: number(filters.maxPrice),
    minYear: number(filters.minYear),
    maxYear: number(filters.maxYear),
    minMileage: number(filters.minMileage),
    maxMileage: number(filters.maxMileage),
    fuelTypes: [...(filters.fuelTypes ?? [])],
    minPower: number(filters.minPowerKw),
    maxPower: number(filters.maxPowerKw),
    powerUnit: 'kw',
    minRegistration: registrationText(filters.minRegistration),
    maxRegistration: registrationText(filters.maxRegistration),
    sellerType: filters.sellerType ?? '',
    equipment: [...(filters.equipment ?? [])],
    bodyType: filters.bodyType ?? '',
    transmission: [...(filters.transmission ?? [])],
    color: [...(filters.color ?? [])],
    countryId: [...(filters.countryId ?? [])],
    location: filters.location ?? '',
  };
}

/** A first registration as the form shows it: "2019" or "03/2019". */
export function registrationText(value: string | undefined): string {
  const parsed = value === undefined ? undefined : parseRegistration(value);
  if (!parsed) return '';
  return parsed.month === undefined ? String(parsed.year) : `${String(parsed.month).padStart(2, '0')}/${parsed.year}`;
}

/**
 * A typed first registration as the search holds it ("2019", "2019-03"): a year, or a month and year as
 * "3/2019", "03.2019", "03.2019." or "2019-03"; null for anything else.
 */
export function parseRegistrationText(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  let match = /^(\d{4})$/.exec(trimmed);
  if (match) return match[1]!;
  match = /^(\d{1,2})\s*[./-]\s*(\d{4})$/.exec(trimmed);
  if (match) return monthOf(Number(match[2]), Number(match[1]));
  match = /^(\d{4})\s*[./-]\s*(\d{1,2})$/.exec(trimmed);
  if (match) return monthOf(Number(match[1]), Number(match[2]));
  return null;
}

function monthOf(year: number, month: number): string | null {
  return month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : null;
}

/** The power fields in the other unit (the search stays the same, give or take the rounding of a unit). */
export function switchPowerUnit(values: FilterFormValues, unit: PowerUnit): FilterFormValues {
  if (unit === values.powerUnit) return values;
  const convert = (text: string) => {
    const number = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(number)) return text;
    return String(unit === 'hp' ? kwToHp(number) : hpToKw(number));
  };
  return { ...values, powerUnit: unit, minPower: convert(values.minPower), maxPower: convert(values.maxPower) };
}

/** Picking the value that is already chosen clears the choice. */
export function pick<T extends string>(current: T | '', value: T): T | '' {
  return value === current ? '' : value;
}

/** The catalog's models of a brand (none for a brand the catalog does not know). */
function catalogModels(brand: string): readonly string[] {
  return findBrand(brand)?.models ?? [];
}

/**
 * Adds a brand, or removes it when chosen; a removed brand takes its models along (a model another chosen
 * brand also has stays).
 */
export function chooseBrand(values: FilterFormValues, brand: string): FilterFormValues {
  if (!values.brand.includes(brand)) return { ...values, brand: [...values.brand, brand] };
  const brands = values.brand.filter((item) => item !== brand);
  const kept = new Set(brands.flatMap((item) => catalogModels(item)));
  const gone = new Set(catalogModels(brand));
  return {
    ...values,
    brand: brands,
    model: brands.length === 0 ? [] : values.model.filter((model) => kept.has(model) || !gone.has(model)),
  };
}

/** Adds a model of a chosen brand, or removes it when chosen. */
export function chooseModel(values: FilterFormValues, model: string): FilterFormValues {
  return values.brand.length > 0 ? { ...values, model: toggleValue(values.model, model) } : values;
}

export interface ModelGroup {
  brand: string;
  models: readonly string[];
}

/** The models of the chosen brands, grouped by brand; empty (and the model input disabled) until a brand is chosen. */
export function modelOptions(brands: readonly string[]): ModelGroup[] {
  return brands.map((brand) => ({ brand, models: catalogModels(brand) })).filter((group) => group.models.length > 0);
}

export function isModelEnabled(values: FilterFormValues): boolean {
  return values.brand.length > 0;
}

/** Adds the value to a checkbox list, or removes it when present. */
export function toggleValue<T extends string | number>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

const BOUNDS: Record<NumberField, { min: number; max: (now: Date) => number }> = {
  minPrice: { min: 0, max: () => MAX_PRICE },
  maxPrice: { min: 0, max: () => MAX_PRICE },
  minYear: { min: MIN_YEAR, max: maxYear },
  maxYear: { min: MIN_YEAR, max: maxYear },
  minMileage: { min: 0, max: () => MAX_MILEAGE },
  maxMileage: { min: 0, max: () => MAX_MILEAGE },
  // In hp the same limit is the larger number; checked again in kW below.
  minPower: { min: 0, max: () => kwToHp(MAX_POWER_KW) },
  maxPower: { min: 0, max: () => kwToHp(MAX_POWER_KW) },
};
const RANGES: readonly [NumberField, NumberField][] = [
  ['minPrice', 'maxPrice'],
  ['minYear', 'maxYear'],
  ['minMileage', 'maxMileage'],
  ['minPower', 'maxPower'],
];

/** The input bounds for `<input type="number" min max>`. */
export function numberBounds(field: NumberField, now = new Date()): { min: number; max: number } {
  return { min: BOUNDS[field].min, max: BOUNDS[field].max(now) };
}

/** A typed number as the integer sent (decimals cut off), or an error; '' is no value. */
export function parseNumberField(
  field: NumberField,
  text: string,
  now = new Date(),
): { value?: number; error?: FieldError } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  // Thousands separators as people type them ("15.000", "15,000", "15 000", "15'000"), as the placeholders show.
  const number = Number(/^\d{1,3}(?:[.,'\s\u00a0\u202f]\d{3})+$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed);
  if (!Number.isFinite(number)) return { error: { code: 'notANumber' } };
  const value = Math.trunc(number);
  const { min, max } = numberBounds(field, now);
  if (value < min) return { error: { code: 'tooSmall', min } };
  if (value > max) return { error: { code: 'tooLarge', max } };
  return { value };
}

/** The search filters of the form, or the errors that keep it from being sent. */
export function filtersFromForm(
  values: FilterFormValues,
  now = new Date(),
): { ok: true; filters: SearchFilters } | { ok: false; errors: FilterFormErrors } {
  const errors: FilterFormErrors = {};
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of Object.keys(BOUNDS) as NumberField[]) {
    const { value, error } = parseNumberField(field, values[field], now);
    if (error) errors[field] = error;
    else if (value !== undefined) numbers[field] = value;
  }
  for (const [minField, maxField] of RANGES) {
    const min = numbers[minField];
    const max = numbers[maxField];
    if (min !== undefined && max !== undefined && min > max) errors[maxField] = { code: 'belowMin' };
  }
  const registrations: Partial<Record<RegistrationField, string>> = {};
  for (const field of ['minRegistration', 'maxRegistration'] as const) {
    if (values[field].trim() === '') continue;
    const parsed = parseRegistrationText(values[field]);
    const year = parsed === null ? undefined : Number(parsed.slice(0, 4));
    if (parsed === null) errors[field] = { code: 'notARegistration' };
    else if (year! < MIN_YEAR) errors[field] = { code: 'tooSmall', min: MIN_YEAR };
    else if (year! > maxYear(now)) errors[field] = { code: 'tooLarge', max: maxYear(now) };
    else registrations[field] = parsed;
  }
  const { minRegistration: from, maxRegistration: to } = registrations;
  if (from !== undefined && to !== undefined) {
    const a = parseRegistration(from)!;
    const b = parseRegistration(to)!;
    if (a.year > b.year || (a.year === b.year && (a.month ?? 1) > (b.month ?? 12)))
      errors.maxRegistration = { code: 'belowMin' };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { minPower, maxPower, ...amounts } = numbers;
  const toKw = (value: number | undefined) =>
    value === undefined ? undefined : Math.min(MAX_POWER_KW, values.powerUnit === 'hp' ? hpToKw(value) : value);

  const brands = [...new Set(values.brand.map((brand) => brand.trim()).filter(Boolean))];
  const models = [...new Set(values.model.map((model) => model.trim()).filter(Boolean))];
  const countries = [...new Set(values.countryId.filter((id) => Number.isInteger(id)))];
  const filters: SearchFilters = {
    brand: brands.length > 0 ? brands : undefined,
    model: brands.length > 0 && models.length > 0 ? models : undefined,
    ...amounts,
    fuelTypes: values.fuelTypes.length > 0 ? [...values.fuelTypes] : undefined,
    minPowerKw: toKw(minPower),
    maxPowerKw: toKw(maxPower),
    ...registrations,
    sellerType: values.sellerType || undefined,
    equipment: values.equipment.length > 0 ? [...values.equipment] : undefined,
    bodyType: values.bodyType || undefined,
    transmission: values.transmission.length > 0 ? [...values.transmission] : undefined,
    color: values.color.length > 0 ? [...values.color] : undefined,
    countryId: countries.length > 0 ? countries : undefined,
    location: values.location.trim() || undefined,
  };
  for (const key of Object.keys(filters) as (keyof SearchFilters)[])
    if (filters[key] === undefined) delete filters[key];
  return { ok: true, filters };
}
