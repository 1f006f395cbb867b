/**
 * The knowledge base matches the catalogue, names a source for every entry, and reaches the cars it is
 * about (and no others): every entry's brand, model, years and engine codes exist in the catalogue of
 * variants; the built-in analysis and comparison state nothing model-specific that is not an entry for
 * that car.
 */
import { describe, expect, it } from 'vitest';
import type { Car } from '@contract/car';
import { catalogModels, generationsIn } from '@contract/catalog/variants';
import type { MarketValue } from '@contract/market-value';
import { builtinCarAnalysis } from './car-analysis-builtin';
import { ANALYSIS_TEXTS } from './car-analysis-text';
import { builtinCarComparison } from './car-comparison-builtin';
import { ENGINE_TIMING, KNOWN_ISSUES, knowledgeFor } from './car-knowledge';
import { ADVICE_CARS, adviceCar } from './testing/advice-cars';

const now = new Date('2026-06-15T12:00:00Z');
const LANGUAGES = ['en', 'hr', 'de'] as const;
const SOURCE = /^.+: https?:\/\/\S+$/;
const market: MarketValue = {
  price: 10_000,
  median: 10_000,
  low: 9_000,
  high: 11_000,
  percentile: 50,
  count: 8,
  enough: true,
  rating: 'fair',
  comparableIds: [],
  criteria: { brand: 'x', model: 'y', minYear: 1, maxYear: 2 },
};

/** Engine codes the catalogue has, per brand and model year. */
function catalogueCodes(brand: string, model: string | undefined, year: number): Set<string> {
  const codes = new Set<string>();
  for (const entry of catalogModels()) {
    if (entry.brand !== brand || (model && entry.model !== model)) continue;
    for (const generation of generationsIn(entry.brand, entry.model, year)) {
      for (const engine of generation.engines)
        if (engine.code && engine.from <= year && (engine.to === null || year <= engine.to)) codes.add(engine.code);
    }
  }
  return codes;
}

describe('the knowledge base', () => {
  it('has at least 60 entries, each with a unique id and a source with a link', () => {
    const entries = [...ENGINE_TIMING, ...KNOWN_ISSUES];
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.source, entry.id).toMatch(SOURCE);
    for (const issue of KNOWN_ISSUES)
      for (const language of LANGUAGES)
        expect(issue.text[language].length, `${issue.id} ${language}`).toBeGreaterThan(40);
  });

  it('names only engine codes the catalogue has', () => {
    const all = new Set(
      catalogModels().flatMap((entry) =>
        entry.generations.flatMap((generation) => generation.engines.map((engine) => engine.code)),
      ),
    );
    for (const entry of ENGINE_TIMING)
      for (const code of entry.codes) expect(all, `${entry.id}: ${code}`).toContain(code);
  });

  it('has every issue’s brand, model and years in the catalogue, with its engine codes in those years', () => {
    for (const issue of KNOWN_ISSUES) {
      for (const brand of issue.brands) {
        const models = issue.models ?? [undefined];
        for (const model of models) {
          for (const year of [issue.fromYear, issue.toYear]) {
            const catalogueYear = Math.min(year, 2026);
            if (model)
              expect(
                generationsIn(brand, model, catalogueYear).length,
                `${issue.id}: ${brand} ${model} ${catalogueYear}`,
              ).toBeGreaterThan(0);
          }
          if (issue.codes) {
            const years = Array.from(
              { length: Math.min(issue.toYear, 2026) - issue.fromYear + 1 },
              (_, index) => issue.fromYear + index,
            );
            const found = years.some((year) =>
              issue.codes!.some((code) => catalogueCodes(brand, model, year).has(code)),
            );
            expect(
              found,
              `${issue.id}: ${brand} ${model ?? '(any model)'} has ${issue.codes.join('/')} in ${issue.fromYear}–${issue.toYear}`,
            ).toBe(true);
          }
        }
      }
    }
  });
});

describe('the knowledge base reaches the right cars', () => {
  it('tells the Golf Mk6’s EA189 from the Mk7’s EA288', () => {
    const mk6 = knowledgeFor(adviceCar('golf-2011-16tdi'));
    const mk7 = knowledgeFor(adviceCar('golf-2014-20tdi'));
    expect(mk6.issues.map((issue) => issue.id)).toContain('vw-ea189-emissions-recall');
    expect(mk7.issues.map((issue) => issue.id)).not.toContain('vw-ea189-emissions-recall');
    expect(mk7.issues.map((issue) => issue.id)).toContain('vw-ea288-not-ea189');
  });

  it('knows a chain from a belt', () => {
    expect(knowledgeFor(adviceCar('aygo-2015')).timing?.drive).toBe('chain');
    expect(knowledgeFor(adviceCar('chr-2018-hybrid')).timing?.drive).toBe('chain');
    expect(knowledgeFor(adviceCar('x5-2019-30d')).timing?.drive).toBe('chain');
    expect(knowledgeFor(adviceCar('octavia-2016-20tdi')).timing?.drive).toBe('belt');
    expect(knowledgeFor(adviceCar('208-2016-puretech')).timing?.drive).toBe('wetBelt');
    expect(knowledgeFor(adviceCar('megane-2012-dci')).timing?.drive).toBe('belt');
  });

  it('finds the DSG DQ200 only behind small engines with the seven-speed automatic', () => {
    expect(knowledgeFor(adviceCar('octavia-2019-15tsi-dsg')).issues.map((issue) => issue.id)).toContain(
      'vw-dq200-dsg7',
    );
    expect(
      knowledgeFor({ ...adviceCar('octavia-2019-15tsi-dsg'), transmission: 'manual' }).issues.map((issue) => issue.id),
    ).not.toContain('vw-dq200-dsg7');
    expect(knowledgeFor(adviceCar('octavia-2016-20tdi')).issues.map((issue) => issue.id)).not.toContain(
      'vw-dq200-dsg7',
    );
  });
});

describe('model-specific claims and their sources', () => {
  const anonymous = (car: Car): Car => ({ ...car, brand: 'Nomake', model: 'Nomodel' });

  it('states in the single-car analysis no model-specific issue that is not a sourced entry for that car', () => {
    let claims = 0;
    for (const { car } of ADVICE_CARS) {
      const entries = knowledgeFor(car).issues;
      for (const language of LANGUAGES) {
        const analysis = builtinCarAnalysis({ car, marketValue: market, language, now });
        const generic = new Set(
          builtinCarAnalysis({ car: anonymous(car), marketValue: market, language, now }).commonProblems,
        );
        const noData = ANALYSIS_TEXTS[language].noModelData(car);
        const timing = /\(([A-Z0-9][\w -]*)\)/;
        for (const line of analysis.commonProblems) {
          if (generic.has(line) || line === noData || timing.test(line)) continue;
          const entry = entries.find((issue) => issue.text[language] === line);
          expect(
            entry,
            `${car.brand} ${car.model} ${car.year} (${language}): "${line}" has no knowledge-base entry`,
          ).toBeDefined();
          claims++;
        }
      }
    }
    expect(claims).toBeGreaterThan(10);
  });

  it('states in the comparison no model-specific issue that is not a sourced entry for one of the two cars', () => {
    for (let index = 0; index < ADVICE_CARS.length; index++) {
      const pair: [Car, Car] = [ADVICE_CARS[index]!.car, ADVICE_CARS[(index + 5) % ADVICE_CARS.length]!.car];
      if (pair[0].brand === pair[1].brand && pair[0].model === pair[1].model) continue;
      const analysis = builtinCarComparison({ cars: pair, marketValues: [market, market], language: 'en', now });
      const allowed = new Set(pair.flatMap((car) => knowledgeFor(car).issues.map((issue) => issue.text.en)));
      for (const line of analysis.mainDifferences) {
        const claim = line.replace(/^[^:]+: /, '');
        if (KNOWN_ISSUES.some((issue) => issue.text.en === claim)) expect(allowed.has(claim), line).toBe(true);
      }
    }
  });
});
