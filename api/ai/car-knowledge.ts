/**
 * The curated knowledge base of model-specific known issues the built-in analysis may state. Every entry
 * names its public source; the built-in engine says "no model-specific data" for every other car rather
 * than guessing. Owner impressions are not collected here (none are made up: see car-analysis-builtin.ts).
 * Add an entry only with a source a reader can check.
 */
import type { Language } from './car-analysis-text';

export interface KnownIssue {
  id: string;
  brands: readonly string[];
  models: readonly string[];
  fuelTypes: readonly string[];
  /** Model years the issue concerns (inclusive). */
  fromYear: number;
  toYear: number;
  /** Engine size range in cm³ when the issue is about one engine family. */
  engineCc?: { min: number; max: number };
  /** Where the claim comes from (checked by car-analysis.test.ts: every entry has one). */
  source: string;
  text: Record<Language, string>;
}

export const KNOWN_ISSUES: readonly KnownIssue[] = [
  {
    id: 'vw-ea189-emissions-recall',
    brands: ['Volkswagen', 'Škoda', 'SEAT', 'Audi'],
    models: ['Golf', 'Passat', 'Polo', 'Tiguan', 'Touran', 'Jetta', 'Octavia', 'Superb', 'Fabia', 'Yeti', 'Leon', 'Ibiza', 'A3', 'A4', 'A6', 'Q3', 'Q5'],
    fuelTypes: ['diesel'],
    fromYear: 2009,
    toYear: 2015,
    engineCc: { min: 1200, max: 2000 },
    source: 'EA189 diesel engines and the 2015 emissions recall: https://en.wikipedia.org/wiki/Volkswagen_emissions_scandal',
    text: {
      en: 'Diesels of the EA189 family (2009–2015) were recalled for emissions software after the 2015 scandal: ask for proof that the recall update was done.',
      hr: 'Dizelaši obitelji EA189 (2009.–2015.) opozvani su zbog softvera za emisije nakon afere 2015.: tražite dokaz da je ažuriranje iz opoziva obavljeno.',
      de: 'Diesel der Baureihe EA189 (2009–2015) wurden nach dem Abgasskandal 2015 zu einem Software-Update zurückgerufen: Lassen Sie sich nachweisen, dass das Update durchgeführt wurde.',
    },
  },
  {
    id: 'bmw-n47-timing-chain',
    brands: ['BMW'],
    models: ['1 Series', '3 Series', '5 Series', 'X1', 'X3'],
    fuelTypes: ['diesel'],
    fromYear: 2007,
    toYear: 2011,
    engineCc: { min: 1900, max: 2100 },
    source: 'BMW N47 timing-chain wear: https://en.wikipedia.org/wiki/BMW_N47',
    text: {
      en: 'The N47 2.0 diesel of these years is known for timing-chain wear (the chain sits at the gearbox end): listen for a rattle and ask whether the chain was replaced.',
      hr: 'Dizelski motor N47 2.0 iz tih godina poznat je po trošenju razvodnog lanca (lanac je na strani mjenjača): poslušajte zveckanje i pitajte je li lanac zamijenjen.',
      de: 'Der N47-2.0-Diesel dieser Jahre ist für Verschleiß der Steuerkette bekannt (sie sitzt getriebeseitig): Achten Sie auf Rasseln und fragen Sie, ob die Kette erneuert wurde.',
    },
  },
  {
    id: 'nissan-leaf-battery-capacity',
    brands: ['Nissan'],
    models: ['Leaf'],
    fuelTypes: ['electric'],
    fromYear: 2010,
    toYear: 2017,
    source: 'First-generation Leaf battery capacity loss (passively cooled pack): https://en.wikipedia.org/wiki/Nissan_Leaf',
    text: {
      en: 'The first-generation Leaf has a battery without active cooling that loses capacity faster in heat: read the battery state of health (capacity bars) before buying.',
      hr: 'Prva generacija Leafa ima bateriju bez aktivnog hlađenja koja na vrućini brže gubi kapacitet: prije kupnje očitajte stanje baterije (crtice kapaciteta).',
      de: 'Der Leaf der ersten Generation hat eine Batterie ohne aktive Kühlung, die bei Hitze schneller Kapazität verliert: Lesen Sie vor dem Kauf den Batteriezustand (Kapazitätsbalken) aus.',
    },
  },
];

export function knownIssuesFor(car: { brand: string; model: string; year: number; fuelType: string; engineCc: number | null }): KnownIssue[] {
  return KNOWN_ISSUES.filter(
    (issue) =>
      issue.brands.includes(car.brand) &&
      issue.models.includes(car.model) &&
      issue.fuelTypes.includes(car.fuelType) &&
      car.year >= issue.fromYear &&
      car.year <= issue.toYear &&
      (!issue.engineCc || (car.engineCc !== null && car.engineCc >= issue.engineCc.min && car.engineCc <= issue.engineCc.max)),
  );
}
