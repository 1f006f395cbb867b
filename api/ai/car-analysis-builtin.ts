/**
 * The built-in car analysis: written from the listing's own data, the market value and the curated
 * knowledge base (car-knowledge.ts), never from invented facts. Consumption is estimated from the engine
 * size, power and body (the listings carry no rated figure) with a stated real-world uplift; running costs
 * come from stated assumptions (RUNNING_COST_ASSUMPTIONS); checks follow the car's age and mileage.
 */
import type { CarAnalysis } from '@contract/car-analysis';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { ANALYSIS_TEXTS, WORDS, type Language } from './car-analysis-text';
import { knownIssuesFor } from './car-knowledge';

export interface CarAnalysisInput {
  car: Car;
  marketValue: MarketValue;
  language: Language;
  now: Date;
}

/** Every number the running costs rest on; the answer lists them. */
export const RUNNING_COST_ASSUMPTIONS = {
  yearlyKm: 15_000,
  /** € per litre or kWh. */
  energyPrice: { petrol: 1.55, diesel: 1.5, hybrid: 1.55, electric: 0.3 } as Record<string, number>,
  /** Real-world consumption over the official cycle, per fuel (%). */
  realWorldUplift: { petrol: 15, diesel: 15, hybrid: 20, electric: 20 } as Record<string, number>,
  /** Yearly insurance by power band (kW up to → €). */
  insurance: [
    { upToKw: 70, euros: 400 },
    { upToKw: 110, euros: 550 },
    { upToKw: Infinity, euros: 800 },
  ],
  /** Yearly servicing and wear parts by fuel (€); ×1.4 from 8 years or 150,000 km. */
  service: { petrol: 300, diesel: 400, hybrid: 300, electric: 180 } as Record<string, number>,
  olderServiceFactor: 1.4,
  tyresPerYear: 150,
};

const round = (value: number, step: number) => Math.round(value / step) * step;

/** Official-cycle consumption estimated from engine size and power (l/100 km, or kWh/100 km for electric). */
export function ratedConsumption(car: Car): number {
  const { engineCc, powerKw } = car.additionalDetails;
  const bodyFactor = car.bodyType === 'suv' || car.bodyType === 'van' || car.bodyType === 'pickup' ? 1.12 : car.bodyType === 'minivan' ? 1.06 : 1;
  if (car.fuelType === 'electric') return round((13.5 + Math.min(powerKw, 300) * 0.012) * bodyFactor, 0.1);
  const litres = engineCc !== null ? engineCc / 1000 : 0.6 + powerKw / 75;
  const base = car.fuelType === 'diesel' ? 2.8 + 1.3 * litres : car.fuelType === 'hybrid' ? 2.6 + 1.2 * litres : 3.2 + 1.6 * litres;
  return round(base * bodyFactor, 0.1);
}

/** Real-world consumption (l or kWh per 100 km) with its uplift over the estimated official figure. */
export function realWorldConsumption(car: Car): { rated: number; real: number; uplift: number } {
  const rated = ratedConsumption(car);
  const uplift = RUNNING_COST_ASSUMPTIONS.realWorldUplift[car.fuelType] ?? 15;
  return { rated, real: round(rated * (1 + uplift / 100), 0.1), uplift };
}

/** Yearly running costs in euros from RUNNING_COST_ASSUMPTIONS (energy, insurance, servicing, tyres). */
export function yearlyRunningCosts(car: Car, age: number) {
  const a = RUNNING_COST_ASSUMPTIONS;
  const { real } = realWorldConsumption(car);
  const energyCost = round((real / 100) * a.yearlyKm * (a.energyPrice[car.fuelType] ?? 1.55), 10);
  const insurance = a.insurance.find((band) => car.additionalDetails.powerKw <= band.upToKw)!.euros;
  const older = age >= 8 || car.mileage >= 150_000;
  const service = round((a.service[car.fuelType] ?? 300) * (older ? a.olderServiceFactor : 1), 10);
  return { energyCost, insurance, older, service, tyres: a.tyresPerYear, total: energyCost + insurance + service + a.tyresPerYear };
}

export function builtinCarAnalysis({ car, marketValue, language, now }: CarAnalysisInput): CarAnalysis {
  const text = ANALYSIS_TEXTS[language];
  const words = WORDS[language];
  const number = (value: number) => value.toLocaleString(language === 'en' ? 'en-GB' : language === 'hr' ? 'hr-HR' : 'de-DE');
  const a = RUNNING_COST_ASSUMPTIONS;
  const details = car.additionalDetails;
  const age = Math.max(0, now.getUTCFullYear() - car.year);
  const mileage = number(car.mileage);
  const carName = `${car.brand} ${car.model}`;
  const electric = car.fuelType === 'electric';
  const unit = electric ? 'kWh/100 km' : 'l/100 km';

  // Fuel consumption.
  const { rated, real, uplift } = realWorldConsumption(car);
  const fuelConsumption = [
    electric
      ? text.consumptionElectric({ power: details.powerKw, rated: number(rated) })
      : details.engineCc === null
        ? text.consumptionNoEngine({ fuel: words.fuel[car.fuelType]!, rated: number(rated), unit })
        : text.consumptionEstimate({ engine: `${number(details.engineCc)} cm³, ${details.powerKw} kW`, fuel: words.fuel[car.fuelType]!, rated: number(rated), unit }),
    text.uplift({ real: number(real), unit, percent: uplift }),
  ];

  // Running costs.
  const { energyCost, insurance, older, service, total } = yearlyRunningCosts(car, age);
  const maintenanceCosts = [
    text.fuelCostYear({ energy: words.energy[car.fuelType]!, cost: number(energyCost), distance: number(a.yearlyKm) }),
    text.insurance({ cost: number(insurance), power: details.powerKw }),
    text.service({ cost: number(service), older: older ? words.older : '' }),
    text.tyresCost({ cost: number(a.tyresPerYear) }),
    text.runningCostTotal({ total: number(total) }),
    text.assumptions({ distance: number(a.yearlyKm), price: words.price[car.fuelType]! }),
  ];

  // Age- and mileage-driven checks, then the knowledge base.
  const commonProblems: string[] = [];
  if (!electric && (car.mileage >= 90_000 || age >= 5)) commonProblems.push(text.timing({ mileage, age }));
  if (car.transmission === 'manual' && car.mileage >= 120_000) commonProblems.push(text.clutch({ mileage }));
  if (car.fuelType === 'diesel') {
    commonProblems.push(text.dpf({}));
    if (car.year >= 2015) commonProblems.push(text.adBlue({}));
  }
  if (car.fuelType === 'hybrid' && (age >= 8 || car.mileage >= 150_000)) commonProblems.push(text.hybridBattery({ age, mileage }));
  if (electric) commonProblems.push(text.evBattery({}));
  if (car.mileage >= 60_000) commonProblems.push(text.brakes({ mileage }));
  if (age >= 10) commonProblems.push(text.rust({ age }));
  commonProblems.push(text.tyres({}), text.inspection({}));
  const known = knownIssuesFor({ ...car, engineCc: details.engineCc });
  if (known.length > 0) commonProblems.push(...known.map((issue) => issue.text[language]));
  else commonProblems.push(text.noModelData({ car: carName }));

  // Pros and cons from the data.
  const perYear = round(car.mileage / Math.max(1, age), 500);
  const pros: string[] = [];
  const cons: string[] = [];
  if (age >= 1 && perYear <= 12_000) pros.push(text.proLowMileage({ perYear: number(perYear) }));
  if (age >= 1 && perYear >= 25_000) cons.push(text.conHighMileage({ perYear: number(perYear) }));
  if (details.serviceHistory) pros.push(text.proServiceHistory({}));
  else cons.push(text.conNoServiceHistory({}));
  if (details.previousOwners === 1) pros.push(text.proOneOwner({}));
  if (details.previousOwners >= 3) cons.push(text.conManyOwners({ owners: details.previousOwners }));
  const median = marketValue.median === null ? '' : number(marketValue.median);
  if (marketValue.rating === 'great' || marketValue.rating === 'good') pros.push(text.proBelowMarket({ median }));
  if (marketValue.rating === 'high' || marketValue.rating === 'overpriced') cons.push(text.conAboveMarket({ median }));
  if (marketValue.rating === 'tooLow') cons.push(text.conTooCheap({}));
  if (details.features.length >= 8) pros.push(text.proFeatures({ count: details.features.length }));
  if (total <= 1_800) pros.push(text.proEfficient({ total: number(total) }));
  if (total >= 3_500) cons.push(text.conCostly({ total: number(total) }));
  if (age >= 12) cons.push(text.conOld({ age }));
  if (pros.length === 0) pros.push(text.proNothing({}));
  if (cons.length === 0) cons.push(text.conNothing({}));
  // The market value belongs with the money: at the head of the costs.
  maintenanceCosts.unshift(
    marketValue.enough && marketValue.median !== null && marketValue.low !== null && marketValue.high !== null
      ? text.market({ median, low: number(marketValue.low), high: number(marketValue.high), count: marketValue.count, rating: words.rating[marketValue.rating]! })
      : marketValue.count === 0
        ? text.marketNone({})
        : text.marketFew({ count: marketValue.count }),
  );

  return {
    fuelConsumption,
    commonProblems,
    maintenanceCosts,
    ownerImpressions: [text.ownersNone({ car: carName })],
    prosAndCons: { pros, cons },
  };
}
