/**
 * The built-in parser's knowledge: the words and phrases of English, Croatian and German that name
 * brands, models, fuels, transmissions, body types, colours and countries, and the words around numbers
 * (comparisons, units, "thousand", price/mileage/year hints). Keys are normalised the way the lexer
 * normalises queries (lowercase, no diacritics) and split into the lexer's tokens, joined by one space.
 * Everything is built once, at module load, into one map from phrase to meanings.
 */
import {
  BRANDS,
  COUNTRIES,
  type BodyType,
  type Color,
  type Feature,
  type FuelType,
  type SellerType,
  type SortOption,
  type Transmission,
} from '@contract/catalog';
import { lex, normaliseQuery } from './query-lexer';

export type QueryLanguage = 'en' | 'hr' | 'de';
/** power: kW; powerHp: horsepower (PS, KS, hp), turned into kW by the power recogniser; registration: a year of first registration. */
export type NumberDomain = 'price' | 'mileage' | 'year' | 'power' | 'powerHp' | 'registration';

export type Meaning =
  | { kind: 'brand'; brand: string }
  /** needsBrand: 'mentioned' = only when the query names the brand; 'adjacent' = right after it (numeric names). */
  | { kind: 'model'; brand: string; model: string; needsBrand: false | 'mentioned' | 'adjacent' }
  | { kind: 'fuel'; value: FuelType }
  | { kind: 'transmission'; value: Transmission }
  /**
   * language: the meaning holds only in that language ("kombi" is a van in Croatian, an estate in German).
   * afterModel: only right after a model ("Leon ST": the maker's short name for the estate).
   */
  | { kind: 'body'; value: BodyType; language?: QueryLanguage; afterModel?: true }
  | { kind: 'color'; value: Color }
  | { kind: 'country'; id: number }
  | { kind: 'seller'; value: SellerType }
  | { kind: 'equipment'; value: Feature }
  /** An order the query asks for ("najnoviji oglasi", "lowest mileage"). */
  | { kind: 'sort'; value: SortOption }
  /**
   * A comparison. dir: which bound the number sets. role: 'from'/'to' open and close a range ("od … do"),
   * 'between' opens one closed by 'and'. strictYear: "after 2018" means 2019 on. yearWord: speaks of age
   * ("older than", "newer than"), which turns around for ages in years. postfix: follows the number
   * ("2018 or newer"). domain: what the number must be ("cheaper than" → price).
   */
  | {
      kind: 'cmp';
      dir?: 'min' | 'max';
      role?: 'from' | 'to' | 'between' | 'and';
      strictYear?: boolean;
      yearWord?: boolean;
      postfix?: boolean;
      domain?: NumberDomain;
    }
  /** What a number is: € and km, "godište", or an age in years; 'ignore' for doors, kW, seats … */
  | { kind: 'unit'; unit: NumberDomain | 'age' | 'ignore'; factor?: number }
  | { kind: 'mult'; factor: number }
  /** A word that says what nearby numbers are ("price", "kilometraža", "Baujahr"). */
  | { kind: 'hint'; domain: NumberDomain }
  | { kind: 'neg' }
  | { kind: 'approx' };

const phrases = new Map<string, Meaning[]>();
let longestPhrase = 1;

/** The phrase key of a text: its tokens' texts joined by a space ("CX-5" → "cx 5"). */
export function phraseKey(text: string): string {
  return lex(normaliseQuery(text))
    .filter((token) => token.kind !== 'sym')
    .map((token) => token.text)
    .join(' ');
}

function add(meaning: Meaning, ...texts: string[]): void {
  for (const text of texts) {
    const key = phraseKey(text);
    if (!key) continue;
    const list = phrases.get(key);
    if (!list) phrases.set(key, [meaning]);
    else if (!list.some((existing) => JSON.stringify(existing) === JSON.stringify(meaning))) list.push(meaning);
    longestPhrase = Math.max(longestPhrase, key.split(' ').length);
  }
}

/** stem + each ending: inflect('crn', ['i', 'a']) → ['crni', 'crna']. */
function inflect(stem: string, endings: readonly string[]): string[] {
  return endings.map((ending) => stem + ending);
}
const HR_ADJECTIVE = ['i', 'a', 'o', 'e', 'u', 'og', 'oga', 'om', 'omu', 'oj', 'ih', 'im', 'ima'];
const HR_FEMININE = ['a', 'e', 'i', 'u', 'om', 'ama'];
const DE_ADJECTIVE = ['', 'e', 'er', 'en', 'es', 'em'];

// --- Brands ----------------------------------------------------------------------------------------

const BRAND_ALIASES: Record<string, string[]> = {
  BMW: ['bmv', 'beemer', 'bimmer', 'b m w'],
  Chevrolet: ['chevy', 'sevrolet', 'chevrolett', 'cevrolet'],
  Citroen: ['citroen', 'citron', 'citroan', 'sitroen'],
  Dacia: ['dacija', 'dacie', 'dacia'],
  Hyundai: ['hundai', 'hyndai', 'hyunday', 'hjundai', 'hyundaj', 'huyndai', 'hyunadi'],
  Jaguar: ['jag', 'jaguara'],
  'Land Rover': ['landrover', 'land rover', 'lend rover'],
  'Mercedes-Benz': [
    'mercedes',
    'merc',
    'benz',
    'mercedez',
    'mercedes benz',
    'mercedesbenz',
    'mb',
    'mercedesa',
    'mercedesom',
    'mercedesu',
  ],
  Mitsubishi: ['mitsubisi', 'mitsubishy', 'mitsu', 'mitshubishi', 'micubisi'],
  Nissan: ['nisan'],
  Peugeot: ['pezo', 'pezho', 'peugot', 'pejo', 'peugeo', 'pezoa', 'peugeota'],
  Porsche: ['porse', 'porshe', 'porsh', 'porsch', 'porschea'],
  Renault: ['reno', 'renalt', 'renaut', 'renolt', 'renaulta', 'renoa'],
  Škoda: ['shkoda', 'scoda', 'skodu', 'skode', 'skodom', 'skodi', 'shkodu'],
  Toyota: ['tojota', 'toyta', 'toyotu', 'toyote', 'toyotom', 'tojotu'],
  Volkswagen: [
    'vw',
    'folksvagen',
    'volkswagon',
    'volksvagen',
    'folcvagen',
    'folksvagena',
    'volkswagena',
    'volkswagenom',
    'vwa',
    'vwom',
    'volkswagens',
  ],
  Volvo: ['volva', 'volvom', 'volvu'],
  Audi: ['audija', 'audiju', 'audijem', 'audiji'],
  Tesla: ['teslu', 'tesle', 'teslom', 'tesli'],
  Mazda: ['mazdu', 'mazde', 'mazdom'],
  Kia: ['kiu', 'kiju', 'kie', 'kije'],
  Honda: ['hondu', 'honde', 'hondom'],
  Suzuki: ['suzukija', 'suzukiju', 'suzuky'],
  Mini: ['minija', 'miniju'],
  Opel: ['opela', 'opelom', 'opelu'],
  Ford: ['forda', 'fordom', 'fordu'],
  Fiat: ['fiata', 'fiatom', 'fiatu'],
  Seat: ['seata', 'seatom'],
  Jeep: ['jeepa', 'jeepom'],
  Lexus: ['lexusa', 'lexusom', 'leksus'],
};

for (const brand of BRANDS) add({ kind: 'brand', brand: brand.name }, brand.name, ...(BRAND_ALIASES[brand.name] ?? []));

/** Brands that fuzzy matching (typos, endings) may find, by their folded spelling. */
export const BRAND_KEYS: ReadonlyMap<string, string> = new Map(
  BRANDS.flatMap((brand) =>
    [brand.name, ...(BRAND_ALIASES[brand.name] ?? [])].map((alias) => [phraseKey(alias), brand.name] as const),
  ).filter(([key]) => !key.includes(' ') && key.length >= 4),
);

// --- Models ----------------------------------------------------------------------------------------

/** Model names that are also everyday words (or too short): recognised only when the brand is named. */
const MODELS_NEEDING_BRAND = new Set([
  'e',
  'one',
  'coupe',
  'convertible',
  'up',
  'ka',
  'note',
  'leaf',
  'spring',
  'rapid',
  'superb',
  'partner',
  'traveller',
  'across',
  'alto',
  'combo',
  'adam',
  'karl',
  'bravo',
  'is',
  'es',
  'ct',
  'gs',
  'ls',
  'ux',
  'nx',
  'rx',
  'rz',
  'lbx',
  'insight',
  'accord',
  'roadster',
  'colt',
  'volt',
  'soul',
  'compass',
  'patriot',
  'spark',
  'e ny1',
  'tipo',
  'panda',
  'leon',
  'jazz',
  'swift',
]);

/** Extra names: Croatian/German spellings, generation-free short forms, common misspellings. */
const MODEL_ALIASES: Record<string, Record<string, string[]>> = {
  Škoda: {
    Octavia: [
      'oktavia',
      'oktavija',
      'octavija',
      'octaviu',
      'octaviju',
      'oktaviju',
      'octavie',
      'octavije',
      'octaviom',
      'octavijom',
    ],
    Fabia: ['fabija', 'fabiju', 'fabiu', 'fabie'],
    Kodiaq: ['kodiak', 'kodijak'],
    Karoq: ['karok'],
    Kamiq: ['kamik'],
  },
  Volkswagen: {
    Passat: ['pasat', 'passata', 'pasata', 'passatom'],
    Golf: ['golfa', 'golfom'],
    'T-Roc': ['troc'],
    Tiguan: ['tiguana'],
  },
  Ford: { Focus: ['fokus', 'fokusa', 'focusa'], 'Mustang Mach-E': ['mach e'], 'Transit Custom': ['transit'] },
  Citroen: { 'C4 Picasso': ['picasso'], 'C4 Cactus': ['cactus'] },
  'Land Rover': { 'Range Rover Evoque': ['evoque'], 'Range Rover Velar': ['velar'] },
  Toyota: { RAV4: ['rav 4'], 'C-HR': ['chr'], 'Land Cruiser': ['landcruiser'] },
  Kia: { Ceed: ['cee d'], ProCeed: ['pro ceed'] },
  Dacia: { 'Sandero Stepway': ['stepway'] },
  Suzuki: { 'SX4 S-Cross': ['s cross', 'scross'] },
  Mazda: { Mazda2: ['mazda 2'], Mazda3: ['mazda 3'], Mazda5: ['mazda 5'], Mazda6: ['mazda 6'] },
  Renault: { Megane: ['megan'] },
  Opel: { Astra: ['astru', 'astre'], Corsa: ['corsu', 'korsa'] },
  Tesla: { 'Model 3': ['model3'], 'Model Y': ['modely'], 'Model X': ['modelx'] },
};

const MERCEDES_CLASS_WORDS = ['klasa', 'klase', 'klasu', 'klasi', 'klasom', 'klasse', 'class', 'razred', 'razreda'];
for (const letter of ['A', 'B', 'C', 'E', 'S', 'G', 'V']) {
  (MODEL_ALIASES['Mercedes-Benz'] ??= {})[`${letter}-Class`] = MERCEDES_CLASS_WORDS.map((word) => `${letter} ${word}`);
}
for (const series of [1, 2, 3, 4, 5, 7]) {
  (MODEL_ALIASES.BMW ??= {})[`${series} Series`] = [
    `${series}er`,
    `${series}er reihe`,
    `serija ${series}`,
    `serije ${series}`,
    `seriju ${series}`,
    `${series} serija`,
    `${series} serije`,
    `series ${series}`,
    `${series} series`,
    `reihe ${series}`,
  ];
}

const modelsByBrand = new Map<string, Map<string, string>>();
const brandsOfModelKey = new Map<string, Set<string>>();
const modelEntries: { key: string; brand: string; model: string }[] = [];

function modelKeys(name: string): string[] {
  const key = phraseKey(name);
  const keys = [key];
  if (key.includes(' ')) keys.push(key.replace(/ /g, ''));
  // "XC60" is also typed "xc 60" (two letters or more, so "i30" is not "i 30" as in "između 10 i 30").
  const split = /^([a-z]{2,})(\d+)$/.exec(key);
  if (split) keys.push(`${split[1]} ${split[2]}`);
  return keys;
}

for (const brand of BRANDS) {
  const byKey = new Map<string, string>();
  modelsByBrand.set(brand.name, byKey);
  for (const model of brand.models) {
    const names = [...modelKeys(model), ...(MODEL_ALIASES[brand.name]?.[model] ?? []).map(phraseKey)];
    for (const key of names) {
      byKey.set(key, model);
      modelEntries.push({ key, brand: brand.name, model });
      if (!brandsOfModelKey.has(key)) brandsOfModelKey.set(key, new Set());
      brandsOfModelKey.get(key)!.add(brand.name);
    }
  }
}
for (const { key, brand, model } of modelEntries) {
  const needsBrand = /^\d+$/.test(key)
    ? 'adjacent'
    : MODELS_NEEDING_BRAND.has(key) || brandsOfModelKey.get(key)!.size > 1
      ? 'mentioned'
      : false;
  // Keys are already normalised: bypass phraseKey so "e ny1" etc. stay as they are.
  const list = phrases.get(key) ?? [];
  list.unshift({ kind: 'model', brand, model, needsBrand });
  phrases.set(key, list);
  longestPhrase = Math.max(longestPhrase, key.split(' ').length);
}

/** A brand's models by their folded single-word spelling, for fuzzy matching once the brand is known. */
export function modelKeysOf(brand: string): ReadonlyMap<string, string> {
  return modelsByBrand.get(brand) ?? new Map();
}

/** Distinctive single-word model names (for endings: "golfa", "octaviju") that need no brand. */
export const STANDALONE_MODEL_KEYS: ReadonlyMap<string, { brand: string; model: string }> = new Map(
  modelEntries
    .filter(
      ({ key }) =>
        !key.includes(' ') &&
        key.length >= 4 &&
        !/^\d+$/.test(key) &&
        !MODELS_NEEDING_BRAND.has(key) &&
        brandsOfModelKey.get(key)!.size === 1,
    )
    .map(({ key, brand, model }) => [key, { brand, model }] as const),
);

// --- Fuel, transmission, body type, colour ------------------------------------------------------------

const fuel = (value: FuelType, ...texts: string[]) => add({ kind: 'fuel', value }, ...texts);
fuel(
  'petrol',
  'petrol',
  'gasoline',
  'gas',
  'benzin',
  'benzina',
  'benzinom',
  'benzinu',
  'benzinac',
  'benzinca',
  'benzinci',
  'benzinaca',
  ...inflect('benzinsk', HR_ADJECTIVE),
  'benziner',
  'benzinmotor',
  'ottomotor',
  'tsi',
  'tfsi',
  'tce',
  'ecoboost',
  'puretech',
  'mpi',
  'vtec',
  'tgdi',
  'gti',
  'vvt i',
  'skyactiv g',
  'fsi',
  'tjet',
  't jet',
  'multiair',
  'thp',
  'gdi',
);
fuel(
  'diesel',
  'diesel',
  'diesela',
  'dieselom',
  'dizel',
  'dizela',
  'dizelom',
  'dizelu',
  'dizelas',
  'dizelasa',
  'dizelasi',
  'dizelase',
  ...inflect('dizelsk', HR_ADJECTIVE),
  'dieselmotor',
  'selbstzunder',
  'tdi',
  'cdi',
  'hdi',
  'dci',
  'crdi',
  'tdci',
  'cdti',
  'jtd',
  'jtdm',
  'multijet',
  'bluehdi',
  'blue hdi',
  'd4d',
  'bluetec',
  'bluemotion',
  'gtd',
  'skyactiv d',
  'ecoblue',
  'i dtec',
  'idtec',
  'crdi',
  'tdi cr',
  'd 4d',
  'hdi fap',
  'dci fap',
);
fuel(
  'electric',
  'electric',
  'ev',
  'evs',
  'bev',
  'battery electric',
  'e car',
  'e auto',
  'elektro',
  'elektroauto',
  'elektroautomobil',
  'elektromobil',
  ...inflect('elektricn', HR_ADJECTIVE),
  ...inflect('elektrisch', DE_ADJECTIVE),
  'elektrofahrzeug',
  'elektroautos',
  'struja',
  'struju',
  'strujom',
  'na struju',
  'stromer',
  'electric car',
);
fuel(
  'hybrid',
  'hybrid',
  'hybrids',
  'hybride',
  'hybridauto',
  'hybridfahrzeug',
  'hibrid',
  'hibrida',
  'hibridom',
  'hibridi',
  ...inflect('hibridn', HR_ADJECTIVE),
  'hev',
  'mild hybrid',
  'full hybrid',
  'vollhybrid',
  'hybrid4',
  'e tense',
  'e power',
);
// Charged from the grid: its own fuel since listings tell the two apart (VW's GTE and eHybrid, Škoda's iV, Kia's PHEV).
fuel(
  'plugin_hybrid',
  'plug in',
  'plugin',
  'plug in hybrid',
  'plugin hybrid',
  'plug in hybrids',
  'plug in hybride',
  'plug in hybriden',
  'plug in hybridfahrzeug',
  'steckdosenhybrid',
  'phev',
  'gte',
  'e hybrid',
  'ehybrid',
  'plug in hibrid',
  'plugin hibrid',
  'plug in hibrida',
  'plug in hibridom',
  'plug in hibridi',
  'punjivi hibrid',
  'punjivog hibrida',
  'punjivim hibridom',
  'hibrid na struju',
);
// Autogas (LPG): factory bi-fuel cars (Dacia ECO-G, Fiat Easypower, GPL) and conversions. In Croatian "plin" alone
// means autogas at the pump ("auto na plin").
fuel(
  'lpg',
  'lpg',
  'autogas',
  'auto gas',
  'autoplin',
  'na plin',
  'plin',
  'plina',
  'plinom',
  'plinu',
  'na plinu',
  ...inflect('plinsk', HR_ADJECTIVE),
  'ukapljeni naftni plin',
  'flussiggas',
  'fluessiggas',
  'gpl',
  'eco g',
  'ecog',
  'easypower',
  'bi fuel',
  'bifuel',
  'propane',
);
// Natural gas (CNG): VW and Seat TGI, Škoda G-TEC, Audi g-tron, Fiat Natural Power, VW EcoFuel.
fuel(
  'cng',
  'cng',
  'erdgas',
  'erdgasauto',
  'erdgasfahrzeug',
  'natural gas',
  'compressed natural gas',
  'metan',
  'metana',
  'metanom',
  'na metan',
  'zemni plin',
  'zemnim plinom',
  'prirodni plin',
  'prirodnim plinom',
  'stlaceni prirodni plin',
  'tgi',
  'g tec',
  'gtec',
  'g tron',
  'gtron',
  'natural power',
  'ecofuel',
);

const seller = (value: SellerType, ...texts: string[]) => add({ kind: 'seller', value }, ...texts);
seller(
  'private',
  'private seller',
  'private sellers',
  'private sale',
  'privately',
  'from a private seller',
  'privatni prodavac',
  'privatnog prodavaca',
  'privatni prodavatelj',
  'privatnog prodavatelja',
  'privatnik',
  'privatnika',
  'od privatnika',
  'privatno',
  'privatna prodaja',
  'privat',
  'von privat',
  'privatverkauf',
  'privatanbieter',
  'privatverkaufer',
  'privatverkaeufer',
);
seller(
  'dealer',
  'dealer',
  'dealers',
  'dealership',
  'from a dealer',
  'trgovac',
  'trgovca',
  'od trgovca',
  'autokuca',
  'autokuce',
  'od autokuce',
  'auto kuca',
  'auto kuce',
  'salon',
  'iz salona',
  'handler',
  'haendler',
  'vom handler',
  'vom haendler',
  'handlerfahrzeug',
  'autohaus',
  'vom autohaus',
);

const equipment = (value: Feature, ...texts: string[]) => add({ kind: 'equipment', value }, ...texts);
equipment(
  'navigation',
  'navigation',
  'navi',
  'sat nav',
  'satnav',
  'gps',
  'navigacija',
  'navigacije',
  'navigaciju',
  'navigacijom',
  'navigacijskim',
  'navigationssystem',
  'navigationsgerat',
);
equipment(
  'towBar',
  'tow bar',
  'towbar',
  'tow hitch',
  'towing hitch',
  'kuka',
  'kuke',
  'kuku',
  'kukom',
  'kuka za vucu',
  'kukom za vucu',
  'vucna kuka',
  'vucnom kukom',
  'anhangerkupplung',
  'anhaengerkupplung',
  'ahk',
);
equipment(
  'airConditioning',
  'air conditioning',
  'aircon',
  'klima',
  'klime',
  'klimu',
  'klimom',
  'klima uredaj',
  'klima uredajem',
  'klimaanlage',
);
equipment(
  'climateControl',
  'climate control',
  'automatic climate control',
  'klimatronik',
  'klimatronic',
  'klimatronikom',
  'klimaautomatik',
  'automatska klima',
  'automatskom klimom',
);
equipment(
  'parkingSensors',
  'parking sensors',
  'parking sensor',
  'pdc',
  'parkirni senzori',
  'parkirnim senzorima',
  'senzori za parkiranje',
  'einparkhilfe',
  'parksensoren',
  'parkpiepser',
);
equipment(
  'rearCamera',
  'rear camera',
  'reversing camera',
  'backup camera',
  'kamera',
  'kamerom',
  'straznja kamera',
  'straznjom kamerom',
  'kamera za voznju unatrag',
  'ruckfahrkamera',
  'rueckfahrkamera',
);
equipment('cruiseControl', 'cruise control', 'tempomat', 'tempomatom', 'tempomata');
equipment(
  'adaptiveCruiseControl',
  'adaptive cruise control',
  'adaptive cruise',
  'acc',
  'adaptivni tempomat',
  'adaptivnim tempomatom',
  'abstandstempomat',
  'abstandsregeltempomat',
  'adaptiver tempomat',
);
equipment(
  'heatedSeats',
  'heated seats',
  'seat heating',
  'grijana sjedala',
  'grijanim sjedalima',
  'grijanje sjedala',
  'grijanjem sjedala',
  'sitzheizung',
);
equipment(
  'leatherSeats',
  'leather',
  'leather seats',
  'leather interior',
  'koza',
  'kozna sjedala',
  'koznim sjedalima',
  'koznom unutrasnjoscu',
  'kozom',
  'leder',
  'ledersitze',
  'lederausstattung',
  'lederpolster',
);
equipment(
  'ledHeadlights',
  'led headlights',
  'led lights',
  'led svjetla',
  'led farovi',
  'led farovima',
  'led scheinwerfer',
  'matrix led',
  'voll led',
);
equipment(
  'alloyWheels',
  'alloy wheels',
  'alloys',
  'alu felge',
  'alu felgama',
  'alu naplatci',
  'alu naplatcima',
  'aluminijski naplatci',
  'alufelgen',
  'leichtmetallfelgen',
  'alus',
);
equipment(
  'panoramicRoof',
  'panoramic roof',
  'panorama roof',
  'panoramic sunroof',
  'panoramski krov',
  'panoramskim krovom',
  'panoramadach',
  'panorama glasdach',
);
equipment('bluetooth', 'bluetooth');
equipment('appleCarPlay', 'apple carplay', 'carplay', 'car play');
equipment(
  'keylessEntry',
  'keyless',
  'keyless entry',
  'keyless go',
  'kessy',
  'ulaz bez kljuca',
  'schlusselloses',
  'schluesselloser zugang',
);
equipment(
  'laneAssist',
  'lane assist',
  'lane keeping assist',
  'lane keep assist',
  'asistent za traku',
  'asistent za zadrzavanje trake',
  'spurhalteassistent',
  'spurassistent',
);
equipment(
  'blindSpotMonitor',
  'blind spot',
  'blind spot monitor',
  'blind spot assist',
  'mrtvi kut',
  'mrtvog kuta',
  'totwinkelassistent',
  'totwinkel assistent',
  'spurwechselassistent',
);
equipment(
  'heatPump',
  'heat pump',
  'toplinska pumpa',
  'toplinskom pumpom',
  'dizalica topline',
  'dizalicom topline',
  'warmepumpe',
  'waermepumpe',
);
equipment(
  'fourWheelDrive',
  'all wheel drive',
  'four wheel drive',
  'awd',
  '4wd',
  'pogon na sve kotace',
  'pogonom na sve kotace',
  'pogon na svim kotacima',
  'allrad',
  'allradantrieb',
  'allradler',
  'quattro',
  'xdrive',
  '4motion',
  '4matic',
);

const order = (value: SortOption, ...texts: string[]) => add({ kind: 'sort', value }, ...texts);
order(
  'listed_desc',
  'newest listings',
  'newest ads',
  'newest first',
  'latest listings',
  'latest ads',
  'recently listed',
  'most recent',
  'najnoviji oglasi',
  'najnovije oglase',
  'najnovijih oglasa',
  'najnoviji oglas',
  'najnovije objavljeni',
  'najnovije prvo',
  'neueste zuerst',
  'neueste angebote',
  'neueste inserate',
  'neuste zuerst',
  'zuletzt eingestellt',
  'neu eingestellt',
);
order(
  'mileage_asc',
  'lowest mileage',
  'least mileage',
  'lowest mileage first',
  'fewest kilometres',
  'fewest kilometers',
  'least kilometres',
  'najmanja kilometraza',
  'najmanjom kilometrazom',
  'najmanje kilometara',
  'najmanje prijedenih kilometara',
  'najmanje prijedeno',
  'wenigste kilometer',
  'wenigsten kilometer',
  'geringste laufleistung',
  'geringster kilometerstand',
  'niedrigster kilometerstand',
  'wenig kilometer zuerst',
);
order(
  'year_desc',
  'newest year',
  'newest model year',
  'newest cars',
  'youngest',
  'najmladi',
  'najmlade',
  'najmladih',
  'najnovije godiste',
  'najnovijeg godista',
  'najnovija godista',
  'neuestes baujahr',
  'neueste baujahre',
  'jungste',
  'juengste',
  'jungstes baujahr',
);
order(
  'price_asc',
  'cheapest',
  'cheapest first',
  'lowest price',
  'najjeftiniji',
  'najjeftinije',
  'najjeftinija',
  'najjeftinijih',
  'najniza cijena',
  'najnizoj cijeni',
  'gunstigste',
  'guenstigste',
  'billigste',
  'gunstigste zuerst',
  'niedrigster preis',
  'preis aufsteigend',
);
order(
  'price_desc',
  'most expensive',
  'highest price',
  'najskuplji',
  'najskuplje',
  'najskuplja',
  'najvisa cijena',
  'teuerste',
  'teuerste zuerst',
  'hochster preis',
  'preis absteigend',
);

const transmission = (value: Transmission, ...texts: string[]) => add({ kind: 'transmission', value }, ...texts);
transmission(
  'automatic',
  'automatic',
  'automatics',
  'automatic transmission',
  'automatic gearbox',
  'automatik',
  'automatika',
  'automatikom',
  'automatiku',
  'automatike',
  ...inflect('automatsk', HR_ADJECTIVE),
  'automatski mjenjac',
  'automatskim mjenjacem',
  'automat',
  'automatom',
  'automata',
  'dsg',
  'tiptronic',
  'steptronic',
  's tronic',
  'stronic',
  'cvt',
  'edc',
  'powershift',
  'automatikgetriebe',
  ...inflect('automatisch', DE_ADJECTIVE),
  'automatikwagen',
);
transmission(
  'manual',
  'manual',
  'manual transmission',
  'manual gearbox',
  'stick',
  'stick shift',
  'stickshift',
  'manuel',
  ...inflect('manualn', HR_ADJECTIVE),
  ...inflect('manueln', HR_ADJECTIVE),
  ...inflect('rucn', HR_ADJECTIVE),
  'rucni mjenjac',
  'rucnim mjenjacem',
  'rucnog mjenjaca',
  ...inflect('mehanick', HR_ADJECTIVE),
  'schaltgetriebe',
  'schaltwagen',
  'schalter',
  'schaltung',
  'handschalter',
  'handschaltung',
  ...inflect('manuell', DE_ADJECTIVE),
);

const body = (value: BodyType, ...texts: string[]) => add({ kind: 'body', value }, ...texts);
body(
  'sedan',
  'sedan',
  'sedans',
  'saloon',
  ...inflect('limuzin', HR_FEMININE),
  'limousine',
  'limousinen',
  'stufenheck',
  'limo',
);
body(
  'hatchback',
  'hatchback',
  'hatchbacks',
  'hatch',
  'hecbek',
  'hecbeka',
  'hecbekom',
  'hatchbek',
  'schragheck',
  'schraegheck',
  'steilheck',
);
body(
  'suv',
  'suv',
  'suvs',
  'suva',
  'suvove',
  'suvovi',
  'crossover',
  'crossovers',
  'terenac',
  'terenca',
  'terenci',
  'terence',
  'terencem',
  'offroad',
  'off road',
  'offroader',
  'gelandewagen',
  'gelaendewagen',
  'dzip',
  'dzipa',
  'dzipovi',
);
body(
  'wagon',
  'wagon',
  'wagons',
  'estate',
  'station wagon',
  'stationwagon',
  'karavan',
  'karavana',
  'karavanu',
  'karavanom',
  'karavani',
  'karavane',
  'combi',
  'kombis',
  'kombiwagen',
  'touring',
  'avant',
  'variant',
  'sportstourer',
  'sports tourer',
  'sw',
  't modell',
  'shooting brake',
  'grandtour',
  'grand tour',
  'sportwagon',
  'sport wagon',
  'sportswagon',
  'sports wagon',
  'turnier',
  'touring sports',
  'sportbrake',
  'sport brake',
  'sports brake',
  'sportback tourer',
);
add({ kind: 'body', value: 'wagon', language: 'de' }, 'kombi');
add({ kind: 'body', value: 'wagon', language: 'en' }, 'kombi');
// "Leon ST", "Ceed SW": short names that mean the estate only right after a model.
add({ kind: 'body', value: 'wagon', afterModel: true }, 'st', 'kombi st');
add({ kind: 'body', value: 'van', language: 'hr' }, 'kombi', 'kombija', 'kombiju', 'kombijem', 'kombiji', 'kombije');
body('coupe', 'coupe', 'coupes', 'kupe', 'kupea', 'kupeom', 'kupei');
body(
  'convertible',
  'convertible',
  'convertibles',
  'cabrio',
  'cabriolet',
  'cabrios',
  'kabriolet',
  'kabrioleta',
  'kabrioletom',
  'kabrioleti',
  'kabrio',
  'roadster',
  'spider',
  'spyder',
);
body('pickup', 'pickup', 'pickups', 'pick up', 'pikap', 'pick up truck', 'truck');
body(
  'van',
  'van',
  'vans',
  'dostavno vozilo',
  'dostavni',
  'dostavnjak',
  'dostavno',
  'transporter',
  'kastenwagen',
  'lieferwagen',
  'furgon',
  'furgona',
  'panel van',
  'kombibus',
  // Minibuses: the generic words and the makers' names for the passenger versions of their vans.
  'minibus',
  'minibusi',
  'minibusa',
  'minibusom',
  'kleinbus',
  'kleinbusse',
  'bus',
  'neunsitzer',
  'achtsitzer',
  '9 sitzer',
  '8 sitzer',
  '9 seater',
  'nine seater',
  '8 seater',
  'devet sjedala',
  '9 sjedala',
  'multivan',
  'caravelle',
  'tourneo',
  'tourneo custom',
  'vito tourer',
  'proace verso',
  'spacetourer',
  'trafic passenger',
);
body(
  'minivan',
  'minivan',
  'minivans',
  'mpv',
  'monovolumen',
  'monovolumena',
  'monovolumenom',
  'jednovolumen',
  'people carrier',
  'family van',
  'familienvan',
  'grossraumvan',
  'grossraumlimousine',
  'kompaktvan',
  'minivana',
);

const color = (value: Color, ...texts: string[]) => add({ kind: 'color', value }, ...texts);
color('black', 'black', ...inflect('crn', HR_ADJECTIVE), ...inflect('schwarz', DE_ADJECTIVE));
color(
  'white',
  'white',
  ...inflect('bijel', HR_ADJECTIVE),
  ...inflect('bel', ['i', 'a', 'o', 'og', 'om']),
  ...inflect('weiss', DE_ADJECTIVE),
  'weis',
);
color(
  'silver',
  'silver',
  ...inflect('srebrn', HR_ADJECTIVE),
  'silber',
  ...inflect('silbern', DE_ADJECTIVE),
  'silbergrau',
);
color(
  'gray',
  'gray',
  'grey',
  ...inflect('siv', HR_ADJECTIVE),
  ...inflect('tamnosiv', HR_ADJECTIVE),
  ...inflect('grau', DE_ADJECTIVE),
  'anthracite',
  'antracit',
  'antracit siva',
  'anthrazit',
  'dunkelgrau',
);
color(
  'blue',
  'blue',
  'navy',
  ...inflect('plav', HR_ADJECTIVE),
  ...inflect('tamnoplav', HR_ADJECTIVE),
  ...inflect('svijetloplav', HR_ADJECTIVE),
  ...inflect('blau', DE_ADJECTIVE),
  'dunkelblau',
);
color(
  'red',
  'red',
  ...inflect('crven', HR_ADJECTIVE),
  ...inflect('rot', DE_ADJECTIVE),
  'bordo',
  'bordeaux',
  'burgundy',
  'maroon',
  'weinrot',
);
color(
  'green',
  'green',
  ...inflect('zelen', HR_ADJECTIVE),
  ...inflect('grun', DE_ADJECTIVE),
  ...inflect('gruen', DE_ADJECTIVE),
);
color('brown', 'brown', ...inflect('smed', HR_ADJECTIVE), ...inflect('braun', DE_ADJECTIVE));
color('yellow', 'yellow', ...inflect('zut', HR_ADJECTIVE), ...inflect('gelb', DE_ADJECTIVE));
color(
  'orange',
  'orange',
  'oranger',
  'orangen',
  'orangefarben',
  ...inflect('narancast', HR_ADJECTIVE),
  ...inflect('narandzast', HR_ADJECTIVE),
);
color('beige', 'beige', 'beiger', 'beigen', 'beiges');
color(
  'purple',
  'purple',
  'violet',
  ...inflect('ljubicast', HR_ADJECTIVE),
  'lila',
  ...inflect('violett', DE_ADJECTIVE),
  'purpur',
  'purpurn',
);

// --- Countries ---------------------------------------------------------------------------------------

/** Croatian names by how they decline: -ska/-čka (adjectival), -ija, and the rest. */
function croatianForms(name: string): string[] {
  const folded = phraseKey(name);
  if (folded.endsWith('ska') || folded.endsWith('cka'))
    return inflect(folded.slice(0, -1), ['a', 'e', 'oj', 'u', 'om']);
  if (folded.endsWith('a')) return inflect(folded.slice(0, -1), ['a', 'e', 'i', 'u', 'om']);
  if (folded === 'cipar') return ['cipar', 'cipra', 'cipru', 'ciprom'];
  return inflect(folded, ['', 'a', 'u', 'om']);
}
const EXTRA_COUNTRY_NAMES: Record<string, string[]> = {
  AT: ['oesterreich', 'osterreichs'],
  CZ: ['czech republic', 'ceska republika', 'ceskoj republici', 'tschechische republik'],
  DK: ['daenemark'],
  NL: ['holland', 'the netherlands', 'niederlanden', 'holandija', 'holandije', 'holandiji', 'nizozemskoj'],
  RO: ['rumaenien'],
  GR: ['grcke', 'grckoj'],
  DE: ['deutschlands', 'njemackoj'],
  HR: ['kroatiens'],
  SI: ['sloweniens'],
};
for (const country of COUNTRIES) {
  add(
    { kind: 'country', id: country.id },
    country.nameEn,
    country.nameDe,
    ...croatianForms(country.nameHr),
    ...(EXTRA_COUNTRY_NAMES[country.code] ?? []),
  );
}

// --- Words around numbers ----------------------------------------------------------------------------

const cmp = (meaning: Omit<Extract<Meaning, { kind: 'cmp' }>, 'kind'>, ...texts: string[]) =>
  add({ kind: 'cmp', ...meaning }, ...texts);
cmp({ dir: 'min', role: 'from' }, 'od', 'from', 'von', 'ab', 'starting at', 'starting from', 'pocevsi od', 'vom');
cmp({ dir: 'min', domain: 'year' }, 'since', 'seit', 'onwards from');
cmp({ dir: 'max', role: 'to' }, 'do', 'to', 'bis', 'until', 'till', 'til', 'bis zu', 'bis max');
cmp({ role: 'between' }, 'between', 'izmedu', 'zwischen', 'in between', 'u rasponu od', 'u rasponu');
cmp({ role: 'and' }, 'and', 'i', 'und');
cmp(
  { dir: 'max' },
  'under',
  'below',
  'less than',
  'lower than',
  'up to',
  'upto',
  'at most',
  'max',
  'max.',
  'maximum',
  'maks',
  'maksimalno',
  'najvise',
  'ispod',
  'manje od',
  'manje nego',
  'unter',
  'unterhalb',
  'weniger als',
  'hochstens',
  'hoechstens',
  'maximal',
  'hochstens bis',
  'within',
  'not over',
  'do maksimalno',
  'do max',
  'bis maximal',
);
cmp(
  { dir: 'min' },
  'over',
  'above',
  'more than',
  'higher than',
  'at least',
  'min',
  'min.',
  'minimum',
  'minimalno',
  'najmanje',
  'barem',
  'bar',
  'iznad',
  'preko',
  'vise od',
  'vise nego',
  'uber',
  'ueber',
  'mehr als',
  'mindestens',
  'oberhalb',
);
cmp(
  { dir: 'max', domain: 'price' },
  'cheaper than',
  'jeftinije od',
  'jeftiniji od',
  'jeftinija od',
  'billiger als',
  'gunstiger als',
  'guenstiger als',
);
cmp({ dir: 'min', domain: 'price' }, 'more expensive than', 'skuplje od', 'skuplji od', 'teurer als');
cmp(
  { dir: 'min', strictYear: true, yearWord: true, domain: 'year' },
  'after',
  'newer than',
  'younger than',
  'later than',
  'nakon',
  'poslije',
  'posle',
  'nach',
  'neuer als',
  'junger als',
  'juenger als',
  ...['novije', 'noviji', 'novija', 'novijeg', 'mladi', 'mlade', 'mladeg'].map((word) => `${word} od`),
);
cmp(
  { dir: 'max', strictYear: true, yearWord: true, domain: 'year' },
  'before',
  'older than',
  'earlier than',
  'prije',
  'pre',
  'vor',
  'alter als',
  'aelter als',
  ...['starije', 'stariji', 'starija', 'starijeg'].map((word) => `${word} od`),
);
cmp(
  { dir: 'min', postfix: true },
  'or newer',
  'and newer',
  'or later',
  'and later',
  'and up',
  'or more',
  'and more',
  'onwards',
  'ili novije',
  'ili noviji',
  'ili novija',
  'i novije',
  'i noviji',
  'ili vise',
  'i vise',
  'ili mlade',
  'nadalje',
  'navise',
  'pa navise',
  'oder neuer',
  'und neuer',
  'oder junger',
  'und junger',
  'oder mehr',
  'und mehr',
  'oder spater',
  'aufwarts',
);
cmp(
  { dir: 'max', postfix: true },
  'or less',
  'or fewer',
  'or older',
  'or cheaper',
  'and less',
  'and older',
  'ili manje',
  'i manje',
  'ili starije',
  'ili stariji',
  'ili jeftinije',
  'oder weniger',
  'und weniger',
  'oder alter',
  'oder billiger',
  'naniže',
  'nanize',
  'max',
  'maximum',
  'maks',
  'najvise',
  'maximal',
);
add({ kind: 'neg' }, 'not', 'no', 'ne', 'nicht', 'nije', 'kein', 'keine');
add(
  { kind: 'approx' },
  'around',
  'about',
  'approximately',
  'approx',
  'roughly',
  'circa',
  'ca',
  'cca',
  'oko',
  'otprilike',
  'priblizno',
  'okvirno',
  'etwa',
  'ungefahr',
  'ungefaehr',
  'um die',
  'rund',
  'zirka',
);

add({ kind: 'unit', unit: 'price' }, 'eur', 'euro', 'euros', 'eura', 'eure', 'euri', 'eurica', 'evra', 'evro', 'eur a');
add(
  { kind: 'unit', unit: 'mileage' },
  'km',
  'kms',
  'kilometer',
  'kilometers',
  'kilometre',
  'kilometres',
  'kilometara',
  'kilometra',
  'kilometri',
  'kilometrima',
  'kilometar',
  'kilometern',
  'km a',
  'prijedenih km',
  'prijedenih kilometara',
  'gefahren',
  'km gelaufen',
  'km stand',
);
add(
  { kind: 'unit', unit: 'mileage', factor: 1000 },
  'tkm',
  'tis km',
  'tsd km',
  'tausend km',
  'thousand km',
  'k km',
  'tisuca km',
  'tisuce km',
  'tisucu km',
  'tisuca kilometara',
  'tausend kilometer',
);
add(
  { kind: 'unit', unit: 'year' },
  'godiste',
  'godista',
  'godistu',
  'godistem',
  'god',
  'g',
  'baujahr',
  'bj',
  'jahrgang',
  'model year',
  'modelna godina',
  'year model',
  'godine proizvodnje',
  'ez',
);
add(
  { kind: 'unit', unit: 'age' },
  'years',
  'year',
  'yrs',
  'years old',
  'year old',
  'godina',
  'godine',
  'godinu',
  'godina starosti',
  'godine starosti',
  'jahre',
  'jahr',
  'jahren',
  'jahre alt',
  'stara',
  'star',
  'staro',
  'alt',
);
add({ kind: 'unit', unit: 'power' }, 'kw', 'kilowatt', 'kilowatts', 'kilovat', 'kilovata');
add(
  { kind: 'unit', unit: 'powerHp' },
  'ks',
  'ps',
  'hp',
  'bhp',
  'konja',
  'konjskih snaga',
  'horsepower',
  'pferdestarken',
);
add(
  { kind: 'unit', unit: 'ignore' },
  'ccm',
  'cc',
  'cm3',
  'l',
  'litre',
  'liter',
  'litara',
  'vrata',
  'doors',
  'door',
  'turen',
  'tueren',
  'turer',
  'sjedala',
  'sjedista',
  'seats',
  'seater',
  'sitze',
  'sitzer',
  'mjesta',
  'osoba',
  'persons',
  'owners',
  'owner',
  'vlasnik',
  'vlasnika',
  'halter',
  'hand',
  'cilindara',
  'cylinders',
  'zylinder',
  'speed',
  'brzina',
  'gang',
  'gange',
  'x',
  'mjeseci',
  'months',
  'monate',
  'dana',
  'days',
  'tage',
  'st',
  'th',
  'nd',
  'rd',
  'kn',
  'kuna',
);
add(
  { kind: 'mult', factor: 1000 },
  'k',
  'tis',
  'tisuca',
  'tisuce',
  'tisucu',
  'hiljada',
  'hiljade',
  'hiljadu',
  'soma',
  'tausend',
  'tsd',
  'thousand',
  'thousands',
  'grand',
  'tisucica',
);

const hint = (domain: NumberDomain, ...texts: string[]) => add({ kind: 'hint', domain }, ...texts);
hint(
  'price',
  'price',
  'prices',
  'priced',
  'cost',
  'costs',
  'cijena',
  'cijene',
  'cijenu',
  'cijenom',
  'cijeni',
  'cijenovno',
  'preis',
  'preise',
  'kaufpreis',
  'budget',
  'budzet',
  'budzeta',
  'budzetom',
  'kosta',
  'kostet',
  'kosten',
);
hint(
  'mileage',
  'mileage',
  'odometer',
  'kilometraza',
  'kilometraze',
  'kilometrazu',
  'kilometrazom',
  'kilometrazi',
  'prijedeno',
  'prijedenih',
  'presao',
  'presla',
  'preslo',
  'laufleistung',
  'kilometerstand',
  'kmstand',
  'driven',
  'mileage of',
);
hint(
  'year',
  'registered',
  'registriran',
  'registrirano',
  'registrirana',
  'proizveden',
  'proizvedeno',
  'proizvodnje',
  'proizvodnja',
  'built',
  'made',
  'gebaut',
  'from year',
  'iz godine',
);

hint(
  'registration',
  'erstzulassung',
  'first registration',
  'first registered',
  'prva registracija',
  'prve registracije',
  'prvi put registriran',
  'prvi put registrirano',
  'prvi put registrirana',
);

/** Meanings of symbols (the lexer's symbol tokens are not part of phrase keys). */
export const SYMBOL_MEANINGS: ReadonlyMap<string, Meaning> = new Map<string, Meaning>([
  ['€', { kind: 'unit', unit: 'price' }],
  ['<', { kind: 'cmp', dir: 'max', strictYear: true }],
  ['<=', { kind: 'cmp', dir: 'max' }],
  ['>', { kind: 'cmp', dir: 'min', strictYear: true }],
  ['>=', { kind: 'cmp', dir: 'min' }],
  ['+', { kind: 'cmp', dir: 'min', postfix: true }],
  ['%', { kind: 'unit', unit: 'ignore' }],
  ['$', { kind: 'unit', unit: 'ignore' }],
]);

/** The longest phrase, in tokens. */
export const LONGEST_PHRASE = longestPhrase;
export const PHRASES: ReadonlyMap<string, readonly Meaning[]> = phrases;

// --- Language markers (to settle words whose meaning depends on the language, e.g. "kombi") -------------

export const LANGUAGE_MARKERS: Readonly<Record<QueryLanguage, ReadonlySet<string>>> = {
  en: new Set([
    'the',
    'a',
    'an',
    'with',
    'and',
    'or',
    'under',
    'over',
    'from',
    'between',
    'less',
    'more',
    'than',
    'newer',
    'older',
    'after',
    'before',
    'car',
    'cars',
    'looking',
    'for',
    'want',
    'cheap',
    'in',
    'thousand',
    'euros',
    'year',
    'up',
    'to',
    'family',
  ]),
  hr: new Set([
    'do',
    'od',
    'iz',
    'u',
    's',
    'sa',
    'i',
    'ili',
    'eura',
    'ispod',
    'iznad',
    'manje',
    'vise',
    'nakon',
    'prije',
    'godiste',
    'godine',
    'tisuca',
    'tisuce',
    'izmedu',
    'trazim',
    'zelim',
    'mjenjac',
    'kilometara',
    'za',
    'na',
    'koji',
    'koja',
    'auto',
    'automobil',
    'rabljeni',
    'rabljen',
    'povoljno',
    'jeftin',
    'jeftini',
    'obitelj',
    'obiteljski',
    'dizel',
    'benzinac',
    'rucni',
    'sjedala',
    'osoba',
    'karavan',
  ]),
  de: new Set([
    'unter',
    'bis',
    'ab',
    'aus',
    'mit',
    'und',
    'oder',
    'tausend',
    'baujahr',
    'weniger',
    'als',
    'mehr',
    'zwischen',
    'von',
    'ein',
    'einen',
    'eine',
    'der',
    'die',
    'das',
    'fur',
    'suche',
    'neuer',
    'nach',
    'vor',
    'im',
    'getriebe',
    'gebraucht',
    'gebrauchtwagen',
    'gunstig',
    'guenstig',
    'auto',
    'familie',
    // Car words only German uses, so that "Kombi Benziner" reads as German.
    'benziner',
    'allrad',
    'schaltgetriebe',
    'automatikgetriebe',
    'schaltwagen',
    'handschalter',
    'anhangerkupplung',
    'ahk',
    'tsd',
    'kilometerstand',
    'laufleistung',
    'erstzulassung',
    'scheckheft',
    'unfallfrei',
    'tuv',
    'kleinwagen',
    'schwarz',
    'schwarzer',
    'weiss',
    'weisser',
    'silber',
    'silberner',
    'grau',
    'grauer',
    'blau',
    'blauer',
    'rot',
    'roter',
  ]),
};
