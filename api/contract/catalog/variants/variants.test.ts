import { describe, expect, it } from 'vitest';
import { BODY_TYPES, FUEL_TYPES } from '../vehicle';
import { findBrand, findModel } from '../index';
import {
  catalogModels,
  findCatalogModel,
  findVariant,
  generationsIn,
  generationsOf,
  variantById,
  variantsOf,
} from './index';
import { parseGearbox } from './build';
import { inTodaysEuros } from './prices';

const models = catalogModels();
const engines = models.flatMap((model) =>
  model.generations.flatMap((generation) => generation.engines.map((engine) => ({ model, generation, engine }))),
);

describe('the catalogue of variants', () => {
  it('knows models of every brand, each spelt as the brand list spells it', () => {
    for (const entry of models) {
      const brand = findBrand(entry.brand);
      expect(brand?.name, entry.brand).toBe(entry.brand);
      expect(brand && findModel(brand, entry.model), `${entry.brand} ${entry.model}`).toBe(entry.model);
    }
    expect(new Set(models.map((entry) => `${entry.brand}|${entry.model}`)).size).toBe(models.length);
  });

  it('names where the facts of each model were checked', () => {
    for (const entry of models) expect(entry.sources.length, `${entry.brand} ${entry.model}`).toBeGreaterThan(0);
  });

  it('gives every generation years in order, body styles and engines; generations follow each other', () => {
    for (const entry of models) {
      expect(entry.generations.length).toBeGreaterThan(0);
      entry.generations.forEach((generation, index) => {
        expect(generation.engines.length, generation.id).toBeGreaterThan(0);
        expect(generation.bodies.length).toBeGreaterThan(0);
        for (const body of generation.bodies) expect(BODY_TYPES).toContain(body);
        if (generation.to !== null) expect(generation.to).toBeGreaterThanOrEqual(generation.from);
        const next = entry.generations[index + 1];
        // A successor starts at most a year before its predecessor's last model year (change-over years overlap).
        if (next)
          expect(next.from, `${generation.id} → ${next.id}`).toBeGreaterThanOrEqual((generation.to ?? Infinity) - 1);
        if (next) expect(generation.to, `${generation.id} ends before ${next.id}`).not.toBeNull();
      });
    }
  });

  it('has unique ids that lead back to their variant', () => {
    const ids = engines.map(({ engine }) => engine.id);
    expect(new Set(ids).size).toBe(ids.length);
    const generationIds = models.flatMap((entry) => entry.generations.map((generation) => generation.id));
    expect(new Set(generationIds).size).toBe(generationIds.length);
    for (const { model, engine } of engines) {
      const variant = variantById(engine.id);
      expect(variant?.engine).toBe(engine);
      expect(variant?.model).toBe(model.model);
    }
  });

  it('keeps each engine within its generation’s years, with plausible power, displacement, CO₂ and price', () => {
    for (const { generation, engine } of engines) {
      const where = engine.id;
      expect(FUEL_TYPES, where).toContain(engine.fuel);
      expect(engine.from, where).toBeGreaterThanOrEqual(generation.from);
      if (generation.to !== null) expect(engine.to, where).not.toBeNull();
      if (engine.to !== null) expect(engine.to, where).toBeLessThanOrEqual(generation.to ?? Infinity);
      expect(engine.kw, where).toBeGreaterThanOrEqual(25);
      expect(engine.kw, where).toBeLessThanOrEqual(800);
      expect(engine.gearboxes.length, where).toBeGreaterThan(0);
      expect(engine.drives.length, where).toBeGreaterThan(0);
      if (engine.fuel === 'electric') {
        expect(engine.cc, where).toBeNull();
        expect(engine.co2.grams, where).toBe(0);
        expect(
          engine.gearboxes.map((gearbox) => gearbox.code),
          where,
        ).toEqual(['E1']);
      } else {
        expect(engine.cc, where).toBeGreaterThanOrEqual(600);
        expect(engine.cc, where).toBeLessThanOrEqual(6_800);
        // Specific power of production engines stays under about 150 kW a litre (hybrids count their motors too).
        if (engine.fuel !== 'hybrid' && engine.fuel !== 'plugin_hybrid')
          expect(engine.kw / (engine.cc! / 1000), where).toBeLessThan(150);
        if (engine.fuel === 'plugin_hybrid') expect(engine.co2.grams, where).toBeLessThan(80);
        else expect(engine.co2.grams, where).toBeGreaterThanOrEqual(70);
        expect(engine.co2.grams, where).toBeLessThan(360);
      }
      // Type approvals from September 2018 state WLTP figures; an engine first offered since 2019 has one.
      if (engine.from >= 2019) expect(engine.co2.cycle, where).toBe('WLTP');
      expect(engine.newPrice, where).toBeGreaterThanOrEqual(engine.listPrice.euros - 50);
      expect(engine.newPrice, where).toBeGreaterThan(7_000);
      expect(engine.newPrice, where).toBeLessThan(300_000);
    }
  });

  it('has no engine a model never had', () => {
    const never: [brand: string, model: string, fuel: string, label: RegExp][] = [
      ['Škoda', 'Octavia', 'diesel', /3\.0|V6/],
      ['Toyota', 'Corolla', 'diesel', /3\.0/],
      ['Škoda', 'Fabia', 'diesel', /2\.0/],
    ];
    for (const [brand, model, fuel, label] of never) {
      const found = variantsOf(brand, model).filter(({ engine }) => engine.fuel === fuel && label.test(engine.label));
      expect(found.map(({ engine }) => engine.id)).toEqual([]);
    }
    // The Fabia has had no diesel since the 2018 model year.
    expect(variantsOf('Škoda', 'Fabia', { year: 2019, fuel: 'diesel' })).toEqual([]);
  });

  it('names gearboxes as sellers do', () => {
    expect(parseGearbox('M6')).toEqual({ code: 'M6', transmission: 'manual', name: '6-speed manual' });
    expect(parseGearbox('DSG7')).toEqual({ code: 'DSG7', transmission: 'automatic', name: '7-speed DSG' });
    expect(parseGearbox('E1').transmission).toBe('automatic');
    expect(() => parseGearbox('X9')).toThrow();
  });

  it('states new prices in today’s euros', () => {
    expect(inTodaysEuros(20_000, 2025)).toBe(20_000);
    // Consumer prices in the euro area rose by about 40 % from 2013 to 2025.
    expect(inTodaysEuros(20_000, 2013)).toBeGreaterThan(25_000);
    expect(inTodaysEuros(20_000, 2013)).toBeLessThan(27_000);
  });
});

describe('catalogue lookups', () => {
  it('finds models and generations ignoring case and diacritics', () => {
    expect(findCatalogModel('skoda', 'OCTAVIA')?.brand).toBe('Škoda');
    expect(generationsOf('Volkswagen', 'Golf').map((generation) => generation.name)).toEqual([
      'Mk5',
      'Mk6',
      'Mk7',
      'Mk8',
    ]);
    // 2013 was the change-over from the Golf 6 estate to the Golf 7.
    expect(generationsIn('Volkswagen', 'Golf', 2013).map((generation) => generation.name)).toEqual(['Mk6', 'Mk7']);
    expect(generationsIn('Volkswagen', 'Golf', 1990)).toEqual([]);
    expect(findCatalogModel('Trabant', '601')).toBeUndefined();
  });

  it('finds the variant of a listing by year, fuel and power', () => {
    const octavia = findVariant({
      brand: 'Škoda',
      model: 'Octavia',
      year: 2016,
      fuelType: 'diesel',
      powerKw: 110,
      transmission: 'automatic',
    });
    expect(octavia?.quality).toBe('exact');
    expect(octavia?.variant.generation.name).toBe('III');
    expect(octavia?.variant.engine.label).toBe('2.0 TDI');
    // 150 PS is 110.3 kW: a seller's 111 kW is the same engine.
    expect(
      findVariant({ brand: 'Skoda', model: 'octavia', year: 2016, fuelType: 'diesel', powerKw: 111 })?.variant.engine
        .id,
    ).toBe(octavia?.variant.engine.id);
    // The 1.6 TDI of 2014 had 77 kW; of 2016, 81 kW.
    expect(
      findVariant({ brand: 'Škoda', model: 'Octavia', year: 2014, fuelType: 'diesel', powerKw: 77 })?.variant.engine.kw,
    ).toBe(77);
    expect(
      findVariant({ brand: 'Škoda', model: 'Octavia', year: 2016, fuelType: 'diesel', powerKw: 81 })?.variant.engine.kw,
    ).toBe(81);
  });

  it('knows the sports cars, the van, the city cars and the Yeti of the advice set', () => {
    const code = (
      brand: string,
      model: string,
      year: number,
      fuelType: string,
      powerKw: number,
      description?: string,
    ) => findVariant({ brand, model, year, fuelType, powerKw, description })?.variant.engine.code;
    expect(code('Porsche', '911', 2016, 'petrol', 309, 'Carrera S PDK')).toBe('9A2');
    expect(code('Porsche', '911', 2013, 'petrol', 257, 'Carrera')).toBe('9A1');
    expect(
      findVariant({
        brand: 'Porsche',
        model: '911',
        year: 2021,
        fuelType: 'petrol',
        powerKw: 331,
        description: 'Carrera 4S',
      })?.variant.engine.drives,
    ).toEqual(['all']);
    expect(code('Ford', 'Mustang', 2017, 'petrol', 310, 'GT 5.0 V8')).toBe('Coyote');
    expect(code('Ford', 'Mustang', 2016, 'petrol', 233, '2.3 EcoBoost')).toBe('EcoBoost 2.3');
    expect(code('Fiat', 'Ducato', 2019, 'diesel', 132, '2.3 Multijet 180')).toBe('F1A');
    expect(code('Citroen', 'C1', 2012, 'petrol', 50)).toBe('1KR-FE');
    expect(code('Citroen', 'C1', 2016, 'petrol', 60)).toBe('EB2');
    expect(
      findVariant({ brand: 'Dacia', model: 'Spring', year: 2022, fuelType: 'electric', powerKw: 33 })?.variant.engine
        .label,
    ).toBe('Electric 45');
    // The Electric 65 came in 2023.
    expect(
      findVariant({ brand: 'Dacia', model: 'Spring', year: 2021, fuelType: 'electric', powerKw: 48 }),
    ).toBeUndefined();
    expect(code('Škoda', 'Yeti', 2010, 'diesel', 81, '2.0 TDI 4x4')).toBe('EA189');
    // Only panel vans: the Ducato's passenger and camper bodies are not in the catalogue.
    expect(generationsOf('Fiat', 'Ducato').flatMap((generation) => generation.bodies)).toEqual(['van']);
  });

  it('does not take a car from the year before a generation for that generation', () => {
    // A 2008 E 220 CDI (125 kW) is a W211; the catalogue lists the E-Class from the W212 of 2009.
    expect(
      findVariant({ brand: 'Mercedes-Benz', model: 'E-Class', year: 2008, fuelType: 'diesel', powerKw: 125 }),
    ).toBeUndefined();
    expect(
      findVariant({ brand: 'Mercedes-Benz', model: 'E-Class', year: 2009, fuelType: 'diesel', powerKw: 125 })?.variant
        .generation.name,
    ).toBe('W212');
    // A car registered the year after its engine's last model year is still found.
    expect(
      findVariant({
        brand: 'Mercedes-Benz',
        model: 'E-Class',
        year: 2014,
        fuelType: 'diesel',
        powerKw: 125,
        description: 'E 220 CDI',
      })?.variant.engine.label,
    ).toMatch(/E 220/);
  });

  it('tells engines of one power apart by the name in the model line', () => {
    const puma = { brand: 'Ford', model: 'Puma', year: 2022, fuelType: 'petrol', powerKw: 92 };
    expect(findVariant({ ...puma, description: '1.0 EcoBoost Titanium' })?.variant.engine.label).toBe('1.0 EcoBoost');
    expect(findVariant({ ...puma, description: '1.0 EcoBoost mHEV ST-Line' })?.variant.engine.label).toBe(
      '1.0 EcoBoost mHEV',
    );
    const x1 = { brand: 'BMW', model: 'X1', year: 2017, fuelType: 'diesel', powerKw: 110 };
    expect(findVariant({ ...x1, description: 'xDrive18d xLine Steptronic' })?.variant.engine.label).toBe('xDrive18d');
    expect(findVariant({ ...x1, description: 'sDrive18d Advantage' })?.variant.engine.label).toBe('sDrive18d');
  });

  it('answers nothing for an engine the model never had', () => {
    expect(
      findVariant({ brand: 'Škoda', model: 'Octavia', year: 2016, fuelType: 'diesel', powerKw: 180 }),
    ).toBeUndefined();
    expect(
      findVariant({ brand: 'Škoda', model: 'Fabia', year: 2019, fuelType: 'diesel', powerKw: 110 }),
    ).toBeUndefined();
    expect(findVariant({ brand: 'Škoda', model: 'Octavia', year: 2016, fuelType: 'diesel' })).toBeUndefined();
  });

  it('tells a gas conversion and an old plug-in hybrid listing apart from an exact match', () => {
    const converted = findVariant({ brand: 'Volkswagen', model: 'Golf', year: 2014, fuelType: 'lpg', powerKw: 90 });
    expect(converted?.quality).toBe('close');
    expect(converted?.variant.engine.fuel).toBe('petrol');
    const factoryGas = findVariant({ brand: 'Volkswagen', model: 'Golf', year: 2015, fuelType: 'cng', powerKw: 81 });
    expect(factoryGas).toMatchObject({ quality: 'exact', variant: { engine: { label: '1.4 TGI', fuel: 'cng' } } });
    const gte = findVariant({ brand: 'Volkswagen', model: 'Golf', year: 2016, fuelType: 'hybrid', powerKw: 150 });
    expect(gte).toMatchObject({ quality: 'close', variant: { engine: { label: 'GTE', fuel: 'plugin_hybrid' } } });
  });

  it('takes a listing’s catalogue id when it has one and it belongs to the model', () => {
    const golf = variantsOf('Volkswagen', 'Golf', { year: 2018, fuel: 'diesel' })[0]!;
    expect(
      findVariant({ brand: 'Volkswagen', model: 'Golf', year: 2018, fuelType: 'diesel', variantId: golf.engine.id })
        ?.variant,
    ).toBe(golf);
    expect(
      findVariant({ brand: 'Škoda', model: 'Octavia', year: 2018, fuelType: 'diesel', variantId: golf.engine.id }),
    ).toBeUndefined();
  });

  it('lists a model year’s variants, the common ones first', () => {
    const diesels = variantsOf('Volkswagen', 'Golf', { year: 2015, fuel: 'diesel', transmission: 'automatic' });
    expect(diesels.map(({ engine }) => engine.label)).toEqual(['2.0 TDI', '1.6 TDI', 'GTD']);
  });
});
