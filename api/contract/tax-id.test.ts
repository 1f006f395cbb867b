import { describe, expect, it } from 'vitest';
import { isValidOib, normaliseTaxId, taxIdProblem } from './tax-id';
import { vinProblem } from './vin';

describe('OIB and EU VAT numbers', () => {
  it('checks the OIB check digit (ISO 7064 MOD 11,10)', () => {
    expect(isValidOib('12345678903')).toBe(true);
    expect(isValidOib('94435151533')).toBe(true);
    expect(isValidOib('12345678901')).toBe(false);
    expect(isValidOib('1234567890')).toBe(false);
  });

  it('reads OIBs and VAT numbers in their national formats', () => {
    expect(taxIdProblem(normaliseTaxId('123 4567 8903'))).toBeNull();
    expect(taxIdProblem(normaliseTaxId('hr12345678903'))).toBeNull();
    expect(taxIdProblem('HR12345678901')).toBe('oib_check_digit');
    expect(taxIdProblem('12345678901')).toBe('oib_check_digit');
    expect(taxIdProblem('ATU12345678')).toBeNull();
    expect(taxIdProblem('AT12345678')).toBe('vat_format');
    expect(taxIdProblem('DE123456789')).toBeNull();
    expect(taxIdProblem('NL123456789B01')).toBeNull();
    expect(taxIdProblem('US123456789')).toBe('vat_country');
    expect(taxIdProblem('12-34')).toBe('format');
  });
});

describe('VIN', () => {
  it('needs 17 characters and the check digit from 1981 on', () => {
    expect(vinProblem('1M8GDM9AXKP042788', 2019)).toBeNull();
    expect(vinProblem('1M8GDM9A1KP042788', 2019)).toBe('check_digit');
    expect(vinProblem('1M8GDM9AXKP04278', 2019)).toBe('format');
    expect(vinProblem('1M8GDM9AXKP04278O', 2019)).toBe('format');
    expect(vinProblem('', 2019)).toBeNull();
  });

  it('takes the shorter free-form numbers of older cars', () => {
    expect(vinProblem('118111234', 1972)).toBeNull();
  });
});
