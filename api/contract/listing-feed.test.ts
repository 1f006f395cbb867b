/** Feed rows: what is read leniently, what is refused and why, and the car a row becomes. */
import { describe, expect, it } from 'vitest';
import { carSchema } from './car';
import { feedRowToCar, readNumber, validateFeedRow } from './listing-feed';

const ROW = {
  id: 'A-1',
  brand: 'Škoda',
  model: 'Octavia',
  year: 2019,
  price: 15_900,
  mileage: 98_000,
  fuelType: 'diesel',
  transmission: 'manual',
  bodyType: 'wagon',
  color: 'gray',
  country: 'HR',
  powerKw: 110,
  doors: 5,
  seats: 5,
  previousOwners: 1,
  sellerName: 'Auto Test d.o.o.',
  sellerPhone: '+385 1 234 5678',
};

function refused(overrides: Record<string, unknown>) {
  const result = validateFeedRow({ ...ROW, ...overrides });
  if (result.ok) throw new Error('expected the row to be refused');
  return { field: result.field, problem: result.problem, value: result.value };
}

describe('feed rows', () => {
  it('read the habits of real feeds: CSV text, thousands separators, German and Croatian words, country names', () => {
    const result = validateFeedRow({
      ...ROW,
      brand: 'skoda',
      model: 'OCTAVIA',
      year: '2019',
      price: '15.900 €',
      mileage: '98 000 km',
      fuelType: 'Dizel',
      transmission: 'Automatik',
      bodyType: 'Kombi',
      color: 'grau',
      country: 'Njemačka',
      serviceHistory: 'da',
      features: 'navigation|heatedSeats|unknownGadget',
      unknownColumn: 'ignored',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.row).toMatchObject({
      brand: 'Škoda',
      model: 'Octavia',
      year: 2019,
      price: 15_900,
      mileage: 98_000,
      fuelType: 'diesel',
      transmission: 'automatic',
      bodyType: 'wagon',
      color: 'gray',
      country: 11,
      serviceHistory: true,
      features: ['navigation', 'heatedSeats'],
    });
  });

  it('read the values in Croatian and German: fuels, the listing and seller type, equipment by its name', () => {
    const read = (overrides: Record<string, unknown>) => {
      const result = validateFeedRow({ ...ROW, ...overrides });
      if (!result.ok) throw new Error(`refused: ${result.field} ${result.problem}`);
      return result.row;
    };
    // A plug-in hybrid is a fuel of its own, not a hybrid; LPG and CNG by their local names.
    for (const word of ['Plug-in hybrid', 'plug-in hibrid', 'Plug-in-Hybrid', 'PHEV'])
      expect(read({ fuelType: word }).fuelType, word).toBe('plugin_hybrid');
    for (const word of ['Autoplin', 'Autogas', 'LPG']) expect(read({ fuelType: word }).fuelType, word).toBe('lpg');
    for (const word of ['zemni plin', 'Erdgas', 'CNG']) expect(read({ fuelType: word }).fuelType, word).toBe('cng');
    expect(read({ listingType: 'Rabljeno' }).listingType).toBe('used');
    expect(read({ listingType: 'Neuwagen' }).listingType).toBe('new');
    expect(read({ listingType: 'Vorführwagen' }).listingType).toBe('demo');
    expect(read({ sellerType: 'Privatno' }).sellerType).toBe('private');
    expect(read({ sellerType: 'Händler' }).sellerType).toBe('dealer');
    expect(read({ features: 'klima-uređaj|Grijana sjedala;Anhängerkupplung' }).features).toEqual([
      'airConditioning',
      'heatedSeats',
      'towBar',
    ]);
  });

  it('reads numbers in the three languages’ formats', () => {
    expect(readNumber('15.000')).toBe(15_000);
    expect(readNumber('15,000')).toBe(15_000);
    expect(readNumber('1.250.000')).toBe(1_250_000);
    expect(readNumber('12500,50')).toBe(12_500.5);
    expect(readNumber('12.500,50 EUR')).toBe(12_500.5);
    expect(readNumber('on request')).toBeUndefined();
    expect(readNumber('1.5.2')).toBeUndefined();
  });

  it('refuses each wrong column with the field, the problem and the value', () => {
    expect(refused({ brand: 'Trabant' })).toEqual({ field: 'brand', problem: 'unknown_brand', value: 'Trabant' });
    expect(refused({ model: 'Golf' })).toEqual({ field: 'model', problem: 'unknown_model', value: 'Golf' });
    expect(refused({ price: 'on request' })).toEqual({ field: 'price', problem: 'invalid', value: 'on request' });
    expect(refused({ price: -5 })).toMatchObject({ field: 'price', problem: 'out_of_range' });
    expect(refused({ year: 1850 })).toMatchObject({ field: 'year', problem: 'out_of_range' });
    expect(refused({ mileage: '' })).toMatchObject({ field: 'mileage', problem: 'required' });
    expect(refused({ fuelType: 'steam' })).toMatchObject({ field: 'fuelType', problem: 'not_in_list' });
    expect(refused({ color: 'tartan' })).toMatchObject({ field: 'color', problem: 'not_in_list' });
    expect(refused({ country: 'Switzerland' })).toMatchObject({ field: 'country', problem: 'unknown_country' });
    expect(refused({ imageUrl: 'javascript:alert(1)' })).toMatchObject({ field: 'imageUrl', problem: 'invalid' });
    expect(refused({ vin: 'SHORT' })).toMatchObject({ field: 'vin', problem: 'invalid' });
    expect(refused({ vin: '1M8GDM9A1KP042788' })).toMatchObject({ field: 'vin', problem: 'invalid' });
    expect(refused({ description: 'x'.repeat(5001) })).toMatchObject({ field: 'description', problem: 'too_long' });
    expect(refused({ sellerPhone: undefined })).toMatchObject({ field: 'sellerPhone', problem: 'required' });
    expect(refused({ listedAt: '2026-05-01', validUntil: '2026-04-01' })).toMatchObject({
      field: 'validUntil',
      problem: 'out_of_range',
    });
    const notAnObject = validateFeedRow(['a', 'list']);
    expect(notAnObject).toMatchObject({ ok: false, field: null, problem: 'invalid' });
  });

  it('take a European VIN whose 9th character is no check digit', () => {
    const result = validateFeedRow({ ...ROW, vin: 'wvwzzz1kz8w123456' });
    expect(result).toMatchObject({ ok: true, row: { vin: 'WVWZZZ1KZ8W123456' } });
  });

  it('become a car of the contract, the same each time it is read', () => {
    const result = validateFeedRow({ ...ROW, listedAt: '2026-03-01' });
    if (!result.ok) throw new Error(result.message);
    const now = new Date('2026-04-01T10:00:00Z');
    const car = feedRowToCar(result.row, { now });
    expect(carSchema.safeParse({ ...car, id: 1, viewCount: 0 }).success).toBe(true);
    expect(car).toMatchObject({
      listedAt: '2026-03-01T00:00:00.000Z',
      validUntil: '2026-05-30T00:00:00.000Z',
      vin: '',
      imageUrl: null,
    });
    expect(car.additionalDetails).toMatchObject({
      engineCc: null,
      firstRegistration: '2019',
      serviceHistory: false,
      features: [],
    });
    expect(car.seller).toEqual({ name: 'Auto Test d.o.o.', type: 'dealer', phone: '+385 1 234 5678', email: null });

    // Without a listed date: the earlier one of the listing, else now.
    const undated = validateFeedRow(ROW);
    if (!undated.ok) throw new Error(undated.message);
    expect(feedRowToCar(undated.row, { now, listedAt: '2026-01-01T00:00:00.000Z' }).listedAt).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(feedRowToCar(undated.row, { now }).listedAt).toBe(now.toISOString());
  });
});
