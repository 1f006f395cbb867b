/**
 * Our own set of cars across classes for reading the built-in advice as a buyer would (city car, family
 * diesel, premium SUV, sports car, van, hybrid, plug-in hybrid, electric, new and demo cars, very old and
 * high-mileage cars, LPG), and pairs to compare. Seats as the cars were built: the Aygo, C1 and up! seat four
 * (autocar.co.uk/node/36354: the Aygo, C1 and 107 "offer accommodation for four"), as do the 2+2 coupés (911,
 * Mustang). Used by the knowledge-base and cost tests and printed by `npx tsx scripts/read-advice.ts` for
 * reading every answer in English, Croatian and German.
 */
import type { Car, Feature } from '@contract/car';
import { makeCar } from '@contract/testing/listing-fixture';

interface AdviceCarInput {
  key: string;
  class: string;
  brand: string;
  model: string;
  description: string;
  year: number;
  price: number;
  mileage: number;
  fuelType: Car['fuelType'];
  transmission?: Car['transmission'];
  bodyType: Car['bodyType'];
  powerKw: number;
  engineCc: number | null;
  seats?: number;
  owners?: number;
  serviceHistory?: boolean;
  /** "YYYY-MM"; the model year's March when absent. */
  firstRegistration?: string;
  listingType?: 'used' | 'new' | 'demo';
  features?: Feature[];
}

const BASIC: Feature[] = ['airConditioning', 'bluetooth'];

function car(id: number, input: AdviceCarInput): { key: string; class: string; car: Car } {
  return {
    key: input.key,
    class: input.class,
    car: makeCar({
      id,
      brand: input.brand,
      model: input.model,
      modelDescription: input.description,
      year: input.year,
      price: input.price,
      mileage: input.mileage,
      fuelType: input.fuelType,
      transmission: input.transmission ?? 'manual',
      bodyType: input.bodyType,
      listingType: input.listingType ?? 'used',
      additionalDetails: {
        powerKw: input.powerKw,
        engineCc: input.engineCc,
        doors: input.bodyType === 'coupe' || input.bodyType === 'convertible' ? 2 : 5,
        seats: input.seats ?? 5,
        previousOwners: input.owners ?? (input.listingType === 'new' ? 0 : 2),
        serviceHistory: input.serviceHistory ?? true,
        firstRegistration: input.firstRegistration ?? `${input.year}-03`,
        features: input.features ?? BASIC,
      },
    }),
  };
}

export const ADVICE_CARS = [
  car(101, { key: 'aygo-2015', class: 'city car', brand: 'Toyota', model: 'Aygo', description: '1.0 VVT-i x-play', year: 2015, price: 6_900, mileage: 95_000, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 51, engineCc: 998, seats: 4 }),
  car(102, { key: 'c1-2012', class: 'city car', brand: 'Citroen', model: 'C1', description: '1.0 Attraction', year: 2012, price: 3_900, mileage: 142_000, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 50, engineCc: 998, seats: 4 }),
  car(103, { key: 'panda-2014', class: 'city car', brand: 'Fiat', model: 'Panda', description: '1.2 Easy', year: 2014, price: 5_400, mileage: 81_000, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 51, engineCc: 1242 }),
  car(104, { key: 'up-2017', class: 'city car', brand: 'Volkswagen', model: 'Up!', description: '1.0 move up!', year: 2017, price: 7_900, mileage: 61_000, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 44, engineCc: 999, seats: 4 }),
  car(105, { key: 'spring-2022', class: 'electric city car', brand: 'Dacia', model: 'Spring', description: 'Electric 45', year: 2022, price: 10_500, mileage: 28_000, fuelType: 'electric', transmission: 'automatic', bodyType: 'hatchback', powerKw: 33, engineCc: null, seats: 4 }),
  car(106, { key: 'octavia-2016-20tdi', class: 'family diesel', brand: 'Škoda', model: 'Octavia', description: 'Combi 2.0 TDI Style', year: 2016, price: 12_900, mileage: 182_000, fuelType: 'diesel', bodyType: 'wagon', powerKw: 110, engineCc: 1968, features: ['airConditioning', 'navigation', 'parkingSensors', 'cruiseControl'] }),
  car(107, { key: 'golf-2011-16tdi', class: 'family diesel (Mk6)', brand: 'Volkswagen', model: 'Golf', description: '1.6 TDI Comfortline', year: 2011, price: 6_400, mileage: 214_000, fuelType: 'diesel', bodyType: 'hatchback', powerKw: 77, engineCc: 1598 }),
  car(108, { key: 'golf-2014-20tdi', class: 'family diesel (Mk7)', brand: 'Volkswagen', model: 'Golf', description: '2.0 TDI Highline', year: 2014, price: 10_900, mileage: 168_000, fuelType: 'diesel', bodyType: 'hatchback', powerKw: 110, engineCc: 1968, features: ['climateControl', 'navigation', 'parkingSensors'] }),
  car(109, { key: '320d-2010', class: 'family diesel', brand: 'BMW', model: '3 Series', description: '320d Touring', year: 2010, price: 7_500, mileage: 262_000, fuelType: 'diesel', bodyType: 'wagon', powerKw: 135, engineCc: 1995 }),
  car(110, { key: 'megane-2012-dci', class: 'family diesel', brand: 'Renault', model: 'Megane', description: '1.5 dCi Dynamique', year: 2012, price: 5_200, mileage: 191_000, fuelType: 'diesel', bodyType: 'hatchback', powerKw: 81, engineCc: 1461 }),
  car(111, { key: '308-2013-hdi', class: 'family diesel', brand: 'Peugeot', model: '308', description: '1.6 HDi Active', year: 2011, price: 4_600, mileage: 221_000, fuelType: 'diesel', bodyType: 'hatchback', powerKw: 68, engineCc: 1560 }),
  car(112, { key: 'focus-2019-ecoblue', class: 'family diesel', brand: 'Ford', model: 'Focus', description: '1.5 EcoBlue Titanium', year: 2019, price: 14_900, mileage: 96_000, fuelType: 'diesel', bodyType: 'wagon', powerKw: 88, engineCc: 1499 }),
  car(113, { key: 'octavia-2019-15tsi-dsg', class: 'family petrol', brand: 'Škoda', model: 'Octavia', description: '1.5 TSI DSG Style', year: 2019, price: 17_500, mileage: 74_000, fuelType: 'petrol', transmission: 'automatic', bodyType: 'sedan', powerKw: 110, engineCc: 1498 }),
  car(114, { key: 'x5-2019-30d', class: 'premium SUV', brand: 'BMW', model: 'X5', description: 'xDrive30d M Sport', year: 2019, price: 49_900, mileage: 118_000, fuelType: 'diesel', transmission: 'automatic', bodyType: 'suv', powerKw: 195, engineCc: 2993, features: ['climateControl', 'navigation', 'leatherSeats', 'rearCamera', 'adaptiveCruiseControl', 'fourWheelDrive', 'heatedSeats', 'ledHeadlights'] }),
  car(115, { key: 'glc-2018-220d', class: 'premium SUV', brand: 'Mercedes-Benz', model: 'GLC', description: 'GLC 220 d 4MATIC', year: 2018, price: 31_900, mileage: 131_000, fuelType: 'diesel', transmission: 'automatic', bodyType: 'suv', powerKw: 125, engineCc: 2143 }),
  car(116, { key: 'q5-2017-tdi', class: 'premium SUV', brand: 'Audi', model: 'Q5', description: '2.0 TDI quattro S tronic', year: 2017, price: 27_500, mileage: 141_000, fuelType: 'diesel', transmission: 'automatic', bodyType: 'suv', powerKw: 140, engineCc: 1968 }),
  car(117, { key: '911-2016', class: 'sports car', brand: 'Porsche', model: '911', description: 'Carrera S PDK', year: 2016, price: 66_000, mileage: 46_000, fuelType: 'petrol', transmission: 'automatic', bodyType: 'coupe', powerKw: 309, engineCc: 2981, seats: 4, owners: 1, features: ['climateControl', 'navigation', 'leatherSeats', 'heatedSeats'] }),
  car(118, { key: 'mustang-2017', class: 'sports car', brand: 'Ford', model: 'Mustang', description: 'GT 5.0 V8', year: 2017, price: 34_900, mileage: 52_000, fuelType: 'petrol', transmission: 'automatic', bodyType: 'coupe', powerKw: 310, engineCc: 4951, seats: 4 }),
  car(119, { key: 'ducato-2019', class: 'panel van', brand: 'Fiat', model: 'Ducato', description: '2.3 Multijet 180 L3H2', year: 2019, price: 21_900, mileage: 151_000, fuelType: 'diesel', bodyType: 'van', powerKw: 132, engineCc: 2287, seats: 3 }),
  car(120, { key: 'caddy-2018', class: 'van with seats', brand: 'Volkswagen', model: 'Caddy', description: 'Maxi 2.0 TDI Trendline', year: 2018, price: 13_900, mileage: 121_000, fuelType: 'diesel', bodyType: 'van', powerKw: 75, engineCc: 1968, seats: 7, features: ['airConditioning', 'parkingSensors', 'cruiseControl'] }),
  car(121, { key: 'chr-2018-hybrid', class: 'hybrid', brand: 'Toyota', model: 'C-HR', description: '1.8 Hybrid C-HIC', year: 2018, price: 18_900, mileage: 81_000, fuelType: 'hybrid', transmission: 'automatic', bodyType: 'suv', powerKw: 90, engineCc: 1798 }),
  car(122, { key: 'yaris-2014-hybrid', class: 'hybrid', brand: 'Toyota', model: 'Yaris', description: '1.5 Hybrid Active', year: 2014, price: 8_400, mileage: 171_000, fuelType: 'hybrid', transmission: 'automatic', bodyType: 'hatchback', powerKw: 74, engineCc: 1497 }),
  car(123, { key: 'corolla-2020-hybrid', class: 'hybrid', brand: 'Toyota', model: 'Corolla', description: '2.0 Hybrid Touring Sports', year: 2020, price: 21_500, mileage: 64_000, fuelType: 'hybrid', transmission: 'automatic', bodyType: 'wagon', powerKw: 135, engineCc: 1987 }),
  car(124, { key: 'c300e-2020', class: 'plug-in hybrid', brand: 'Mercedes-Benz', model: 'C-Class', description: 'C 300 e Avantgarde', year: 2020, price: 29_900, mileage: 58_000, fuelType: 'plugin_hybrid', transmission: 'automatic', bodyType: 'sedan', powerKw: 235, engineCc: 1991, features: ['climateControl', 'navigation', 'rearCamera', 'ledHeadlights', 'heatedSeats'] }),
  car(125, { key: 'golf-gte-2016', class: 'plug-in hybrid', brand: 'Volkswagen', model: 'Golf', description: 'GTE', year: 2016, price: 15_900, mileage: 98_000, fuelType: 'plugin_hybrid', transmission: 'automatic', bodyType: 'hatchback', powerKw: 150, engineCc: 1395 }),
  car(126, { key: '330e-2017', class: 'plug-in hybrid', brand: 'BMW', model: '3 Series', description: '330e iPerformance', year: 2017, price: 18_500, mileage: 112_000, fuelType: 'plugin_hybrid', transmission: 'automatic', bodyType: 'sedan', powerKw: 185, engineCc: 1998 }),
  car(127, { key: 'id3-2026-new', class: 'new electric car', brand: 'Volkswagen', model: 'ID.3', description: 'Pro 58 kWh', year: 2026, price: 36_900, mileage: 32, fuelType: 'electric', transmission: 'automatic', bodyType: 'hatchback', powerKw: 150, engineCc: null, listingType: 'new', firstRegistration: '' }),
  car(128, { key: 'leaf-2014', class: 'electric car', brand: 'Nissan', model: 'Leaf', description: '24 kWh Acenta', year: 2014, price: 6_900, mileage: 112_000, fuelType: 'electric', transmission: 'automatic', bodyType: 'hatchback', powerKw: 80, engineCc: null }),
  car(129, { key: 'model3-2021', class: 'electric car', brand: 'Tesla', model: 'Model 3', description: 'Long Range AWD', year: 2021, price: 29_900, mileage: 63_000, fuelType: 'electric', transmission: 'automatic', bodyType: 'sedan', powerKw: 324, engineCc: null }),
  car(130, { key: 'sandero-2026-new', class: 'new car', brand: 'Dacia', model: 'Sandero', description: '1.0 TCe 90 Expression', year: 2026, price: 15_400, mileage: 0, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 67, engineCc: 999, listingType: 'new', firstRegistration: '' }),
  car(131, { key: 'kodiaq-2026-demo', class: 'demo car', brand: 'Škoda', model: 'Kodiaq', description: '2.0 TDI DSG Style', year: 2026, price: 44_900, mileage: 2_400, fuelType: 'diesel', transmission: 'automatic', bodyType: 'suv', powerKw: 110, engineCc: 1968, listingType: 'demo', firstRegistration: '2026-02', seats: 7 }),
  car(132, { key: 'golf-2003-19tdi', class: 'very old car', brand: 'Volkswagen', model: 'Golf', description: '1.9 TDI Highline', year: 2003, price: 1_900, mileage: 331_000, fuelType: 'diesel', bodyType: 'hatchback', powerKw: 74, engineCc: 1896, owners: 4 }),
  car(133, { key: 'yeti-2010-424k', class: 'very high mileage', brand: 'Škoda', model: 'Yeti', description: '2.0 TDI 4x4 Experience', year: 2010, price: 2_100, mileage: 424_000, fuelType: 'diesel', bodyType: 'suv', powerKw: 81, engineCc: 1968, owners: 3 }),
  car(134, { key: 'e220-2008', class: 'very old car', brand: 'Mercedes-Benz', model: 'E-Class', description: 'E 220 CDI Elegance', year: 2008, price: 4_900, mileage: 381_000, fuelType: 'diesel', transmission: 'automatic', bodyType: 'sedan', powerKw: 125, engineCc: 2148 }),
  car(135, { key: 'duster-2021-lpg', class: 'LPG', brand: 'Dacia', model: 'Duster', description: '1.0 TCe 100 ECO-G', year: 2021, price: 14_200, mileage: 54_000, fuelType: 'lpg', bodyType: 'suv', powerKw: 74, engineCc: 999 }),
  car(136, { key: '208-2016-puretech', class: 'city car', brand: 'Peugeot', model: '208', description: '1.2 PureTech 110 Allure', year: 2016, price: 8_900, mileage: 92_000, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 81, engineCc: 1199 }),
  car(137, { key: 'fiesta-2015-ecoboost', class: 'city car', brand: 'Ford', model: 'Fiesta', description: '1.0 EcoBoost Titanium', year: 2015, price: 7_400, mileage: 112_000, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 74, engineCc: 999 }),
  car(138, { key: 'fabia-2011-12tsi', class: 'city car', brand: 'Škoda', model: 'Fabia', description: '1.2 TSI Ambition', year: 2011, price: 5_300, mileage: 151_000, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 63, engineCc: 1197 }),
  car(139, { key: 'golf-2026-new', class: 'new car', brand: 'Volkswagen', model: 'Golf', description: '1.5 TSI Life', year: 2026, price: 31_900, mileage: 10, fuelType: 'petrol', bodyType: 'hatchback', powerKw: 85, engineCc: 1498, listingType: 'new', firstRegistration: '' }),
];

export function adviceCar(key: string): Car {
  const found = ADVICE_CARS.find((entry) => entry.key === key);
  if (!found) throw new Error(`No advice car ${key}`);
  return found.car;
}

/** Pairs a buyer would compare, with the question each answers. */
export const ADVICE_PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  ['golf-2011-16tdi', 'golf-2026-new', 'an old diesel against a new petrol of the same model'],
  ['ducato-2019', 'octavia-2016-20tdi', 'a 3-seat panel van against an estate, for a family'],
  ['caddy-2018', 'octavia-2016-20tdi', 'a 7-seat van against an estate, for a family'],
  ['golf-2014-20tdi', 'octavia-2016-20tdi', 'climate control against air conditioning'],
  ['chr-2018-hybrid', 'focus-2019-ecoblue', 'a hybrid against a diesel'],
  ['x5-2019-30d', 'q5-2017-tdi', 'two premium SUVs'],
  ['911-2016', 'mustang-2017', 'two sports cars'],
  ['id3-2026-new', 'leaf-2014', 'a new electric car against an old one'],
  ['yeti-2010-424k', 'fabia-2011-12tsi', 'two cheap cars, one near the end of its life'],
  ['c300e-2020', '330e-2017', 'two plug-in hybrids'],
  ['aygo-2015', 'panda-2014', 'two city cars close in cost'],
  ['spring-2022', 'aygo-2015', 'an electric city car against a petrol one'],
  ['yeti-2010-424k', 'golf-2003-19tdi', 'two worn-out diesels, one of them from before Euro 5'],
  ['corolla-2020-hybrid', 'golf-gte-2016', 'a self-charging hybrid against a plug-in hybrid'],
];
