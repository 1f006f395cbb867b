import { describe, expect, it } from 'vitest';
import { describeSearch } from './search-description';

describe("an alert email's line about the search", () => {
  it('names the newer filters in the buyer’s language, power in both units', () => {
    const filters = {
      brand: ['Škoda'],
      model: ['Octavia'],
      fuelTypes: ['cng' as const],
      minPowerKw: 81,
      minRegistration: '2019-03',
      maxRegistration: '2021',
      sellerType: 'private' as const,
      equipment: ['navigation' as const, 'towBar' as const],
    };
    expect(describeSearch(filters, 'en')).toBe(
      'Your search: Škoda Octavia · CNG (natural gas) · from 81 kW (110 hp) · registered from 03/2019 up to 2021 · private sellers · with navigation, tow bar',
    );
    expect(describeSearch(filters, 'hr')).toBe(
      'Vaša pretraga: Škoda Octavia · Metan (CNG) · od 81 kW (110 KS) · prva registracija od 03/2019 do 2021. · privatni prodavatelji · s opremom: navigacija, kuka za vuču',
    );
    expect(describeSearch(filters, 'de')).toBe(
      'Ihre Suche: Škoda Octavia · Erdgas (CNG) · ab 81 kW (110 PS) · Erstzulassung ab 03/2019 bis 2021 · Privatverkäufer · mit Navigationssystem, Anhängerkupplung',
    );
  });

  it('says nothing for a search of all cars', () => {
    expect(describeSearch({}, 'hr')).toBeUndefined();
  });
});
