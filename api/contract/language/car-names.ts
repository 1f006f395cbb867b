/**
 * A car's name in a sentence. English takes the catalogue's name ("the Mercedes-Benz A-Class"). German
 * uses its own model names with their grammatical gender ("die A-Klasse", "der 3er", "das Model 3", "der
 * Golf") and declines the article ("für den Golf", "für die A-Klasse"). Croatian declines the brand and
 * model of a sentence only where usage is settled; elsewhere it names the car after a noun that declines
 * instead ("za vozilo Škoda Yeti", "vozila Škoda Yeti"), so the name itself stays as written.
 */
import type { TextLanguage } from './plural';

export type GermanCase = 'nom' | 'acc' | 'dat' | 'gen';
export type CroatianCase = 'nom' | 'gen' | 'dat' | 'acc' | 'loc' | 'ins';
type Gender = 'm' | 'f' | 'n';

/** German model names where they differ from the catalogue's (English) ones. */
function germanModel(brand: string, model: string): string {
  const series = /^(\d) Series$/.exec(model);
  if (series) return `${series[1]}er`;
  const mercedesClass = /^([A-Z]{1,3})-Class$/.exec(model);
  if (mercedesClass) return `${mercedesClass[1]}-Klasse`;
  return model;
}

/** Croatian model names where they differ: "BMW serije 3", "Mercedes-Benz A-klase". */
function croatianModel(brand: string, model: string): string {
  const series = /^(\d) Series$/.exec(model);
  if (series) return `serije ${series[1]}`;
  const mercedesClass = /^([A-Z]{1,3})-Class$/.exec(model);
  if (mercedesClass) return `${mercedesClass[1]}-klase`;
  return model;
}

/** German gender: cars are masculine (der Wagen), Mercedes classes feminine (die Klasse), Tesla's "Model" neuter. */
export function germanGender(brand: string, model: string): Gender {
  if (/-Class$/.test(model) || /-Klasse$/.test(model)) return 'f';
  if (/^Model [0-9A-Z]$/.test(model)) return 'n';
  return 'm';
}

const ARTICLES: Record<Gender, Record<GermanCase, string>> = {
  m: { nom: 'der', acc: 'den', dat: 'dem', gen: 'des' },
  f: { nom: 'die', acc: 'die', dat: 'der', gen: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem', gen: 'des' },
};

/** The car's name in a language, without article: "Mercedes-Benz A-Klasse", "BMW serije 3", "Škoda Yeti". */
export function carName(language: TextLanguage, brand: string, model: string): string {
  if (language === 'de') return `${brand} ${germanModel(brand, model)}`;
  if (language === 'hr') return `${brand} ${croatianModel(brand, model)}`;
  return `${brand} ${model}`;
}

/** German with the definite article in a case: "den Škoda Yeti", "die Mercedes-Benz A-Klasse", "dem BMW 3er". */
export function germanCarWithArticle(brand: string, model: string, grammaticalCase: GermanCase): string {
  return `${ARTICLES[germanGender(brand, model)][grammaticalCase]} ${carName('de', brand, model)}`;
}

const VOZILO: Record<CroatianCase, string> = {
  nom: 'vozilo',
  gen: 'vozila',
  dat: 'vozilu',
  acc: 'vozilo',
  loc: 'vozilu',
  ins: 'vozilom',
};

/** Croatian where a case is needed: the noun "vozilo" declines, the name stays ("za vozilo Škoda Yeti"). */
export function croatianCarInCase(brand: string, model: string, grammaticalCase: CroatianCase): string {
  const name = carName('hr', brand, model);
  return grammaticalCase === 'nom' ? name : `${VOZILO[grammaticalCase]} ${name}`;
}
