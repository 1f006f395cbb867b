/**
 * Labelled repair-shop queries in English, Croatian and German, each with what it must be read as: the
 * service categories (as a set), the place (a gazetteer id, or null), "near me", and the brand when one is
 * named. Typos, missing diacritics, Croatian case forms, German compounds and exonyms included. Used by
 * query-understanding.test.ts and `npm run bench:repair` (scripts/bench-repair.ts).
 */
import type { ServiceCategory } from '@contract/repair-shop-constants';

export interface RepairQueryCase {
  language: 'en' | 'hr' | 'de';
  query: string;
  categories: readonly ServiceCategory[];
  place: string | null;
  nearMe: boolean;
  brand?: string;
  /** What the case is about (typo, case form, exonym …). */
  note?: string;
}

type Expected = Omit<RepairQueryCase, 'language' | 'query'>;
const c =
  (language: RepairQueryCase['language']) =>
  (query: string, expected: Expected): RepairQueryCase => ({ language, query, ...expected });
const en = c('en');
const hr = c('hr');
const de = c('de');
const at = (place: string | null, ...categories: ServiceCategory[]): Expected => ({ categories, place, nearMe: false });
const nearMe = (...categories: ServiceCategory[]): Expected => ({ categories, place: null, nearMe: true });

export const REPAIR_QUERY_CASES: readonly RepairQueryCase[] = [
  // --- English ------------------------------------------------------------------------------------------
  en('car repair Rijeka', at('rijeka', 'repair')),
  en('mechanic in Zagreb', at('zagreb', 'repair')),
  en('tyre change Split', at('split', 'tyres')),
  en('tire shop near me', nearMe('tyres')),
  en('air conditioning service Osijek', at('osijek', 'air_conditioning')),
  en('a/c recharge Zadar', at('zadar', 'air_conditioning')),
  en('body shop Pula', at('pula', 'bodywork')),
  en('dent repair and paint Varazdin', { ...at('varazdin', 'bodywork'), note: 'no diacritics' }),
  en('oil change near me', nearMe('maintenance')),
  en('diagnostics Munich', { ...at('muenchen', 'diagnostics'), note: 'exonym' }),
  en('garage in Vienna', { ...at('wien', 'repair'), note: 'exonym' }),
  en('brake pads Ljubljana', at('ljubljana', 'brakes')),
  en('auto electrician Graz', at('graz', 'electrical')),
  en('windscreen replacement Dubrovnik', at('dubrovnik', 'glass')),
  en('exhaust and dpf Karlovac', at('karlovac', 'exhaust')),
  en('clutch repair Sisak', at('sisak', 'transmission')),
  en('homologation of imported car Zagreb', at('zagreb', 'homologation', 'import')),
  en('car importer Zagreb', at('zagreb', 'import')),
  en('towing Split', at('split', 'towing')),
  en('hybrid service Berlin', at('berlin', 'ev')),
  en('Skoda authorised service Zagreb', { ...at('zagreb', 'dealer_service'), brand: 'Škoda' }),
  en('BMW mechanic Munich', { ...at('muenchen', 'repair'), brand: 'BMW' }),
  en('mechanc in Zagerb', { ...at('zagreb', 'repair'), note: 'typos' }),
  en('tyre shop in Cologne', { ...at('koeln', 'tyres'), note: 'exonym' }),
  en('wheel alignment Nuremberg', { ...at('nuernberg', 'tyres'), note: 'exonym' }),
  en('diagnostics Trešnjevka', { ...at('zagreb-tresnjevka', 'diagnostics'), note: 'district' }),
  en('garage Novi Zagreb', { ...at('zagreb-novi-zagreb', 'repair'), note: 'district wins over its city name' }),
  en('inspection prep Maribor', at('maribor', 'inspection')),
  en('nearest garage', nearMe('repair')),
  en('best car mechanic nearby', nearMe('repair')),
  en('garage near Split', { ...at('split', 'repair'), note: 'a named place wins over "near"' }),
  en('Zagreb', at('zagreb')),
  en('tyre chnage Splt', { ...at('split', 'tyres'), note: 'typos' }),
  en('windscren Dubrovnk', { ...at('dubrovnik', 'glass'), note: 'typos' }),
  en('diagnostcs Ljubljna', { ...at('ljubljana', 'diagnostics'), note: 'typos' }),

  // --- Croatian ---------------------------------------------------------------------------------------------
  hr('servis klime Split', at('split', 'air_conditioning')),
  hr('klima servis u Splitu', { ...at('split', 'air_conditioning'), note: 'locative' }),
  hr('punjenje klime Zadar', at('zadar', 'air_conditioning')),
  hr('vulkanizer Osijek', at('osijek', 'tyres')),
  hr('vulkanizer u Rijeci', { ...at('rijeka', 'tyres'), note: 'irregular locative' }),
  hr('zamjena guma Zagreb', at('zagreb', 'tyres')),
  hr('limarija Zadar', at('zadar', 'bodywork')),
  hr('limarija i lakiranje u Zadru', { ...at('zadar', 'bodywork'), note: 'locative with a dropped vowel' }),
  hr('dijagnostika Varaždin', at('varazdin', 'diagnostics')),
  hr('racunalna dijagnostika u Osijeku', at('osijek', 'diagnostics')),
  hr('mali servis Velika Gorica', at('velika-gorica', 'maintenance')),
  hr('izmjena ulja i filtera Pula', at('pula', 'maintenance')),
  hr('homologacija Zagreb', at('zagreb', 'homologation')),
  hr('homologacija vozila iz Njemačke', at(null, 'homologation')),
  hr('uvoz auta iz Njemačke', at(null, 'import')),
  hr('autoservis u blizini', nearMe('repair')),
  hr('najbliži vulkanizer', nearMe('tyres')),
  hr('mehaničar blizu mene', nearMe('repair')),
  hr('kočnice Karlovac', at('karlovac', 'brakes')),
  hr('autoelektričar Čakovec', at('cakovec', 'electrical')),
  hr('autoelektricar Cakovec', { ...at('cakovec', 'electrical'), note: 'no diacritics' }),
  hr('autostakla Šibenik', at('sibenik', 'glass')),
  hr('auspuh Slavonski Brod', at('slavonski-brod', 'exhaust')),
  hr('mjenjač popravak Sisak', at('sisak', 'transmission')),
  hr('tehnički pregled Dubrovnik', at('dubrovnik', 'inspection')),
  hr('šlep služba Split', at('split', 'towing')),
  hr('ovlašteni servis Škoda Zagreb', { ...at('zagreb', 'dealer_service'), brand: 'Škoda' }),
  hr('servis za VW u Beču', { ...at('wien', 'repair'), brand: 'Volkswagen', note: 'Croatian exonym, locative' }),
  hr('autoservis Minhen', { ...at('muenchen', 'repair'), note: 'Croatian exonym' }),
  hr('servis klime na Trešnjevci', {
    ...at('zagreb-tresnjevka', 'air_conditioning'),
    note: 'district, irregular locative',
  }),
  hr('vulkanizer Sesvete', at('zagreb-sesvete', 'tyres')),
  hr('dijagnostka Zagreb', { ...at('zagreb', 'diagnostics'), note: 'typo' }),
  hr('vulkanizr Osjek', { ...at('osijek', 'tyres'), note: 'two typos' }),
  hr('limarjia Rijeka', { ...at('rijeka', 'bodywork'), note: 'swapped letters' }),
  hr('servis u Ljubljani', { ...at('ljubljana', 'repair'), note: 'feminine locative' }),
  hr('hibrid servis Koper', at('koper', 'ev')),
  hr('autoservis Kantrida', at('rijeka-kantrida', 'repair')),
  hr('dobar mehaničar', at(null, 'repair')),
  hr('vulkanizerska radnja Vinkovci', at('vinkovci', 'tyres')),
  hr('vulkanizer Zgreb', { ...at('zagreb', 'tyres'), note: 'typo' }),
  hr('homologcija Zagreb', { ...at('zagreb', 'homologation'), note: 'typo' }),
  hr('autoservis Varazdn', { ...at('varazdin', 'repair'), note: 'typo, no diacritics' }),
  hr('kocnice Karlovca', { ...at('karlovac', 'brakes'), note: 'genitive' }),

  // --- German -------------------------------------------------------------------------------------------
  de('Reifenwechsel Zagreb', at('zagreb', 'tyres')),
  de('Reifenwechsel in Agram', { ...at('zagreb', 'tyres'), note: 'German exonym' }),
  de('Ölwechsel Graz', at('graz', 'maintenance')),
  de('Oelwechsel Wien', at('wien', 'maintenance')),
  de('Klimaservice München', at('muenchen', 'air_conditioning')),
  de('Klimaanlage befüllen Muenchen', at('muenchen', 'air_conditioning')),
  de('Werkstatt in der Nähe', nearMe('repair')),
  de('Autowerkstatt in meiner Nähe', nearMe('repair')),
  de('Kfz-Werkstatt Berlin Neukölln', { ...at('berlin-neukoelln', 'repair'), note: 'district' }),
  de('Karosserie und Lack Hamburg', at('hamburg', 'bodywork')),
  de('Lackiererei Stuttgart', at('stuttgart', 'bodywork')),
  de('Spenglerei Wien Favoriten', { ...at('wien-favoriten', 'bodywork'), note: 'Austrian word, district' }),
  de('Fehlerdiagnose Linz', at('linz', 'diagnostics')),
  de('Bremsen wechseln Salzburg', at('salzburg', 'brakes')),
  de('Bremsbeläge Innsbruck', { ...at('innsbruck', 'brakes'), note: 'compound' }),
  de('Autoglas Klagenfurt', at('klagenfurt', 'glass')),
  de('Auspuff Villach', at('villach', 'exhaust')),
  de('Getriebe Reparatur Köln', at('koeln', 'transmission')),
  de('Pickerl Graz', { ...at('graz', 'inspection'), note: 'Austrian §57a inspection' }),
  de('TÜV Vorbereitung Frankfurt', at('frankfurt', 'inspection')),
  de('Einzelabnahme Zagreb', at('zagreb', 'homologation')),
  de('Fahrzeugimport Laibach', { ...at('ljubljana', 'import'), note: 'German exonym' }),
  de('Abschleppdienst Düsseldorf', at('duesseldorf', 'towing')),
  de('Winterreifenwechsel Leipzig', { ...at('leipzig', 'tyres'), note: 'compound' }),
  de('Reifenwechsl Dresden', { ...at('dresden', 'tyres'), note: 'typo' }),
  de('Werkstat Hanover', { ...at('hannover', 'repair'), note: 'typo, English spelling of the city' }),
  de('Vertragswerkstatt Audi Nürnberg', { ...at('nuernberg', 'dealer_service'), brand: 'Audi' }),
  de('Hochvolt Service Dortmund', at('dortmund', 'ev')),
  de('nächste Reifenwerkstatt', nearMe('tyres')),
  de('Werkstatt in der Nähe von Graz', { ...at('graz', 'repair'), note: 'a named place wins over "in der Nähe"' }),
  de('Achsvermessung Marburg', { ...at('maribor', 'tyres'), note: 'German name of Maribor' }),
  de('Kfz Meisterbetrieb Split', at('split', 'repair')),
  de('Reifnwechsel Graz', { ...at('graz', 'tyres'), note: 'typo' }),
  de('Klimaservis Münhcen', { ...at('muenchen', 'air_conditioning'), note: 'typos' }),
  de('Karoserie Salzbrug', { ...at('salzburg', 'bodywork'), note: 'typos' }),
];
