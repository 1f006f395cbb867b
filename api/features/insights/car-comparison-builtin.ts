/**
 * The built-in AI comparison of two cars: written from the listings' own data, their market values, the
 * running costs by class (running-costs.ts) and the curated knowledge base (car-knowledge.ts); never from
 * invented facts. It compares price against each car's market value, age, mileage per year, running costs
 * with a reserve for the repairs a car of that age and mileage needs (none under a new car's warranty),
 * equipment and known issues, and recommends by buyer type (commuter, family, low budget) with the
 * reasoning shown. A family pick needs five seats or more; a budget pick closer than BUDGET_TIE is no pick.
 */
import type { ComparisonAnalysis } from '@contract/car-analysis';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { carName, germanCarWithArticle, joinList } from '@contract/language';
import { listingKind, VERY_HIGH_MILEAGE_KM } from './car-analysis-builtin';
import { WORDS, type Language } from './car-analysis-text';
import { COST_ASSUMPTIONS, ageInYears, runningCosts } from './running-costs';
import { COMPARISON_TEXTS, COMPARISON_WORDS } from './car-comparison-text';
import { knownIssuesFor } from './car-knowledge';

export interface CarComparisonInput {
  cars: [Car, Car];
  /** Each car's market value, in the order of `cars`. */
  marketValues: [MarketValue, MarketValue];
  language: Language;
  now: Date;
}

/** Bodies that carry a family and its luggage more easily (ranked). */
const FAMILY_BODY: Record<string, number> = { minivan: 3, van: 3, wagon: 2, suv: 2, sedan: 1, hatchback: 1 };
/** Safety and parking aids that count for a family. */
const SAFETY_FEATURES = new Set([
  'parkingSensors',
  'rearCamera',
  'laneAssist',
  'blindSpotMonitor',
  'adaptiveCruiseControl',
]);
/** Years of ownership the low-budget pick adds up. */
const BUDGET_YEARS = 3;
/**
 * Running costs closer than this share of the cheaper (or €150 a year) count as equal for a commuter: the
 * figures are estimates, and €70 on €3,400 a year decides nothing.
 */
const RUNNING_TIE = 0.05;
const runningTied = (x: number, y: number) => Math.abs(x - y) < Math.max(150, RUNNING_TIE * Math.min(x, y));
/** Three years of owning closer than this share (or €500) are too close to decide a budget pick. */
const BUDGET_TIE = 0.05;
/** Seats a family needs. */
const FAMILY_SEATS = 5;

/**
 * What a year of repairs is likely to cost by age (€): nothing under a new car's warranty, more as a car
 * ages, and more again at a very high mileage. A rough reserve, stated as such in the answer.
 */
export function repairReserve(car: Car, age: number, kind: 'new' | 'demo' | 'used'): number {
  if (kind !== 'used' && age <= 2) return 0;
  const byAge = age <= 3 ? 100 : age <= 6 ? 250 : age <= 10 ? 500 : age <= 15 ? 800 : 1_100;
  return byAge + (car.mileage >= VERY_HIGH_MILEAGE_KM ? 700 : car.mileage >= 200_000 ? 300 : 0);
}

type Buyer = 'commuter' | 'family' | 'budget';

const round = (value: number, step: number) => Math.round(value / step) * step;
const priceOf = (car: Car): number | null => {
  const price = typeof car.price === 'number' ? car.price : Number(car.price);
  return Number.isFinite(price) && price > 0 ? price : null;
};

/** What the comparison reads from one car. */
interface Side {
  car: Car;
  kind: 'new' | 'demo' | 'used';
  market: MarketValue;
  /** The car's name in the text ("BMW 320d", or with its year when both cars are one model). */
  name: string;
  /** Its make and model alone. */
  plainName: string;
  age: number;
  perYear: number;
  running: number;
  price: number | null;
  ownership: number | null;
  features: Set<string>;
  safety: number;
  issues: ReturnType<typeof knownIssuesFor>;
}

/** The language's texts and how it writes numbers and names. */
interface Writer {
  language: Language;
  text: (typeof COMPARISON_TEXTS)[Language];
  words: (typeof COMPARISON_WORDS)[Language];
  number: (value: number) => string;
  /** The car as a sentence's subject (German adds the article: "Der Ford Mustang ist …"). */
  subject: (side: Side) => string;
}

type Pick = { winner: 0 | 1; reason: string; why: string };
type Picks = Partial<Record<Buyer, Pick>>;

export function builtinCarComparison({ cars, marketValues, language, now }: CarComparisonInput): ComparisonAnalysis {
  const sameName = `${cars[0].brand} ${cars[0].model}` === `${cars[1].brand} ${cars[1].model}`;
  const facts = cars.map((car, index) => sideOf(car, index, marketValues[index]!, { cars, language, now, sameName }));
  const [a, b] = facts as [Side, Side];
  const writer: Writer = {
    language,
    text: COMPARISON_TEXTS[language],
    words: COMPARISON_WORDS[language],
    number: (value) => value.toLocaleString(language === 'en' ? 'en-GB' : language === 'hr' ? 'hr-HR' : 'de-DE'),
    subject: (side) =>
      language === 'de'
        ? side.name.replace(side.plainName, germanCarWithArticle(side.car.brand, side.car.model, 'nom'))
        : side.name,
  };
  // Two cars of one model are told apart by year in the summary, which names the year itself.
  const plain = (side: Side) => (sameName && cars[0].year !== cars[1].year ? side.plainName : side.name);
  const { picks, noFamilyCar, budgetTie } = buyerPicks(a, b, writer);
  return {
    summary: summaryOf(a, b, plain, writer),
    valueSummary: valueSummaryOf(a, b, writer),
    mainDifferences: mainDifferencesOf(a, b, writer),
    recommendedBuyer: recommendedBuyers(facts, picks, writer),
    recommendation: recommendationOf(a, b, picks, noFamilyCar, budgetTie, writer),
  };
}

function sideOf(
  car: Car,
  index: number,
  market: MarketValue,
  { cars, language, now, sameName }: { cars: [Car, Car]; language: Language; now: Date; sameName: boolean },
): Side {
  const age = ageInYears(car, now);
  const kind = listingKind(car, now);
  const running = runningCosts(car, now).total + repairReserve(car, age, kind);
  const price = priceOf(car);
  const features = new Set<string>(car.additionalDetails.features);
  // Climate control is air conditioning too: a car with it never lacks "air conditioning".
  if (features.has('climateControl')) features.add('airConditioning');
  const base = carName(language, car.brand, car.model);
  return {
    car,
    kind,
    market,
    // Two cars of one model are told apart by year, then by their place in the table.
    name: sameName ? `${base} (${cars[0].year !== cars[1].year ? car.year : `#${index + 1}`})` : base,
    plainName: base,
    age,
    perYear: round(car.mileage / Math.max(1, age), 500),
    running,
    price,
    ownership: price === null ? null : price + BUDGET_YEARS * running,
    features,
    safety: car.additionalDetails.features.filter((feature) => SAFETY_FEATURES.has(feature)).length,
    issues: knownIssuesFor(car),
  };
}

/** Who they are, then the price and running-cost gaps. */
function summaryOf(a: Side, b: Side, plain: (side: Side) => string, { text, number, subject }: Writer): string {
  const summary = [
    text.summary({
      a: plain(a),
      b: plain(b),
      yearA: a.car.year,
      yearB: b.car.year,
      kmA: number(a.car.mileage),
      kmB: number(b.car.mileage),
    }),
  ];
  if (a.price !== null && b.price !== null) {
    summary.push(
      a.price === b.price
        ? text.summarySamePrice({})
        : text.summaryPrice({ cheaper: subject(a.price < b.price ? a : b), diff: number(Math.abs(a.price - b.price)) }),
    );
  }
  if (!runningTied(a.running, b.running)) {
    summary.push(
      text.summaryRunning({
        cheaper: subject(a.running < b.running ? a : b),
        diff: number(Math.abs(a.running - b.running)),
      }),
    );
  }
  return summary.join(' ');
}

/** Value for money: each price against its own market value, then three years of owning each. */
function valueSummaryOf(a: Side, b: Side, { language, text, words, number }: Writer): string[] {
  const valueSummary = [a, b].map(({ name, market, price }) => {
    if (price === null) return text.valueNoPrice({ car: name });
    if (market.rating === 'tooLow') return text.valueScam({ car: name });
    if (market.count === 0) return text.valueNone({ car: name, price: number(price) });
    if (!market.enough || market.median === null)
      return text.valueFew({ car: name, price: number(price), count: market.count });
    const percent = Math.round((price / market.median - 1) * 100);
    const diff = percent < 0 ? words.under(-percent) : percent > 0 ? words.over(percent) : words.atMedian;
    return text.value({
      car: name,
      price: number(price),
      median: number(market.median),
      count: market.count,
      diff,
      rating: WORDS[language].rating[market.rating]!,
    });
  });
  valueSummary.push(
    a.ownership !== null && b.ownership !== null
      ? text.ownership({ a: a.name, b: b.name, costA: number(a.ownership), costB: number(b.ownership) })
      : text.ownershipNoPrice({
          a: a.name,
          b: b.name,
          costA: number(BUDGET_YEARS * a.running),
          costB: number(BUDGET_YEARS * b.running),
        }),
  );
  return valueSummary;
}

/** Age, use, running costs, drivetrain, equipment and known issues, in that order. */
function mainDifferencesOf(a: Side, b: Side, writer: Writer): string[] {
  const { text, words, number, subject } = writer;
  const [newer, older] = a.car.year >= b.car.year ? [a, b] : [b, a];
  const years = newer.car.year - older.car.year;
  const mainDifferences = [
    years === 0
      ? text.sameYear({ year: a.car.year })
      : text.age({
          newer: subject(newer),
          years,
          yearsWord: words.yearsWord(years),
          yearNewer: newer.car.year,
          yearOlder: older.car.year,
        }),
    // Kilometres a year say nothing of a new or demo car ("about 0 km a year"): its age and kilometres say it all.
    ...(a.kind !== 'used' || b.kind !== 'used'
      ? []
      : [
          text.mileage({
            a: a.name,
            b: b.name,
            perYearA: number(a.perYear),
            perYearB: number(b.perYear),
            kmA: number(a.car.mileage),
            kmB: number(b.car.mileage),
          }),
        ]),
    text.running({
      a: a.name,
      b: b.name,
      costA: number(a.running),
      costB: number(b.running),
      distance: number(COST_ASSUMPTIONS.yearlyKm),
    }),
  ];
  const drivetrainDiffers = (['fuelType', 'transmission', 'bodyType'] as const).some(
    (key) => a.car[key] !== b.car[key],
  );
  if (drivetrainDiffers || a.car.additionalDetails.powerKw !== b.car.additionalDetails.powerKw) {
    for (const { name, car } of [a, b]) {
      mainDifferences.push(
        text.drivetrain({
          car: name,
          fuel: words.fuel[car.fuelType] ?? car.fuelType,
          transmission: words.transmission[car.transmission] ?? car.transmission,
          body: words.body[car.bodyType] ?? car.bodyType,
          power: car.additionalDetails.powerKw,
        }),
      );
    }
  }
  mainDifferences.push(...equipmentDifferences(a, b, writer));
  // Known issues: only from the knowledge base, else said plainly.
  for (const { name, issues } of [a, b]) {
    if (issues.length === 0) mainDifferences.push(text.noKnownIssues({ car: name }));
    else
      for (const issue of issues)
        mainDifferences.push(text.knownIssue({ car: name, issue: issue.text[writer.language] }));
  }
  return mainDifferences;
}

/** What only one of the two has, or that they are equipped alike. */
function equipmentDifferences(a: Side, b: Side, { language, text, words }: Writer): string[] {
  const onlyA = [...a.features].filter((feature) => !b.features.has(feature));
  const onlyB = [...b.features].filter((feature) => !a.features.has(feature));
  if (onlyA.length === 0 && onlyB.length === 0) return [text.sameEquipment({})];
  const lines: string[] = [];
  for (const [side, only] of [
    [a, onlyA],
    [b, onlyB],
  ] as const) {
    // Air conditioning a car has through its climate control is not news.
    const shown = only.filter(
      (feature) => !(feature === 'airConditioning' && side.car.additionalDetails.features.includes('climateControl')),
    );
    if (shown.length > 0)
      lines.push(
        text.onlyHas({
          car:
            language === 'de'
              ? side.name
                  .replace(side.plainName, `bei ${germanCarWithArticle(side.car.brand, side.car.model, 'dat')}`)
                  .replace(/^bei dem /, 'beim ')
              : side.name,
          features: shown.map((feature) => words.features[feature] ?? feature).join(', '),
        }),
      );
  }
  return lines;
}

/** Each buyer type's pick with its reasoning, where one car wins it. */
function buyerPicks(a: Side, b: Side, writer: Writer): { picks: Picks; noFamilyCar: boolean; budgetTie?: string } {
  const picks: Picks = { commuter: commuterPick(a, b, writer) };
  const family = familyPick(a, b, writer);
  if (family) picks.family = family;
  const budget = budgetPick(a, b, writer);
  if ('pick' in budget) picks.budget = budget.pick;
  const noFamilyCar = a.car.additionalDetails.seats < FAMILY_SEATS && b.car.additionalDetails.seats < FAMILY_SEATS;
  return { picks, noFamilyCar, budgetTie: 'tie' in budget ? budget.tie : undefined };
}

const indexOf = (a: Side, winner: Side): 0 | 1 => (winner === a ? 0 : 1);

/** The lower running costs; when they tie, the younger car, then the less used. */
function commuterPick(a: Side, b: Side, { text, number }: Writer): Pick {
  const tied = runningTied(a.running, b.running);
  const winner = tied
    ? a.age < b.age || (a.age === b.age && a.perYear <= b.perYear)
      ? a
      : b
    : a.running < b.running
      ? a
      : b;
  const other = winner === a ? b : a;
  const edge = winner.age < other.age ? 'newer' : winner.perYear < other.perYear ? 'lessUsed' : 'same';
  const vars = { car: winner.name, cost: number(winner.running), other: number(other.running), edge };
  return {
    winner: indexOf(a, winner),
    reason: tied ? text.commuterTie(vars) : text.commuter(vars),
    why: tied ? text.why.commuterTie(vars) : text.why.commuter(vars),
  };
}

/** Enough seats first, then the body, seven seats, and the safety aids; none when neither seats a family. */
function familyPick(a: Side, b: Side, { text, words }: Writer): Pick | undefined {
  const seatsOk = (side: Side) => side.car.additionalDetails.seats >= FAMILY_SEATS;
  if (!seatsOk(a) && !seatsOk(b)) return undefined;
  const score = (side: Side) => [
    seatsOk(side) ? 1 : 0,
    FAMILY_BODY[side.car.bodyType] ?? 0,
    side.car.additionalDetails.seats >= 7 ? 1 : 0,
    side.safety,
  ];
  const [sa, sb] = [score(a), score(b)];
  const compare = sa.map((value, at) => value - sb[at]!).find((difference) => difference !== 0) ?? 0;
  if (compare === 0) return undefined;
  const [winner, loser] = compare > 0 ? [a, b] : [b, a];
  const reasons: string[] = [];
  const loserTooFew = loser.car.additionalDetails.seats < FAMILY_SEATS;
  if (loserTooFew) reasons.push(words.familyReason.seats(winner.car.additionalDetails.seats));
  if ((FAMILY_BODY[winner.car.bodyType] ?? 0) > (FAMILY_BODY[loser.car.bodyType] ?? 0))
    reasons.push(`${words.familyReason.body} (${words.body[winner.car.bodyType] ?? winner.car.bodyType})`);
  if (!loserTooFew && winner.car.additionalDetails.seats > loser.car.additionalDetails.seats)
    reasons.push(words.familyReason.seats(winner.car.additionalDetails.seats));
  if (winner.safety > loser.safety) reasons.push(words.familyReason.safety(winner.safety, loser.safety));
  const vars = { car: winner.name, reason: reasons.join(` ${text.and} `) };
  return { winner: indexOf(a, winner), reason: text.family(vars), why: text.why.family(vars) };
}

/** Three years of owning (price and running costs), or the running costs alone without prices; a near tie is said. */
function budgetPick(a: Side, b: Side, { text, number }: Writer): { pick: Pick } | { tie: string } {
  if (a.ownership !== null && b.ownership !== null) {
    const [winner, other] = a.ownership <= b.ownership ? [a, b] : [b, a];
    const vars = { car: winner.name, cost: number(winner.ownership!), other: number(other.ownership!) };
    if (other.ownership! - winner.ownership! < Math.max(500, BUDGET_TIE * winner.ownership!))
      return { tie: text.budgetTie(vars) };
    return { pick: { winner: indexOf(a, winner), reason: text.budget(vars), why: text.why.budget(vars) } };
  }
  const [winner, other] = a.running <= b.running ? [a, b] : [b, a];
  const vars = { car: winner.name, cost: number(winner.running), other: number(other.running) };
  return {
    pick: { winner: indexOf(a, winner), reason: text.budgetNoPrice(vars), why: text.why.budgetNoPrice(vars) },
  };
}

/** For each car, the buyers it suits and why; a car that wins no pick is described by its own strengths. */
function recommendedBuyers(facts: Side[], picks: Picks, { language, text }: Writer): Record<string, string> {
  const recommendedBuyer: Record<string, string> = {};
  const list = (items: string[]) => joinList(language, items);
  facts.forEach((side, position) => {
    const own = (Object.keys(picks) as Buyer[]).filter((buyer) => picks[buyer]!.winner === position);
    if (own.length > 0) {
      recommendedBuyer[String(side.car.id)] = text.suits({
        buyers: list(own.map((buyer) => text.buyer[buyer])),
        reasons: own.map((buyer) => picks[buyer]!.why).join('; '),
      });
      return;
    }
    const otherBuyers = (Object.keys(picks) as Buyer[]).map((buyer) => text.buyerFor[buyer]);
    const other = facts[1 - position]!;
    const strengths: string[] = [];
    if (side.kind !== 'used' && other.kind === 'used') strengths.push(text.strengthWarranty({}));
    if (side.car.year > other.car.year) strengths.push(text.strengthNewer({}));
    if (side.perYear < other.perYear) strengths.push(text.strengthLessUsed({}));
    if (side.features.size > other.features.size) strengths.push(text.strengthEquipment({}));
    const ratio = (f: Side) =>
      f.price !== null && f.market.enough && f.market.median ? f.price / f.market.median : null;
    const [mine, theirs] = [ratio(side), ratio(other)];
    if (mine !== null && theirs !== null && mine < theirs && side.market.rating !== 'tooLow')
      strengths.push(text.strengthPrice({}));
    if (strengths.length === 0) strengths.push(text.strengthNone({}));
    recommendedBuyer[String(side.car.id)] =
      otherBuyers.length > 0
        ? text.suitsNone({ buyers: list(otherBuyers), strengths: list(strengths) })
        : text.overallSplit({});
  });
  return recommendedBuyer;
}

/** The picks in a fixed order, the overall winner (the car with more picks), scam warnings, and "check both". */
function recommendationOf(
  a: Side,
  b: Side,
  picks: Picks,
  noFamilyCar: boolean,
  budgetTie: string | undefined,
  { language, text }: Writer,
): string[] {
  const recommendation = (['commuter', 'family', 'budget'] as const).flatMap(
    (buyer) =>
      picks[buyer]?.reason ??
      (buyer === 'family'
        ? noFamilyCar
          ? text.familyNone({})
          : text.familyTie({})
        : buyer === 'budget' && budgetTie
          ? budgetTie
          : []),
  );
  const wins = [0, 1].map((position) => Object.values(picks).filter((pick) => pick.winner === position).length);
  const best = wins[0]! > wins[1]! ? a : wins[1]! > wins[0]! ? b : null;
  const bestBuyers = best
    ? (Object.keys(picks) as Buyer[])
        .filter((buyer) => picks[buyer]!.winner === indexOf(a, best))
        .map((buyer) => text.buyerFor[buyer])
    : [];
  // German needs the article here ("ist der Škoda Octavia der bessere Kauf").
  const bestName =
    best && language === 'de'
      ? best.name.replace(best.plainName, germanCarWithArticle(best.car.brand, best.car.model, 'nom'))
      : best?.name;
  recommendation.push(
    best ? text.overall({ car: bestName!, buyers: joinList(language, bestBuyers) }) : text.overallSplit({}),
  );
  for (const side of [a, b])
    if (side.market.rating === 'tooLow') recommendation.push(text.valueScam({ car: side.name }));
  recommendation.push(text.checkBoth({}));
  return recommendation;
}
