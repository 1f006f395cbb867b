import { describe, expect, it } from 'vitest';
import { makeCar } from '../testing/listing-fixture';
import { DRIVE_PARTS, FEES, REGISTRATION_PARTS } from './fees';
import { importInputsFromListing } from './from-listing';

describe('the papers and the trip', () => {
  it('every figure is dated, and every published one names its source', () => {
    for (const [key, figure] of Object.entries(FEES)) {
      expect(figure.date, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(figure.euros, key).toBeGreaterThan(0);
      if (figure.kind === 'published') expect(figure.source.length, key).toBeGreaterThan(10);
    }
  });

  it('sources are citations a Croatian or German page can show as they are: no English words in them', () => {
    for (const [key, figure] of Object.entries(FEES)) {
      expect(figure.source, key).not.toMatch(
        /\b(from|for|and|price|fees?|scaled|per|plates|inspection|comparison|January|August)\b/i,
      );
    }
  });

  it('the conformity check of a used M1 car with a CoC is the Pravilnik’s fee, NN 150/2022: 66.36 €', () => {
    expect(FEES.conformity).toMatchObject({ euros: 66.36, kind: 'published' });
    expect(FEES.conformity.source).toContain('NN 150/2022');
  });

  it('registration: inspection 23.36 € and diesel exhaust test 15.71 € with 25 % VAT, licence form 4.65 €, plates 8.63 €', () => {
    expect(REGISTRATION_PARTS).toMatchObject({
      inspection: 23.36,
      exhaustTest: 15.71,
      vat: 0.25,
      licenceForm: 4.65,
      plates: 8.63,
    });
    // (23.36 + 15.71) × 1.25 = 48.8375; + 4.65 + 8.63 = 62.1175.
    expect(FEES.registration).toMatchObject({ euros: 62.12, kind: 'published' });
  });

  it('fuel and tolls per km come from the sourced prices over Munich–Zagreb: 0.16 €/km', () => {
    expect(DRIVE_PARTS).toMatchObject({
      referenceKm: 570,
      austriaVignette: 12.8,
      karawankenTunnel: 8.8,
      sloveniaVignette: 16,
      fuelGermany: 1.689,
      fuelCroatia: 1.5,
    });
    // 6 l/100 km × (1.689 + 1.50) / 2 €/l = 0.0957 €/km; (12.80 + 8.80 + 16) € / 570 km = 0.0660 €/km.
    expect(FEES.drivePerKm.euros).toBe(0.16);
    expect(FEES.drivePerKm.kind).toBe('estimate');
  });

  it('German export plates: office fee and embossed plates, 55 €; insurance for 15 days, 80 €', () => {
    expect(FEES.exportPlates).toMatchObject({ euros: 55, kind: 'published' });
    expect(FEES.exportInsurance).toMatchObject({ euros: 80, kind: 'published' });
  });

  it('a listing starts the papers at the published fees, in whole euros', () => {
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
    const { inputs } = importInputsFromListing(car, { on: '2026-12-07' });
    expect(inputs?.conformity).toBe(66);
    expect(inputs?.registration).toBe(62);
  });
});
