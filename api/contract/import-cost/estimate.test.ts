import { describe, expect, it } from 'vitest';
import { makeCar } from '../testing/listing-fixture';
import { tripDistance } from './distance';
import { estimateImport, tripCost, type ImportInputs } from './estimate';
import { FEES } from './fees';
import { convertCo2, importInputsFromListing, isForeignListing } from './from-listing';

const base: ImportInputs = {
  price: 15_000,
  fuel: 'diesel',
  firstRegistration: '2019-03-31',
  mileageKm: 90_000,
  on: '2026-12-07',
  asNewPrice: 30_000,
  co2Grams: 119,
  electricRangeKm: null,
  tripMode: 'drive',
  tripKm: 570,
  conformity: 66,
  registration: 62,
};

describe('the landed price', () => {
  it('adds the tax, the papers and the trip to the asking price, and no VAT for a used car', () => {
    const estimate = estimateImport(base);
    expect(estimate.newMeansOfTransport).toBe(false);
    expect(estimate.lines.map((line) => line.key)).toEqual(['ppmv', 'conformity', 'registration', 'trip']);
    const trip =
      FEES.exportPlates.euros + FEES.exportInsurance.euros + FEES.journey.euros + 570 * FEES.drivePerKm.euros;
    expect(estimate.trip).toBeCloseTo(trip, 2);
    expect(estimate.extras).toBeCloseTo(estimate.ppmv.tax + 66 + 62 + trip, 2);
    expect(estimate.landed).toBeCloseTo(15_000 + estimate.extras, 2);
  });

  it('adds 25 % VAT on a car of at most 6,000 km', () => {
    const estimate = estimateImport({ ...base, mileageKm: 5_000, price: 40_000 });
    expect(estimate.newMeansOfTransport).toBe(true);
    expect(estimate.vat).toBe(10_000);
    expect(estimate.lines.find((line) => line.key === 'vat')?.euros).toBe(10_000);
  });

  it('charges a transporter per km with a minimum', () => {
    expect(tripCost('transporter', 100)).toBe(FEES.transporterMinimum.euros);
    expect(tripCost('transporter', 1000)).toBeCloseTo(1000 * FEES.transporterPerKm.euros, 2);
  });
});

describe('inputs from a listing', () => {
  it('a German diesel: catalogue as-new price and CO₂ marked as estimates, distance from its town', () => {
    const car = makeCar({
      id: 1,
      countryId: 11,
      location: 'München',
      brand: 'Volkswagen',
      model: 'Golf',
      modelDescription: '2.0 TDI',
      year: 2018,
      additionalDetails: {
        ...makeCar({ id: 1 }).additionalDetails,
        firstRegistration: '2018-05',
        powerKw: 110,
        engineCc: 1968,
      },
    });
    expect(isForeignListing(car)).toBe(true);
    const { inputs, estimated, variant } = importInputsFromListing(car, { on: '2026-12-07' });
    expect(variant?.brand).toBe('Volkswagen');
    expect(estimated.asNewPrice).toBe(true);
    expect(estimated.co2).toBe(true);
    expect(estimated.firstRegistrationDay).toBe(true);
    expect(estimated.tripFromCapital).toBe(false);
    expect(inputs?.firstRegistration).toBe('2018-05-31');
    // The as-new price is the catalogue's, in 2018 money: below today's.
    expect(inputs!.asNewPrice).toBeLessThan(variant!.engine.newPrice);
    expect(inputs!.asNewPrice).toBeGreaterThan(variant!.engine.newPrice * 0.7);
    expect(inputs!.tripKm).toBeGreaterThan(450);
    expect(inputs!.tripKm).toBeLessThan(700);
  });

  it('uses the CO₂ the listing states, converted to the cycle of the car’s era', () => {
    const details = {
      ...makeCar({ id: 2 }).additionalDetails,
      firstRegistration: '2019-06',
      co2: { grams: 145, cycle: 'WLTP' as const },
    };
    const car = makeCar({ id: 2, countryId: 25, location: 'Ljubljana', additionalDetails: details });
    const { inputs, estimated } = importInputsFromListing(car, { on: '2026-12-07' });
    expect(estimated.co2).toBe(false);
    expect(estimated.co2Converted).toBe(true);
    expect(inputs?.co2Grams).toBe(convertCo2(145, 'WLTP', 'NEDC'));
    expect(inputs?.co2Grams).toBe(120);
  });

  it('a Croatian listing is not foreign', () => {
    expect(isForeignListing(makeCar({ id: 3, countryId: 4 }))).toBe(false);
  });

  it('falls back to the capital when the town is unknown, and measures to the chosen Croatian town', () => {
    const unknown = tripDistance('Kleinkleckersdorf', 'AT');
    expect(unknown?.fromTown).toBe(false);
    const toZagreb = tripDistance('Graz', 'AT');
    const toSplit = tripDistance('Graz', 'AT', 'split');
    expect(toZagreb?.fromTown).toBe(true);
    expect(toSplit!.km).toBeGreaterThan(toZagreb!.km);
  });
});
