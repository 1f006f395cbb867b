/**
 * The VIN's make and model year on real VINs: North American ones (taken from the python-libvin and vininfo
 * test data, decoded there with vindecoder.net) give a year, a Japanese and a European one give only their make.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS, findBrand } from './catalog';
import { isValidVin } from './vin';
import { makeFromVin, northAmericanModelYear, wmisOf } from './vin-decode';

const LATEST = 2027;

describe('the make from the VIN', () => {
  it.each([
    ['1FAHP3FN8AW139719', 'Ford'], // 2010 Ford Focus, USA
    ['19XFC1F7XGE028370', 'Honda'], // 2016 Honda Civic, USA
    ['JM1BL1SF3A1267720', 'Mazda'], // 2010 Mazda 3, Japan
    ['WBA71DC010CH14720', 'BMW'], // BMW, Germany
  ])('reads %s as %s', (vin, make) => {
    expect(makeFromVin(vin)).toBe(make);
  });

  it('needs only the first three characters, typed in any case and with spaces', () => {
    expect(makeFromVin('TMB')).toBe('Škoda');
    expect(makeFromVin('w0l')).toBe('Opel');
    expect(makeFromVin('VF1 LM1B0H36666155')).toBe('Renault');
    expect(makeFromVin('UU1')).toBe('Dacia');
    expect(makeFromVin('TM')).toBeUndefined();
  });

  it('offers nothing for a code several makes share or one it does not know', () => {
    expect(makeFromVin('1C4RJEAG2EC476429')).toBeUndefined(); // 2014 Jeep Grand Cherokee: 1C4 is also Chrysler and Dodge
    expect(makeFromVin('2A4GM684X6R632476')).toBeUndefined(); // 2006 Chrysler Pacifica: not in the catalogue
    expect(makeFromVin('IOQ')).toBeUndefined();
  });

  it('covers every make of the catalogue, with the catalogue’s spelling', () => {
    for (const brand of BRANDS) expect(wmisOf(brand.name), brand.name).not.toHaveLength(0);
    for (const brand of BRANDS) for (const wmi of wmisOf(brand.name)) expect(findBrand(makeFromVin(wmi)!)).toBe(brand);
  });
});

describe('the model year from the VIN', () => {
  it.each([
    ['1FAHP3FN8AW139719', 2010], // position 7 a letter: the 2010–2039 cycle
    ['19XFC1F7XGE028370', 2016],
    ['1C4RJEAG2EC476429', 2014],
    ['2A4GM684X6R632476', 2006], // position 7 a digit: the 1980–2009 cycle
  ])('reads %s (North America) as %i', (vin, year) => {
    expect(isValidVin(vin)).toBe(true);
    expect(northAmericanModelYear(vin, LATEST)).toBe(year);
  });

  it('reads no year from a Japanese or European VIN, where position 10 is the maker’s to use', () => {
    expect(northAmericanModelYear('JM1BL1SF3A1267720', LATEST)).toBeUndefined();
    expect(northAmericanModelYear('WBA71DC010CH14720', LATEST)).toBeUndefined();
    expect(northAmericanModelYear('TMBJJ7NE5K0123456', LATEST)).toBeUndefined();
  });

  it('reads no year from a VIN that is incomplete, mistyped (check digit) or beyond the latest year', () => {
    expect(northAmericanModelYear('1FAHP3FN8AW13971', LATEST)).toBeUndefined();
    expect(northAmericanModelYear('1FAHP3FN9AW139719', LATEST)).toBeUndefined();
    expect(northAmericanModelYear('19XFC1F7XGE028370', 2015)).toBeUndefined();
  });
});
