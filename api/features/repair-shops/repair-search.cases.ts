/**
 * Labelled repair-shop searches in English, Croatian and German, each with what the whole answer must say
 * on the bundled dataset: the services and place understood, a place the search does not know, the
 * fallbacks it took when nothing matched (in order), and whether it found shops at all. Towns across
 * Croatia beyond the bundled cities, case forms ("iz Zaprešića", "kod Trogira"), service words people use
 * ("ispušni lonac", "Hagelschaden", "reglaža farova", "ugradnja auto plina"), unknown places and searches
 * with no match. Used by repair-search.test.ts and `npm run bench:repair`.
 */
import type { RepairFallback, ServiceCategory } from '@contract/repair-shops';

export interface RepairSearchCase {
  language: 'en' | 'hr' | 'de';
  query: string;
  categories: readonly ServiceCategory[];
  /** A gazetteer id, or null. */
  place: string | null;
  brand?: string;
  /** The word reported as an unknown place, as written. */
  unknownPlace?: string;
  /** The kinds of the fallbacks taken, in order; empty when the search found what was asked. */
  fallbacks: readonly RepairFallback['kind'][];
  /** Whether any shop is answered (false: nothing near enough, said plainly). */
  shops: boolean;
}

type Expected = Omit<RepairSearchCase, 'language' | 'query'>;
const c =
  (language: RepairSearchCase['language']) =>
  (query: string, expected: Expected): RepairSearchCase => ({ language, query, ...expected });
const en = c('en');
const hr = c('hr');
const de = c('de');
/** Found as asked. */
const found = (place: string | null, ...categories: ServiceCategory[]): Expected => ({
  categories,
  place,
  fallbacks: [],
  shops: true,
});
/** Found after the fallbacks named. */
const widened = (
  place: string | null,
  fallbacks: RepairFallback['kind'][],
  ...categories: ServiceCategory[]
): Expected => ({ categories, place, fallbacks, shops: true });
/** Nothing near enough. */
const none = (place: string | null, ...categories: ServiceCategory[]): Expected => ({
  categories,
  place,
  fallbacks: [],
  shops: false,
});

export const REPAIR_SEARCH_CASES: readonly RepairSearchCase[] = [
  // --- Croatian -------------------------------------------------------------------------------------------
  hr('auto servis Zaprešić', widened('zapresic', ['nearby'], 'repair')),
  hr('servis klime Sinj', widened('sinj', ['nearby'], 'air_conditioning')),
  hr('BMW ovlašteni servis Zagreb', { ...widened('zagreb', ['anyWorkshop'], 'dealer_service'), brand: 'BMW' }),
  hr('popravak mjenjača Pula', widened('pula', ['generalWorkshop'], 'transmission')),
  hr('zamjena guma Dubrava', widened('zagreb-dubrava', ['districtToCity'], 'tyres')),
  hr('ispušni lonac Osijek', widened('osijek', ['generalWorkshop'], 'exhaust')),
  hr('reglaža farova Split', found('split', 'electrical')),
  hr('ugradnja auto plina Zagreb', found('zagreb', 'lpg')),
  hr('vulkanizer kod Zadra', found('zadar', 'tyres')),
  hr('limarija u Vukovaru', widened('vukovar', ['nearby'], 'bodywork')),
  hr('mehaničar Xyzgrad', { ...found(null, 'repair'), unknownPlace: 'Xyzgrad' }),
  hr('vulkanizer u Šimunovcu', { ...found(null, 'tyres'), unknownPlace: 'Šimunovcu' }),
  hr('autoelektričar Samobor', found('samobor', 'electrical')),
  hr('servis kočnica Sveta Nedelja', widened('sveta-nedelja', ['nearby'], 'brakes')),
  hr('dijagnostika Vrbovec', widened('vrbovec', ['nearby'], 'diagnostics')),
  hr('šlep služba Karlovac', widened('karlovac', ['nearby'], 'towing')),
  hr('homologacija vozila Čakovec', none('cakovec', 'homologation')),
  hr('servis hibrida Rijeka', found('rijeka', 'ev')),
  hr('Škoda ovlašteni servis Varaždin', { ...widened('varazdin', ['anyWorkshop'], 'dealer_service'), brand: 'Škoda' }),
  hr('servis klime kod Trogira', widened('trogir', ['nearby'], 'air_conditioning')),
  hr('mehaničar iz Sesveta', found('zagreb-sesvete', 'repair')),
  hr('ugradnja plina Osijek', found('osijek', 'lpg')),
  hr('tehnički pregled Đakovo', found('dakovo', 'inspection')),

  // --- English --------------------------------------------------------------------------------------------
  en('car mechanic Zapresic', widened('zapresic', ['nearby'], 'repair')),
  en('tyre shop in Sinj', widened('sinj', ['nearby'], 'tyres')),
  en('exhaust repair Osijek', widened('osijek', ['generalWorkshop'], 'exhaust')),
  en('hail damage repair Zagreb', found('zagreb', 'bodywork')),
  en('headlight alignment Split', found('split', 'electrical')),
  en('LPG conversion Zagreb', found('zagreb', 'lpg')),
  en('gearbox repair Pula', widened('pula', ['generalWorkshop'], 'transmission')),
  en('BMW authorised dealer Zagreb', { ...widened('zagreb', ['anyWorkshop'], 'dealer_service'), brand: 'BMW' }),
  en('mechanic in Smallville', { ...found(null, 'repair'), unknownPlace: 'Smallville' }),
  en('garage Budapest', none('budapest', 'repair')),
  en('car repair Belgrade', none('belgrad', 'repair')),
  en('tyres Trieste', widened('triest', ['nearby'], 'tyres')),
  en('air con service Maribor', found('maribor', 'air_conditioning')),
  en('brakes Velika Gorica', found('velika-gorica', 'brakes')),
  en('oil change Dubrava', widened('zagreb-dubrava', ['districtToCity'], 'maintenance')),
  en('clutch replacement Zadar', found('zadar', 'transmission')),
  en('auto electrician Vinkovci', widened('vinkovci', ['generalWorkshop'], 'electrical')),
  en('body shop in Bjelovar', found('bjelovar', 'bodywork')),
  en('windscreen Koprivnica', found('koprivnica', 'glass')),
  en('car service near Zadar', found('zadar', 'repair')),
  en('tow truck Sisak', found('sisak', 'towing')),
  en('car import Vienna', none('wien', 'import')),
  en('mechanic Gospic', found('gospic', 'repair')),

  // --- German ---------------------------------------------------------------------------------------------
  de('Werkstatt Zaprešić', widened('zapresic', ['nearby'], 'repair')),
  de('Klimaservice Sinj', widened('sinj', ['nearby'], 'air_conditioning')),
  de('Hagelschaden Zagreb', found('zagreb', 'bodywork')),
  de('Scheinwerfer einstellen Split', found('split', 'electrical')),
  de('Autogas Umrüstung Zagreb', found('zagreb', 'lpg')),
  de('Getriebereparatur Pula', widened('pula', ['generalWorkshop'], 'transmission')),
  de('BMW Vertragswerkstatt Zagreb', { ...widened('zagreb', ['anyWorkshop'], 'dealer_service'), brand: 'BMW' }),
  de('Werkstatt in Kleinkleckersdorf', { ...found(null, 'repair'), unknownPlace: 'Kleinkleckersdorf' }),
  de('Auspuff Osijek', widened('osijek', ['generalWorkshop'], 'exhaust')),
  de('Reifenwechsel Laibach', found('ljubljana', 'tyres')),
  de('Reifenwechsel Marburg', found('maribor', 'tyres')),
  de('Werkstatt Budapest', none('budapest', 'repair')),
  de('Kfz-Werkstatt Triest', widened('triest', ['nearby'], 'repair')),
  de('Ölwechsel Klagenfurt', found('klagenfurt', 'maintenance')),
  de('Bremsen Villach', found('villach', 'brakes')),
  de('Lackiererei Graz', found('graz', 'bodywork')),
  de('Werkstatt in der Nähe von Zaprešić', widened('zapresic', ['nearby'], 'repair')),
  de('Unfallreparatur Rijeka', found('rijeka', 'bodywork')),
  de('Reifendienst Dubrava', widened('zagreb-dubrava', ['districtToCity'], 'tyres')),
  de('Werkstatt Xyzdorf', { ...found(null, 'repair'), unknownPlace: 'Xyzdorf' }),
  de('Klimaanlage Service Pula', found('pula', 'air_conditioning')),
  de('Autoelektrik Samobor', found('samobor', 'electrical')),
];
