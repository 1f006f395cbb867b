/**
 * What the demo listings need beyond the catalogue of variants (api/contract/catalog/variants), which says what
 * was sold: how often each model is listed, its body styles' shares, how often it comes with an automatic
 * gearbox or four-wheel drive when both were offered, seats and doors, the manufacturer code of its VINs and how
 * well it keeps its value; per brand the trims, the names of its gearboxes and four-wheel drive. A test keeps
 * this table and the catalogue in step.
 */
import type { BodyType, FuelType } from '../../contract/catalog/vehicle';

export interface DemoModel {
  /** Relative share of listings. */
  pop: number;
  /** Relative shares of the body styles (only those the generation was built with are used). */
  body: Partial<Record<BodyType, number>>;
  /** Share of automatic gearboxes around 2015 where the engine had both (1 = automatic only). */
  auto?: number;
  /** Share of four-wheel drive where the engine had it as an option. */
  awd?: number;
  seats?: readonly number[];
  /** Doors, overriding the body type's usual count. */
  doors?: readonly number[];
  /** Share of three-door hatchbacks before 2019. */
  doors3?: number;
  /** World manufacturer identifier, overriding the brand's. */
  wmi?: string;
  /** Yearly value retention after the first year, overriding the brand's. */
  retention?: number;
}

/** A trim name and the model years it was offered. */
export type Trim = readonly [name: string, from?: number, to?: number];

export interface BrandInfo {
  /** Label of four-wheel drive ("xDrive", "4MATIC", "quattro"); '' when implied. */
  awdLabel: string;
  /** Name of a conventional (torque-converter) automatic of the year and fuel ('' to show none). */
  autoLabel: (year: number, fuel: FuelType) => string;
  trims: readonly Trim[];
  /** Yearly value retention after the first year. */
  retention: number;
  /** World manufacturer identifier by body (SUV/pickup vs others) and year. */
  wmi: (suv: boolean, year: number) => string;
}

const fixed = (label: string) => () => label;
const byBody = (car: string, suv: string) => (isSuv: boolean) => (isSuv ? suv : car);

export const BRAND_INFO: Record<string, BrandInfo> = {
  Audi: {
    awdLabel: 'quattro',
    autoLabel: fixed('tiptronic'),
    trims: [
      ['Attraction', 2005, 2017],
      ['Ambition', 2005, 2017],
      ['Sport', 2015, 2018],
      ['design', 2018],
      ['advanced', 2018],
      ['Business'],
      ['S line'],
    ],
    retention: 0.89,
    wmi: byBody('WAU', 'WA1'),
  },
  BMW: {
    awdLabel: 'xDrive',
    autoLabel: fixed('Steptronic'),
    trims: [
      ['Advantage', 2012],
      ['Sport Line', 2012, 2022],
      ['Luxury Line', 2012, 2022],
      ['Modern Line', 2012, 2015],
      ['M Sport'],
    ],
    retention: 0.89,
    wmi: fixed('WBA'),
  },
  Chevrolet: {
    awdLabel: 'AWD',
    autoLabel: fixed('Aut.'),
    trims: [['LS'], ['LT'], ['LTZ']],
    retention: 0.87,
    wmi: fixed('KL1'),
  },
  Citroen: {
    awdLabel: '',
    autoLabel: fixed('Aut.'),
    trims: [
      ['Attraction', 2005, 2015],
      ['Seduction', 2005, 2015],
      ['Exclusive', 2005, 2016],
      ['Live', 2016],
      ['Feel', 2016],
      ['Shine', 2016],
    ],
    retention: 0.875,
    wmi: fixed('VF7'),
  },
  Dacia: {
    awdLabel: '4x4',
    autoLabel: fixed('Aut.'),
    trims: [
      ['Ambiance', 2005, 2020],
      ['Laureate', 2005, 2020],
      ['Prestige', 2012, 2020],
      ['Essential', 2021],
      ['Comfort', 2021],
      ['Expression', 2022],
      ['Journey', 2023],
    ],
    retention: 0.9,
    wmi: fixed('UU1'),
  },
  Fiat: {
    awdLabel: '4x4',
    autoLabel: fixed('Aut.'),
    trims: [['Pop'], ['Easy', 2012], ['Lounge'], ['Sport', 2010], ['Cross', 2014], ['Dolcevita', 2021]],
    retention: 0.875,
    wmi: fixed('ZFA'),
  },
  Ford: {
    awdLabel: 'AWD',
    autoLabel: fixed('Automatik'),
    trims: [
      ['Ambiente', 2005, 2014],
      ['Trend'],
      ['Titanium'],
      ['ST-Line', 2016],
      ['Vignale', 2015, 2022],
      ['Active', 2018],
    ],
    retention: 0.88,
    wmi: fixed('WF0'),
  },
  Honda: {
    awdLabel: '4WD',
    autoLabel: fixed('Aut.'),
    trims: [['Comfort'], ['Elegance'], ['Sport'], ['Executive'], ['Advance', 2020]],
    retention: 0.9,
    wmi: fixed('JHM'),
  },
  Hyundai: {
    awdLabel: '4WD',
    autoLabel: fixed('Aut.'),
    trims: [['Classic', 2008, 2017], ['Comfort'], ['Style'], ['Premium'], ['Trend', 2018], ['N Line', 2019]],
    retention: 0.89,
    wmi: fixed('KMH'),
  },
  Jaguar: {
    awdLabel: 'AWD',
    autoLabel: fixed('Aut.'),
    trims: [
      ['SE'],
      ['HSE'],
      ['Prestige', 2008, 2019],
      ['Portfolio', 2008, 2019],
      ['R-Sport', 2013, 2019],
      ['R-Dynamic SE', 2019],
    ],
    retention: 0.875,
    wmi: fixed('SAJ'),
  },
  Jeep: {
    awdLabel: '4WD',
    autoLabel: fixed('Aut.'),
    trims: [['Sport'], ['Longitude'], ['Limited'], ['Trailhawk', 2014], ['Overland'], ['S', 2018]],
    retention: 0.885,
    wmi: fixed('1C4'),
  },
  Kia: {
    awdLabel: 'AWD',
    autoLabel: fixed('Aut.'),
    trims: [
      ['LX', 2005, 2015],
      ['EX', 2005, 2017],
      ['Spin', 2015],
      ['Silver', 2017],
      ['Gold', 2017],
      ['GT-Line', 2015],
      ['Platinum', 2017],
    ],
    retention: 0.89,
    wmi: fixed('KNA'),
  },
  'Land Rover': {
    awdLabel: '',
    autoLabel: fixed('Aut.'),
    trims: [['S'], ['SE'], ['HSE'], ['Dynamic SE', 2019], ['Autobiography']],
    retention: 0.885,
    wmi: fixed('SAL'),
  },
  Lexus: {
    awdLabel: 'E-Four',
    autoLabel: fixed(''),
    trims: [['Business'], ['Executive'], ['F Sport', 2010], ['Luxury'], ['Comfort']],
    retention: 0.915,
    wmi: fixed('JTH'),
  },
  Mazda: {
    awdLabel: 'AWD',
    autoLabel: fixed('Aut.'),
    trims: [
      ['Prime-Line', 2017],
      ['Center-Line', 2017],
      ['Exclusive-Line', 2017],
      ['Takumi', 2018],
      ['Homura', 2021],
      ['Challenge', 2008, 2016],
      ['Attraction', 2012, 2017],
      ['Revolution', 2012, 2017],
    ],
    retention: 0.9,
    wmi: fixed('JMZ'),
  },
  'Mercedes-Benz': {
    awdLabel: '4MATIC',
    autoLabel: fixed('Automatik'),
    trims: [['Elegance', 2005, 2014], ['Avantgarde'], ['Style', 2012, 2018], ['Progressive', 2018], ['AMG Line', 2013]],
    retention: 0.89,
    wmi: (suv, year) => (year >= 2019 ? (suv ? 'W1N' : 'W1K') : suv ? 'WDC' : 'WDD'),
  },
  Mini: {
    awdLabel: 'ALL4',
    autoLabel: fixed('Steptronic'),
    trims: [
      ['Pepper', 2007, 2018],
      ['Chili', 2007, 2018],
      ['Salt', 2007, 2018],
      ['Classic', 2019],
      ['Yours', 2019],
    ],
    retention: 0.895,
    wmi: fixed('WMW'),
  },
  Mitsubishi: {
    awdLabel: '4WD',
    autoLabel: fixed('Aut.'),
    trims: [['Inform'], ['Invite'], ['Intense'], ['Instyle'], ['Top', 2016]],
    retention: 0.885,
    wmi: fixed('JMB'),
  },
  Nissan: {
    awdLabel: '4x4',
    autoLabel: fixed('Aut.'),
    trims: [['Visia'], ['Acenta'], ['N-Connecta', 2013], ['Tekna'], ['Tekna+', 2018]],
    retention: 0.88,
    wmi: fixed('SJN'),
  },
  Opel: {
    awdLabel: '4x4',
    autoLabel: fixed('Automatik'),
    trims: [
      ['Selection', 2008, 2019],
      ['Enjoy', 2008, 2019],
      ['Edition'],
      ['Innovation', 2012, 2020],
      ['Elegance', 2019],
      ['GS Line', 2019],
      ['Cosmo', 2005, 2015],
    ],
    retention: 0.875,
    wmi: (_suv, year) => (year >= 2018 ? 'W0V' : 'W0L'),
  },
  Peugeot: {
    awdLabel: '',
    autoLabel: fixed('Aut.'),
    trims: [['Access', 2005, 2019], ['Active'], ['Allure'], ['GT Line', 2014], ['GT', 2020], ['Premium', 2005, 2013]],
    retention: 0.88,
    wmi: fixed('VF3'),
  },
  Porsche: {
    awdLabel: '',
    autoLabel: fixed('Tiptronic S'),
    trims: [],
    retention: 0.93,
    wmi: byBody('WP0', 'WP1'),
  },
  Renault: {
    awdLabel: '4x4',
    autoLabel: fixed('Aut.'),
    trims: [
      ['Authentique', 2005, 2012],
      ['Expression', 2005, 2016],
      ['Dynamique', 2005, 2016],
      ['Life', 2012],
      ['Zen', 2012],
      ['Intens', 2014],
      ['Techno', 2022],
      ['R.S. Line', 2020],
    ],
    retention: 0.875,
    wmi: fixed('VF1'),
  },
  Seat: {
    awdLabel: '4Drive',
    autoLabel: fixed('Tiptronic'),
    trims: [['Reference'], ['Style'], ['Xcellence', 2016], ['FR']],
    retention: 0.89,
    wmi: fixed('VSS'),
  },
  Škoda: {
    awdLabel: '4x4',
    autoLabel: fixed('Tiptronic'),
    trims: [['Active'], ['Ambition'], ['Style'], ['Sportline', 2014], ['L&K', 2009], ['Elegance', 2005, 2013]],
    retention: 0.9,
    wmi: fixed('TMB'),
  },
  Suzuki: {
    awdLabel: 'AllGrip',
    autoLabel: fixed('AT'),
    trims: [['GL'], ['GL+'], ['GLX'], ['Comfort', 2014], ['Premium', 2014], ['Elegance', 2014]],
    retention: 0.9,
    wmi: byBody('TSM', 'TSM'),
  },
  Tesla: {
    awdLabel: '',
    autoLabel: fixed(''),
    trims: [],
    retention: 0.87,
    wmi: fixed('5YJ'),
  },
  Toyota: {
    awdLabel: 'AWD',
    autoLabel: fixed('Aut.'),
    trims: [['Active'], ['Comfort'], ['Style', 2014], ['Executive'], ['Lounge', 2012], ['GR Sport', 2020]],
    retention: 0.915,
    wmi: byBody('JTD', 'JTM'),
  },
  Volkswagen: {
    awdLabel: '4MOTION',
    autoLabel: fixed('Tiptronic'),
    trims: [
      ['Trendline', 2005, 2019],
      ['Comfortline', 2005, 2019],
      ['Highline', 2005, 2019],
      ['Life', 2020],
      ['Style', 2020],
      ['R-Line'],
    ],
    retention: 0.9,
    wmi: byBody('WVW', 'WVG'),
  },
  Volvo: {
    awdLabel: 'AWD',
    autoLabel: fixed('Geartronic'),
    trims: [
      ['Kinetic', 2008, 2020],
      ['Momentum', 2008, 2020],
      ['Summum', 2005, 2015],
      ['R-Design', 2008, 2021],
      ['Inscription', 2014, 2021],
      ['Core', 2022],
      ['Plus', 2022],
      ['Ultimate', 2022],
    ],
    retention: 0.89,
    wmi: byBody('YV1', 'YV4'),
  },
};

/** Demo metadata by brand and model name (the catalogue's spelling), for every model of the catalogue. */
export const DEMO_MODELS: Record<string, Record<string, DemoModel>> = {
  Audi: {
    A3: { pop: 7, body: { hatchback: 6, sedan: 2, convertible: 0.5 }, auto: 0.5, awd: 0.12, doors3: 0.2 },
    A4: { pop: 8, body: { sedan: 4, wagon: 6 }, auto: 0.6, awd: 0.25 },
    A6: { pop: 6, body: { sedan: 4, wagon: 6 }, auto: 0.9, awd: 0.4 },
    Q3: { pop: 6, body: { suv: 1 }, auto: 0.6, awd: 0.35 },
    Q5: { pop: 5, body: { suv: 1 }, auto: 0.85, awd: 0.8 },
  },
  BMW: {
    '1 Series': { pop: 6, body: { hatchback: 1, coupe: 0.5, convertible: 0.5 }, auto: 0.5, awd: 0.05, doors3: 0.25 },
    '3 Series': { pop: 9, body: { sedan: 5, wagon: 5 }, auto: 0.75, awd: 0.25 },
    '5 Series': { pop: 6, body: { sedan: 5, wagon: 5 }, auto: 0.95, awd: 0.35 },
    X1: { pop: 5, body: { suv: 1 }, auto: 0.7, awd: 0.5 },
    X3: { pop: 5, body: { suv: 1 }, auto: 0.95, awd: 0.9, wmi: '5UX' },
    X5: { pop: 3, body: { suv: 1 }, auto: 1, awd: 1, seats: [5, 5, 7], wmi: '5UX' },
  },
  Chevrolet: {
    Spark: { pop: 2, body: { hatchback: 1 }, auto: 0.05 },
    Aveo: { pop: 2, body: { hatchback: 3, sedan: 1 }, auto: 0.1, doors3: 0.2 },
    Cruze: { pop: 2.5, body: { sedan: 2, hatchback: 2, wagon: 1 }, auto: 0.2 },
  },
  Citroen: {
    C1: { pop: 3, body: { hatchback: 1 }, auto: 0.1, seats: [4], doors3: 0.4 },
    C3: { pop: 5, body: { hatchback: 1 }, auto: 0.1 },
    C4: { pop: 4, body: { hatchback: 1 }, auto: 0.3, doors3: 0.1 },
    'C4 Picasso': { pop: 3, body: { minivan: 1 }, auto: 0.4, seats: [5, 7] },
    'C5 Aircross': { pop: 3, body: { suv: 1 }, auto: 0.6 },
    Berlingo: { pop: 3, body: { minivan: 4, van: 1 }, auto: 0.1, seats: [5, 5, 7] },
  },
  Dacia: {
    Sandero: { pop: 5, body: { hatchback: 1 }, auto: 0.05 },
    Duster: { pop: 5, body: { suv: 1 }, auto: 0.1, awd: 0.3 },
    Logan: { pop: 2, body: { sedan: 1 }, auto: 0.03 },
    Jogger: { pop: 2, body: { minivan: 1 }, auto: 0.2, seats: [5, 7] },
    Spring: { pop: 1.5, body: { hatchback: 1 }, auto: 1, seats: [4] },
  },
  Fiat: {
    Panda: { pop: 5, body: { hatchback: 1 }, auto: 0.05, awd: 0.1 },
    '500': { pop: 6, body: { hatchback: 4, convertible: 1 }, auto: 0.15, seats: [4], doors: [3] },
    Punto: { pop: 4, body: { hatchback: 1 }, auto: 0.05, doors3: 0.3 },
    Tipo: { pop: 4, body: { sedan: 3, hatchback: 4, wagon: 3 }, auto: 0.15 },
    '500X': { pop: 3, body: { suv: 1 }, auto: 0.3, awd: 0.1 },
    Ducato: { pop: 2, body: { van: 1 }, auto: 0.15, seats: [3], doors: [4] },
  },
  Ford: {
    Fiesta: { pop: 6, body: { hatchback: 1 }, auto: 0.08, doors3: 0.35 },
    Focus: { pop: 7, body: { hatchback: 6, wagon: 4, sedan: 1 }, auto: 0.2 },
    Mondeo: { pop: 4, body: { hatchback: 3, wagon: 5, sedan: 1 }, auto: 0.45, awd: 0.05 },
    Kuga: { pop: 5, body: { suv: 1 }, auto: 0.45, awd: 0.3 },
    Puma: { pop: 3, body: { suv: 1 }, auto: 0.3 },
    Mustang: { pop: 1, body: { coupe: 3, convertible: 1 }, auto: 0.5, seats: [4], wmi: '1FA' },
  },
  Honda: {
    Civic: { pop: 4, body: { hatchback: 8, sedan: 1, wagon: 0.5 }, auto: 0.25, doors3: 0.05, wmi: 'SHH' },
    Jazz: { pop: 3, body: { hatchback: 1 }, auto: 0.35 },
    'CR-V': { pop: 2.5, body: { suv: 1 }, auto: 0.45, awd: 0.6 },
  },
  Hyundai: {
    i10: { pop: 4, body: { hatchback: 1 }, auto: 0.1, wmi: 'NLH' },
    i20: { pop: 5, body: { hatchback: 1 }, auto: 0.12, doors3: 0.15, wmi: 'NLH' },
    i30: { pop: 6, body: { hatchback: 7, wagon: 3 }, auto: 0.2, doors3: 0.1, wmi: 'TMA' },
    ix35: { pop: 3, body: { suv: 1 }, auto: 0.35, awd: 0.35, wmi: 'TMA' },
    Tucson: { pop: 5, body: { suv: 1 }, auto: 0.5, awd: 0.3, wmi: 'TMA' },
    Kona: { pop: 4, body: { suv: 1 }, auto: 0.35, awd: 0.1 },
  },
  Jaguar: {
    XE: { pop: 1, body: { sedan: 1 }, auto: 1, awd: 0.3 },
    'F-Pace': { pop: 1, body: { suv: 1 }, auto: 1, awd: 0.9 },
  },
  Jeep: {
    Renegade: { pop: 2.5, body: { suv: 1 }, auto: 0.4, awd: 0.3, wmi: 'ZAC' },
    Compass: { pop: 2, body: { suv: 1 }, auto: 0.5, awd: 0.35, wmi: 'ZAC' },
  },
  Kia: {
    Picanto: { pop: 4, body: { hatchback: 1 }, auto: 0.12, doors3: 0.1 },
    Rio: { pop: 3, body: { hatchback: 1 }, auto: 0.1, doors3: 0.15 },
    Ceed: { pop: 6, body: { hatchback: 6, wagon: 4 }, auto: 0.25, wmi: 'U5Y' },
    Sportage: { pop: 6, body: { suv: 1 }, auto: 0.45, awd: 0.3, wmi: 'U5Y' },
    Niro: { pop: 3, body: { suv: 1 }, auto: 1 },
  },
  'Land Rover': {
    'Range Rover Evoque': { pop: 2, body: { suv: 10, convertible: 0.3 }, auto: 0.9, awd: 0.9 },
    'Discovery Sport': { pop: 1.5, body: { suv: 1 }, auto: 0.95, awd: 1, seats: [5, 7] },
  },
  Lexus: {
    CT: { pop: 1.2, body: { hatchback: 1 }, auto: 1 },
    NX: { pop: 1.2, body: { suv: 1 }, auto: 1, awd: 0.5 },
    UX: { pop: 0.8, body: { suv: 1 }, auto: 1, awd: 0.2 },
  },
  Mazda: {
    Mazda2: { pop: 3, body: { hatchback: 1 }, auto: 0.15, doors3: 0.1 },
    Mazda3: { pop: 4, body: { hatchback: 6, sedan: 2 }, auto: 0.25 },
    Mazda6: { pop: 3, body: { sedan: 4, wagon: 5, hatchback: 1 }, auto: 0.35 },
    'CX-5': { pop: 4, body: { suv: 1 }, auto: 0.5, awd: 0.4 },
    'CX-30': { pop: 2, body: { suv: 1 }, auto: 0.35, awd: 0.1 },
  },
  'Mercedes-Benz': {
    'A-Class': { pop: 6, body: { hatchback: 8, sedan: 2 }, auto: 0.7, awd: 0.05 },
    'C-Class': { pop: 8, body: { sedan: 5, wagon: 5, coupe: 1, convertible: 0.3 }, auto: 0.85, awd: 0.2 },
    'E-Class': { pop: 6, body: { sedan: 5, wagon: 5 }, auto: 1, awd: 0.25 },
    GLC: { pop: 4, body: { suv: 1 }, auto: 1, awd: 0.85 },
  },
  Mini: {
    Cooper: { pop: 4, body: { hatchback: 1 }, auto: 0.35, seats: [4], doors: [3, 3, 5] },
    Countryman: { pop: 2.5, body: { suv: 1 }, auto: 0.5, awd: 0.3 },
  },
  Mitsubishi: {
    'Space Star': { pop: 2, body: { hatchback: 1 }, auto: 0.2, wmi: 'MMB' },
    ASX: { pop: 2.5, body: { suv: 1 }, auto: 0.3, awd: 0.25 },
    Outlander: { pop: 2, body: { suv: 1 }, auto: 0.6, awd: 0.6, seats: [5, 7] },
  },
  Nissan: {
    Micra: { pop: 3, body: { hatchback: 1 }, auto: 0.1, doors3: 0.2, wmi: 'VNV' },
    Juke: { pop: 4, body: { suv: 1 }, auto: 0.25, awd: 0.05 },
    Qashqai: { pop: 7, body: { suv: 1 }, auto: 0.35, awd: 0.15, seats: [5, 5, 5, 7] },
    Leaf: { pop: 2, body: { hatchback: 1 } },
  },
  Opel: {
    Corsa: { pop: 7, body: { hatchback: 1 }, auto: 0.1, doors3: 0.4 },
    Astra: { pop: 7, body: { hatchback: 6, wagon: 4, sedan: 0.5 }, auto: 0.2, doors3: 0.1 },
    Insignia: { pop: 4, body: { hatchback: 4, wagon: 5, sedan: 1 }, auto: 0.45, awd: 0.1 },
    Mokka: { pop: 4, body: { suv: 1 }, auto: 0.3, awd: 0.15 },
    Grandland: { pop: 3, body: { suv: 1 }, auto: 0.5 },
  },
  Peugeot: {
    '208': { pop: 7, body: { hatchback: 1 }, auto: 0.2, doors3: 0.2 },
    '308': { pop: 6, body: { hatchback: 6, wagon: 4 }, auto: 0.3 },
    '2008': { pop: 5, body: { suv: 1 }, auto: 0.3 },
    '3008': { pop: 5, body: { suv: 1 }, auto: 0.5 },
  },
  Porsche: {
    '911': { pop: 1, body: { coupe: 3, convertible: 1 }, auto: 0.8, awd: 0.3, seats: [4] },
    Cayenne: { pop: 1, body: { suv: 1 }, auto: 1, awd: 1 },
    Macan: { pop: 1, body: { suv: 1 }, auto: 1, awd: 1 },
  },
  Renault: {
    Clio: { pop: 8, body: { hatchback: 8, wagon: 2 }, auto: 0.1, doors3: 0.15 },
    Megane: { pop: 6, body: { hatchback: 6, wagon: 4, sedan: 0.5, coupe: 0.3, convertible: 0.2 }, auto: 0.25 },
    Captur: { pop: 5, body: { suv: 1 }, auto: 0.3 },
    Kadjar: { pop: 3, body: { suv: 1 }, auto: 0.3, awd: 0.1 },
    Zoe: { pop: 2, body: { hatchback: 1 } },
  },
  Seat: {
    Ibiza: { pop: 5, body: { hatchback: 9, wagon: 1 }, auto: 0.12, doors3: 0.3 },
    Leon: { pop: 6, body: { hatchback: 6, wagon: 4 }, auto: 0.3, doors3: 0.1 },
    Ateca: { pop: 4, body: { suv: 1 }, auto: 0.4, awd: 0.15 },
    Arona: { pop: 3, body: { suv: 1 }, auto: 0.25 },
  },
  Škoda: {
    Fabia: { pop: 8, body: { hatchback: 7, wagon: 3 }, auto: 0.1 },
    Octavia: { pop: 12, body: { wagon: 55, sedan: 45 }, auto: 0.35, awd: 0.07 },
    Superb: { pop: 6, body: { sedan: 4, wagon: 6 }, auto: 0.6, awd: 0.15 },
    Kodiaq: { pop: 5, body: { suv: 1 }, auto: 0.6, awd: 0.35, seats: [5, 7] },
    Karoq: { pop: 4, body: { suv: 1 }, auto: 0.4, awd: 0.2 },
    Kamiq: { pop: 3, body: { suv: 1 }, auto: 0.3 },
    Scala: { pop: 3, body: { hatchback: 1 }, auto: 0.25 },
    Rapid: { pop: 3, body: { sedan: 1, hatchback: 1 }, auto: 0.15 },
    Yeti: { pop: 3, body: { suv: 1 }, auto: 0.2, awd: 0.5 },
    Enyaq: { pop: 2, body: { suv: 1 } },
  },
  Suzuki: {
    Swift: { pop: 3, body: { hatchback: 1 }, auto: 0.1, doors3: 0.3 },
    Vitara: { pop: 2.5, body: { suv: 1 }, auto: 0.25, awd: 0.4 },
    Ignis: { pop: 2, body: { hatchback: 1 }, auto: 0.15, awd: 0.15, wmi: 'JSA' },
  },
  Tesla: {
    'Model 3': { pop: 3, body: { sedan: 1 } },
    'Model Y': { pop: 3, body: { suv: 1 }, wmi: 'XP7' },
  },
  Toyota: {
    Yaris: { pop: 6, body: { hatchback: 1 }, auto: 0.3, doors3: 0.2, wmi: 'VNK' },
    Auris: { pop: 4, body: { hatchback: 7, wagon: 3 }, auto: 0.45, wmi: 'SB1' },
    Corolla: { pop: 6, body: { hatchback: 5, wagon: 4, sedan: 2 }, auto: 0.7, wmi: 'SB1' },
    RAV4: { pop: 4, body: { suv: 1 }, auto: 0.6, awd: 0.5 },
    'C-HR': { pop: 4, body: { suv: 1 }, auto: 0.8, awd: 0.05, wmi: 'NMT' },
    Aygo: { pop: 3, body: { hatchback: 1 }, auto: 0.15, seats: [4], doors3: 0.4 },
  },
  Volkswagen: {
    Golf: { pop: 12, body: { hatchback: 7, wagon: 3, convertible: 0.5 }, auto: 0.35, doors3: 0.1 },
    Polo: { pop: 8, body: { hatchback: 1 }, auto: 0.15, doors3: 0.3 },
    Passat: { pop: 9, body: { sedan: 3, wagon: 7 }, auto: 0.55, awd: 0.1 },
    Tiguan: { pop: 8, body: { suv: 1 }, auto: 0.6, awd: 0.4, seats: [5, 5, 7] },
    'T-Roc': { pop: 5, body: { suv: 9, convertible: 1 }, auto: 0.4, awd: 0.15 },
    Touran: { pop: 4, body: { minivan: 1 }, auto: 0.4, seats: [5, 7] },
    'Up!': { pop: 3, body: { hatchback: 1 }, auto: 0.1, seats: [4], doors3: 0.4 },
    'ID.3': { pop: 2.5, body: { hatchback: 1 } },
    Caddy: { pop: 3, body: { minivan: 3, van: 1 }, auto: 0.2, awd: 0.05, seats: [5, 7], wmi: 'WV2' },
  },
  Volvo: {
    V40: { pop: 3, body: { hatchback: 1 }, auto: 0.3, awd: 0.05 },
    V60: { pop: 4, body: { wagon: 1 }, auto: 0.65, awd: 0.2 },
    XC40: { pop: 3, body: { suv: 1 }, auto: 0.8, awd: 0.2 },
    XC60: { pop: 4, body: { suv: 1 }, auto: 0.9, awd: 0.5 },
    XC90: { pop: 2, body: { suv: 1 }, auto: 1, awd: 0.85, seats: [7] },
  },
};

/** Whether a body type counts as an SUV for the VIN's manufacturer code. */
export function isSuvBody(body: BodyType): boolean {
  return body === 'suv' || body === 'pickup';
}
