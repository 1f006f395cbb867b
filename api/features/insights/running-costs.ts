/**
 * Yearly running costs by class, not by one rule: energy from the catalogue's CO₂ figure where the car's
 * variant is known (else from engine size and power, with factors for vans, sports cars and heavy SUVs),
 * plug-in hybrids split into fuel and electricity; servicing by brand tier and engine, more for an older
 * or high-mileage car; tyres by wheel size with a winter set; insurance by the car's value and power
 * (Croatian compulsory third-party cover, plus comprehensive cover where a buyer would take it). Every
 * number the answer rests on is in COST_ASSUMPTIONS and listed in the answer.
 */
import type { Car } from '@contract/car';
import { findVariant, type Variant } from '@contract/catalog/variants';

export const COST_ASSUMPTIONS = {
  yearlyKm: 15_000,
  /** € per litre (petrol, diesel, LPG), kg (CNG) or kWh (home and public charging mixed). */
  energyPrice: { petrol: 1.55, diesel: 1.5, lpg: 0.85, cng: 1.5, electricity: 0.3 },
  /** Real-world use over the official figure (%): NEDC figures (type-approved until 2018) run further from real use than WLTP ones. */
  realWorldGap: { NEDC: 30, WLTP: 15, estimate: 15, electric: 20 },
  /** Share of the distance a plug-in hybrid drives on electricity when charged at home most days. */
  pluginElectricShare: 0.5,
  /** kWh per 100 km a plug-in hybrid uses when driving on electricity. */
  pluginKwhPer100: 20,
  /** Yearly servicing and wear parts by brand tier (€), before the engine's and the car's age factors. */
  serviceByTier: { budget: 300, mainstream: 380, premium: 600, luxury: 1_100 },
  serviceFactor: {
    diesel: 1.15,
    largeEngine: 1.3,
    electric: 0.5,
    hybrid: 0.9,
    plugin: 1.1,
    older: 1.4,
    veryHighMileage: 1.7,
  },
  /** One tyre by rim size (€); performance tyres of sports cars cost a third more. */
  tyrePrice: { 14: 65, 15: 75, 16: 95, 17: 125, 18: 165, 19: 230, 20: 300, 21: 360 } as Record<number, number>,
  /** Summer and winter sets, each used half the year; a set lasts this far (km), a sports car's less. */
  tyreSetLifeKm: 40_000,
  sportsTyreLifeKm: 20_000,
  /** Fitting the other set twice a year (€). */
  seasonalChange: 80,
  /** Croatian compulsory third-party cover (AO) by power (kW up to → € a year). */
  thirdParty: [
    { upToKw: 55, euros: 260 },
    { upToKw: 85, euros: 330 },
    { upToKw: 110, euros: 400 },
    { upToKw: 150, euros: 500 },
    { upToKw: 200, euros: 650 },
    { upToKw: Infinity, euros: 900 },
  ],
  /** Comprehensive cover (kasko), taken for a car worth at least this much or up to this age. */
  comprehensiveFromValue: 8_000,
  comprehensiveUpToAge: 6,
  /** Its yearly price as a share of the car's value (%), more for powerful cars; at least this many €. */
  comprehensiveRate: 3,
  comprehensiveRatePowerful: 3.5,
  comprehensiveMin: 300,
};

export type BrandTier = keyof typeof COST_ASSUMPTIONS.serviceByTier;

/** Servicing tiers: workshop rates and parts prices of the brand's network. */
const TIERS: Record<string, BrandTier> = {
  Dacia: 'budget',
  Fiat: 'budget',
  Suzuki: 'budget',
  Chevrolet: 'budget',
  Kia: 'budget',
  Hyundai: 'budget',
  Toyota: 'budget',
  Mitsubishi: 'budget',
  Nissan: 'budget',
  Audi: 'premium',
  BMW: 'premium',
  'Mercedes-Benz': 'premium',
  Volvo: 'premium',
  Lexus: 'premium',
  Mini: 'premium',
  Tesla: 'premium',
  Jaguar: 'luxury',
  'Land Rover': 'luxury',
  Porsche: 'luxury',
};
export const brandTier = (brand: string): BrandTier => TIERS[brand] ?? 'mainstream';

/** What kind of car it is for consumption and tyres. */
export type CarClass = 'city' | 'compact' | 'family' | 'suv' | 'heavySuv' | 'van' | 'sports' | 'luxury';

export function carClass(car: Car): CarClass {
  const kw = car.additionalDetails.powerKw;
  if (car.bodyType === 'van' || car.bodyType === 'pickup') return 'van';
  if ((car.bodyType === 'coupe' || car.bodyType === 'convertible') && kw >= 180) return 'sports';
  if (car.bodyType === 'suv') return kw >= 150 ? 'heavySuv' : 'suv';
  if (kw >= 200) return 'luxury';
  if (car.bodyType === 'hatchback' && kw < 66) return 'city';
  if (car.bodyType === 'wagon' || car.bodyType === 'minivan' || (car.bodyType === 'sedan' && kw >= 100))
    return 'family';
  return 'compact';
}

/** Consumption on top of an engine-size estimate for bodies the estimate does not see. */
const CLASS_FACTOR: Record<CarClass, number> = {
  city: 1,
  compact: 1,
  family: 1.05,
  suv: 1.12,
  heavySuv: 1.25,
  van: 1.35,
  sports: 1.3,
  luxury: 1.15,
};
/** Rim size by class (inches). */
const RIM: Record<CarClass, number> = {
  city: 15,
  compact: 16,
  family: 17,
  suv: 17,
  heavySuv: 19,
  van: 16,
  sports: 20,
  luxury: 19,
};

const round = (value: number, step: number) => Math.round(value / step) * step;
const isPlugin = (car: Car) => car.fuelType === 'plugin_hybrid';

export interface Consumption {
  /** l/100 km (kg for CNG), or kWh/100 km for electric cars; for plug-in hybrids the fuel when not on electricity. */
  rated: number;
  real: number;
  /** % added for real use. */
  gap: number;
  /** Where the rated figure comes from. */
  basis: 'catalogue' | 'estimate';
  cycle?: 'NEDC' | 'WLTP';
  unit: 'l' | 'kg' | 'kWh';
  carClass: CarClass;
}

/** The catalogue's variant of the listing, when the catalogue knows it. */
export function variantOf(car: Car): Variant | undefined {
  return findVariant({
    brand: car.brand,
    model: car.model,
    year: car.year,
    fuelType: car.fuelType,
    powerKw: car.additionalDetails.powerKw,
    transmission: car.transmission,
    engineCc: car.additionalDetails.engineCc,
  })?.variant;
}

/** Litres of petrol (diesel) per 100 km from CO₂ g/km: 23.7 g per 0.01 l of petrol, 26.5 of diesel. */
const litresFromCo2 = (grams: number, fuel: string) => grams / (fuel === 'diesel' ? 26.5 : 23.7);

export function consumption(car: Car, variant: Variant | undefined = variantOf(car)): Consumption {
  const a = COST_ASSUMPTIONS;
  const klass = carClass(car);
  const { engineCc, powerKw } = car.additionalDetails;
  if (car.fuelType === 'electric') {
    const rated = round(
      (13.5 + Math.min(powerKw, 300) * 0.012) *
        (klass === 'van' ? 1.3 : klass === 'heavySuv' || klass === 'suv' ? 1.12 : 1),
      0.1,
    );
    return {
      rated,
      real: round(rated * (1 + a.realWorldGap.electric / 100), 0.1),
      gap: a.realWorldGap.electric,
      basis: 'estimate',
      unit: 'kWh',
      carClass: klass,
    };
  }
  const unit = car.fuelType === 'cng' ? 'kg' : 'l';
  // The catalogue's CO₂ gives the official figure; a plug-in hybrid's official figure is mostly electric, so its fuel is estimated.
  const co2 = variant && !isPlugin(car) && variant.engine.co2.grams > 0 ? variant.engine.co2 : undefined;
  let rated: number;
  let gap: number;
  if (co2) {
    const petrolLitres = litresFromCo2(co2.grams, car.fuelType === 'diesel' ? 'diesel' : 'petrol');
    rated = car.fuelType === 'lpg' ? petrolLitres * 1.25 : car.fuelType === 'cng' ? co2.grams / 27.5 : petrolLitres;
    gap = a.realWorldGap[co2.cycle];
  } else {
    const litres = engineCc !== null ? engineCc / 1000 : 0.6 + powerKw / 75;
    const diesel = car.fuelType === 'diesel';
    const base = diesel ? 2.8 + 1.3 * litres : car.fuelType === 'hybrid' ? 2.6 + 1.2 * litres : 3.2 + 1.6 * litres;
    const petrolLike = base * CLASS_FACTOR[klass] * (isPlugin(car) ? 1.1 : 1);
    rated = car.fuelType === 'lpg' ? petrolLike * 1.25 : car.fuelType === 'cng' ? petrolLike * 0.7 : petrolLike;
    gap = a.realWorldGap.estimate;
  }
  rated = round(rated, 0.1);
  return {
    rated,
    real: round(rated * (1 + gap / 100), 0.1),
    gap,
    basis: co2 ? 'catalogue' : 'estimate',
    ...(co2 ? { cycle: co2.cycle } : {}),
    unit,
    carClass: klass,
  };
}

export interface RunningCosts {
  consumption: Consumption;
  /** Fuel (or electricity) a year; for plug-in hybrids fuel and electricity apart. */
  fuelCost: number;
  electricityCost: number;
  service: number;
  serviceTier: BrandTier;
  older: boolean;
  veryHighMileage: boolean;
  tyres: number;
  rim: number;
  thirdParty: number;
  comprehensive: number;
  insurance: number;
  total: number;
}

/** Age in whole years from the first registration ("2019-04"), else from the model year. */
export function ageInYears(car: Car, now: Date): number {
  const match = /^(\d{4})-(\d{2})/.exec(car.additionalDetails.firstRegistration ?? '');
  if (match) {
    const months = (now.getUTCFullYear() - Number(match[1])) * 12 + (now.getUTCMonth() + 1 - Number(match[2]));
    return Math.max(0, Math.floor(months / 12));
  }
  return Math.max(0, now.getUTCFullYear() - car.year);
}

const priceOf = (car: Car): number | null => {
  const price = typeof car.price === 'number' ? car.price : Number(car.price);
  return Number.isFinite(price) && price > 0 ? price : null;
};

export function runningCosts(car: Car, now: Date, variant: Variant | undefined = variantOf(car)): RunningCosts {
  const a = COST_ASSUMPTIONS;
  const use = consumption(car, variant);
  const age = ageInYears(car, now);
  const km = a.yearlyKm;
  let fuelCost = 0;
  let electricityCost = 0;
  if (car.fuelType === 'electric') electricityCost = (use.real / 100) * km * a.energyPrice.electricity;
  else if (isPlugin(car)) {
    fuelCost = (use.real / 100) * km * (1 - a.pluginElectricShare) * a.energyPrice.petrol;
    electricityCost = (a.pluginKwhPer100 / 100) * km * a.pluginElectricShare * a.energyPrice.electricity;
  } else {
    const price =
      car.fuelType === 'diesel'
        ? a.energyPrice.diesel
        : car.fuelType === 'lpg'
          ? a.energyPrice.lpg
          : car.fuelType === 'cng'
            ? a.energyPrice.cng
            : a.energyPrice.petrol;
    fuelCost = (use.real / 100) * km * price;
  }

  const tier = brandTier(car.brand);
  const f = a.serviceFactor;
  const cc = car.additionalDetails.engineCc ?? 0;
  const older = age >= 8 || car.mileage >= 150_000;
  const veryHighMileage = car.mileage >= 250_000;
  let service = a.serviceByTier[tier];
  if (car.fuelType === 'diesel') service *= f.diesel;
  if (cc >= 3000 || use.carClass === 'sports') service *= f.largeEngine;
  if (car.fuelType === 'electric') service *= f.electric;
  if (car.fuelType === 'hybrid') service *= f.hybrid;
  if (isPlugin(car)) service *= f.plugin;
  service *= veryHighMileage ? f.veryHighMileage : older ? f.older : 1;

  const rim = RIM[use.carClass];
  const sports = use.carClass === 'sports';
  const tyre = (a.tyrePrice[rim] ?? 150) * (sports ? 4 / 3 : 1);
  // Each set runs half the year; it is replaced when worn or at six years, whichever comes first.
  const setYears = Math.min(6, (sports ? a.sportsTyreLifeKm : a.tyreSetLifeKm) / (km / 2));
  const tyres = (2 * 4 * tyre) / setYears + a.seasonalChange;

  const kw = car.additionalDetails.powerKw;
  const thirdParty = a.thirdParty.find((band) => kw <= band.upToKw)!.euros;
  const value = priceOf(car) ?? 0;
  const takesComprehensive = value >= a.comprehensiveFromValue || (age <= a.comprehensiveUpToAge && value > 0);
  const comprehensive = takesComprehensive
    ? Math.max(a.comprehensiveMin, (value * (kw >= 150 ? a.comprehensiveRatePowerful : a.comprehensiveRate)) / 100)
    : 0;

  const rounded = {
    fuelCost: round(fuelCost, 10),
    electricityCost: round(electricityCost, 10),
    service: round(service, 10),
    tyres: round(tyres, 10),
    thirdParty,
    comprehensive: round(comprehensive, 10),
  };
  const insurance = rounded.thirdParty + rounded.comprehensive;
  return {
    consumption: use,
    ...rounded,
    serviceTier: tier,
    older,
    veryHighMileage,
    rim,
    insurance,
    total: rounded.fuelCost + rounded.electricityCost + rounded.service + rounded.tyres + insurance,
  };
}
