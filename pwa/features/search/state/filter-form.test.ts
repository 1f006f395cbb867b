import { describe, expect, it } from 'vitest';
import {
  chooseBrand,
  chooseModel,
  emptyFilterForm,
  filtersFromForm,
  formFromFilters,
  isModelEnabled,
  modelOptions,
  pick,
  toggleValue,
  type FilterFormValues,
} from './filter-form';

const form = (values: Partial<FilterFormValues> = {}): FilterFormValues => ({ ...emptyFilterForm(), ...values });
const now = new Date('2026-06-15T12:00:00Z');

describe('brands and models', () => {
  it('keeps the model disabled, with no models, until a brand is chosen', () => {
    expect(isModelEnabled(form())).toBe(false);
    expect(modelOptions([])).toEqual([]);
    expect(chooseModel(form(), 'Octavia')).toEqual(form());
  });

  it('adds brands, and offers the models of every chosen brand grouped by brand', () => {
    const chosen = chooseBrand(form({ brand: ['BMW'], model: ['X1'] }), 'Škoda');
    expect(chosen).toMatchObject({ brand: ['BMW', 'Škoda'], model: ['X1'] });
    expect(isModelEnabled(chosen)).toBe(true);
    const groups = modelOptions(chosen.brand);
    expect(groups.map((group) => group.brand)).toEqual(['BMW', 'Škoda']);
    expect(groups[0]!.models).toContain('X1');
    expect(groups[1]!.models).toContain('Octavia');
    expect(groups[1]!.models).not.toContain('X1');
  });

  it('removes a brand picked again, with its models only; models toggle', () => {
    const both = form({ brand: ['BMW', 'Škoda'], model: ['X1', 'Octavia'] });
    expect(chooseBrand(both, 'BMW')).toMatchObject({ brand: ['Škoda'], model: ['Octavia'] });
    expect(chooseBrand(form({ brand: ['BMW'], model: ['X1'] }), 'BMW')).toMatchObject({ brand: [], model: [] });
    expect(chooseModel(both, 'X1')).toMatchObject({ brand: ['BMW', 'Škoda'], model: ['Octavia'] });
    expect(chooseModel(both, 'X3')).toMatchObject({ model: ['X1', 'Octavia', 'X3'] });
    expect(pick('suv', 'suv')).toBe('');
    expect(pick('', 'suv')).toBe('suv');
  });

  it('toggles checkbox values', () => {
    expect(toggleValue(['diesel'], 'petrol')).toEqual(['diesel', 'petrol']);
    expect(toggleValue(['diesel', 'petrol'], 'diesel')).toEqual(['petrol']);
  });
});

describe('filters from the form', () => {
  it('omits empty fields', () => {
    expect(filtersFromForm(form(), now)).toEqual({ ok: true, filters: {} });
    expect(filtersFromForm(form({ brand: ['  '], minPrice: ' ', fuelTypes: [] }), now)).toEqual({
      ok: true,
      filters: {},
    });
  });

  it('sends numbers as integers', () => {
    const result = filtersFromForm(
      form({ minPrice: '5000.9', maxPrice: '20000', minMileage: '0', maxYear: '2020.5' }),
      now,
    );
    expect(result).toEqual({ ok: true, filters: { minPrice: 5000, maxPrice: 20000, minMileage: 0, maxYear: 2020 } });
  });

  it('refuses prices and mileage below 0', () => {
    expect(filtersFromForm(form({ minPrice: '-1', maxMileage: '-5' }), now)).toEqual({
      ok: false,
      errors: { minPrice: { code: 'tooSmall', min: 0 }, maxMileage: { code: 'tooSmall', min: 0 } },
    });
  });

  it('accepts years from 1900 to next year only', () => {
    expect(filtersFromForm(form({ minYear: '1900', maxYear: '2027' }), now)).toEqual({
      ok: true,
      filters: { minYear: 1900, maxYear: 2027 },
    });
    expect(filtersFromForm(form({ minYear: '1899', maxYear: '2028' }), now)).toEqual({
      ok: false,
      errors: { minYear: { code: 'tooSmall', min: 1900 }, maxYear: { code: 'tooLarge', max: 2027 } },
    });
  });

  it('refuses text that is not a number and a max below its min', () => {
    expect(filtersFromForm(form({ minPrice: 'abc' }), now)).toEqual({
      ok: false,
      errors: { minPrice: { code: 'notANumber' } },
    });
    expect(filtersFromForm(form({ minYear: '2020', maxYear: '2010' }), now)).toEqual({
      ok: false,
      errors: { maxYear: { code: 'belowMin' } },
    });
  });

  it('carries the choices, and no model without a brand', () => {
    const values = form({
      brand: ['Škoda', 'Volkswagen'],
      model: ['Octavia'],
      fuelTypes: ['diesel', 'hybrid'],
      bodyType: 'wagon',
      transmission: ['manual'],
      color: ['gray'],
      countryId: [4, 25],
    });
    expect(filtersFromForm(values, now)).toEqual({
      ok: true,
      filters: {
        brand: ['Škoda', 'Volkswagen'],
        model: ['Octavia'],
        fuelTypes: ['diesel', 'hybrid'],
        bodyType: 'wagon',
        transmission: ['manual'],
        color: ['gray'],
        countryId: [4, 25],
      },
    });
    expect(filtersFromForm(form({ model: ['Octavia'] }), now)).toEqual({ ok: true, filters: {} });
  });

  it('round-trips filters through the form, and Clear resets every field', () => {
    const filters = {
      brand: ['BMW', 'Audi'],
      model: ['X1'],
      minPrice: 1000,
      maxYear: 2020,
      fuelTypes: ['petrol' as const],
      color: ['black' as const],
      countryId: [11],
      location: 'Wien',
    };
    expect(filtersFromForm(formFromFilters(filters), now)).toEqual({ ok: true, filters });
    expect(emptyFilterForm()).toEqual(formFromFilters({}));
  });
});
