/**
 * The bundled gazetteer: Croatian cities and towns and the main cities of Slovenia, Austria and Germany,
 * with a few districts of the large ones, in English, Croatian and German, their exonyms and older names
 * (Agram, Laibach, Fiume, Beč, Minhen …) and the Croatian case forms that are not regular (u Rijeci, u
 * Zadru, u Karlovcu). Regular endings (u Zagrebu, u Ljubljani, u Beču) are read by the query understanding.
 * Coordinates are the places' centres (WGS 84); the radius is how far around them a search looks.
 */
import { phraseKey } from '../ai/search-vocabulary';

export type CountryCode = 'HR' | 'SI' | 'AT' | 'DE';

export interface GazetteerPlace {
  id: string;
  /** Shown in the request's language. */
  names: { en: string; hr: string; de: string };
  countryCode: CountryCode;
  /** Region for public holidays in opening hours (the German and Austrian states differ). */
  state: string;
  lat: number;
  lon: number;
  radiusKm: number;
  kind: 'city' | 'district';
  /** A district's city. */
  parent?: string;
  /** Postcode of the centre (addresses of the bundled dataset). */
  postcode: string;
  /** Folded spellings beyond the three names: exonyms, older names, irregular case forms. */
  aliases: readonly string[];
  /** Croatian "in …" where the regular ending does not give it ("u Rijeci", "u Velikoj Gorici"). */
  hrIn?: string;
}

type PlaceInput = Omit<GazetteerPlace, 'names' | 'kind' | 'aliases' | 'state'> & {
  /** One name for all languages, or [en, hr, de]. */
  name: string | readonly [string, string, string];
  kind?: GazetteerPlace['kind'];
  state?: string;
  aliases?: readonly string[];
};

function place(input: PlaceInput): GazetteerPlace {
  const [en, hr, de] = typeof input.name === 'string' ? [input.name, input.name, input.name] : input.name;
  const { name: _name, ...rest } = input;
  return { ...rest, names: { en, hr, de }, kind: input.kind ?? 'city', state: input.state ?? '', aliases: input.aliases ?? [] };
}

const hr = (input: Omit<PlaceInput, 'countryCode'>) => place({ ...input, countryCode: 'HR' });
const si = (input: Omit<PlaceInput, 'countryCode'>) => place({ ...input, countryCode: 'SI' });
const at = (input: Omit<PlaceInput, 'countryCode'>) => place({ ...input, countryCode: 'AT' });
const de = (input: Omit<PlaceInput, 'countryCode'>) => place({ ...input, countryCode: 'DE' });
const district = (parent: string) => ({ kind: 'district' as const, parent, radiusKm: 3 });

export const PLACES: readonly GazetteerPlace[] = [
  // --- Croatia ---------------------------------------------------------------------------------------
  hr({ id: 'zagreb', name: 'Zagreb', lat: 45.815, lon: 15.9819, radiusKm: 14, postcode: '10000', aliases: ['agram', 'zagrebacki'] }),
  hr({ id: 'split', name: 'Split', lat: 43.5081, lon: 16.4402, radiusKm: 9, postcode: '21000', aliases: ['spalato'] }),
  hr({ id: 'rijeka', hrIn: 'u Rijeci', name: 'Rijeka', lat: 45.3271, lon: 14.4422, radiusKm: 9, postcode: '51000', aliases: ['fiume', 'rijeci', 'rijeke', 'rijeku'] }),
  hr({ id: 'osijek', name: 'Osijek', lat: 45.555, lon: 18.6955, radiusKm: 9, postcode: '31000', aliases: ['esseg', 'essegg'] }),
  hr({ id: 'zadar', hrIn: 'u Zadru', name: 'Zadar', lat: 44.1194, lon: 15.2314, radiusKm: 9, postcode: '23000', aliases: ['zara', 'zadru', 'zadra'] }),
  hr({ id: 'pula', name: 'Pula', lat: 44.8666, lon: 13.8496, radiusKm: 8, postcode: '52100', aliases: ['pola'] }),
  hr({
    id: 'slavonski-brod', hrIn: 'u Slavonskom Brodu',
    name: 'Slavonski Brod',
    lat: 45.1603,
    lon: 18.0156,
    radiusKm: 8,
    postcode: '35000',
    aliases: ['brod', 'brodu', 'slavonskom brodu', 'slavonskog broda'],
  }),
  hr({ id: 'karlovac', hrIn: 'u Karlovcu', name: 'Karlovac', lat: 45.4929, lon: 15.5553, radiusKm: 8, postcode: '47000', aliases: ['karlstadt', 'karlovcu', 'karlovca'] }),
  hr({ id: 'varazdin', name: 'Varaždin', lat: 46.3044, lon: 16.3378, radiusKm: 8, postcode: '42000', aliases: ['warasdin'] }),
  hr({ id: 'sibenik', name: 'Šibenik', lat: 43.735, lon: 15.8952, radiusKm: 8, postcode: '22000', aliases: ['sebenico'] }),
  hr({ id: 'sisak', hrIn: 'u Sisku', name: 'Sisak', lat: 45.4658, lon: 16.3783, radiusKm: 8, postcode: '44000', aliases: ['sissek', 'sisku', 'siska'] }),
  hr({
    id: 'velika-gorica', hrIn: 'u Velikoj Gorici',
    name: 'Velika Gorica',
    lat: 45.7125,
    lon: 16.0756,
    radiusKm: 6,
    postcode: '10410',
    aliases: ['velikoj gorici', 'velike gorice', 'veliku goricu'],
  }),
  hr({ id: 'dubrovnik', name: 'Dubrovnik', lat: 42.6507, lon: 18.0944, radiusKm: 8, postcode: '20000', aliases: ['ragusa'] }),
  hr({ id: 'bjelovar', name: 'Bjelovar', lat: 45.8986, lon: 16.8423, radiusKm: 6, postcode: '43000' }),
  hr({ id: 'vinkovci', hrIn: 'u Vinkovcima', name: 'Vinkovci', lat: 45.2883, lon: 18.8047, radiusKm: 6, postcode: '32100', aliases: ['vinkovcima', 'vinkovaca'] }),
  hr({ id: 'vukovar', name: 'Vukovar', lat: 45.3433, lon: 19.002, radiusKm: 6, postcode: '32000' }),
  hr({ id: 'koprivnica', name: 'Koprivnica', lat: 46.1628, lon: 16.8275, radiusKm: 6, postcode: '48000', aliases: ['kopreinitz'] }),
  hr({ id: 'cakovec', hrIn: 'u Čakovcu', name: 'Čakovec', lat: 46.3844, lon: 16.4339, radiusKm: 6, postcode: '40000', aliases: ['cakovcu', 'cakovca', 'csaktornya'] }),
  hr({ id: 'pozega', name: 'Požega', lat: 45.3403, lon: 17.685, radiusKm: 6, postcode: '34000' }),
  hr({ id: 'samobor', name: 'Samobor', lat: 45.8011, lon: 15.711, radiusKm: 5, postcode: '10430' }),
  hr({ id: 'makarska', hrIn: 'u Makarskoj', name: 'Makarska', lat: 43.2969, lon: 17.0178, radiusKm: 5, postcode: '21300' }),
  hr({ id: 'porec', name: 'Poreč', lat: 45.2272, lon: 13.5947, radiusKm: 5, postcode: '52440', aliases: ['parenzo'] }),
  hr({ id: 'rovinj', name: 'Rovinj', lat: 45.0812, lon: 13.6387, radiusKm: 5, postcode: '52210', aliases: ['rovigno'] }),
  hr({ id: 'dakovo', name: 'Đakovo', lat: 45.31, lon: 18.41, radiusKm: 5, postcode: '31400', aliases: ['djakovo'] }),
  hr({ id: 'virovitica', name: 'Virovitica', lat: 45.8319, lon: 17.3839, radiusKm: 5, postcode: '33000' }),
  hr({ id: 'gospic', name: 'Gospić', lat: 44.5461, lon: 15.3747, radiusKm: 5, postcode: '53000' }),
  hr({ id: 'knin', name: 'Knin', lat: 44.0406, lon: 16.1994, radiusKm: 5, postcode: '22300' }),
  hr({ id: 'opatija', name: 'Opatija', lat: 45.3376, lon: 14.3052, radiusKm: 4, postcode: '51410', aliases: ['abbazia'] }),
  hr({ id: 'kutina', name: 'Kutina', lat: 45.475, lon: 16.7819, radiusKm: 5, postcode: '44320' }),
  hr({ id: 'trogir', name: 'Trogir', lat: 43.517, lon: 16.251, radiusKm: 4, postcode: '21220', aliases: ['trau'] }),
  hr({ id: 'krapina', name: 'Krapina', lat: 46.1608, lon: 15.8789, radiusKm: 4, postcode: '49000' }),
  hr({ id: 'metkovic', name: 'Metković', lat: 43.054, lon: 17.648, radiusKm: 4, postcode: '20350' }),
  hr({
    id: 'nova-gradiska', hrIn: 'u Novoj Gradiški',
    name: 'Nova Gradiška',
    lat: 45.255,
    lon: 17.383,
    radiusKm: 4,
    postcode: '35400',
    aliases: ['novoj gradiski', 'nove gradiske'],
  }),
  hr({ id: 'kastela', hrIn: 'u Kaštelima', name: 'Kaštela', lat: 43.55, lon: 16.35, radiusKm: 4, postcode: '21212', aliases: ['kastelima'] }),
  hr({ id: 'solin', name: 'Solin', lat: 43.54, lon: 16.49, radiusKm: 3, postcode: '21210', aliases: ['salona'] }),
  // Districts of Zagreb, Split and Rijeka.
  hr({ id: 'zagreb-tresnjevka', name: 'Trešnjevka', lat: 45.8, lon: 15.945, postcode: '10000', aliases: ['tresnjevci', 'tresnjevke', 'tresnjevku'], ...district('zagreb') }),
  hr({
    id: 'zagreb-novi-zagreb',
    name: 'Novi Zagreb',
    lat: 45.777,
    lon: 15.987,
    postcode: '10020',
    aliases: ['novom zagrebu', 'novog zagreba', 'neu agram'],
    ...district('zagreb'),
  }),
  hr({ id: 'zagreb-dubrava', name: 'Dubrava', lat: 45.833, lon: 16.056, postcode: '10040', ...district('zagreb') }),
  hr({ id: 'zagreb-sesvete', name: 'Sesvete', lat: 45.83, lon: 16.11, postcode: '10360', aliases: ['sesvetama', 'sesveta'], ...district('zagreb') }),
  hr({ id: 'zagreb-maksimir', name: 'Maksimir', lat: 45.825, lon: 16.017, postcode: '10000', ...district('zagreb') }),
  hr({ id: 'zagreb-spansko', name: 'Špansko', lat: 45.802, lon: 15.893, postcode: '10090', aliases: ['spanskom', 'spanskog'], ...district('zagreb') }),
  hr({ id: 'zagreb-crnomerec', name: 'Črnomerec', lat: 45.817, lon: 15.935, postcode: '10000', aliases: ['crnomercu', 'crnomerca'], ...district('zagreb') }),
  hr({ id: 'zagreb-trnje', name: 'Trnje', lat: 45.8, lon: 15.985, postcode: '10000', ...district('zagreb') }),
  hr({ id: 'zagreb-jarun', name: 'Jarun', lat: 45.783, lon: 15.923, postcode: '10000', ...district('zagreb') }),
  hr({ id: 'zagreb-stenjevec', name: 'Stenjevec', lat: 45.81, lon: 15.88, postcode: '10090', aliases: ['stenjevcu', 'stenjevca'], ...district('zagreb') }),
  hr({ id: 'zagreb-podsused', name: 'Podsused', lat: 45.815, lon: 15.83, postcode: '10090', ...district('zagreb') }),
  hr({ id: 'zagreb-pescenica', name: 'Peščenica', lat: 45.8, lon: 16.025, postcode: '10000', ...district('zagreb') }),
  hr({ id: 'split-znjan', name: 'Žnjan', lat: 43.505, lon: 16.47, postcode: '21000', ...district('split') }),
  hr({ id: 'split-kman', name: 'Kman', lat: 43.512, lon: 16.455, postcode: '21000', ...district('split') }),
  hr({ id: 'split-stobrec', name: 'Stobreč', lat: 43.503, lon: 16.527, postcode: '21311', ...district('split') }),
  hr({ id: 'rijeka-kantrida', name: 'Kantrida', lat: 45.342, lon: 14.393, postcode: '51000', ...district('rijeka') }),
  hr({ id: 'rijeka-trsat', name: 'Trsat', lat: 45.332, lon: 14.454, postcode: '51000', ...district('rijeka') }),
  hr({ id: 'rijeka-zamet', name: 'Zamet', lat: 45.346, lon: 14.408, postcode: '51000', ...district('rijeka') }),
  hr({ id: 'rijeka-susak', name: 'Sušak', lat: 45.324, lon: 14.453, postcode: '51000', ...district('rijeka') }),

  // --- Slovenia --------------------------------------------------------------------------------------
  si({ id: 'ljubljana', name: 'Ljubljana', lat: 46.0569, lon: 14.5058, radiusKm: 11, postcode: '1000', aliases: ['laibach', 'lubiana'] }),
  si({ id: 'maribor', name: 'Maribor', lat: 46.5547, lon: 15.6459, radiusKm: 8, postcode: '2000', aliases: ['marburg', 'marburg an der drau'] }),
  si({ id: 'celje', name: 'Celje', lat: 46.2309, lon: 15.2604, radiusKm: 6, postcode: '3000', aliases: ['cilli'] }),
  si({ id: 'kranj', name: 'Kranj', lat: 46.2389, lon: 14.3556, radiusKm: 6, postcode: '4000', aliases: ['krainburg'] }),
  si({ id: 'koper', hrIn: 'u Kopru', name: ['Koper', 'Koper', 'Koper'], lat: 45.5469, lon: 13.7294, radiusKm: 6, postcode: '6000', aliases: ['kopar', 'kopru', 'kopra', 'capodistria'] }),
  si({
    id: 'novo-mesto', hrIn: 'u Novom Mestu',
    name: ['Novo Mesto', 'Novo Mesto', 'Novo Mesto'],
    lat: 45.8011,
    lon: 15.1689,
    radiusKm: 6,
    postcode: '8000',
    aliases: ['novom mestu', 'novog mesta', 'rudolfswert'],
  }),
  si({ id: 'ljubljana-siska', name: 'Šiška', lat: 46.07, lon: 14.49, postcode: '1000', aliases: ['siski'], ...district('ljubljana') }),
  si({ id: 'ljubljana-bezigrad', name: 'Bežigrad', lat: 46.07, lon: 14.515, postcode: '1000', ...district('ljubljana') }),

  // --- Austria ----------------------------------------------------------------------------------------
  at({ id: 'wien', name: ['Vienna', 'Beč', 'Wien'], state: 'Wien', lat: 48.2082, lon: 16.3738, radiusKm: 14, postcode: '1010', aliases: ['vienne', 'viena', 'dunaj'] }),
  at({ id: 'graz', name: 'Graz', state: 'Steiermark', lat: 47.0707, lon: 15.4395, radiusKm: 9, postcode: '8010', aliases: ['gradec'] }),
  at({ id: 'linz', name: 'Linz', state: 'Oberösterreich', lat: 48.3069, lon: 14.2858, radiusKm: 9, postcode: '4020' }),
  at({ id: 'salzburg', name: 'Salzburg', state: 'Salzburg', lat: 47.8095, lon: 13.055, radiusKm: 8, postcode: '5020', aliases: ['solnograd'] }),
  at({ id: 'innsbruck', name: 'Innsbruck', state: 'Tirol', lat: 47.2692, lon: 11.4041, radiusKm: 8, postcode: '6020', aliases: ['inomost'] }),
  at({ id: 'klagenfurt', name: 'Klagenfurt', state: 'Kärnten', lat: 46.6247, lon: 14.3053, radiusKm: 8, postcode: '9020', aliases: ['celovec', 'klagenfurt am worthersee'] }),
  at({ id: 'villach', name: 'Villach', state: 'Kärnten', lat: 46.6111, lon: 13.8558, radiusKm: 6, postcode: '9500', aliases: ['beljak'] }),
  at({ id: 'wien-favoriten', name: 'Favoriten', state: 'Wien', lat: 48.1755, lon: 16.378, postcode: '1100', ...district('wien') }),
  at({ id: 'wien-floridsdorf', name: 'Floridsdorf', state: 'Wien', lat: 48.256, lon: 16.399, postcode: '1210', ...district('wien') }),
  at({ id: 'wien-donaustadt', name: 'Donaustadt', state: 'Wien', lat: 48.222, lon: 16.488, postcode: '1220', ...district('wien') }),
  at({ id: 'wien-simmering', name: 'Simmering', state: 'Wien', lat: 48.17, lon: 16.423, postcode: '1110', ...district('wien') }),
  at({ id: 'wien-liesing', name: 'Liesing', state: 'Wien', lat: 48.138, lon: 16.287, postcode: '1230', ...district('wien') }),
  at({ id: 'wien-ottakring', name: 'Ottakring', state: 'Wien', lat: 48.212, lon: 16.31, postcode: '1160', ...district('wien') }),

  // --- Germany ------------------------------------------------------------------------------------------
  de({ id: 'berlin', name: 'Berlin', state: 'Berlin', lat: 52.52, lon: 13.405, radiusKm: 18, postcode: '10115' }),
  de({ id: 'hamburg', name: 'Hamburg', state: 'Hamburg', lat: 53.5511, lon: 9.9937, radiusKm: 14, postcode: '20095' }),
  de({ id: 'muenchen', name: ['Munich', 'München', 'München'], state: 'Bayern', lat: 48.1351, lon: 11.582, radiusKm: 13, postcode: '80331', aliases: ['munich', 'minhen', 'muenchen', 'monaco di baviera'] }),
  de({ id: 'koeln', name: ['Cologne', 'Köln', 'Köln'], state: 'Nordrhein-Westfalen', lat: 50.9375, lon: 6.9603, radiusKm: 12, postcode: '50667', aliases: ['koeln', 'cologne', 'kelln'] }),
  de({
    id: 'frankfurt',
    name: ['Frankfurt', 'Frankfurt na Majni', 'Frankfurt am Main'],
    state: 'Hessen',
    lat: 50.1109,
    lon: 8.6821,
    radiusKm: 11,
    postcode: '60311',
    aliases: ['frankfurt am main', 'frankfurt na majni'],
  }),
  de({ id: 'stuttgart', name: 'Stuttgart', state: 'Baden-Württemberg', lat: 48.7758, lon: 9.1829, radiusKm: 10, postcode: '70173' }),
  de({ id: 'duesseldorf', name: 'Düsseldorf', state: 'Nordrhein-Westfalen', lat: 51.2277, lon: 6.7735, radiusKm: 10, postcode: '40213', aliases: ['duesseldorf'] }),
  de({ id: 'leipzig', name: 'Leipzig', state: 'Sachsen', lat: 51.3397, lon: 12.3731, radiusKm: 10, postcode: '04109' }),
  de({ id: 'dortmund', name: 'Dortmund', state: 'Nordrhein-Westfalen', lat: 51.5136, lon: 7.4653, radiusKm: 10, postcode: '44135' }),
  de({ id: 'nuernberg', name: ['Nuremberg', 'Nürnberg', 'Nürnberg'], state: 'Bayern', lat: 49.4521, lon: 11.0767, radiusKm: 10, postcode: '90402', aliases: ['nuernberg', 'nuremberg', 'nirnberg'] }),
  de({ id: 'dresden', name: 'Dresden', state: 'Sachsen', lat: 51.0504, lon: 13.7373, radiusKm: 10, postcode: '01067', aliases: ['drazdany'] }),
  de({ id: 'hannover', name: ['Hanover', 'Hannover', 'Hannover'], state: 'Niedersachsen', lat: 52.3759, lon: 9.732, radiusKm: 10, postcode: '30159', aliases: ['hanover'] }),
  de({ id: 'muenchen-schwabing', name: 'Schwabing', state: 'Bayern', lat: 48.165, lon: 11.58, postcode: '80802', ...district('muenchen') }),
  de({ id: 'muenchen-pasing', name: 'Pasing', state: 'Bayern', lat: 48.15, lon: 11.46, postcode: '81241', ...district('muenchen') }),
  de({ id: 'muenchen-sendling', name: 'Sendling', state: 'Bayern', lat: 48.118, lon: 11.54, postcode: '81369', ...district('muenchen') }),
  de({ id: 'berlin-neukoelln', name: 'Neukölln', state: 'Berlin', lat: 52.481, lon: 13.435, postcode: '12043', aliases: ['neukoelln'], ...district('berlin') }),
  de({ id: 'berlin-spandau', name: 'Spandau', state: 'Berlin', lat: 52.536, lon: 13.2, postcode: '13597', ...district('berlin') }),
  de({ id: 'berlin-marzahn', name: 'Marzahn', state: 'Berlin', lat: 52.545, lon: 13.565, postcode: '12679', ...district('berlin') }),
  de({ id: 'berlin-kreuzberg', name: 'Kreuzberg', state: 'Berlin', lat: 52.499, lon: 13.403, postcode: '10961', ...district('berlin') }),
];

const BY_ID = new Map(PLACES.map((entry) => [entry.id, entry]));

export function placeById(id: string): GazetteerPlace | undefined {
  return BY_ID.get(id);
}

/** Every spelling of a place (its three names and aliases) as a phrase key of the query vocabulary. */
export function spellingsOf(entry: GazetteerPlace): string[] {
  return [...new Set([entry.names.en, entry.names.hr, entry.names.de, ...entry.aliases].map(phraseKey))];
}

/** "in Zagreb", "u Zagrebu", "in Zagreb": the place after "in" in a language. */
export function inPlace(entry: GazetteerPlace, language: 'en' | 'hr' | 'de'): string {
  if (language !== 'hr') return `in ${entry.names[language]}`;
  if (entry.hrIn) return entry.hrIn;
  const name = entry.names.hr;
  if (/a$/.test(name)) return `u ${name.slice(0, -1)}i`;
  if (/[oe]$/.test(name)) return `u ${name.slice(0, -1)}u`;
  return `u ${name}u`;
}

/** The name the place's own people write (street signs, addresses). */
export function localName(entry: GazetteerPlace): string {
  return entry.countryCode === 'AT' || entry.countryCode === 'DE' ? entry.names.de : entry.names.hr;
}

/** The place's name in a language. */
export function placeName(entry: GazetteerPlace, language: 'en' | 'hr' | 'de'): string {
  return entry.names[language];
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The gazetteer place nearest to a point, if one is within its radius (plus a margin). */
export function placeAt(point: { lat: number; lon: number }, marginKm = 10): GazetteerPlace | undefined {
  let best: GazetteerPlace | undefined;
  let bestDistance = Infinity;
  for (const entry of PLACES) {
    if (entry.kind !== 'city') continue;
    const distance = distanceKm(point, entry);
    if (distance <= entry.radiusKm + marginKm && distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}
