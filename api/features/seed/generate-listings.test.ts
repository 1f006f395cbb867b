import { describe, expect, it } from 'vitest';
import { FEATURES, carSchema, type NewCar } from '../../contract/car';
import { BRANDS, COUNTRIES, findBrand, findModel } from '../../contract/catalog';
import { DEFAULT_SEED, OLDEST_YEAR, generateListings } from './generate-listings';
import { catalogModels, findVariant, offeredWith, variantById } from '../../contract/catalog/variants';
import { DEMO_MODELS } from './models';
import { PLACES } from './places';
import { isValidVin, makeVin, modelYearCode, vinCheckDigit, wmisForBrand } from './vin';
import { Random } from './random';

const NOW = new Date('2025-06-15T10:00:00Z');
const CURRENT_YEAR = 2025;
const DAY = 86_400_000;
const SAMPLE = generateListings({ count: 5000, now: NOW });
const byCode = new Map(COUNTRIES.map((country) => [country.id, country.code]));
const code = (car: NewCar) => byCode.get(car.countryId);
const share = (predicate: (car: NewCar) => boolean) => SAMPLE.filter(predicate).length / SAMPLE.length;
/** Descriptions of the sample's listings that break a rule (one expect per rule keeps the tests fast). */
const breaking = (rule: (car: NewCar) => boolean) =>
  SAMPLE.filter((car) => !rule(car)).map(
    (car) => `${car.year} ${car.brand} ${car.model} ${car.modelDescription} ${car.mileage} km ${car.vin}`,
  );
/** Years since first registration (the first of the month). */
const ageOf = (car: NewCar) => {
  const [year, month] = car.additionalDetails.firstRegistration.split('-').map(Number) as [number, number];
  return (NOW.getTime() - Date.UTC(year, month - 1, 1)) / (365.25 * DAY);
};

describe('generateListings determinism', () => {
  it('gives byte-identical output for the same options', () => {
    const first = generateListings({ count: 300, seed: 7, now: NOW });
    const second = generateListings({ count: 300, seed: 7, now: NOW });
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('gives the same sequence in chunks (startIndex) as in one call', () => {
    const whole = generateListings({ count: 1200, seed: 11, now: NOW });
    const chunks = [0, 500, 1000].flatMap((startIndex) =>
      generateListings({ count: Math.min(500, 1200 - startIndex), seed: 11, now: NOW, startIndex }),
    );
    expect(JSON.stringify(chunks)).toBe(JSON.stringify(whole));
  });

  it('differs for a different seed', () => {
    const first = generateListings({ count: 200, seed: 1, now: NOW });
    const second = generateListings({ count: 200, seed: 2, now: NOW });
    const same = first.filter((car, index) => JSON.stringify(car) === JSON.stringify(second[index])).length;
    expect(same).toBe(0);
  });

  it('uses the default seed when none (or undefined) is given', () => {
    const implicit = generateListings({ count: 20, now: NOW });
    expect(generateListings({ count: 20, seed: DEFAULT_SEED, now: NOW })).toEqual(implicit);
    expect(generateListings({ count: 20, seed: undefined, now: NOW })).toEqual(implicit);
  });

  it('derives every date from now (defaulting to the current time)', () => {
    const before = Date.now();
    const [car] = generateListings({ count: 1 });
    const listed = Date.parse(car?.listedAt ?? '');
    expect(listed).toBeLessThanOrEqual(Date.now());
    expect(listed).toBeGreaterThanOrEqual(before - 60 * DAY);
    expect(generateListings({ count: 0, now: NOW })).toEqual([]);
    expect(() => generateListings({ count: -1, now: NOW })).toThrow();
  });
});

describe('generated listings', () => {
  it('all pass the car schema without an id', () => {
    const schema = carSchema.omit({ id: true });
    expect(breaking((car) => schema.safeParse(car).success)).toEqual([]);
  });

  it('are variants the catalogue lists, in their model years, with their facts', () => {
    expect(
      breaking((car) => {
        const brand = findBrand(car.brand);
        const variant = variantById(car.additionalDetails.variantId ?? '');
        if (!brand || brand.name !== car.brand || findModel(brand, car.model) !== car.model || !variant) return false;
        const { generation, engine } = variant;
        const within = (span: { from: number; to: number | null }) =>
          span.from <= car.year && (span.to === null || car.year <= span.to);
        return (
          variant.brand === car.brand &&
          variant.model === car.model &&
          within(generation) &&
          within(engine) &&
          engine.fuel === car.fuelType &&
          engine.kw === car.additionalDetails.powerKw &&
          engine.cc === car.additionalDetails.engineCc &&
          offeredWith(engine, car.transmission) &&
          generation.bodies.includes(car.bodyType) &&
          car.additionalDetails.co2?.grams === engine.co2.grams &&
          car.additionalDetails.co2?.cycle === engine.co2.cycle &&
          car.modelDescription.startsWith(engine.label) &&
          (!car.additionalDetails.features.includes('fourWheelDrive') || engine.drives.includes('all')) &&
          (engine.drives.some((drive) => drive !== 'all') || car.additionalDetails.features.includes('fourWheelDrive'))
        );
      }),
    ).toEqual([]);
    const earliest = (brand: string, model: string) =>
      Math.min(...SAMPLE.filter((car) => car.brand === brand && car.model === model).map((car) => car.year));
    expect(earliest('Škoda', 'Enyaq')).toBeGreaterThanOrEqual(2021);
    expect(earliest('Volkswagen', 'ID.3')).toBeGreaterThanOrEqual(2020);
    expect(earliest('Tesla', 'Model 3')).toBeGreaterThanOrEqual(2019);
  });

  it('are found again by the catalogue lookup from what the listing says', () => {
    // A dealer's listing of the same car (no catalogue id) finds the same engine.
    expect(
      breaking((car) => {
        const match = findVariant({
          brand: car.brand,
          model: car.model,
          year: car.year,
          fuelType: car.fuelType,
          powerKw: car.additionalDetails.powerKw,
          transmission: car.transmission,
          engineCc: car.additionalDetails.engineCc,
          description: car.modelDescription,
        });
        const variant = variantById(car.additionalDetails.variantId!)!;
        return match?.variant.engine.label === variant.engine.label && match.variant.engine.kw === variant.engine.kw;
      }),
    ).toEqual([]);
  });

  it('have none of the cars that never existed', () => {
    const many = generateListings({ count: 20_000, seed: 3, now: NOW });
    const impossible = many.filter(
      (car) =>
        (car.model === 'Octavia' && car.fuelType === 'diesel' && /3\.0|V6/.test(car.modelDescription)) ||
        (car.model === 'Corolla' && /3\.0/.test(car.modelDescription)) ||
        (car.model === 'Fabia' && car.fuelType === 'diesel' && (/2\.0/.test(car.modelDescription) || car.year > 2018)),
    );
    expect(impossible.map((car) => `${car.year} ${car.brand} ${car.model} ${car.modelDescription}`)).toEqual([]);
    // Every model of the catalogue is listed, none other.
    const listed = new Set(many.map((car) => `${car.brand} ${car.model}`));
    expect([...listed].sort()).toEqual(
      catalogModels()
        .map((entry) => `${entry.brand} ${entry.model}`)
        .sort(),
    );
  });

  it('have plausible years, listing types and mileages', () => {
    expect(
      breaking(
        (car) =>
          car.year >= OLDEST_YEAR &&
          car.year <= CURRENT_YEAR + 1 &&
          /^\d{4}-(0[1-9]|1[0-2])$/.test(car.additionalDetails.firstRegistration) &&
          ageOf(car) >= 0,
      ),
    ).toEqual([]);
    expect(breaking((car) => car.year < 2023 || car.mileage <= 150_000)).toEqual([]);
    const fresh = (car: NewCar) =>
      [CURRENT_YEAR, CURRENT_YEAR + 1].includes(car.year) &&
      car.mileage < 100 &&
      car.additionalDetails.previousOwners === 0 &&
      car.seller.type === 'dealer';
    expect(breaking((car) => car.listingType !== 'new' || fresh(car))).toEqual([]);
    const demo = (car: NewCar) =>
      CURRENT_YEAR - car.year <= 2 && ageOf(car) <= 2 && car.mileage < 15_000 && car.seller.type === 'dealer';
    expect(breaking((car) => car.listingType !== 'demo' || demo(car))).toEqual([]);
    // Used cars run about 8,000-25,000 km a year, with spread.
    const perYear = (car: NewCar) => car.mileage / ageOf(car);
    const used = (car: NewCar) =>
      car.additionalDetails.previousOwners >= 1 &&
      (ageOf(car) < 1 || (perYear(car) >= 3_000 && perYear(car) <= 35_000));
    expect(breaking((car) => car.listingType !== 'used' || used(car))).toEqual([]);
    expect(share((car) => ['used', 'new', 'demo'].includes(car.listingType))).toBe(1);
    expect(share((car) => car.listingType === 'used')).toBeGreaterThan(0.8);
    expect(share((car) => car.listingType === 'new')).toBeGreaterThan(0.03);
    expect(share((car) => car.listingType === 'demo')).toBeGreaterThan(0.03);
    expect(share((car) => car.year >= 2008 && car.year <= CURRENT_YEAR)).toBeGreaterThan(0.95);
  });

  it('have whole-euro prices within [500, 250000] that fall with age', () => {
    expect(
      breaking(({ price }) => typeof price === 'number' && Number.isInteger(price) && price >= 500 && price <= 250_000),
    ).toEqual([]);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const young = median(
      SAMPLE.filter((car) => car.listingType === 'used' && ageOf(car) < 3).map((car) => Number(car.price)),
    );
    const old = median(SAMPLE.filter((car) => ageOf(car) > 10).map((car) => Number(car.price)));
    expect(young).toBeGreaterThan(old * 2);
  });

  it('keep fuel, engine and gearbox consistent', () => {
    expect(
      breaking(
        (car) =>
          car.fuelType !== 'electric' || (car.additionalDetails.engineCc === null && car.transmission === 'automatic'),
      ),
    ).toEqual([]);
    expect(breaking((car) => car.fuelType === 'electric' || (car.additionalDetails.engineCc ?? 0) > 500)).toEqual([]);
    const automaticLabel = /\b(DSG|S tronic|Steptronic|EAT8|EDC|Geartronic|Automatik|e-CVT)\b/;
    expect(breaking((car) => !automaticLabel.test(car.modelDescription) || car.transmission === 'automatic')).toEqual(
      [],
    );
    expect(
      breaking(
        ({ additionalDetails: details }) =>
          details.powerKw > 20 && details.doors >= 2 && details.seats >= 2 && details.doors <= 5 && details.seats <= 9,
      ),
    ).toEqual([]);
    expect(
      breaking(
        ({ additionalDetails: { features } }) =>
          features.join() === FEATURES.filter((feature) => features.includes(feature)).join(),
      ),
    ).toEqual([]);
    expect(
      breaking((car) => !car.additionalDetails.features.includes('heatPump') || car.fuelType === 'electric'),
    ).toEqual([]);
    const electricOnly = ['Tesla Model 3', 'Škoda Enyaq', 'Volkswagen ID.3', 'Renault Zoe'];
    expect(
      breaking((car) => !electricOnly.includes(`${car.brand} ${car.model}`) || car.fuelType === 'electric'),
    ).toEqual([]);
    expect(breaking((car) => car.model !== 'Octavia' || ['wagon', 'sedan'].includes(car.bodyType))).toEqual([]);
    expect(breaking((car) => car.model !== 'Kodiaq' || car.bodyType === 'suv')).toEqual([]);
    expect(share((car) => ['black', 'white', 'silver', 'gray'].includes(car.color))).toBeGreaterThan(0.6);
  });

  it('have one of their generation’s body types (a Fiat 500 is never an estate)', () => {
    const fiats = SAMPLE.filter((car) => car.brand === 'Fiat' && car.model === '500');
    expect(fiats.length).toBeGreaterThan(5);
    expect(new Set(fiats.map((car) => car.bodyType))).toEqual(new Set(['hatchback', 'convertible']));
    const golfs = SAMPLE.filter((car) => car.brand === 'Volkswagen' && car.model === 'Golf');
    expect(new Set(golfs.filter((car) => car.year >= 2014).map((car) => car.bodyType))).toEqual(
      new Set(['hatchback', 'wagon']),
    );
  });

  it('run more kilometres a year as diesels and gas cars than as small petrol cars', () => {
    const perYear = (cars: NewCar[]) => {
      const rates = cars
        .filter((car) => car.listingType === 'used' && ageOf(car) > 2)
        .map((car) => car.mileage / ageOf(car));
      return rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)] ?? 0;
    };
    const diesels = perYear(SAMPLE.filter((car) => car.fuelType === 'diesel'));
    const cityPetrol = perYear(
      SAMPLE.filter(
        (car) =>
          car.fuelType === 'petrol' &&
          ['Fiat', 'Hyundai', 'Kia', 'Toyota', 'Volkswagen'].includes(car.brand) &&
          ['Panda', '500', 'i10', 'Picanto', 'Aygo', 'Up!'].includes(car.model),
      ),
    );
    expect(diesels).toBeGreaterThan(cityPetrol * 1.5);
  });

  it('cost more with more power, less with more kilometres, less with age', () => {
    // The same model, fuel and gearbox: within a generation of the Golf and the Octavia.
    const used = SAMPLE.filter((car) => car.listingType === 'used' && typeof car.price === 'number');
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const golf7 = used.filter(
      (car) => car.additionalDetails.variantId?.startsWith('volkswagen-golf-mk7:') && car.fuelType === 'diesel',
    );
    const strong = median(golf7.filter((car) => car.additionalDetails.powerKw >= 110).map((car) => Number(car.price)));
    const weak = median(golf7.filter((car) => car.additionalDetails.powerKw < 100).map((car) => Number(car.price)));
    expect(strong).toBeGreaterThan(weak);
    const octavias = used.filter(
      (car) => car.model === 'Octavia' && car.fuelType === 'diesel' && car.year >= 2014 && car.year <= 2017,
    );
    const low = median(octavias.filter((car) => car.mileage < 150_000).map((car) => Number(car.price)));
    const high = median(octavias.filter((car) => car.mileage >= 200_000).map((car) => Number(car.price)));
    expect(low).toBeGreaterThan(high);
  });

  it('carry valid VINs with the brand’s manufacturer code and the model-year code', () => {
    const wmis = new Map(BRANDS.map((brand) => [brand.name, wmisForBrand(brand.name)]));
    expect(
      breaking(
        (car) =>
          isValidVin(car.vin) &&
          (wmis.get(car.brand)?.has(car.vin.slice(0, 3)) ?? false) &&
          car.vin.charAt(9) === modelYearCode(car.year),
      ),
    ).toEqual([]);
    expect(new Set(SAMPLE.map((car) => car.vin)).size).toBe(SAMPLE.length);
    const skoda = SAMPLE.find((car) => car.brand === 'Škoda');
    expect(skoda?.vin.startsWith('TMB')).toBe(true);
  });

  it('are spread over the EU with Croatia at about 40 %', () => {
    expect(Math.abs(share((car) => code(car) === 'HR') - 0.4)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(share((car) => ['SI', 'AT', 'DE'].includes(code(car) ?? '')) - 0.4)).toBeLessThanOrEqual(0.05);
    expect(new Set(SAMPLE.map(code)).size).toBeGreaterThanOrEqual(20);
    const cities = new Map(PLACES.map((place) => [place.code, new Set(place.cities.map(([city]) => city))]));
    expect(breaking((car) => cities.get(code(car) ?? '')?.has(car.location) ?? false)).toEqual([]);
    const language = (car: NewCar) =>
      code(car) === 'HR' ? 'hr' : ['DE', 'AT'].includes(code(car) ?? '') ? 'de' : 'en';
    expect(breaking((car) => car.descriptionLanguage === language(car))).toEqual([]);
  });

  it('name plausible sellers with phones in international format and example-domain emails', () => {
    const dialCodes: Record<string, string> = {
      HR: '+385 9',
      SI: '+386 ',
      AT: '+43 6',
      DE: '+49 1',
      IT: '+39 3',
      FR: '+33 ',
    };
    expect(
      breaking(({ seller, ...car }) => {
        const dial = dialCodes[code({ seller, ...car }) ?? ''];
        return (
          seller.name.length > 3 &&
          /^\+\d{2,3} \d[\d ]{6,14}\d$/.test(seller.phone) &&
          (!dial || seller.phone.startsWith(dial))
        );
      }),
    ).toEqual([]);
    expect(
      breaking(({ seller }) => seller.type !== 'dealer' || /^[a-z]+@[a-z0-9-]+\.example$/.test(seller.email ?? '')),
    ).toEqual([]);
    expect(
      breaking(({ seller }) => seller.email === null || /^[a-z0-9.]+@[a-z0-9-]+\.example$/.test(seller.email)),
    ).toEqual([]);
    expect(share((car) => car.seller.type === 'dealer')).toBeGreaterThan(0.65);
    expect(share((car) => car.seller.type === 'private' && car.seller.email === null)).toBeGreaterThan(0.03);
    const croatianDealers = SAMPLE.filter((car) => code(car) === 'HR' && car.seller.type === 'dealer').map(
      (car) => car.seller.name,
    );
    expect(croatianDealers.every((name) => /(d\.o\.o\.|j\.d\.o\.o\.|obrt)$/.test(name))).toBe(true);
    const germanDealers = SAMPLE.filter((car) => code(car) === 'DE' && car.seller.type === 'dealer').map(
      (car) => car.seller.name,
    );
    expect(germanDealers.every((name) => /(GmbH|e\.K\.)$/.test(name))).toBe(true);
  });

  it('write 3-6 line descriptions in the seller’s language', () => {
    expect(
      breaking((car) => {
        const lines = car.description.split('\n');
        return lines.length >= 3 && lines.length <= 6 && lines.every((line) => line.trim() === line && line.length > 5);
      }),
    ).toEqual([]);
    const croatian = SAMPLE.filter((car) => car.descriptionLanguage === 'hr').map((car) => car.description);
    const german = SAMPLE.filter((car) => car.descriptionLanguage === 'de').map((car) => car.description);
    expect(croatian.filter((text) => /[čćđšž]/i.test(text)).length).toBeGreaterThan(croatian.length / 4);
    expect(german.filter((text) => /[äöüß]/i.test(text)).length).toBeGreaterThan(german.length / 4);
    expect(german.some((text) => text.includes('ß'))).toBe(true);
    expect(new Set(croatian.map((text) => text.split('\n')[1])).size).toBeGreaterThan(50);
  });

  it('have listing dates, views and links in range', () => {
    expect(
      breaking((car) => {
        const listed = Date.parse(car.listedAt);
        const until = Date.parse(car.validUntil);
        return (
          listed <= NOW.getTime() &&
          listed > NOW.getTime() - 60 * DAY &&
          until - listed >= 30 * DAY &&
          until - listed <= 90 * DAY &&
          car.viewCount >= 0 &&
          car.viewCount <= 500 &&
          car.imageUrl === null &&
          (car.externalUrl === null || /^https:\/\/listings\.example\/[a-z]{2}\/[a-z0-9-]+$/.test(car.externalUrl))
        );
      }),
    ).toEqual([]);
    expect(share((car) => car.externalUrl !== null)).toBeLessThan(0.2);
  });
});

describe('demo metadata', () => {
  it('has an entry for every model of the catalogue and none other', () => {
    const demo = Object.entries(DEMO_MODELS).flatMap(([brand, models]) =>
      Object.keys(models).map((model) => `${brand} ${model}`),
    );
    expect(demo.sort()).toEqual(
      catalogModels()
        .map((entry) => `${entry.brand} ${entry.model}`)
        .sort(),
    );
  });
});

describe('VIN helpers', () => {
  it('compute the ISO 3779 / North-American check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('IHGCM82633A004352')).toBe(false);
  });

  it('code model years in position 10', () => {
    expect(modelYearCode(2009)).toBe('9');
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2020)).toBe('L');
    expect(modelYearCode(2025)).toBe('S');
    const vin = makeVin(new Random(5), 'Škoda', 'TMB', 2019);
    expect(isValidVin(vin)).toBe(true);
    expect(vin.slice(0, 6)).toBe('TMBZZZ');
    expect(vin.charAt(9)).toBe('K');
  });
});
