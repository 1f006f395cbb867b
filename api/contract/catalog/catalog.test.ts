import { describe, expect, it } from 'vitest';
import { BRANDS, COUNTRIES, countriesSortedFor, countryName, findBrand, findCountry, findModel } from './index';

const SPEC_BRANDS = [
  'Audi',
  'BMW',
  'Chevrolet',
  'Citroen',
  'Dacia',
  'Fiat',
  'Ford',
  'Honda',
  'Hyundai',
  'Jaguar',
  'Jeep',
  'Kia',
  'Land Rover',
  'Lexus',
  'Mazda',
  'Mercedes-Benz',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Opel',
  'Peugeot',
  'Porsche',
  'Renault',
  'Seat',
  'Škoda',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
];

/** Tesla has only ever sold five models in the EU (Roadster, S, X, 3, Y). */
const FEW_MODELS: Record<string, number> = { Tesla: 5 };

describe('brands', () => {
  it('are the 30 brands the site offers, in their fixed order and spelling', () => {
    expect(BRANDS.map((brand) => brand.name)).toEqual(SPEC_BRANDS);
  });

  it.each(BRANDS.map((brand) => [brand.name, brand] as const))(
    '%s has enough unique, tidy model names',
    (name, brand) => {
      expect(brand.models.length).toBeGreaterThanOrEqual(FEW_MODELS[name] ?? 6);
      expect(brand.models.length).toBeLessThanOrEqual(15);
      expect(new Set(brand.models).size).toBe(brand.models.length);
      for (const model of brand.models) expect(model).toBe(model.trim());
      for (const model of brand.models) expect(model.length).toBeGreaterThan(0);
    },
  );

  it('finds brands and models ignoring case and diacritics', () => {
    expect(findBrand('skoda')?.name).toBe('Škoda');
    expect(findBrand('ŠKODA')?.name).toBe('Škoda');
    expect(findBrand('mercedes-benz')?.name).toBe('Mercedes-Benz');
    expect(findBrand('land rover')?.name).toBe('Land Rover');
    expect(findBrand('Trabant')).toBeUndefined();
    const citroen = findBrand('citroen');
    expect(citroen && findModel(citroen, 'e-c4')).toBe('ë-C4');
    const skoda = findBrand('Škoda');
    expect(skoda && findModel(skoda, 'OCTAVIA')).toBe('Octavia');
  });
});

describe('countries', () => {
  it('are the 27 EU member states with ids 1..27 in the order of their English names', () => {
    expect(COUNTRIES).toHaveLength(27);
    expect(COUNTRIES.map((country) => country.id)).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
    const english = COUNTRIES.map((country) => country.nameEn);
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en')));
    expect(findCountry(1)?.nameEn).toBe('Austria');
    expect(findCountry(27)?.nameEn).toBe('Sweden');
  });

  it('have unique ISO 3166-1 alpha-2 codes and three non-empty names', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(27);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      for (const name of [country.nameEn, country.nameHr, country.nameDe])
        expect(name.trim().length).toBeGreaterThan(0);
    }
    const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));
    expect(byCode.get('HR')?.nameHr).toBe('Hrvatska');
    expect(byCode.get('DE')?.nameHr).toBe('Njemačka');
    expect(byCode.get('HU')?.nameHr).toBe('Mađarska');
    expect(byCode.get('AT')?.nameDe).toBe('Österreich');
    expect(byCode.get('GR')?.nameEn).toBe('Greece');
    expect(byCode.has('UK')).toBe(false);
  });

  it('sort by the Croatian name for Croatian readers', () => {
    const names = countriesSortedFor('hr').map((country) => country.nameHr);
    const collator = new Intl.Collator('hr');
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names[0]).toBe('Austrija');
    // Croatian collation puts Č after C (English would put "Češka" before "Cipar").
    expect(names.indexOf('Cipar')).toBeLessThan(names.indexOf('Češka'));
    expect(names.indexOf('Češka')).toBeLessThan(names.indexOf('Danska'));
    expect(names.slice(-2)).toEqual(['Španjolska', 'Švedska']);
  });

  it('sort by the German and English names for those readers', () => {
    const german = countriesSortedFor('de').map((country) => countryName(country, 'de'));
    expect(german.indexOf('Österreich')).toBeGreaterThan(german.indexOf('Niederlande'));
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Polen'));
    expect(countriesSortedFor('en').map((country) => country.nameEn)).toEqual(
      COUNTRIES.map((country) => country.nameEn),
    );
  });
});
