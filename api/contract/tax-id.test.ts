import { describe, expect, it } from 'vitest';
import { isValidOib, normaliseTaxId, taxIdProblem } from './tax-id';
import { vinCheckDigit, vinNeedsCheckDigit, vinProblem } from './vin';

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

  it('demands the check digit only of North American and Chinese manufacturers', () => {
    // A Golf, a Renault and a Fiat: position 9 is the manufacturer's own character in Europe.
    expect(vinProblem('WVWZZZ1KZ8W123456', 2008)).toBeNull();
    expect(vinProblem('VF1RFB00X51234567', 2015)).toBeNull();
    expect(vinProblem('ZFA31200000123456', 2012)).toBeNull();
    expect(vinProblem('JMZBK12Z501234567', 2006)).toBeNull();
    // The format still holds for them.
    expect(vinProblem('WVWZZZ1KZ8W12345O', 2008)).toBe('format');
    // Canada and China check it.
    for (const draft of ['2HGFG12608H500000', 'LSGKB54H0KV000001']) {
      const right = vinCheckDigit(draft);
      const wrong = right === '1' ? '2' : '1';
      expect(vinProblem(`${draft.slice(0, 8)}${right}${draft.slice(9)}`, 2019)).toBeNull();
      expect(vinProblem(`${draft.slice(0, 8)}${wrong}${draft.slice(9)}`, 2019)).toBe('check_digit');
    }
    expect(vinNeedsCheckDigit('3VWFE21C04M000001')).toBe(true);
    expect(vinNeedsCheckDigit('WBA12345678901234')).toBe(false);
  });

  it('takes the shorter free-form numbers of older cars', () => {
    expect(vinProblem('118111234', 1972)).toBeNull();
  });
});
