/**
 * The built-in analysis reads a listing as a dealer would and costs it by class: the rules, each on a car
 * of our advice set (testing/advice-cars.ts).
 */
import { describe, expect, it } from 'vitest';
import { carAnalysisSchema } from '@contract/car-analysis';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { builtinCarAnalysis } from './car-analysis-builtin';
import { ADVICE_CARS, adviceCar } from './testing/advice-cars';
import { runningCosts } from './running-costs';

const now = new Date('2026-06-15T12:00:00Z');
const market: MarketValue = {
  price: 15_000,
  median: 15_000,
  low: 14_000,
  high: 16_000,
  percentile: 50,
  count: 8,
  enough: true,
  rating: 'fair',
  comparableIds: [],
  criteria: { brand: 'x', model: 'y', minYear: 1, maxYear: 2 },
};
const analyse = (car: Car, language: 'en' | 'hr' | 'de' = 'en') =>
  builtinCarAnalysis({ car, marketValue: market, language, now });
const all = (car: Car, language: 'en' | 'hr' | 'de' = 'en') => {
  const analysis = analyse(car, language);
  return [
    ...analysis.fuelConsumption,
    ...analysis.commonProblems,
    ...analysis.maintenanceCosts,
    ...analysis.prosAndCons.pros,
    ...analysis.prosAndCons.cons,
  ].join('\n');
};

describe('the built-in car analysis', () => {
  it('answers every section for every car of the advice set in three languages', () => {
    for (const { car } of ADVICE_CARS)
      for (const language of ['en', 'hr', 'de'] as const) carAnalysisSchema.parse(analyse(car, language));
  });

  it('asks about the timing belt only where the engine has one', () => {
    for (const key of ['x5-2019-30d', 'chr-2018-hybrid', 'aygo-2015', 'glc-2018-220d'])
      expect(all(adviceCar(key)), key).not.toMatch(/has a timing belt|belt was replaced|belt running in oil/);
    // An engine the catalogue does not know (a 911 of the 996 generation) is asked about, not assumed to have a belt.
    expect(
      all({
        ...adviceCar('911-2016'),
        year: 2003,
        additionalDetails: { ...adviceCar('911-2016').additionalDetails, firstRegistration: '2003-03' },
      }),
    ).toMatch(/ask whether the engine has a timing belt/);
    // The flat-six of the 991 and 992, the Mustang's V8, the C1's 1KR-FE and the Ducato's 2.3 Multijet are in it now.
    expect(all(adviceCar('911-2016'))).toMatch(/timing chain, not a belt/);
    expect(all(adviceCar('mustang-2017'))).toMatch(/timing chain, not a belt/);
    expect(all(adviceCar('c1-2012'))).toMatch(/timing chain, not a belt/);
    expect(all(adviceCar('ducato-2019'))).toMatch(/has a timing belt: ask when it/);
    expect(all(adviceCar('aygo-2015'))).toMatch(/timing chain, not a belt/);
    expect(all(adviceCar('octavia-2016-20tdi'))).toMatch(/has a timing belt: ask when it and the water pump/);
    expect(all(adviceCar('208-2016-puretech'))).toMatch(/timing belt running in oil/);
    expect(all(adviceCar('fabia-2011-12tsi'))).toMatch(/\(EA111\) has a timing chain, not a belt/);
  });

  it('mentions a dual-mass flywheel only behind diesels and stronger petrol engines', () => {
    expect(all(adviceCar('c1-2012'))).toMatch(/check the clutch \(/);
    expect(all(adviceCar('c1-2012'))).not.toMatch(/dual-mass/);
    expect(all(adviceCar('golf-2011-16tdi'))).toMatch(/dual-mass flywheel/);
  });

  it('reads a new car as new: warranty, delivery and discount, no used-car checks', () => {
    const text = all(adviceCar('id3-2026-new'));
    expect(text).toMatch(/warranty starts/);
    expect(text).toMatch(/delivery date/);
    expect(text).toMatch(/discount/);
    expect(text).toMatch(/battery warranty in writing/);
    expect(text).not.toMatch(/roadworthiness|state-of-health|DOT date/);
    expect(all(adviceCar('kodiaq-2026-demo'))).toMatch(/Demo car: its warranty started on its first registration/);
  });

  it('counts age from the first registration, not the model year', () => {
    const car = {
      ...adviceCar('octavia-2016-20tdi'),
      year: 2016,
      additionalDetails: { ...adviceCar('octavia-2016-20tdi').additionalDetails, firstRegistration: '2017-11' },
    };
    expect(all(car)).not.toMatch(/look for rust/);
    const older = { ...car, additionalDetails: { ...car.additionalDetails, firstRegistration: '2016-01' } };
    expect(all(older)).toMatch(/At 10 years: look for rust/);
  });

  it('names a very high mileage for what it is', () => {
    const text = all(adviceCar('yeti-2010-424k'));
    expect(text).toMatch(/At 424,000 km most cars are near the end of their economic life/);
    expect(text).toMatch(/Very high mileage \(424,000 km\)/);
    expect(all(adviceCar('yeti-2010-424k'), 'hr')).toMatch(
      /S 424\.000 prijeđenih kilometara većina je vozila blizu kraja svog ekonomskog vijeka/,
    );
  });

  it('says "za vozilo Škoda Yeti" and counts comparables with the right form', () => {
    const hr = analyse(adviceCar('yeti-2010-424k'), 'hr');
    expect(hr.ownerImpressions[0]).toMatch(/za vozilo Škoda Yeti/);
    const few = builtinCarAnalysis({
      car: adviceCar('yeti-2010-424k'),
      marketValue: { ...market, enough: false, count: 1 },
      language: 'hr',
      now,
    });
    expect(few.maintenanceCosts[0]).toMatch(/samo 1 usporediv oglas,/);
    const fewDe = builtinCarAnalysis({
      car: adviceCar('yeti-2010-424k'),
      marketValue: { ...market, enough: false, count: 1 },
      language: 'de',
      now,
    });
    expect(fewDe.maintenanceCosts[0]).toMatch(/nur 1 vergleichbares Angebot,/);
    const fewEn = builtinCarAnalysis({
      car: adviceCar('yeti-2010-424k'),
      marketValue: { ...market, enough: false, count: 1 },
      language: 'en',
      now,
    });
    expect(fewEn.maintenanceCosts[0]).toMatch(/only 1 comparable listing,/);
    expect(analyse(adviceCar('glc-2018-220d'), 'de').ownerImpressions[0]).toMatch(/über den Mercedes-Benz GLC/);
  });
});

describe('costs by class', () => {
  const costs = (key: string) => runningCosts(adviceCar(key), now);

  it('costs a 911 like a sports car: seven to nine thousand a year', () => {
    const porsche = costs('911-2016');
    expect(porsche.total).toBeGreaterThanOrEqual(7_000);
    expect(porsche.total).toBeLessThanOrEqual(9_500);
    expect(porsche.service).toBeGreaterThan(1_000);
    expect(porsche.tyres).toBeGreaterThan(700);
  });

  it('insures by value and power: a 2,100 € Yeti without comprehensive cover, a 911 with it', () => {
    expect(costs('yeti-2010-424k').comprehensive).toBe(0);
    expect(costs('yeti-2010-424k').insurance).toBeLessThan(500);
    expect(costs('911-2016').insurance).toBeGreaterThan(3 * costs('yeti-2010-424k').insurance);
  });

  it('gives a 180 hp Ducato van consumption of a van (9–11 l/100 km), not of a car', () => {
    const van = costs('ducato-2019').consumption;
    expect(van.real).toBeGreaterThanOrEqual(9);
    expect(van.real).toBeLessThanOrEqual(11);
  });

  it('splits a plug-in hybrid into fuel and electricity', () => {
    const phev = costs('c300e-2020');
    expect(phev.fuelCost).toBeGreaterThan(0);
    expect(phev.electricityCost).toBeGreaterThan(0);
    expect(all(adviceCar('c300e-2020'))).toMatch(/of petrol and €[\d,]+ of electricity a year/);
    expect(all(adviceCar('c300e-2020'))).toMatch(/half the distance on electricity/);
  });

  it('services a premium brand dearer than a budget one, and an old high-mileage car dearer still', () => {
    expect(costs('x5-2019-30d').service).toBeGreaterThan(costs('duster-2021-lpg').service);
    expect(costs('e220-2008').service).toBeGreaterThan(costs('glc-2018-220d').service);
  });

  it('lists every assumption in the answer', () => {
    const lines = analyse(adviceCar('911-2016')).maintenanceCosts.join(' ');
    expect(lines).toMatch(
      /Assumptions: 15,000 km a year; petrol at €1.55\/l; servicing for a luxury or sports brand; 20-inch summer and winter tyres; compulsory third-party cover by power and comprehensive cover/,
    );
  });

  it('names a variant whose label already holds the model once', () => {
    expect(analyse(adviceCar('glc-2018-220d')).fuelConsumption[0]).toMatch(
      /^The catalogue’s Mercedes-Benz GLC 220 d \(125 kW\)/,
    );
    expect(analyse(adviceCar('glc-2018-220d'), 'de').fuelConsumption[0]).not.toMatch(/GLC GLC/);
    expect(analyse(adviceCar('octavia-2016-20tdi')).fuelConsumption[0]).toMatch(
      /^The catalogue’s Škoda Octavia 2.0 TDI \(110 kW\)/,
    );
  });

  it('calls a cheap-to-service brand that, not a low-cost brand (a Toyota is not a Dacia)', () => {
    expect(all(adviceCar('aygo-2015'))).toMatch(/\(brand with low servicing costs/);
    expect(all(adviceCar('aygo-2015'))).not.toMatch(/low-cost brand/);
    expect(all(adviceCar('aygo-2015'), 'de')).toMatch(/Marke mit günstigem Service/);
  });

  it('asks whether a diesel from before Euro 5 has a particulate filter instead of assuming one', () => {
    expect(all(adviceCar('golf-2003-19tdi'))).toMatch(/particulate filters became compulsory only with Euro 5/);
    expect(all(adviceCar('golf-2003-19tdi'))).not.toMatch(/Diesel: a particulate filter clogs/);
    expect(all(adviceCar('golf-2011-16tdi'))).toMatch(/Diesel: a particulate filter clogs/);
  });

  it('does not ask when a young car’s timing belt was last replaced', () => {
    expect(all(adviceCar('kodiaq-2026-demo'))).toMatch(/first change is not due yet/);
    expect(all(adviceCar('kodiaq-2026-demo'))).not.toMatch(/ask when it and the water pump were last replaced/);
    expect(all(adviceCar('octavia-2016-20tdi'))).toMatch(/ask when it and the water pump were last replaced/);
    // Nor who changed the belt of a demo car with 2,400 km.
    expect(all(adviceCar('kodiaq-2026-demo'))).not.toMatch(/If the timing belt of this TDI has been changed/);
    expect(all(adviceCar('octavia-2016-20tdi'))).toMatch(/If the timing belt of this TDI has been changed/);
  });

  it('tells that an old electric car’s battery warranty has most likely run out', () => {
    expect(all(adviceCar('leaf-2014'))).toMatch(
      /battery warranty \(usually 8 years or 160,000 km\) has most likely run out/,
    );
    expect(all(adviceCar('spring-2022'))).toMatch(/the battery warranty usually runs 8 years/);
  });

  it('writes Croatian and German checks as a native speaker would', () => {
    const hr = all(adviceCar('c1-2012'), 'hr');
    // "Poslušajte zveckanje" says there is a rattle; the buyer listens whether there is one.
    expect(hr).toMatch(/pri hladnom startu poslušajte čuje li se zveckanje/);
    expect(hr).not.toMatch(/poslušajte zveckanje/);
    expect(hr).toMatch(/S 142\.000 prijeđenih kilometara: provjerite kočione diskove/);
    expect(hr).not.toMatch(/Na 142\.000 km/);
    const hrDiesel = all(adviceCar('focus-2019-ecoblue'), 'hr');
    expect(hrDiesel).toMatch(/pumpa i grijač tog sustava poznati su izvori troškova/);
    expect(all(adviceCar('yeti-2010-424k'), 'hr')).toMatch(/po cijeni koja uzima u obzir i nove popravke/);
    const de = analyse(adviceCar('c1-2012'), 'de').fuelConsumption;
    // Not a telegram ("Laut Katalog: X mit 109 g"): a sentence with a verb.
    expect(de[0]).toBe(
      'Für die Variante Citroen C1 1.0 (50 kW) nennt der Katalog 109 g CO₂/km im NEDC-Zyklus; das entspricht etwa 4,6 l/100 km.',
    );
    expect(de[1]).toMatch(/^Rechnen Sie im Alltag mit etwa 6 l\/100 km/);
  });

  it('says a Euro 6 diesel of 2015–2018 may have AdBlue, a later one usually does', () => {
    expect(all(adviceCar('octavia-2016-20tdi'))).toMatch(
      /may have AdBlue \(larger cars mostly do; many compact ones made do with a NOx storage catalyst\)/,
    );
    expect(all(adviceCar('octavia-2016-20tdi'))).not.toMatch(/usually needs AdBlue/);
    expect(all(adviceCar('x5-2019-30d'))).toMatch(/A diesel of this age usually needs AdBlue/);
    expect(all(adviceCar('golf-2014-20tdi'))).not.toMatch(/AdBlue/);
  });
});

describe('Croatian and German as a native reader would write them', () => {
  // Each row: a car, the language, what a native speaker writes, what gave the text away as machine-made.
  const ROWS: { car: string; language: 'hr' | 'de'; says: string; not: RegExp }[] = [
    // A bare neuter adjective with no noun ("Staro 14 godina:") is a telegram.
    {
      car: 'c1-2012',
      language: 'hr',
      says: 'Vozilo je staro 14 godina, pa očekujte više popravaka zbog starosti.',
      not: /^Staro /m,
    },
    // A chain has no replacement interval; "ne mijenja se po rasporedu" is a calque of "on schedule".
    {
      car: 'aygo-2015',
      language: 'hr',
      says: 'ima razvodni lanac, a ne remen: nema propisanog intervala zamjene, ali',
      not: /po rasporedu/,
    },
    // "Izvješće" is the Croatian standard word; "izvještaj" reads as Serbian.
    {
      car: 'leaf-2014',
      language: 'hr',
      says: 'izvješće o stanju baterije još važnije: zatražite ga prije kupnje',
      not: /izvještaj/,
    },
    {
      car: 'spring-2022',
      language: 'hr',
      says: 'Električno vozilo: zatražite izvješće o stanju baterije',
      not: /izvještaj/,
    },
    // A buyer asks for (perfective "zatražite") the report of the last inspection.
    {
      car: 'aygo-2015',
      language: 'hr',
      says: 'Zatražite zapisnik s posljednjeg tehničkog pregleda i pitajte kada je sljedeći.',
      not: /Tražite zapisnik zadnjeg/,
    },
    // "Pitajte koliko…, odakle… i za popust" joined clauses and a noun under one verb.
    {
      car: 'kodiaq-2026-demo',
      language: 'hr',
      says: 'pitajte koliko je jamstva još preostalo i odakle mu ta kilometraža te zatražite popust u odnosu na novo vozilo.',
      not: /i za popust/,
    },
    // Cars do not "content themselves" with a catalyst.
    {
      car: 'octavia-2016-20tdi',
      language: 'hr',
      says: 'mnoga kompaktna imaju samo katalizator za pohranu NOx',
      not: /zadovoljila su se/,
    },
    // Insurance is priced by the engine's power: "za motor od 51 kW", not "za 51 kW".
    { car: 'aygo-2015', language: 'hr', says: 'oko 260 € godišnje za motor od 51 kW.', not: /godišnje za 51 kW/ },
    {
      car: 'aygo-2015',
      language: 'hr',
      says: 'Servisna povijest navedena je u oglasu.',
      not: /^Navedena servisna povijest\.$/m,
    },
    {
      car: 'aygo-2015',
      language: 'de',
      says: 'Laut Angebot mit Scheckheft bzw. Wartungsnachweis.',
      not: /^Scheckheft bzw\. Wartungsnachweis angegeben\.$/m,
    },
    {
      car: 'fiesta-2015-ecoboost',
      language: 'hr',
      says: 'pogrešno ga ulje oštećuje: zatražite račune',
      not: /oštećuje: tražite/,
    },
    // German: a sentence with a verb, not "14 Jahre alt: … zu erwarten."
    {
      car: 'c1-2012',
      language: 'de',
      says: 'Mit 14 Jahren sind mehr altersbedingte Reparaturen zu erwarten.',
      not: /Jahre alt: mehr/,
    },
    // Listings do not "demand" a median.
    {
      car: 'aygo-2015',
      language: 'de',
      says: 'Marktwert: Der Median aus 8 vergleichbaren Angeboten liegt bei 15.000 € (mittlere Hälfte 14.000–16.000 €); dieser Preis ist fair.',
      not: /Angebote verlangen/,
    },
    { car: 'aygo-2015', language: 'de', says: 'etwa 260 € im Jahr bei 51 kW Leistung.', not: /im Jahr für 51 kW/ },
    {
      car: 'fiesta-2015-ecoboost',
      language: 'de',
      says: 'Wichtig ist, dass bei jeder Inspektion das vorgeschriebene Öl eingefüllt wurde',
      not: /Öl bei jeder Inspektion ist wichtig/,
    },
    // The genitive of a model name takes its -s: "dieses Golfs".
    { car: 'golf-2014-20tdi', language: 'de', says: 'Der EA288-Diesel dieses Golfs ist', not: /dieses Golf /i },
    {
      car: 'octavia-2016-20tdi',
      language: 'de',
      says: 'fragen Sie, wer ihn gewechselt hat: Ein Wechsel ohne die vorgeschriebenen Spannschritte kann Geräusche im Riementrieb und einen Bruch des Spanners verursachen.',
      not: /wer es gemacht hat|brechen lassen/,
    },
  ];
  it.each(ROWS)('$car [$language]: "$says"', ({ car, language, says, not }) => {
    const text = all(adviceCar(car), language);
    expect(text).toContain(says);
    expect(text).not.toMatch(not);
  });
});
