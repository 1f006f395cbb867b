/**
 * Deterministic demo listings: element i of the sequence depends only on the seed, i and `now`, so a
 * large catalogue can be generated in chunks (startIndex) with the same result as one call.
 * No Math.random and no clock reads: all dates derive from `now`.
 */
import { FEATURES, type Feature, type NewCar } from '../../contract/car';
import { COUNTRIES } from '../../contract/catalog';
import type { BodyType, Color, FuelType, Transmission } from '../../contract/catalog/vehicle';
import {
  catalogModels,
  generationsIn,
  type CatalogEngine,
  type CatalogGeneration,
  type CatalogModel,
  type Drive,
  type Gearbox,
} from '../../contract/catalog/variants';
import { slugify } from '../../contract/text';
import { describeListing } from './descriptions';
import { BRAND_INFO, DEMO_MODELS, isSuvBody, type BrandInfo, type DemoModel, type Trim } from './models';
import { PLACES, makeDealer, personName, privateEmail, type Dealer, type Place } from './places';
import { Random, WeightedTable, hashSeed } from './random';
import { makeVin } from './vin';
import { placeListing } from '../cars/listing-location';

/** Coordinates per town and country, worked out once (a demo set repeats its towns thousands of times). */
const placements = new Map<string, Pick<NewCar, 'coordinates'>>();
function placedAt(location: string, countryId: number): Pick<NewCar, 'coordinates'> {
  const key = `${countryId}|${location}`;
  let placed = placements.get(key);
  if (!placed) {
    const { coordinates } = placeListing(location, countryId);
    placements.set(key, (placed = coordinates ? { coordinates } : {}));
  }
  return placed;
}

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

/**
 * Typical kilometres a year by fuel: diesels, LPG and CNG cars are bought by people who drive a lot (in Croatia
 * gas conversions and factory LPG cars are the long-distance commuters' choice); city cars run less.
 */
const YEARLY_KM: Record<FuelType, number> = {
  petrol: 11_500,
  diesel: 19_000,
  hybrid: 14_000,
  plugin_hybrid: 14_000,
  lpg: 19_000,
  cng: 18_000,
  electric: 12_500,
};

/**
 * How a fuel changes the yearly value retention: electric cars and plug-in hybrids lose value faster (battery
 * age, cheaper new ones), gas cars a little faster, full hybrids a little slower.
 */
const FUEL_RETENTION: Record<FuelType, number> = {
  petrol: 0,
  diesel: 0,
  hybrid: 0.005,
  plugin_hybrid: -0.02,
  lpg: -0.01,
  cng: -0.015,
  electric: -0.035,
};

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

/** Years of full use a car of this age has had: older cars are driven less each year. */
function usedYears(age: number): number {
  return age <= 8 ? age : 8 + (age - 8) * 0.6;
}

/** Share of used listings by age in years (current year = 0). */
function ageWeight(age: number): number {
  const table = [1.5, 6, 8, 9, 10, 10, 10, 10, 10, 9, 8, 7, 6, 5, 4, 3.5, 3, 2.5];
  return table[age] ?? 2;
}

/**
 * Models are listed in proportion to their share squared: the used-car market is dominated by a few models
 * (a Golf, an Octavia, a 3 Series), which a linear weighting of the shares understates.
 */
const popularity = (demo: DemoModel) => demo.pop * demo.pop;

interface ModelEntry {
  brand: string;
  model: string;
  catalog: CatalogModel;
  demo: DemoModel;
  info: BrandInfo;
  /** Engines of each model year (filled on first use). */
  plans: Map<number, WeightedTable<Choice> | null>;
}

/** An engine of a model year with the generation it belongs to. */
interface Choice {
  generation: CatalogGeneration;
  engine: CatalogEngine;
}

const ENTRIES: ModelEntry[] = catalogModels().map((catalog) => {
  const demo = DEMO_MODELS[catalog.brand]?.[catalog.model];
  const info = BRAND_INFO[catalog.brand];
  if (!demo || !info) throw new Error(`no demo metadata for ${catalog.brand} ${catalog.model}`);
  return { brand: catalog.brand, model: catalog.model, catalog, demo, info, plans: new Map() };
});

const offeredIn = (span: { from: number; to: number | null }, year: number) =>
  span.from <= year && (span.to === null || year <= span.to);

/**
 * The engines of a model year, weighted by their share of their generation's sales; in a year of change-over
 * the new generation sells more than the old one. Null when the model had none that year.
 */
function yearPlan(entry: ModelEntry, year: number): WeightedTable<Choice> | null {
  const cached = entry.plans.get(year);
  if (cached !== undefined) return cached;
  const generations = generationsIn(entry.brand, entry.model, year);
  const choices: Array<readonly [Choice, number]> = [];
  generations.forEach((generation, index) => {
    const engines = generation.engines.filter((engine) => offeredIn(engine, year));
    const total = engines.reduce((sum, engine) => sum + engine.share, 0);
    const generationShare = generations.length === 1 ? 1 : index === generations.length - 1 ? 0.6 : 0.4;
    for (const engine of engines) choices.push([{ generation, engine }, (generationShare * engine.share) / total]);
  });
  const plan = choices.length > 0 ? new WeightedTable(choices) : null;
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
    const weight = popularity(entry.demo);
    if (years.length > 0) used.push([{ entry, years: new WeightedTable(years) }, (weight * total) / 100]);
    if (yearPlan(entry, currentYear)) {
      fresh.push([entry, weight]);
      demo.push([entry, weight]);
    } else if (yearPlan(entry, currentYear - 1)) {
      demo.push([entry, weight * 0.5]);
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

const PSA_BRANDS = new Set(['Citroen', 'Peugeot', 'Opel']);

/**
 * The gearbox as a seller names it in the model line: the dual-clutch and CVT names of the makers ("DSG",
 * "S tronic", "EDC", "PowerShift", "7G-DCT", "Xtronic"), the brand's name for a conventional automatic
 * ("Steptronic", "9G-TRONIC", "EAT8", "Geartronic"); none for a manual, an electric car or a hybrid's e-CVT.
 */
function gearboxName(entry: ModelEntry, gearbox: Gearbox, year: number, fuel: FuelType): string {
  if (gearbox.transmission === 'manual') return '';
  const kind = gearbox.code.replace(/\d+$/, '');
  const speeds = gearbox.code.slice(kind.length);
  switch (kind) {
    case 'DSG':
      return 'DSG';
    case 'STR':
      return 'S tronic';
    case 'EDC':
      return 'EDC';
    case 'PDK':
      return 'PDK';
    case 'CVT':
      return entry.brand === 'Nissan'
        ? 'Xtronic'
        : entry.brand === 'Audi'
          ? 'multitronic'
          : entry.brand === 'Toyota'
            ? 'Multidrive S'
            : 'CVT';
    case 'DCT':
      if (entry.brand === 'Ford') return year < 2018 ? 'PowerShift' : 'Automatik';
      if (entry.brand === 'Mercedes-Benz') return `${speeds}G-DCT`;
      if (entry.brand === 'BMW' || entry.brand === 'Mini') return 'Steptronic';
      return entry.brand === 'Volvo' ? 'Geartronic' : 'DCT';
    case 'AMT':
      return entry.brand === 'Fiat' ? 'Dualogic' : entry.brand === 'Volkswagen' ? 'ASG' : 'AMT';
    case 'AT':
      if (entry.brand === 'Mercedes-Benz') return `${speeds}G-TRONIC`;
      if (PSA_BRANDS.has(entry.brand) && year >= 2014 && Number(speeds) >= 6) return `EAT${speeds}`;
      return entry.info.autoLabel(year, fuel);
    default:
      // E1 (electric, series hybrid), eCVT and MM (hybrids): the drive is named by the fuel, not the gearbox.
      return '';
  }
}

/** "2.0 TDI 4MOTION Highline DSG", "320d xDrive M Sport Steptronic", "xDrive20d Luxury Line Steptronic". */
function modelDescription(
  entry: ModelEntry,
  engine: CatalogEngine,
  drive: Drive,
  trim: string | null,
  gearbox: Gearbox,
  year: number,
): string {
  const parts = [engine.label];
  const awdLabel = entry.info.awdLabel;
  const named = engine.label.includes(awdLabel) || /\b[xs]Drive|ALL4|4xe|AWD|4MATIC|quattro\b/.test(engine.label);
  if (drive === 'all' && awdLabel && engine.fuel !== 'electric' && !named) parts.push(awdLabel);
  if (trim) parts.push(trim);
  const gearboxWord = gearboxName(entry, gearbox, year, engine.fuel);
  if (gearboxWord) parts.push(gearboxWord);
  return parts.join(' ');
}

/** Share of the span of years since `from` that the model year has reached (0..1). */
function since(year: number, from: number, span: number): number {
  return clamp((year - from) / span, 0, 1);
}

/** The car's equipment, and how many features a car of its year and class has on average. */
function chooseFeatures(
  random: Random,
  facts: { year: number; newPrice: number; fuel: FuelType; body: BodyType; awd: boolean },
): { features: Feature[]; expectedCount: number } {
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
  let expectedCount = 0;
  for (const feature of FEATURES) {
    const probability = odds[feature];
    expectedCount += Math.min(1, probability >= 1 ? 1 : Math.min(probability, 0.97));
    if (probability >= 1 || (probability > 0 && random.chance(Math.min(probability, 0.97)))) features.push(feature);
  }
  return { features, expectedCount };
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
    year =
      yearPlan(entry, currentYear) && (random.chance(0.55) || !yearPlan(entry, currentYear - 1))
        ? currentYear
        : currentYear - 1;
  }
  const { demo: spec, info, brand, model } = entry;
  const plan = yearPlan(entry, year);
  if (!plan) throw new Error(`no engines for ${brand} ${model} ${year}`);

  // The variant: an engine the model was sold with that year, a gearbox and a drive it was offered with.
  const { generation, engine } = plan.draw(random);
  const fuel = engine.fuel;
  const manuals = engine.gearboxes.filter((gearbox) => gearbox.transmission === 'manual');
  const automatics = engine.gearboxes.filter((gearbox) => gearbox.transmission === 'automatic');
  let transmission: Transmission;
  if (manuals.length === 0) transmission = 'automatic';
  else if (automatics.length === 0) transmission = 'manual';
  else {
    // Automatics grew more common every year and are the rule with strong engines.
    const base = spec.auto ?? 0.3;
    let probability = clamp(base + (year - 2015) * 0.025, 0.02, 0.98);
    if (engine.kw >= 150 && base >= 0.5) probability = Math.max(probability, 0.9);
    transmission = random.chance(probability) ? 'automatic' : 'manual';
  }
  const offered = transmission === 'manual' ? manuals : automatics;
  // Gearboxes of one kind followed each other (a 7G-TRONIC, then a 9G-TRONIC): the later ones in later years.
  const lastYear = Math.min(engine.to ?? currentYear + 1, currentYear + 1);
  const progress = clamp((year - engine.from) / (lastYear - engine.from + 1), 0, 0.999);
  const gearbox = offered[Math.floor(progress * offered.length)]!;
  const drive: Drive =
    engine.drives.length === 1
      ? engine.drives[0]!
      : engine.drives.includes('all') && random.chance(spec.awd ?? 0.15)
        ? 'all'
        : engine.drives.find((option) => option !== 'all')!;
  const bodyType = new WeightedTable(generation.bodies.map((body) => [body, spec.body[body] ?? 0.5] as const)).draw(
    random,
  );
  let doors = spec.doors ? random.pick(spec.doors) : DEFAULT_DOORS[bodyType];
  if (!spec.doors && bodyType === 'hatchback' && year < 2019 && random.chance(spec.doors3 ?? 0)) doors = 3;
  // Four-seat small cars get a fifth seat in their five-door versions (Mini).
  const seats = brand === 'Mini' && doors === 5 ? 5 : random.pick(spec.seats ?? DEFAULT_SEATS[bodyType]);
  const color = (brand === 'Tesla' ? COLORS_TESLA : COLORS_ALL).draw(random);
  const trim = pickTrim(info, year, random);
  const description = modelDescription(entry, engine, drive, trim?.name ?? null, gearbox, year);

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
  // Small city cars run less, big cars more.
  const segmentKm = engine.newPrice < 20_000 ? 0.8 : engine.newPrice > 55_000 ? 1.1 : 1;
  const yearlyKm = YEARLY_KM[fuel] * segmentKm;
  let mileage: number;
  if (listingType === 'new') mileage = random.chance(0.2) ? 0 : random.int(2, 60);
  else if (listingType === 'demo')
    mileage = Math.min(14_900, random.int(300, 2_000) + Math.round(ageYears * random.float(2_000, 9_000)));
  else {
    const perYear = yearlyKm * clamp(Math.exp(random.normal() * 0.28), 0.55, 1.5);
    const effectiveYears = usedYears(ageYears);
    mileage = Math.max(300, Math.round(perYear * effectiveYears));
    if (mileage > 20_000 && random.chance(0.35)) mileage = Math.round(mileage / 1000) * 1000;
  }
  const owners =
    listingType === 'new'
      ? 0
      : listingType === 'demo'
        ? 1
        : Math.min(6, 1 + Math.floor(Math.pow(random.next(), 1.5) * (ageYears / 3.5)));

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
    seller = {
      name: person.fullName,
      type: 'private',
      phone: place.phone(random),
      email: random.chance(0.55) ? privateEmail(person, place, random) : null,
    };
  }
  const serviceHistory =
    listingType !== 'used' || random.chance(clamp(0.9 - ageYears * 0.025 - (isDealer ? 0 : 0.1), 0.4, 0.95));

  // Price: the variant's price new, then what age, distance, equipment, condition and the market make of it.
  const autoPremium = transmission === 'automatic' && manuals.length > 0 ? 1.07 : 1;
  const awdPremium = drive === 'all' && engine.drives.length > 1 ? 1.06 : 1;
  const trimFactor = trim ? 1 + 0.08 * trim.level : 0.97;
  const newPrice = engine.newPrice * autoPremium * awdPremium * trimFactor;
  const { features, expectedCount } = chooseFeatures(random, {
    year,
    newPrice,
    fuel,
    body: bodyType,
    awd: drive === 'all',
  });
  let value: number;
  if (listingType === 'new') value = newPrice * random.float(0.92, 1);
  else {
    const retention = (spec.retention ?? info.retention) + FUEL_RETENTION[fuel];
    const depreciation = ageYears <= 1 ? 1 - 0.15 * ageYears : 0.85 * Math.pow(retention, ageYears - 1);
    const expectedKm = yearlyKm * usedYears(ageYears);
    // About 3 % of the value per 10,000 km more than usual for the age.
    const mileageFactor = clamp(Math.exp((-0.003 * (mileage - expectedKm)) / 1000), 0.6, 1.15);
    const equipmentFactor = clamp(1 + 0.015 * (features.length - expectedCount), 0.9, 1.1);
    // Condition: what a viewing shows (paint, interior, tyres), the owners before, the service book.
    const condition =
      Math.exp(random.normal() * 0.05) * (1 - 0.02 * Math.max(0, owners - 1)) * (serviceHistory ? 1 : 0.95);
    value = newPrice * depreciation * mileageFactor * equipmentFactor * condition * Math.exp(random.normal() * 0.06);
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
    // The town's centre where the gazetteer knows it; a town it does not know stays unplaced, never guessed.
    ...placedAt(location, countryId),
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
      variantId: engine.id,
      co2: engine.co2,
    },
    seller,
    demoListing: true,
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
