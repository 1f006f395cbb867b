/**
 * The bundled repair-shop dataset: demo shops (invented names, real streets and city positions) across
 * Croatia and the main cities of Slovenia, Austria and Germany, generated deterministically at load time
 * from a seed, like the demo listings (api/features/seed/): the same shops, ids and texts on every machine.
 * Websites are under the reserved `.example` domain; the UI says the data is demo data.
 */
import { type ServiceCategory, type ShopKind } from '@contract/repair-shop-constants';
import { slugify } from '@contract/text';
import { PLACES as SEED_PLACES } from '../../seed/places';
import { Random, hashSeed } from '../../seed/random';
import { PLACES, inPlace, localName, type Place } from '@contract/places/gazetteer';

/** The countries the bundled shops are in. */
type CountryCode = 'HR' | 'SI' | 'AT' | 'DE';
const isShopCountry = (entry: Place): entry is Place & { countryCode: CountryCode } =>
  ['HR', 'SI', 'AT', 'DE'].includes(entry.countryCode);
import { SERVICE_ITEMS, type Localized } from '../service-labels';
import type { ShopRecord } from '../shop-record';
import { EXTRAS, OPENINGS, SPOKEN, joinBrands } from './descriptions';
import { CROATIAN_TOWN_STREETS, STREETS, type Street } from './streets';

type ProfileId =
  | 'general'
  | 'ac'
  | 'electrical'
  | 'tyres'
  | 'body'
  | 'glass'
  | 'gearbox'
  | 'exhaust'
  | 'towing'
  | 'ev'
  | 'dealer'
  | 'importer'
  | 'lpg';

interface Profile {
  kind: ShopKind;
  required: readonly ServiceCategory[];
  optional: readonly ServiceCategory[];
  weight: number;
  /** Name patterns per country: {S} is a surname. */
  names: Readonly<Record<CountryCode, readonly string[]>>;
}

const north = (...names: string[]) => ({ AT: names, DE: names });

const PROFILES: Readonly<Record<ProfileId, Profile>> = {
  general: {
    kind: 'repair',
    required: ['repair', 'maintenance'],
    optional: [
      'diagnostics',
      'brakes',
      'air_conditioning',
      'exhaust',
      'transmission',
      'inspection',
      'electrical',
      'tyres',
    ],
    weight: 40,
    names: {
      HR: [
        'Autoservis {S}',
        'Auto centar {S}',
        'Servis {S}',
        'Autoservis {S} i sinovi',
        'Automehaničarska radnja {S}',
        'Auto {S} d.o.o.',
      ],
      SI: ['Avtoservis {S}', 'Avtomehanika {S}', 'Servis {S} s.p.'],
      AT: ['Kfz-Werkstätte {S}', 'Autoservice {S}', 'Kfz {S} GmbH'],
      DE: ['Kfz-Werkstatt {S}', 'Autoservice {S}', 'Kfz-Meisterbetrieb {S}', '{S} Autotechnik'],
    },
  },
  ac: {
    kind: 'repair',
    required: ['air_conditioning', 'repair'],
    optional: ['diagnostics', 'electrical'],
    weight: 5,
    names: {
      HR: ['Klima servis {S}', 'Auto klima {S}'],
      SI: ['Avtoklima {S}'],
      ...north('Klimatechnik {S}', 'Kfz-Klimaservice {S}'),
    },
  },
  electrical: {
    kind: 'repair',
    required: ['electrical', 'diagnostics'],
    optional: ['air_conditioning', 'ev'],
    weight: 5,
    names: {
      HR: ['Autoelektrika {S}', 'Autoelektričar {S}'],
      SI: ['Avtoelektrika {S}'],
      ...north('Autoelektrik {S}', '{S} Kfz-Elektrik'),
    },
  },
  tyres: {
    kind: 'tyres',
    required: ['tyres'],
    optional: ['brakes', 'maintenance', 'air_conditioning'],
    weight: 14,
    names: {
      HR: ['Vulkanizer {S}', 'Vulkanizerska radnja {S}', 'Gume {S}'],
      SI: ['Vulkanizerstvo {S}', 'Gume {S}'],
      AT: ['Reifen {S}', 'Reifenservice {S}'],
      DE: ['Reifen {S}', 'Reifendienst {S}', 'Reifen-Center {S}'],
    },
  },
  body: {
    kind: 'body',
    required: ['bodywork'],
    optional: ['glass', 'towing'],
    weight: 12,
    names: {
      HR: ['Limarija i lakirnica {S}', 'Autolimarija {S}', 'Limarsko-lakirerski obrt {S}'],
      SI: ['Avtokleparstvo in avtoličarstvo {S}', 'Kleparstvo {S}'],
      AT: ['Spenglerei {S}', 'Karosserie & Lack {S}'],
      DE: ['Karosserie & Lack {S}', 'Lackiererei {S}', 'Karosseriebau {S}'],
    },
  },
  glass: {
    kind: 'body',
    required: ['glass'],
    optional: ['bodywork'],
    weight: 3,
    names: { HR: ['Autostakla {S}'], SI: ['Avtostekla {S}'], ...north('Autoglas {S}') },
  },
  gearbox: {
    kind: 'repair',
    required: ['transmission', 'repair'],
    optional: ['diagnostics', 'maintenance'],
    weight: 3,
    names: { HR: ['Mjenjači {S}'], SI: ['Menjalniki {S}'], ...north('Getriebetechnik {S}', 'Getriebe-Service {S}') },
  },
  exhaust: {
    kind: 'repair',
    required: ['exhaust'],
    optional: ['repair', 'brakes'],
    weight: 3,
    names: { HR: ['Auspuh servis {S}'], SI: ['Izpušni sistemi {S}'], ...north('Auspuff-Center {S}') },
  },
  towing: {
    kind: 'repair',
    required: ['towing'],
    optional: ['repair', 'bodywork'],
    weight: 3,
    names: { HR: ['Šlep služba {S}', 'Pomoć na cesti {S}'], SI: ['Vleka vozil {S}'], ...north('Abschleppdienst {S}') },
  },
  ev: {
    kind: 'repair',
    required: ['ev', 'diagnostics', 'repair'],
    optional: ['electrical', 'air_conditioning'],
    weight: 2,
    names: {
      HR: ['Hibrid servis {S}', 'E-auto servis {S}'],
      SI: ['E-avto servis {S}'],
      ...north('E-Mobil Service {S}', 'Hybrid-Werkstatt {S}'),
    },
  },
  dealer: {
    kind: 'service_centre',
    required: ['dealer_service', 'repair', 'maintenance', 'diagnostics'],
    optional: ['air_conditioning', 'ev', 'tyres', 'bodywork'],
    weight: 12,
    names: {
      HR: ['Auto {S}', 'Autocentar {S}', '{S} Automobili'],
      SI: ['Avtohiša {S}', 'Avto {S}'],
      AT: ['Autohaus {S}'],
      DE: ['Autohaus {S}'],
    },
  },
  lpg: {
    kind: 'repair',
    required: ['lpg', 'repair'],
    optional: ['diagnostics', 'maintenance'],
    weight: 2,
    names: {
      HR: ['Autoplin {S}', 'Plin servis {S}'],
      SI: ['Avtoplin {S}'],
      ...north('Autogas {S}', 'Autogas-Service {S}'),
    },
  },
  importer: {
    kind: 'importer',
    required: ['import', 'homologation'],
    optional: ['inspection'],
    weight: 8,
    names: {
      HR: ['Uvoz vozila {S}', 'Auto uvoz {S}', 'AutoImport {S}'],
      SI: ['Uvoz vozil {S}', 'Avtouvoz {S}'],
      AT: [],
      DE: [],
    },
  },
};

const DEALER_BRANDS: readonly (readonly string[])[] = [
  ['Volkswagen', 'Škoda'],
  ['Volkswagen', 'Audi'],
  ['Škoda'],
  ['Renault', 'Dacia'],
  ['Toyota'],
  ['Hyundai'],
  ['Kia'],
  ['Peugeot', 'Citroen'],
  ['Opel'],
  ['Ford'],
  ['BMW', 'Mini'],
  ['Mercedes-Benz'],
  ['Fiat'],
  ['Seat'],
  ['Mazda'],
  ['Volvo'],
  ['Nissan'],
  ['Suzuki'],
];

/** Shops per city (districts get theirs from their city's streets). */
const SHOPS_PER_PLACE: Readonly<Record<string, number>> = {
  zagreb: 34,
  split: 14,
  rijeka: 12,
  osijek: 10,
  zadar: 8,
  pula: 7,
  varazdin: 6,
  'slavonski-brod': 5,
  karlovac: 5,
  sibenik: 4,
  sisak: 4,
  'velika-gorica': 4,
  dubrovnik: 4,
  bjelovar: 3,
  vinkovci: 3,
  vukovar: 2,
  koprivnica: 3,
  cakovec: 3,
  pozega: 2,
  samobor: 2,
  makarska: 2,
  porec: 2,
  rovinj: 2,
  dakovo: 2,
  virovitica: 2,
  gospic: 2,
  knin: 2,
  opatija: 2,
  kutina: 2,
  trogir: 2,
  krapina: 2,
  metkovic: 2,
  'nova-gradiska': 2,
  kastela: 2,
  solin: 2,
  ljubljana: 12,
  maribor: 6,
  celje: 4,
  kranj: 3,
  koper: 3,
  'novo-mesto': 3,
  wien: 14,
  graz: 8,
  linz: 5,
  salzburg: 5,
  innsbruck: 4,
  klagenfurt: 4,
  villach: 3,
  berlin: 12,
  hamburg: 8,
  muenchen: 12,
  koeln: 6,
  frankfurt: 6,
  stuttgart: 6,
  duesseldorf: 5,
  leipzig: 4,
  dortmund: 4,
  nuernberg: 5,
  dresden: 4,
  hannover: 4,
};

/** Profiles every city of at least this many shops has, so each city offers the usual services. */
const GUARANTEED: ReadonlyArray<readonly [number, ProfileId]> = [
  [1, 'general'],
  [2, 'tyres'],
  [3, 'body'],
  [5, 'ac'],
  [6, 'dealer'],
  [7, 'importer'],
  [9, 'electrical'],
  [12, 'glass'],
  [12, 'towing'],
  [14, 'ev'],
  [20, 'gearbox'],
  [20, 'exhaust'],
  [10, 'lpg'],
];

/** Landline area codes (the international prefix included) by place; mobiles are used elsewhere. */
const AREA_CODES: Readonly<Record<string, string>> = {
  zagreb: '+385 1',
  'velika-gorica': '+385 1',
  samobor: '+385 1',
  split: '+385 21',
  makarska: '+385 21',
  trogir: '+385 21',
  kastela: '+385 21',
  solin: '+385 21',
  rijeka: '+385 51',
  opatija: '+385 51',
  osijek: '+385 31',
  dakovo: '+385 31',
  zadar: '+385 23',
  pula: '+385 52',
  porec: '+385 52',
  rovinj: '+385 52',
  varazdin: '+385 42',
  'slavonski-brod': '+385 35',
  'nova-gradiska': '+385 35',
  karlovac: '+385 47',
  sibenik: '+385 22',
  knin: '+385 22',
  sisak: '+385 44',
  kutina: '+385 44',
  dubrovnik: '+385 20',
  metkovic: '+385 20',
  bjelovar: '+385 43',
  vinkovci: '+385 32',
  vukovar: '+385 32',
  koprivnica: '+385 48',
  cakovec: '+385 40',
  pozega: '+385 34',
  virovitica: '+385 33',
  gospic: '+385 53',
  krapina: '+385 49',
  ljubljana: '+386 1',
  maribor: '+386 2',
  celje: '+386 3',
  kranj: '+386 4',
  koper: '+386 5',
  'novo-mesto': '+386 7',
  wien: '+43 1',
  graz: '+43 316',
  linz: '+43 732',
  salzburg: '+43 662',
  innsbruck: '+43 512',
  klagenfurt: '+43 463',
  villach: '+43 4242',
  berlin: '+49 30',
  hamburg: '+49 40',
  muenchen: '+49 89',
  koeln: '+49 221',
  frankfurt: '+49 69',
  stuttgart: '+49 711',
  duesseldorf: '+49 211',
  leipzig: '+49 341',
  dortmund: '+49 231',
  nuernberg: '+49 911',
  dresden: '+49 351',
  hannover: '+49 511',
};

const HOURS: Readonly<Record<'south' | 'north', readonly string[]>> = {
  south: [
    'Mo-Fr 07:00-15:00',
    'Mo-Fr 08:00-16:00; Sa 08:00-12:00',
    'Mo-Fr 07:30-16:30; Sa 08:00-13:00',
    'Mo-Fr 08:00-12:00,13:00-17:00; Sa 08:00-12:00',
    'Mo-Fr 07:00-19:00; Sa 07:00-14:00',
  ],
  north: [
    'Mo-Fr 07:30-17:00',
    'Mo-Fr 08:00-18:00; Sa 09:00-13:00',
    'Mo-Th 07:00-16:30; Fr 07:00-14:00',
    'Mo-Fr 07:00-12:00,13:00-17:00',
  ],
};

function surnamesOf(countryCode: CountryCode): string[] {
  const seedPlace = SEED_PLACES.find((entry) => entry.code === countryCode);
  return (seedPlace?.surnames ?? ['Novak']).map((surname) => (typeof surname === 'string' ? surname : surname[0]));
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function localize(sentence: Localized, values: Record<keyof Localized, Record<string, string>>): Localized {
  return { en: fill(sentence.en, values.en), hr: fill(sentence.hr, values.hr), de: fill(sentence.de, values.de) };
}

function phoneNumber(entry: Place & { countryCode: CountryCode }, random: Random): string {
  const area = AREA_CODES[entry.id];
  // A subscriber number never starts with 0 or 1.
  let first = true;
  const digits = (count: number) => {
    const text = first ? `${random.int(2, 9)}${random.digits(count - 1)}` : random.digits(count);
    first = false;
    return text;
  };
  switch (entry.countryCode) {
    case 'HR':
      return area && random.chance(0.7)
        ? `${area} ${digits(3)} ${digits(area === '+385 1' ? 4 : random.pick([3, 4]))}`
        : `+385 ${random.pick(['91', '95', '98', '99'])} ${digits(3)} ${digits(4)}`;
    case 'SI':
      return area && random.chance(0.7)
        ? `${area} ${digits(3)} ${digits(2)} ${digits(2)}`
        : `+386 ${random.pick(['31', '40', '41', '51'])} ${digits(3)} ${digits(3)}`;
    case 'AT':
      return `${area ?? '+43 1'} ${digits(3)} ${digits(2)} ${digits(2)}`;
    case 'DE':
      return `${area ?? '+49 30'} ${digits(random.pick([6, 7, 8]))}`;
  }
}

function chooseProfiles(count: number, countryCode: CountryCode, random: Random): ProfileId[] {
  const chosen: ProfileId[] = GUARANTEED.filter(
    ([atLeast, id]) => count >= atLeast && PROFILES[id].names[countryCode].length > 0,
  ).map(([, id]) => id);
  const weighted = (Object.entries(PROFILES) as [ProfileId, Profile][])
    .filter(([, profile]) => profile.names[countryCode].length > 0)
    .map(([id, profile]) => [id, profile.weight] as const);
  while (chosen.length < count) chosen.push(random.weighted(weighted));
  return chosen.slice(0, count);
}

function generateShop(
  entry: Place & { countryCode: CountryCode },
  index: number,
  profileId: ProfileId,
  usedNames: Set<string>,
  random: Random,
): ShopRecord {
  const profile = PROFILES[profileId];
  const surnames = surnamesOf(entry.countryCode);
  const brands = profileId === 'dealer' ? [...random.pick(DEALER_BRANDS)] : undefined;
  let name = '';
  for (let attempt = 0; attempt < 20 && (!name || usedNames.has(name)); attempt++) {
    name = fill(random.pick(profile.names[entry.countryCode]), { S: random.pick(surnames) });
  }
  usedNames.add(name);

  const categories = [...profile.required];
  for (const category of random.sample(profile.optional, random.int(0, Math.min(3, profile.optional.length))))
    categories.push(category);
  const services = categories.flatMap((category) =>
    random.sample(SERVICE_ITEMS[category], category === profile.required[0] ? 2 : 1),
  );

  const streets: readonly Street[] = STREETS[entry.id] ?? CROATIAN_TOWN_STREETS;
  const [street, streetLat, streetLon, streetPostcode] = random.pick(streets);
  const spread = streetLat === undefined ? entry.radiusKm * 0.004 : 0.004;
  const location = {
    lat: Math.round(((streetLat ?? entry.lat) + random.float(-spread, spread)) * 1e6) / 1e6,
    lon: Math.round(((streetLon ?? entry.lon) + random.float(-spread, spread) * 1.4) * 1e6) / 1e6,
  };
  const north = entry.countryCode === 'AT' || entry.countryCode === 'DE';
  const number = `${random.int(1, north ? 180 : 220)}${random.chance(0.08) ? random.pick(['a', 'b']) : ''}`;
  const city = localName(entry);

  const year = String(random.int(1972, 2019));
  const values = (language: keyof Localized) => ({
    in: inPlace(entry, language),
    year,
    brands: joinBrands(brands ?? [])[language],
    languages: SPOKEN[north ? 'local-north' : 'local-south'][language],
  });
  const sentenceValues = { en: values('en'), hr: values('hr'), de: values('de') };
  const sentences = [
    localize(random.pick(OPENINGS[profileId] ?? OPENINGS.general!), sentenceValues),
    ...random.sample(EXTRAS, random.int(1, 2)).map((sentence) => localize(sentence, sentenceValues)),
  ];
  const description: Localized = {
    en: sentences.map((sentence) => sentence.en).join(' '),
    hr: sentences.map((sentence) => sentence.hr).join(' '),
    de: sentences.map((sentence) => sentence.de).join(' '),
  };

  const openingHours =
    profileId === 'towing'
      ? '24/7'
      : random.chance(0.08)
        ? undefined
        : `${profileId === 'dealer' ? 'Mo-Fr 07:00-19:00; Sa 08:00-13:00' : random.pick(HOURS[north ? 'north' : 'south'])}; PH off`;
  const reviews = Math.round(Math.exp(random.float(Math.log(4), Math.log(700))));

  return {
    id: `bundled:${entry.id}-${String(index + 1).padStart(2, '0')}`,
    source: 'bundled',
    name,
    kind: profile.kind,
    address: `${street} ${number}, ${streetPostcode ?? entry.postcode} ${city}`,
    city,
    countryCode: entry.countryCode,
    state: entry.region,
    phone: phoneNumber(entry, random),
    ...(random.chance(0.8) ? { website: `https://www.${slugify(name)}.example` } : {}),
    ...(openingHours ? { openingHours } : {}),
    ratings: Math.round(Math.min(5, Math.max(3.2, 4.4 + random.normal() * 0.3)) * 10) / 10,
    reviews,
    description,
    services,
    categories,
    ...(brands ? { brands } : {}),
    location,
  };
}

function generate(): ShopRecord[] {
  const shops: ShopRecord[] = [];
  for (const entry of PLACES) {
    const count = SHOPS_PER_PLACE[entry.id];
    if (!count || !isShopCountry(entry)) continue;
    const random = new Random(hashSeed('repair-shops', entry.id));
    const usedNames = new Set<string>();
    chooseProfiles(count, entry.countryCode, random).forEach((profileId, index) =>
      shops.push(generateShop(entry, index, profileId, usedNames, random)),
    );
  }
  return shops;
}

/** Every bundled shop, generated once. */
export const BUNDLED_SHOPS: readonly ShopRecord[] = generate();
