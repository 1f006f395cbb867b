/**
 * Numbers with the words that agree with them, as each language wants: English and German one/other
 * ("1 listing", "2 listings"), Croatian one/few/other ("1 oglas", "2 oglasa", "5 oglasa", "21 oglas",
 * "12 oglasa"), the category taken from Intl.PluralRules. Nouns are given with their forms, in the case
 * the sentence needs; the common ones of generated text are in NOUNS.
 */
export type TextLanguage = 'en' | 'hr' | 'de';

/** The forms of a counted word: English and German need one and other, Croatian also few (2–4, 22–24 …). */
export interface CountForms {
  one: string;
  few?: string;
  other: string;
}

const LOCALES: Record<TextLanguage, string> = { en: 'en-GB', hr: 'hr-HR', de: 'de-DE' };
const rules = new Map<TextLanguage, Intl.PluralRules>();

/** The plural category of a count: 'one', 'few' or 'other' (Croatian 'many' does not occur for integers). */
export function pluralCategory(language: TextLanguage, count: number): 'one' | 'few' | 'other' {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(LOCALES[language])));
  const category = rule.select(count);
  return category === 'one' || category === 'few' ? category : 'other';
}

/** The word form for a count ("oglasa" for 3). */
export function formFor(language: TextLanguage, count: number, forms: CountForms): string {
  const category = pluralCategory(language, count);
  return category === 'few' ? (forms.few ?? forms.other) : forms[category];
}

/** A count as the language writes it: "1,500", "1.500". */
export function formatCount(language: TextLanguage, count: number): string {
  return count.toLocaleString(LOCALES[language]);
}

/** A count and its word: "1 comparable listing", "3 usporediva oglasa", "5 vergleichbare Angebote". */
export function countOf(
  language: TextLanguage,
  count: number,
  forms: CountForms | Record<TextLanguage, CountForms>,
): string {
  const own = 'one' in forms ? forms : forms[language];
  return `${formatCount(language, count)} ${formFor(language, count, own as CountForms)}`;
}

const f = (one: string, other: string, few?: string): CountForms => (few ? { one, few, other } : { one, other });

/** Counted words of the generated texts, per language (Croatian in the nominative; see each). */
export const NOUNS = {
  listing: { en: f('listing', 'listings'), hr: f('oglas', 'oglasa', 'oglasa'), de: f('Angebot', 'Angebote') },
  comparableListing: {
    en: f('comparable listing', 'comparable listings'),
    hr: f('usporediv oglas', 'usporedivih oglasa', 'usporediva oglasa'),
    de: f('vergleichbares Angebot', 'vergleichbare Angebote'),
  },
  similarListing: {
    en: f('similar listing', 'similar listings'),
    hr: f('sličan oglas', 'sličnih oglasa', 'slična oglasa'),
    de: f('ähnliches Angebot', 'ähnliche Angebote'),
  },
  /** Nominative and accusative alike in English and German; Croatian nominative ("ima 4 godine"). */
  year: { en: f('year', 'years'), hr: f('godina', 'godina', 'godine'), de: f('Jahr', 'Jahre') },
  /** Croatian accusative ("za 1 godinu", "za 4 godine"); German dative plural ("nach 4 Jahren"). */
  yearAccusative: { en: f('year', 'years'), hr: f('godinu', 'godina', 'godine'), de: f('Jahr', 'Jahre') },
  previousOwner: {
    en: f('previous owner', 'previous owners'),
    hr: f('prethodni vlasnik', 'prethodnih vlasnika', 'prethodna vlasnika'),
    de: f('Vorbesitzer', 'Vorbesitzer'),
  },
  seat: { en: f('seat', 'seats'), hr: f('sjedalo', 'sjedala', 'sjedala'), de: f('Sitzplatz', 'Sitzplätze') },
  feature: {
    en: f('listed feature', 'listed features'),
    hr: f('navedena stavka opreme', 'navedenih stavki opreme', 'navedene stavke opreme'),
    de: f('aufgeführtes Ausstattungsmerkmal', 'aufgeführte Ausstattungsmerkmale'),
  },
  buyerType: {
    en: f('buyer type', 'buyer types'),
    hr: f('vrsta kupca', 'vrsta kupaca', 'vrste kupaca'),
    de: f('Käufertyp', 'Käufertypen'),
  },
} as const satisfies Record<string, Record<TextLanguage, CountForms>>;
