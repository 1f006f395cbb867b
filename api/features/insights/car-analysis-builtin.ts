/**
 * The built-in car analysis: written from the listing's own data, the catalogue of variants, the market
 * value and the curated knowledge base (car-knowledge.ts), never from invented facts. The listing is read
 * as a dealer would: a new or demo car gets questions about warranty, delivery and discount instead of the
 * used-car checks; age counts from the first registration; a very high mileage is named for what it is.
 * Consumption and running costs come by class (running-costs.ts) with every assumption stated; checks
 * follow the engine (a timing belt or a chain), the gearbox, the car's age and mileage.
 */
import type { CarAnalysis } from '@contract/car-analysis';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { NOUNS, carName, countOf } from '@contract/language';
import { ANALYSIS_TEXTS, WORDS, ageNominative, agePhrase, type Language } from './car-analysis-text';
import { knowledgeFor } from './car-knowledge';
import { COST_ASSUMPTIONS, ageInYears, runningCosts, variantOf } from './running-costs';

export interface CarAnalysisInput {
  car: Car;
  marketValue: MarketValue;
  language: Language;
  now: Date;
}

/** From this mileage a car is near the end of its economic life, whatever its make. */
export const VERY_HIGH_MILEAGE_KM = 300_000;

const round = (value: number, step: number) => Math.round(value / step) * step;

/** How the listing stands: new, a dealer's demo car, or used. A car with next to no kilometres counts as new. */
/**
 * A catalogue variant by name: the model and the engine's label, unless the label already names the model
 * ("GLC 220 d" of the GLC is "Mercedes-Benz GLC 220 d", not "Mercedes-Benz GLC GLC 220 d").
 */
function variantName(language: Language, brand: string, model: string, label: string): string {
  if (label.toLowerCase().startsWith(`${model.toLowerCase()} `)) return `${brand} ${label}`;
  return `${carName(language, brand, model)} ${label}`;
}

export function listingKind(car: Car, now: Date): 'new' | 'demo' | 'used' {
  const type = car.listingType.toLowerCase();
  if (type === 'new') return 'new';
  if (type === 'demo') return 'demo';
  if (car.mileage <= 100 && now.getUTCFullYear() - car.year <= 1) return 'new';
  return 'used';
}

const LOCALES: Record<Language, string> = { en: 'en-GB', hr: 'hr-HR', de: 'de-DE' };

export function builtinCarAnalysis({ car, marketValue, language, now }: CarAnalysisInput): CarAnalysis {
  const text = ANALYSIS_TEXTS[language];
  const words = WORDS[language];
  const number = (value: number) => value.toLocaleString(LOCALES[language]);
  const a = COST_ASSUMPTIONS;
  const details = car.additionalDetails;
  const variant = variantOf(car);
  const knowledge = knowledgeFor(car, variant);
  const kind = listingKind(car, now);
  const age = ageInYears(car, now);
  const ageText = agePhrase(language, age);
  const mileage = number(car.mileage);
  const electric = car.fuelType === 'electric';
  const plugin = car.fuelType === 'plugin_hybrid';
  const costs = runningCosts(car, now, variant);
  const use = costs.consumption;
  const unit = `${use.unit}/100 km`;
  // Croatian "star 21 godinu": the accusative of the years.
  const ageAccusative = language === 'hr' ? countOf('hr', age, NOUNS.yearAccusative) : ageText;

  // Fuel consumption.
  const fuelConsumption: string[] = [];
  // A plug-in hybrid's official figure is mostly electric: its answer is the fuel and electricity it really uses.
  if (electric) fuelConsumption.push(text.consumptionElectric({ power: details.powerKw, rated: number(use.rated) }));
  else if (plugin) {
    // Said in full below.
  } else if (use.basis === 'catalogue' && variant) {
    fuelConsumption.push(
      text.consumptionCatalogue({
        variant: `${variantName(language, car.brand, car.model, variant.engine.label)} (${variant.engine.kw} kW)`,
        co2: variant.engine.co2.grams,
        cycle: use.cycle!,
        rated: number(use.rated),
        unit,
      }),
    );
  } else if (details.engineCc === null)
    fuelConsumption.push(text.consumptionNoEngine({ fuel: words.fuel[car.fuelType]!, rated: number(use.rated), unit }));
  else
    fuelConsumption.push(
      text.consumptionEstimate({
        engine: `${number(details.engineCc)} cm³, ${details.powerKw} kW`,
        fuel: words.fuel[car.fuelType]!,
        rated: number(use.rated),
        unit,
      }),
    );
  if (use.basis === 'estimate' && (use.carClass === 'van' || use.carClass === 'sports' || use.carClass === 'heavySuv'))
    fuelConsumption.push(text.classNote[use.carClass]);
  fuelConsumption.push(
    plugin
      ? text.consumptionPlugin({ real: number(use.real), kwh: a.pluginKwhPer100 })
      : use.cycle
        ? text.uplift({ real: number(use.real), unit, percent: use.gap, cycle: use.cycle })
        : text.upliftEstimate({ real: number(use.real), unit, percent: use.gap }),
  );

  // Running costs, each with what it rests on.
  const maintenanceCosts: string[] = [];
  if (plugin) {
    maintenanceCosts.push(
      text.pluginCostYear({
        fuel: number(costs.fuelCost),
        electricity: number(costs.electricityCost),
        total: number(costs.fuelCost + costs.electricityCost),
        distance: number(a.yearlyKm),
      }),
    );
  } else {
    maintenanceCosts.push(
      text.fuelCostYear({
        energy: words.energy[car.fuelType]!,
        cost: number(costs.fuelCost + costs.electricityCost),
        distance: number(a.yearlyKm),
      }),
    );
  }
  maintenanceCosts.push(text.thirdParty({ cost: number(costs.thirdParty), power: details.powerKw }));
  if (costs.comprehensive > 0) maintenanceCosts.push(text.comprehensive({ cost: number(costs.comprehensive) }));
  const serviceExtra = `${car.fuelType === 'diesel' ? words.diesel : ''}${costs.veryHighMileage ? words.veryHighMileage : costs.older ? words.older : ''}`;
  maintenanceCosts.push(
    text.service({ cost: number(costs.service), tier: text.serviceTierTag[costs.serviceTier], extra: serviceExtra }),
  );
  maintenanceCosts.push(text.tyresCost({ cost: number(costs.tyres), rim: costs.rim }));
  maintenanceCosts.push(text.runningCostTotal({ total: number(costs.total) }));
  const prices = [
    ...(electric ? [] : [words.price[car.fuelType === 'hybrid' || plugin ? 'petrol' : car.fuelType]!]),
    ...(electric || plugin ? [words.price.electricity!] : []),
  ].join(', ');
  maintenanceCosts.push(
    text.assumptions({
      distance: number(a.yearlyKm),
      prices,
      tier: text.serviceTier[costs.serviceTier],
      rim: costs.rim,
      comprehensive: costs.comprehensive > 0 ? 1 : '',
    }),
  );

  // Checks: a new car's are about the sale; a used car's follow the engine, gearbox, age and mileage.
  const commonProblems: string[] = [];
  if (kind === 'new') {
    commonProblems.push(text.newWarranty({}), text.newDelivery({}), text.newDiscount({}));
    if (electric || plugin) commonProblems.push(text.newEvBattery({}));
  } else {
    if (kind === 'demo') commonProblems.push(text.demoCar({}));
    if (car.mileage >= VERY_HIGH_MILEAGE_KM) commonProblems.push(text.veryHighMileage({ mileage }));
    if (!electric) {
      const code = variant?.engine.code ?? '';
      // A belt on a car this young is not due: its first change is a cost to plan, not a question of history.
      if (knowledge.timing?.drive === 'belt')
        commonProblems.push(
          age < 4 && car.mileage < 60_000 ? text.timingBeltYoung({ code }) : text.timingBelt({ code }),
        );
      else if (knowledge.timing?.drive === 'wetBelt') commonProblems.push(text.timingWetBelt({ code }));
      else if (knowledge.timing?.drive === 'chain') commonProblems.push(text.timingChain({ code }));
      else if (car.mileage >= 90_000 || age >= 5) commonProblems.push(text.timingUnknown({ mileage, age: ageText }));
    }
    // A dual-mass flywheel sits behind diesels and stronger petrol engines, not behind a small city car's.
    if (car.transmission === 'manual' && car.mileage >= 120_000) {
      const dmf = car.fuelType === 'diesel' || details.powerKw >= 100;
      commonProblems.push(dmf ? text.clutchDmf({ mileage }) : text.clutch({ mileage }));
    }
    if (car.fuelType === 'diesel') {
      // Particulate filters became compulsory with Euro 5b (type approvals from September 2011; most diesels had one
      // from 2009): https://honestjohn.co.uk/forum/post/122273/bmw-3-series-e90--
      commonProblems.push(car.year >= 2011 ? text.dpf({}) : text.dpfMaybe({}));
      // Euro 6 (2015) let many compact diesels make do with a NOx storage catalyst; from Euro 6c and real-driving
      // tests (2017–2019) they need SCR with AdBlue: https://heise.de/autos/artikel/Chemiefabrik-im-Auspuff-Was-die-Euro-6c-Norm-erfordert-3098815.html
      if (car.year >= 2019) commonProblems.push(text.adBlue({}));
      else if (car.year >= 2015) commonProblems.push(text.adBlueMaybe({}));
    }
    if ((car.fuelType === 'hybrid' || plugin) && (age >= 8 || car.mileage >= 150_000))
      commonProblems.push(text.hybridBattery({ age: ageText, ageAcc: ageAccusative, mileage }));
    if (electric) commonProblems.push(age >= 8 || car.mileage >= 160_000 ? text.evBatteryOld({}) : text.evBattery({}));
    if (car.mileage >= 60_000) commonProblems.push(text.brakes({ mileage }));
    if (age >= 10) commonProblems.push(text.rust({ age: ageText, ageAcc: ageAccusative }));
    commonProblems.push(text.tyres({}), text.inspection({}));
  }
  if (knowledge.issues.length > 0) commonProblems.push(...knowledge.issues.map((issue) => issue.text[language]));
  else if (kind !== 'new') commonProblems.push(text.noModelData(car));

  // Pros and cons from the data.
  const perYear = round(car.mileage / Math.max(1, age), 500);
  const pros: string[] = [];
  const cons: string[] = [];
  if (kind === 'new') pros.push(text.proNew({}));
  if (kind === 'demo') pros.push(text.proDemo({}));
  if (kind === 'used') {
    if (age >= 1 && perYear <= 12_000) pros.push(text.proLowMileage({ perYear: number(perYear) }));
    if (car.mileage >= VERY_HIGH_MILEAGE_KM) cons.push(text.conVeryHighMileage({ mileage }));
    else if (age >= 1 && perYear >= 25_000) cons.push(text.conHighMileage({ perYear: number(perYear) }));
    if (details.serviceHistory) pros.push(text.proServiceHistory({}));
    else cons.push(text.conNoServiceHistory({}));
    if (details.previousOwners === 1) pros.push(text.proOneOwner({}));
    if (details.previousOwners >= 3) cons.push(text.conManyOwners({ owners: details.previousOwners }));
  }
  const median = marketValue.median === null ? '' : number(marketValue.median);
  if (marketValue.rating === 'great' || marketValue.rating === 'good') pros.push(text.proBelowMarket({ median }));
  if (marketValue.rating === 'high' || marketValue.rating === 'overpriced') cons.push(text.conAboveMarket({ median }));
  if (marketValue.rating === 'tooLow') cons.push(text.conTooCheap({}));
  if (details.features.length >= 8) pros.push(text.proFeatures({ count: details.features.length }));
  if (costs.total <= 1_800) pros.push(text.proEfficient({ total: number(costs.total) }));
  if (costs.total >= 3_500) cons.push(text.conCostly({ total: number(costs.total) }));
  if (age >= 12) cons.push(text.conOld({ age: ageNominative(language, age), ageAcc: ageAccusative }));
  if (pros.length === 0) pros.push(text.proNothing({}));
  if (cons.length === 0) cons.push(text.conNothing({}));
  // The market value belongs with the money: at the head of the costs.
  maintenanceCosts.unshift(
    marketValue.enough && marketValue.median !== null && marketValue.low !== null && marketValue.high !== null
      ? text.market({
          median,
          low: number(marketValue.low),
          high: number(marketValue.high),
          count: marketValue.count,
          rating: words.rating[marketValue.rating]!,
        })
      : marketValue.count === 0
        ? text.marketNone({})
        : text.marketFew({ count: marketValue.count }),
  );

  return {
    fuelConsumption,
    commonProblems,
    maintenanceCosts,
    ownerImpressions: [text.ownersNone(car)],
    prosAndCons: { pros, cons },
  };
}
