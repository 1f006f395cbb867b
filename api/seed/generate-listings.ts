/**
 * Deterministic demo listings: element i of the sequence depends only on the seed, i and `now`, so a
 * large catalogue can be generated in chunks (startIndex) with the same result as one call.
 * No Math.random and no clock reads: all dates derive from `now`.
 */
import { FEATURES, type Feature, type NewCar } from '../contract/car';
import { BRANDS, COUNTRIES } from '../contract/catalog';
import type { BodyType, Color, FuelType, Transmission } from '../contract/catalog/vehicle';
import { slugify } from '../contract/text';
import { describeListing } from './descriptions';
import type { Engine } from './engines';
import { BRAND_INFO, MODEL_SPECS, builtIn, enginesFor, fuelWeight, isSuvBody, type BrandInfo, type ModelSpec, type Trim } from './models';
import { PLACES, makeDealer, personName, privateEmail, type Dealer, type Place } from './places';
import { Random, WeightedTable, hashSeed } from './random';
import { makeVin } from './vin';

export const DEFAULT_SEED = 20_250_101;
/** Oldest model year of the demo listings. */
export const OLDEST_YEAR = 2008;

export interface GenerateOptions {
  count: number;
  seed?: number;
  now?: Date;
  startIndex?: number;
}

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;

const FUELS: readonly FuelType[] = ['petrol', 'diesel', 'hybrid', 'electric'];

const COLOR_WEIGHTS: ReadonlyArray<readonly [Color, number]> = [
  ['black', 22],
  ['white', 20],
  ['gray', 18],
  ['silver', 14],
  ['blue', 10],
  ['red', 7],
  ['green', 2.2],
  ['brown', 2],
  ['beige', 1.4],
  ['orange', 0.9],
  ['yellow', 0.8],
  ['purple', 0.3],
];
const COLORS_ALL = new WeightedTable(COLOR_WEIGHTS);
const COLORS_TESLA = new WeightedTable<Color>([
  ['white', 30],
  ['black', 25],
  ['gray', 20],
  ['blue', 15],
  ['red', 10],
]);

const DEFAULT_DOORS: Record<BodyType, number> = {
  sedan: 4,
  hatchback: 5,
  wagon: 5,
  suv: 5,
  coupe: 2,
  convertible: 2,
  pickup: 4,
  van: 4,
  minivan: 5,
};
const DEFAULT_SEATS: Record<BodyType, readonly number[]> = {
  sedan: [5],
  hatchback: [5],
  wagon: [5],
  suv: [5],
  coupe: [4],
  convertible: [4],
  pickup: [5],
  van: [8],
  minivan: [5, 7],
};

/** Typical kilometres a year by fuel (diesels are bought by people who drive a lot). */
const YEARLY_KM: Record<FuelType, number> = { petrol: 12_000, diesel: 18_500, hybrid: 14_000, plugin_hybrid: 13_500, lpg: 20_000, cng: 20_000, electric: 13_000 };

/** Manufacturer warranty in years for new and demo cars. */
const WARRANTY_YEARS: Record<string, number> = {
  Kia: 7,
  Hyundai: 5,
  Mitsubishi: 5,
  Toyota: 3,
  Lexus: 3,
  Dacia: 3,
  Mazda: 3,
  Honda: 3,
  Suzuki: 3,
  Nissan: 3,
  Tesla: 4,
};

/** Share of used listings by age in years (current year = 0). */
function ageWeight(age: number): number {
  const table = [1.5, 6, 8, 9, 10, 10, 10, 10, 10, 9, 8, 7, 6, 5, 4, 3.5, 3, 2.5];
  return table[age] ?? 2;
}

interface ModelEntry {
  brand: string;
  model: string;
  spec: ModelSpec;
  info: BrandInfo;
  /** Median power of the model's engines, the reference for engine price steps. */
  refKw: number;
  bodies: WeightedTable<BodyType>;
  /** Fuels and engines by model year (filled on first use). */
  plans: Map<number, YearPlan | null>;
}

interface YearPlan {
  fuels: WeightedTable<FuelType>;
  engines: Partial<Record<FuelType, WeightedTable<Engine>>>;
}

const ENTRIES: ModelEntry[] = BRANDS.flatMap((brand) =>
  brand.models.map((model) => {
    const spec = MODEL_SPECS[brand.name]?.[model];
    const info = BRAND_INFO[brand.name];
    if (!spec || !info) throw new Error(`no seed metadata for ${brand.name} ${model}`);
    const powers: number[] = [];
    for (let year = Math.max(spec.from, OLDEST_YEAR); year <= Math.min(spec.to ?? 2030, 2030); year++) {
      for (const engine of enginesFor(brand.name, spec, year)) powers.push(engine.kw);
    }
    powers.sort((a, b) => a - b);
    return {
      brand: brand.name,
      model,
      spec,
      info,
      refKw: powers[Math.floor(powers.length / 2)] ?? 100,
      bodies: new WeightedTable(Object.entries(spec.body) as Array<[BodyType, number]>),
      plans: new Map<number, YearPlan | null>(),
    };
  }),
);

/** Fuels and engines of a model in a model year, or null when it had none then. */
function yearPlan(entry: ModelEntry, year: number): YearPlan | null {
  const cached = entry.plans.get(year);
  if (cached !== undefined) return cached;
  let plan: YearPlan | null = null;
  if (builtIn(entry.spec, year)) {
    const fuelEntries: Array<readonly [FuelType, number]> = [];
    const engines: Partial<Record<FuelType, WeightedTable<Engine>>> = {};
    for (const fuel of FUELS) {
      const weight = fuelWeight(entry.spec, fuel, year);
      if (weight <= 0) continue;
      const candidates = enginesFor(entry.brand, entry.spec, year, fuel).sort((a, b) => a.kw - b.kw);
      if (candidates.length === 0) continue;
      // Engines near the model's typical power sell most; the weakest and strongest least.
      engines[fuel] = new WeightedTable(
        candidates.map((engine) => [engine, 1 / (1 + 2.5 * Math.abs(Math.log(engine.kw / entry.refKw)))] as const),
      );
      fuelEntries.push([fuel, weight]);
    }
    if (fuelEntries.length > 0) plan = { fuels: new WeightedTable(fuelEntries), engines };
  }
  entry.plans.set(year, plan);
  return plan;
}

interface UsedChoice {
  entry: ModelEntry;
  years: WeightedTable<number>;
}

interface YearContext {
  used: WeightedTable<UsedChoice>;
  fresh: WeightedTable<ModelEntry>;
  demo: WeightedTable<ModelEntry>;
}

const yearContexts = new Map<number, YearContext>();

function yearContext(currentYear: number): YearContext {
  const cached = yearContexts.get(currentYear);
  if (cached) return cached;
  const used: Array<readonly [UsedChoice, number]> = [];
  const fresh: Array<readonly [ModelEntry, number]> = [];
  const demo: Array<readonly [ModelEntry, number]> = [];
  for (const entry of ENTRIES) {
    const years: Array<readonly [number, number]> = [];
    let total = 0;
    for (let year = OLDEST_YEAR; year <= currentYear; year++) {
      if (!yearPlan(entry, year)) continue;
      const weight = ageWeight(currentYear - year);
      years.push([year, weight]);
      total += weight;
    }
    if (years.length > 0) used.push([{ entry, years: new WeightedTable(years) }, (entry.spec.pop * total) / 100]);
    if (yearPlan(entry, currentYear)) {
      fresh.push([entry, entry.spec.pop]);
      demo.push([entry, entry.spec.pop]);
    } else if (yearPlan(entry, currentYear - 1)) {
      demo.push([entry, entry.spec.pop * 0.5]);
    }
  }
  const context = { used: new WeightedTable(used), fresh: new WeightedTable(fresh), demo: new WeightedTable(demo) };
  yearContexts.set(currentYear, context);
  return context;
}

const PLACE_TABLE = new WeightedTable(PLACES.map((place) => [place, place.share] as const));
const CITY_TABLES = new Map(PLACES.map((place) => [place.code, new WeightedTable(place.cities)]));
const COUNTRY_IDS = new Map(COUNTRIES.map((country) => [country.code, country.id]));
/** Dealers by seed and country, filled on first use. */
const dealerCache = new Map<number, Map<string, Array<Dealer | undefined>>>();

function cityTable(place: Place): WeightedTable<string> {
  const table = CITY_TABLES.get(place.code);
  if (!table) throw new Error(`no cities for ${place.code}`);
  return table;
}

/** The n-th dealer of a country: the same name, city, phone and email in every listing it has. */
function dealerOf(seed: number, place: Place, number: number): Dealer {
  let bySeed = dealerCache.get(seed);
  if (!bySeed) {
    if (dealerCache.size >= 8) dealerCache.clear();
    bySeed = new Map();
    dealerCache.set(seed, bySeed);
  }
  let dealers = bySeed.get(place.code);
  if (!dealers) {
    dealers = [];
    bySeed.set(place.code, dealers);
  }
  let dealer = dealers[number];
  if (!dealer) {
    dealer = makeDealer(place, cityTable(place), new Random(hashSeed(seed, 'dealer', place.code, number)));
    dealers[number] = dealer;
  }
  return dealer;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const pad2 = (value: number) => String(value).padStart(2, '0');

function pickTrim(info: BrandInfo, year: number, random: Random): { name: string; level: number } | null {
  const trims = info.trims.filter(([, from = 0, to = 9999]: Trim) => from <= year && year <= to);
  if (trims.length === 0 || random.chance(0.12)) return null;
  const index = random.int(0, trims.length - 1);
  return { name: (trims[index] as Trim)[0], level: trims.length === 1 ? 0 : index / (trims.length - 1) - 0.5 };
}

function modelDescription(
  entry: ModelEntry,
  engine: Engine,
  awd: boolean,
  trim: string | null,
  transmission: Transmission,
  year: number,
): string {
  const { spec, info } = entry;
  const electric = engine.fuel === 'electric';
  let head = engine.label;
  if (info.style === 'bmw' && spec.code && !electric) {
    head = spec.code.startsWith('X')
      ? `${awd ? 'xDrive' : 'sDrive'}${engine.label}`
      : `${spec.code}${engine.label}${awd && !engine.label.endsWith('xe') ? ' xDrive' : ''}`;
  } else if (info.style === 'prefix' && spec.code) {
    head = `${spec.code} ${engine.label}`;
  }
  const parts = [head];
  const awdLabel = entry.brand === 'Lexus' && engine.fuel !== 'hybrid' ? 'AWD' : info.awdLabel;
  if (awd && awdLabel && !electric && info.style !== 'bmw' && !head.includes(awdLabel)) parts.push(awdLabel);
  if (trim) parts.push(trim);
  if (transmission === 'automatic' && !electric) {
    const gearbox = spec.autoLabel ?? info.autoLabel(year, engine.fuel);
    if (gearbox) parts.push(gearbox);
  }
  return parts.join(' ');
}

/** Share of the span of years since `from` that the model year has reached (0..1). */
function since(year: number, from: number, span: number): number {
  return clamp((year - from) / span, 0, 1);
}

function chooseFeatures(random: Random, facts: { year: number; newPrice: number; fuel: FuelType; body: BodyType; awd: boolean }): Feature[] {
  const { year } = facts;
  const tier = clamp(Math.log(facts.newPrice / 14_000) / Math.log(9), 0, 1);
  const era = since(year, OLDEST_YEAR, 16);
  const electric = facts.fuel === 'electric';
  const towing = facts.body === 'suv' || facts.body === 'pickup' || facts.body === 'wagon' || facts.body === 'van';
  const climate = random.chance(0.25 + 0.5 * tier + 0.25 * era);
  const adaptive = year >= 2013 && random.chance(Math.min(0.9, 0.03 + 0.45 * tier + 0.45 * since(year, 2013, 11)));
  // Probability of each feature, in FEATURES order (0 = never).
  const odds: Record<Feature, number> = {
    airConditioning: climate ? 0 : 0.95,
    climateControl: climate ? 1 : 0,
    navigation: 0.12 + 0.5 * tier + 0.3 * era,
    parkingSensors: 0.25 + 0.35 * tier + 0.35 * era,
    rearCamera: year >= 2012 ? 0.05 + 0.4 * tier + 0.5 * since(year, 2012, 12) : 0,
    cruiseControl: adaptive ? 0 : 0.4 + 0.3 * tier + 0.2 * era,
    adaptiveCruiseControl: adaptive ? 1 : 0,
    heatedSeats: 0.2 + 0.45 * tier + 0.2 * era + (electric ? 0.1 : 0),
    leatherSeats: 0.05 + 0.55 * tier,
    ledHeadlights: year >= 2012 ? 0.05 + 0.4 * tier + 0.5 * since(year, 2012, 12) : 0,
    alloyWheels: 0.45 + 0.35 * tier + 0.15 * era,
    towBar: (towing ? 0.28 : 0.07) - (electric ? 0.04 : 0),
    panoramicRoof: 0.03 + 0.25 * tier + 0.05 * era,
    bluetooth: 0.35 + 0.6 * era + 0.1 * tier,
    appleCarPlay: year >= 2016 ? 0.2 + 0.7 * since(year, 2016, 8) : 0,
    keylessEntry: year >= 2010 ? 0.05 + 0.45 * tier + 0.3 * era : 0,
    laneAssist: year >= 2013 ? 0.02 + 0.3 * tier + 0.6 * since(year, 2013, 11) : 0,
    blindSpotMonitor: year >= 2013 ? 0.02 + 0.35 * tier + 0.3 * since(year, 2013, 11) : 0,
    heatPump: electric && year >= 2013 ? 0.55 : 0,
    fourWheelDrive: facts.awd ? 1 : 0,
  };
  const features: Feature[] = [];
  for (const feature of FEATURES) {
    const probability = odds[feature];
    if (probability >= 1 || (probability > 0 && random.chance(Math.min(probability, 0.97)))) features.push(feature);
  }
  return features;
}

function roundPrice(value: number, dealer: boolean, random: Random): number {
  const step = value < 3_000 ? 50 : value < 15_000 ? 100 : value < 50_000 ? 250 : 500;
  let price = Math.round(value / step) * step;
  if (!dealer && price > 10_000 && random.chance(0.5)) price = Math.round(value / 500) * 500;
  if (dealer && price >= 2_000 && random.chance(0.45)) price -= 10;
  return clamp(price, 500, 249_000);
}

/** The i-th listing of the sequence for the seed (independent of every other index). */
export function generateListing(seed: number, index: number, now: Date): NewCar {
  const random = new Random(hashSeed(seed, index));
  const nowMs = now.getTime();
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  const context = yearContext(currentYear);

  // What is for sale.
  const kindRoll = random.next();
  const listingType: 'used' | 'new' | 'demo' = kindRoll < 0.06 ? 'new' : kindRoll < 0.12 ? 'demo' : 'used';
  let entry: ModelEntry;
  let year: number;
  if (listingType === 'used') {
    const choice = context.used.draw(random);
    entry = choice.entry;
    year = choice.years.draw(random);
  } else if (listingType === 'new') {
    entry = context.fresh.draw(random);
    year = currentMonth >= 8 && random.chance(0.35) && yearPlan(entry, currentYear + 1) ? currentYear + 1 : currentYear;
  } else {
    entry = context.demo.draw(random);
    year = yearPlan(entry, currentYear) && (random.chance(0.55) || !yearPlan(entry, currentYear - 1)) ? currentYear : currentYear - 1;
  }
  const { spec, info, brand, model } = entry;
  const plan = yearPlan(entry, year);
  if (!plan) throw new Error(`no engines for ${brand} ${model} ${year}`);

  const fuel = plan.fuels.draw(random);
  const engine = (plan.engines[fuel] as WeightedTable<Engine>).draw(random);
  // Four-wheel drive comes with the stronger engines unless the model is (nearly) always 4x4.
  const awdShare = spec.awd ?? 0;
  // BMW builds its X models as sDrive (two-wheel drive) only with the small engines.
  const bmwX = info.style === 'bmw' && spec.code?.startsWith('X') === true && engine.kw >= 150;
  const awd =
    engine.awd === true ||
    (fuel !== 'electric' && (bmwX || ((awdShare >= 0.9 || engine.kw >= 0.85 * entry.refKw) && random.chance(awdShare))));
  let transmission: Transmission;
  if (fuel === 'electric' || (fuel === 'hybrid' && !spec.hybridManual)) transmission = 'automatic';
  else {
    const base = spec.auto ?? 0.3;
    let probability = base >= 1 ? 1 : base <= 0 ? 0 : clamp(base + (year - 2015) * 0.025, 0.02, 0.98);
    if (engine.kw >= 200 && base > 0) probability = Math.max(probability, 0.85);
    else if (engine.kw >= 150 && base >= 0.6) probability = Math.max(probability, 0.92);
    transmission = random.chance(probability) ? 'automatic' : 'manual';
  }
  const bodyType = entry.bodies.draw(random);
  let doors = spec.doors ? random.pick(spec.doors) : DEFAULT_DOORS[bodyType];
  if (!spec.doors && bodyType === 'hatchback' && year < 2019 && random.chance(spec.doors3 ?? 0)) doors = 3;
  // Four-seat small cars get a fifth seat in their five-door versions (Mini).
  const seats = brand === 'Mini' && doors === 5 ? 5 : random.pick(spec.seats ?? DEFAULT_SEATS[bodyType]);
  const color = (brand === 'Tesla' ? COLORS_TESLA : COLORS_ALL).draw(random);
  const trim = pickTrim(info, year, random);
  const description = modelDescription(entry, engine, awd, trim?.name ?? null, transmission, year);

  // Registration, age and use.
  let registrationYear: number;
  let registrationMonth: number;
  if (listingType === 'new') {
    registrationYear = currentYear;
    registrationMonth = currentMonth;
  } else {
    registrationYear = Math.min(year, currentYear);
    registrationMonth = random.int(1, registrationYear === currentYear ? currentMonth : 12);
  }
  const ageYears = Math.max(0.05, (nowMs - Date.UTC(registrationYear, registrationMonth - 1, 1)) / YEAR);
  let mileage: number;
  if (listingType === 'new') mileage = random.chance(0.2) ? 0 : random.int(2, 60);
  else if (listingType === 'demo') mileage = Math.min(14_900, random.int(300, 2_000) + Math.round(ageYears * random.float(2_000, 9_000)));
  else {
    const base = YEARLY_KM[fuel];
    const perYear = base * clamp(Math.exp(random.normal() * 0.3), 0.55, 1.6);
    const effectiveYears = ageYears <= 10 ? ageYears : 10 + (ageYears - 10) * 0.7;
    mileage = Math.max(300, Math.round(perYear * effectiveYears));
    if (mileage > 20_000 && random.chance(0.35)) mileage = Math.round(mileage / 1000) * 1000;
  }
  const owners =
    listingType === 'new' ? 0 : listingType === 'demo' ? 1 : Math.min(6, 1 + Math.floor(Math.pow(random.next(), 1.5) * (ageYears / 3.5)));

  // Where and who.
  const place = PLACE_TABLE.draw(random);
  const countryId = COUNTRY_IDS.get(place.code);
  if (countryId === undefined) throw new Error(`unknown country ${place.code}`);
  const isDealer = listingType !== 'used' || random.chance(0.75);
  let location: string;
  let seller: NewCar['seller'];
  if (isDealer) {
    const dealer = dealerOf(seed, place, random.int(0, Math.max(10, Math.round(place.share * 15)) - 1));
    location = dealer.city;
    seller = { name: dealer.name, type: 'dealer', phone: dealer.phone, email: dealer.email };
  } else {
    location = cityTable(place).draw(random);
    const person = personName(place, random);
    seller = { name: person.fullName, type: 'private', phone: place.phone(random), email: random.chance(0.55) ? privateEmail(person, place, random) : null };
  }
  const serviceHistory = listingType !== 'used' || random.chance(clamp(0.9 - ageYears * 0.025 - (isDealer ? 0 : 0.1), 0.4, 0.95));

  // Price.
  const engineFactor = clamp(Math.pow(engine.kw / entry.refKw, 0.5), 0.72, 1.8);
  const trimFactor = trim ? 1 + 0.07 * trim.level : 0.97;
  const newPrice = spec.price * engineFactor * trimFactor * (awd && !engine.awd ? 1.06 : 1);
  const features = chooseFeatures(random, { year, newPrice, fuel, body: bodyType, awd });
  let value: number;
  if (listingType === 'new') value = newPrice * random.float(0.92, 1);
  else {
    // List prices rose about 2 % a year, except for electric cars, which got cheaper.
    const priceThen = fuel === 'electric' ? newPrice : newPrice * Math.max(0.7, 1 - 0.02 * (currentYear - year));
    const retention = spec.retention ?? info.retention;
    const depreciation = ageYears <= 1 ? 1 - 0.16 * ageYears : 0.84 * Math.pow(retention, ageYears - 1);
    const expected = 15_000 * ageYears;
    const mileageFactor = clamp(1 - (0.15 * (mileage - expected)) / 100_000, 0.72, 1.12);
    const ownerFactor = 1 - 0.02 * Math.max(0, owners - 1);
    value = priceThen * depreciation * mileageFactor * ownerFactor * Math.exp(random.normal() * 0.08);
    if (listingType === 'demo') value = Math.min(value, newPrice * random.float(0.8, 0.9));
    value = Math.max(value, 700 + random.int(0, 1300));
  }
  const price = roundPrice(value, isDealer, random);

  // The listing itself.
  const listedMs = nowMs - random.int(0, 60 * 24 * 60 - 1) * 60_000;
  const listed = new Date(listedMs);
  const validUntil = new Date(listedMs + random.int(30, 90) * DAY);
  const daysOnline = (nowMs - listedMs) / DAY;
  const viewRate = random.float(0.5, 6) * (price < 20_000 ? 1.3 : 1);
  const viewCount = Math.min(500, Math.floor(daysOnline * viewRate) + random.int(0, 8));
  const externalUrl = random.chance(0.08)
    ? `https://listings.example/${place.code.toLowerCase()}/${slugify(`${brand} ${model}`)}-${random.int(10_000_000, 99_999_999)}`
    : null;
  const wmi = spec.wmi ?? info.wmi(isSuvBody(bodyType), year);
  const vin = makeVin(random, brand, wmi, year);
  const powerKw = engine.kw;
  const descriptionText = describeListing(
    {
      language: place.language,
      countryCode: place.code,
      brand,
      model,
      modelDescription: description,
      year,
      registrationYear,
      registrationMonth,
      mileage,
      owners,
      serviceHistory,
      features,
      fuel,
      transmission,
      powerKw,
      listingType,
      sellerType: seller.type,
      city: location,
      listedYear: listed.getUTCFullYear(),
      listedMonth: listed.getUTCMonth() + 1,
      warrantyYears: WARRANTY_YEARS[brand] ?? 2,
    },
    random,
  );

  return {
    brand,
    model,
    modelDescription: description,
    year,
    price,
    mileage,
    fuelType: fuel,
    transmission,
    bodyType,
    color,
    vin,
    location,
    countryId,
    description: descriptionText,
    descriptionLanguage: place.language,
    imageUrl: null,
    externalUrl,
    listingType,
    viewCount,
    listedAt: listed.toISOString(),
    validUntil: validUntil.toISOString(),
    additionalDetails: {
      powerKw,
      engineCc: engine.cc,
      doors,
      seats,
      previousOwners: owners,
      serviceHistory,
      firstRegistration: `${registrationYear}-${pad2(registrationMonth)}`,
      features,
    },
    seller,
  };
}

/** `count` listings starting at `startIndex` of the sequence for `seed`; dates derive from `now`. */
export function generateListings(options: GenerateOptions): NewCar[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const start = options.startIndex ?? 0;
  if (!Number.isInteger(options.count) || options.count < 0) throw new Error('count must be a non-negative integer');
  if (!Number.isInteger(start) || start < 0) throw new Error('startIndex must be a non-negative integer');
  const listings: NewCar[] = [];
  for (let index = start; index < start + options.count; index++) listings.push(generateListing(seed, index, now));
  return listings;
}
