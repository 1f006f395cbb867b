import { describe, expect, it } from 'vitest';
import { comparisonAnalysisSchema } from '@contract/car-analysis';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { makeCar } from '@contract/testing/listing-fixture';
import { builtinCarComparison } from './car-comparison-builtin';
import { KNOWN_ISSUES } from './car-knowledge';
import { adviceCar } from './testing/advice-cars';

const now = new Date('2026-11-24T00:00:00Z');
const market = (price: number, median: number, rating: MarketValue['rating'] = 'fair', count = 8): MarketValue => ({
  price,
  median,
  low: median - 1000,
  high: median + 1000,
  percentile: 50,
  count,
  enough: count >= 5,
  rating,
  comparableIds: [],
  criteria: { brand: 'x', model: 'y', minYear: 1, maxYear: 2 },
});
const details = (
  engineCc: number | null,
  powerKw: number,
  features: Car['additionalDetails']['features'],
  seats = 5,
) => ({
  ...makeCar({ id: 1 }).additionalDetails,
  engineCc,
  powerKw,
  features,
  seats,
});
const petrol = makeCar({
  id: 1,
  brand: 'Volkswagen',
  model: 'Golf',
  fuelType: 'petrol',
  bodyType: 'hatchback',
  year: 2021,
  price: 19_000,
  mileage: 45_000,
  additionalDetails: details(1498, 110, ['navigation', 'bluetooth']),
});
const diesel = makeCar({
  id: 2,
  brand: 'Škoda',
  model: 'Octavia',
  fuelType: 'diesel',
  bodyType: 'wagon',
  year: 2011,
  price: 8_500,
  mileage: 240_000,
  additionalDetails: {
    ...details(1968, 103, ['navigation', 'parkingSensors', 'towBar']),
    firstRegistration: '2011-03',
  },
});
const hybrid = makeCar({
  id: 3,
  brand: 'Toyota',
  model: 'Yaris',
  fuelType: 'hybrid',
  bodyType: 'hatchback',
  year: 2016,
  price: 11_000,
  mileage: 110_000,
  transmission: 'automatic',
  additionalDetails: details(1497, 74, ['rearCamera']),
});
const electric = makeCar({
  id: 4,
  brand: 'Nissan',
  model: 'Leaf',
  fuelType: 'electric',
  bodyType: 'hatchback',
  year: 2016,
  price: 9_000,
  mileage: 80_000,
  transmission: 'automatic',
  additionalDetails: details(null, 80, ['heatPump', 'rearCamera']),
});
const van = makeCar({
  id: 5,
  brand: 'Volkswagen',
  model: 'Touran',
  fuelType: 'diesel',
  bodyType: 'minivan',
  year: 2018,
  price: 17_000,
  mileage: 120_000,
  additionalDetails: details(1968, 110, ['parkingSensors', 'rearCamera', 'laneAssist'], 7),
});
const MARKETS: Record<number, MarketValue> = {
  1: market(19_000, 19_500, 'fair'),
  2: market(8_500, 10_000, 'good'),
  3: market(11_000, 11_000, 'fair'),
  4: market(9_000, 9_000, 'fair', 3),
  5: market(17_000, 16_000, 'high'),
};
const compare = (a: Car, b: Car, language: 'en' | 'hr' | 'de' = 'en') =>
  builtinCarComparison({ cars: [a, b], marketValues: [MARKETS[a.id]!, MARKETS[b.id]!], language, now });

const PAIRS: [Car, Car][] = [
  [petrol, diesel],
  [hybrid, electric],
  [diesel, hybrid],
  [electric, petrol],
  [van, petrol],
];

describe('the built-in AI comparison', () => {
  for (const language of ['en', 'hr', 'de'] as const) {
    it(`answers every section for petrol, diesel, hybrid and electric cars of different ages (${language})`, () => {
      for (const [a, b] of PAIRS) {
        const analysis = comparisonAnalysisSchema.parse(compare(a, b, language));
        expect(Object.keys(analysis.recommendedBuyer).sort()).toEqual([String(a.id), String(b.id)].sort());
        expect(analysis.summary).toContain(`${a.brand} ${a.model}`);
        expect(analysis.mainDifferences.length).toBeGreaterThanOrEqual(4);
        // One sentence per buyer type, then the overall verdict and the advice to have it inspected.
        expect(analysis.recommendation.length).toBeGreaterThanOrEqual(5);
        for (const text of [
          analysis.summary,
          ...analysis.valueSummary,
          ...analysis.mainDifferences,
          ...analysis.recommendation,
        ]) {
          expect(text).not.toMatch(/undefined|NaN|\$\{/);
        }
      }
    });
  }

  it('compares each price with its own market value and says when there are too few comparables', () => {
    const { valueSummary } = compare(hybrid, electric);
    expect(valueSummary[0]).toBe(
      'Toyota Yaris: €11,000 against a median of €11,000 for 8 similar listings (at the median); the price is fair.',
    );
    expect(valueSummary[1]).toBe('Nissan Leaf: €9,000; only 3 similar listings, too few to rate the price.');
    const none = builtinCarComparison({
      cars: [hybrid, electric],
      marketValues: [MARKETS[3]!, market(9_000, 0, 'notEnoughData', 0)],
      language: 'de',
      now,
    });
    expect(none.valueSummary[1]).toBe(
      'Nissan Leaf: 9.000 €; noch keine ähnlichen Angebote, mit denen sich der Preis vergleichen ließe.',
    );
    expect(compare(petrol, diesel, 'de').valueSummary[1]).toBe(
      'Škoda Octavia: 8.500 € gegenüber einem Median von 10.000 € bei 8 ähnlichen Angeboten (15 % unter dem Median); der Preis ist ein gutes Angebot.',
    );
  });

  it('recommends by buyer type with the reasoning: commuter on running costs, family on body, seats and safety, low budget on three years of owning', () => {
    const analysis = compare(van, petrol);
    const [commuter, family, budget] = analysis.recommendation;
    // About €110 a year apart: equal for a commuter. Both fixtures share a first registration (the same age),
    // so the Golf wins on the fewer kilometres a year, and the text says so.
    expect(commuter).toMatch(
      /^For a commuter: Volkswagen Golf; both cost about the same to run \(€[\d,]+ and €[\d,]+ a year\), and it has done fewer kilometres a year\.$/,
    );
    expect(family).toBe(
      'For a family: Volkswagen Touran, because of a roomier body (MPV) and 7 seats and more safety and parking aids (3 against 0).',
    );
    expect(budget).toMatch(
      /^On a low budget: Volkswagen (Touran|Golf), because three years of owning it come to about €[\d,]+ against €[\d,]+\.$/,
    );
    expect(analysis.recommendedBuyer['5']).toMatch(/^Suits (a commuter, )?a family/);
  });

  it('names equipment only one car has, and model-specific issues only from the knowledge base', () => {
    const analysis = compare(petrol, diesel);
    expect(analysis.mainDifferences).toContain('Only Škoda Octavia lists: parking sensors, tow bar.');
    const recall = KNOWN_ISSUES.find((issue) => issue.id === 'vw-ea189-emissions-recall')!;
    expect(analysis.mainDifferences).toContain(`Škoda Octavia: ${recall.text.en}`);
    expect(analysis.mainDifferences).toContain(
      'Volkswagen Golf: no model-specific data in our knowledge base; only the age- and mileage-driven checks apply.',
    );
    const claims = new Set(KNOWN_ISSUES.flatMap((issue) => Object.values(issue.text)));
    for (const language of ['en', 'hr', 'de'] as const) {
      for (const [a, b] of PAIRS) {
        const text = compare(a, b, language).mainDifferences.join('\n');
        for (const issue of KNOWN_ISSUES) {
          if (text.includes(issue.text[language])) expect(claims.has(issue.text[language])).toBe(true);
        }
      }
    }
  });

  it('flags a suspiciously low price instead of praising it, and tells two cars of one model apart', () => {
    const cheap = {
      ...diesel,
      id: 6,
      year: 2013,
      additionalDetails: { ...diesel.additionalDetails, firstRegistration: '2013-03' },
    };
    const analysis = builtinCarComparison({
      cars: [diesel, cheap],
      marketValues: [MARKETS[2]!, market(8_500, 16_000, 'tooLow')],
      language: 'hr',
      now,
    });
    expect(analysis.valueSummary[1]).toBe(
      'Škoda Octavia (2013): cijena je daleko ispod sličnih vozila: pitajte zašto prije nego što krenete na put; nikada ne plaćajte prije nego što vidite vozilo i dokumente.',
    );
    expect(analysis.recommendation.join(' ')).toMatch(/pitajte zašto/);
    expect(analysis.summary).toMatch(
      /^Usporedba: Škoda Octavia \(2011\., 240\.000 km\) i Škoda Octavia \(2013\., 240\.000 km\)/,
    );
    expect(Object.keys(analysis.recommendedBuyer)).toEqual(['2', '6']);
    expect(analysis.mainDifferences[0]).toBe(
      'Starost: Škoda Octavia (2013) novije je vozilo za 2 godine (2013. naspram 2011.).',
    );
  });
});

describe('comparison rules a dealer would agree with', () => {
  const fair = market(10_000, 10_000);
  const pair = (a: string, b: string, language: 'en' | 'hr' | 'de' = 'en') =>
    builtinCarComparison({
      cars: [adviceCar(a), adviceCar(b)],
      marketValues: [fair, fair],
      language,
      now: new Date('2026-06-15T12:00:00Z'),
    });

  it('never recommends a three-seat panel van for a family', () => {
    const { recommendation } = pair('ducato-2019', 'octavia-2016-20tdi');
    expect(recommendation[1]).toMatch(/^For a family: Škoda Octavia, because of 5 seats/);
    expect(pair('ducato-2019', 'ducato-2019').recommendation[1]).toBe(
      'For a family: neither has five seats or more, so neither is a family car.',
    );
    expect(pair('caddy-2018', 'octavia-2016-20tdi').recommendation[1]).toMatch(/^For a family: Volkswagen Caddy/);
  });

  it('counts climate control as air conditioning', () => {
    const text = pair('golf-2014-20tdi', 'octavia-2016-20tdi').mainDifferences.join('\n');
    expect(text).not.toMatch(/Only Škoda Octavia lists: [^\n]*air conditioning/);
  });

  it('weighs repairs and warranty, not only running costs: a new Golf is not the dearer car to run than a 15-year-old diesel', () => {
    const { mainDifferences, recommendation } = pair('golf-2011-16tdi', 'golf-2026-new');
    const running = mainDifferences.find((line) => line.startsWith('Running costs with a repair reserve'))!;
    const [oldCost, newCost] = [...running.matchAll(/about €([\d,]+) a year|about €([\d,]+) \(/g)].map((match) =>
      Number((match[1] ?? match[2])!.replace(/,/g, '')),
    );
    expect(oldCost).toBeGreaterThan(newCost!);
    expect(recommendation[0]).toMatch(/^For a commuter: Volkswagen Golf \(2026\)/);
  });

  it('calls a budget pick decided by a few hundred euros a tie', () => {
    const { recommendation } = builtinCarComparison({
      cars: [adviceCar('aygo-2015'), { ...adviceCar('panda-2014'), price: 6_700 }],
      marketValues: [fair, fair],
      language: 'en',
      now: new Date('2026-06-15T12:00:00Z'),
    });
    expect(recommendation[2]).toMatch(/^On a low budget: too close to call/);
  });

  it('writes the Croatian and German summary as sentences, with the German article', () => {
    const hr = pair('911-2016', 'mustang-2017', 'hr');
    expect(hr.summary).toBe(
      'Usporedba: Porsche 911 (2016., 46.000 km) i Ford Mustang (2017., 52.000 km). Vozilo Ford Mustang ima za 31.100 € nižu cijenu. Održavanje i pogon vozila Ford Mustang trebali bi godišnje stajati oko 800 € manje.',
    );
    expect(hr.recommendation.join(' ')).toMatch(
      /Ukupno: prema našim podacima vozilo Ford Mustang bolja je kupnja \(za svakodnevne vožnje/,
    );
    const de = pair('911-2016', 'mustang-2017', 'de');
    expect(de.summary).toBe(
      'Vergleich: Porsche 911 (2016, 46.000 km) und Ford Mustang (2017, 52.000 km). Der Ford Mustang ist 31.100 € günstiger. Der Ford Mustang dürfte im Unterhalt etwa 800 € im Jahr weniger kosten.',
    );
    expect(de.mainDifferences[0]).toBe('Alter: Der Ford Mustang ist 1 Jahr jünger (2017 gegenüber 2016).');
    // Running costs the estimates cannot tell apart are not a summary's news.
    expect(pair('caddy-2018', 'octavia-2016-20tdi').summary).not.toMatch(/a year less to run/);
  });

  it('says that three years of owning leave the resale value out', () => {
    const line = (language: 'en' | 'hr' | 'de') =>
      pair('golf-2011-16tdi', 'golf-2026-new', language)
        .valueSummary.concat(pair('golf-2011-16tdi', 'golf-2026-new', language).mainDifferences)
        .join('\n');
    expect(line('en')).toMatch(/what the car is still worth then is not deducted/);
    expect(line('hr')).toMatch(/vrijednost vozila nakon tri godine nije oduzeta/);
    expect(line('de')).toMatch(/der Restwert danach ist nicht abgezogen/);
  });

  it('says which listing names equipment the other lacks, in whole Croatian and German phrases', () => {
    expect(pair('911-2016', 'mustang-2017', 'hr').mainDifferences).toContain(
      'Samo oglas za vozilo Porsche 911 navodi: automatska klima, navigacija, kožna sjedala, grijana sjedala.',
    );
    expect(pair('911-2016', 'mustang-2017', 'de').mainDifferences).toContain(
      'Nur beim Porsche 911 aufgeführt: Klimaautomatik, Navigationssystem, Ledersitze, Sitzheizung.',
    );
    expect(pair('c300e-2020', '330e-2017', 'de').mainDifferences.join('\n')).toMatch(
      /Nur bei der Mercedes-Benz C-Klasse aufgeführt: /,
    );
  });

  it('calls running costs a few per cent apart equal for a commuter', () => {
    // About €3,410 against €3,340 a year: estimates that close decide nothing.
    expect(pair('caddy-2018', 'octavia-2016-20tdi').recommendation[0]).toMatch(
      /^For a commuter: .+; both cost about the same to run/,
    );
    expect(pair('x5-2019-30d', 'q5-2017-tdi').recommendation[0]).toMatch(
      /^For a commuter: Audi Q5, because it costs less to run/,
    );
  });

  it('gives no kilometres a year for a new car', () => {
    const { mainDifferences } = pair('golf-2011-16tdi', 'golf-2026-new');
    expect(mainDifferences.join('\n')).not.toMatch(/about 0 km a year/);
    expect(mainDifferences.join('\n')).not.toMatch(/^Use:/m);
    expect(pair('caddy-2018', 'octavia-2016-20tdi').mainDifferences.join('\n')).toMatch(/^Use: /m);
  });

  it('writes Croatian and German buyer types as sentences, not telegrams', () => {
    const de = pair('caddy-2018', 'octavia-2016-20tdi', 'de');
    expect(Object.values(de.recommendedBuyer).join(' ')).not.toMatch(/Geeignet für knappes Budget/);
    expect(de.recommendation.at(-2)).toMatch(
      /^Insgesamt: (Nach unseren Daten ist .+ der bessere Kauf \(für .+\)|Es kommt darauf an)/,
    );
    const hr = pair('caddy-2018', 'octavia-2016-20tdi', 'hr');
    // "Bolji izbor za: obitelj" is a telegram; "bolji izbor za obitelj" a sentence.
    expect(Object.values(hr.recommendedBuyer).join(' ')).toMatch(
      /^(Ovo je vozilo bolji izbor (za|uz) |Prema ovim podacima drugo je vozilo bolji izbor (za|uz) )/,
    );
    expect(Object.values(hr.recommendedBuyer).join(' ')).not.toMatch(/izbor za: /);
  });
});

describe('comparison wording a native reader would write', () => {
  const sedan = makeCar({
    id: 1,
    brand: 'Volkswagen',
    model: 'Golf',
    fuelType: 'diesel',
    bodyType: 'hatchback',
    year: 2018,
    price: 14_000,
    mileage: 90_000,
    additionalDetails: details(1968, 85, ['navigation']),
  });
  const wagon = makeCar({
    id: 2,
    brand: 'Škoda',
    model: 'Octavia',
    fuelType: 'diesel',
    bodyType: 'wagon',
    year: 2018,
    price: 13_000,
    mileage: 90_000,
    additionalDetails: details(1968, 85, ['navigation']),
  });
  const texts = (language: 'hr' | 'de') => JSON.stringify(compare(sedan, wagon, language));
  const ROWS: { language: 'hr' | 'de'; says: string; not: RegExp }[] = [
    { language: 'hr', says: 'jer ima prostraniju karoseriju (karavan)', not: /zbog toga što/ },
    { language: 'hr', says: '% ispod medijana; usporedili smo 8 sličnih oglasa)', not: /uspoređeno:/ },
    // In the list of reasons each reason is a noun phrase, not "wegen" amid nouns.
    { language: 'de', says: 'geräumigere Karosserie (Kombi)', not: /: wegen |; wegen / },
    { language: 'de', says: 'Kosten über drei Jahre', not: /Jahre Besitz/ },
    {
      language: 'de',
      says: 'Ausstattung: Beide Angebote nennen dieselbe Ausstattung.',
      not: /führen dieselben Merkmale/,
    },
    {
      language: 'de',
      says: 'Für welches Sie sich auch entscheiden: Lassen Sie es vor dem Kauf von einer unabhängigen Werkstatt prüfen',
      not: /Welches Sie auch wählen|vor dem Bezahlen/,
    },
    // A difference does not "decide" by itself; it is too small to be decisive.
    { language: 'hr', says: 'razlika je premala da bi bila presudna', not: /da bi odlučila/ },
  ];
  it.each(ROWS)('[$language] "$says"', ({ language, says, not }) => {
    const text = texts(language);
    expect(text).toContain(says);
    expect(text).not.toMatch(not);
  });
});

describe('Croatian buyers each with their own preposition', () => {
  const fair: MarketValue = {
    price: 1,
    median: 1,
    low: 1,
    high: 1,
    percentile: 50,
    count: 7,
    enough: true,
    rating: 'fair',
    comparableIds: [],
    criteria: { brand: 'x', model: 'y', minYear: 1, maxYear: 2 },
  };
  const hr = builtinCarComparison({
    cars: [adviceCar('ducato-2019'), adviceCar('octavia-2016-20tdi')],
    marketValues: [fair, fair],
    language: 'hr',
    now: new Date('2026-06-15T12:00:00Z'),
  });
  const text = JSON.stringify(hr);
  it.each([
    // "Za … obitelj i ograničen budžet" chose a car for a budget; "uz ograničen budžet" is how it is said.
    {
      says: 'Ovo je vozilo bolji izbor za svakodnevne vožnje na posao, za obitelj i uz ograničen budžet.',
      not: /obitelj i ograničen budžet/,
    },
    {
      says: 'bolja je kupnja (za svakodnevne vožnje na posao, za obitelj i uz ograničen budžet)',
      not: /\(za svakodnevne vožnje na posao, obitelj/,
    },
    // After "za" the name does not decline, so the noun "vozilo" carries the case.
    { says: 'Samo oglas za vozilo Škoda Octavia navodi:', not: /oglas za Škoda/ },
    // "5 sjedala i više sigurnosnih pomagala i pomagala za parkiranje" piled up three "i".
    { says: 'jer ima 5 sjedala i više pomagala za sigurnost i parkiranje (1 naspram 0)', not: /pomagala i pomagala/ },
  ])('"$says"', ({ says, not }) => {
    expect(text).toContain(says);
    expect(text).not.toMatch(not);
  });
});

describe('a tie on running costs names what tipped it', () => {
  // Same running costs: the newer car wins; at the same age, the one driven less a year. The text says which.
  const older = makeCar({
    id: 1,
    brand: 'Volkswagen',
    model: 'Golf',
    fuelType: 'petrol',
    bodyType: 'hatchback',
    year: 2020,
    price: 14_000,
    mileage: 60_000,
    additionalDetails: { ...details(1498, 110, []), firstRegistration: '2020-03' },
  });
  const newer = makeCar({
    id: 2,
    brand: 'Volkswagen',
    model: 'Golf',
    fuelType: 'petrol',
    bodyType: 'hatchback',
    year: 2021,
    price: 14_000,
    mileage: 60_000,
    additionalDetails: { ...details(1498, 110, []), firstRegistration: '2021-03' },
  });
  const lessUsed = makeCar({
    id: 2,
    brand: 'Volkswagen',
    model: 'Golf',
    fuelType: 'petrol',
    bodyType: 'hatchback',
    year: 2020,
    price: 14_000,
    mileage: 40_000,
    additionalDetails: { ...details(1498, 110, []), firstRegistration: '2020-03' },
  });
  const commuter = (b: Car, language: 'en' | 'hr' | 'de') =>
    builtinCarComparison({
      cars: [older, b],
      marketValues: [market(14_000, 14_000), market(14_000, 14_000)],
      language,
      now,
    }).recommendation[0]!;
  it.each([
    { b: newer, language: 'hr' as const, says: ', a ovo je vozilo novije.' },
    { b: lessUsed, language: 'hr' as const, says: ', a ovo je vozilo godišnje prelazilo manje kilometara.' },
    { b: newer, language: 'de' as const, says: ', und es ist das jüngere der beiden.' },
    { b: lessUsed, language: 'de' as const, says: ', und es ist im Jahr weniger gefahren worden.' },
    { b: newer, language: 'en' as const, says: ', and it is the newer of the two.' },
  ])('[$language] "$says"', ({ b, language, says }) => {
    const text = commuter(b, language);
    expect(text).toContain(says);
    expect(text).not.toMatch(/novije ili manje|jüngere oder weniger|newer or less used/);
  });
});
