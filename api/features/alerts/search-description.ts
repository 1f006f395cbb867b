/**
 * A saved search's filters in one line of the buyer's language, under the alert's introduction ("Your search:
 * Škoda Octavia · LPG (autogas) · from 110 kW (150 hp) · registered from 03/2019 · private sellers · with navigation,
 * tow bar"), so the email says what it was looking for even when the search's name does not.
 */
import type { Language } from '@contract/catalog';
import { kwToHp } from '@contract/catalog/vehicle';
import { EQUIPMENT_NAMES } from '@contract/language/equipment-names';
import { brandChoices, parseRegistration, type SearchFilters } from '@contract/search-semantics';

const LOCALES: Record<Language, string> = { en: 'en-GB', hr: 'hr-HR', de: 'de-DE' };

export const FUEL_NAMES: Record<Language, Record<string, string>> = {
  en: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    electric: 'Electric',
    hybrid: 'Hybrid',
    plugin_hybrid: 'Plug-in hybrid',
    lpg: 'LPG (autogas)',
    cng: 'CNG (natural gas)',
  },
  hr: {
    petrol: 'Benzin',
    diesel: 'Dizel',
    electric: 'Električni',
    hybrid: 'Hibrid',
    plugin_hybrid: 'Plug-in hibrid',
    lpg: 'Autoplin (LPG)',
    cng: 'Metan (CNG)',
  },
  de: {
    petrol: 'Benzin',
    diesel: 'Diesel',
    electric: 'Elektro',
    hybrid: 'Hybrid',
    plugin_hybrid: 'Plug-in-Hybrid',
    lpg: 'Autogas (LPG)',
    cng: 'Erdgas (CNG)',
  },
};

interface Words {
  lead: string;
  from: string;
  to: string;
  hp: string;
  registered: (range: string) => string;
  seller: Record<'dealer' | 'private', string>;
  with: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    lead: 'Your search',
    from: 'from',
    to: 'up to',
    hp: 'hp',
    registered: (range) => `registered ${range}`,
    seller: { dealer: 'dealers', private: 'private sellers' },
    with: 'with',
  },
  hr: {
    lead: 'Vaša pretraga',
    from: 'od',
    to: 'do',
    hp: 'KS',
    registered: (range) => `prva registracija ${range}`,
    seller: { dealer: 'trgovci', private: 'privatni prodavatelji' },
    with: 's opremom:',
  },
  de: {
    lead: 'Ihre Suche',
    from: 'ab',
    to: 'bis',
    hp: 'PS',
    registered: (range) => `Erstzulassung ${range}`,
    seller: { dealer: 'Händler', private: 'Privatverkäufer' },
    with: 'mit',
  },
};

function number(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

function registration(value: string, language: Language): string {
  const parsed = parseRegistration(value);
  if (!parsed) return value;
  if (parsed.month !== undefined) return `${String(parsed.month).padStart(2, '0')}/${parsed.year}`;
  return language === 'hr' ? `${parsed.year}.` : String(parsed.year);
}

/** "from A to B", "from A", "up to B" of a range, or undefined without one. */
function range(words: Words, min: string | undefined, max: string | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return `${words.from} ${min} ${words.to} ${max}`;
  if (min !== undefined) return `${words.from} ${min}`;
  if (max !== undefined) return `${words.to} ${max}`;
  return undefined;
}

/** The search's filters in one line, or undefined for a search of all cars. */
export function describeSearch(filters: SearchFilters, language: Language): string | undefined {
  const words = WORDS[language];
  const parts: string[] = [];
  const { brands, anyBrandModels } = brandChoices(filters);
  const car = brands.length
    ? brands.map((choice) => [choice.brand, choice.models.join('/')].filter(Boolean).join(' ')).join(', ')
    : anyBrandModels.join('/');
  if (car) parts.push(car);
  if (filters.fuelTypes?.length)
    parts.push(filters.fuelTypes.map((fuel) => FUEL_NAMES[language][fuel] ?? fuel).join('/'));
  const euros = (value: number | undefined) => (value === undefined ? undefined : `${number(value, language)} €`);
  const price = range(words, euros(filters.minPrice), euros(filters.maxPrice));
  if (price) parts.push(price);
  const years = range(words, filters.minYear?.toString(), filters.maxYear?.toString());
  if (years) parts.push(years);
  const km = (value: number | undefined) => (value === undefined ? undefined : `${number(value, language)} km`);
  const mileage = range(words, km(filters.minMileage), km(filters.maxMileage));
  if (mileage) parts.push(mileage);
  const power = (kw: number | undefined) =>
    kw === undefined ? undefined : `${number(kw, language)} kW (${number(kwToHp(kw), language)} ${words.hp})`;
  const powerRange = range(words, power(filters.minPowerKw), power(filters.maxPowerKw));
  if (powerRange) parts.push(powerRange);
  const registered = range(
    words,
    filters.minRegistration === undefined ? undefined : registration(filters.minRegistration, language),
    filters.maxRegistration === undefined ? undefined : registration(filters.maxRegistration, language),
  );
  if (registered) parts.push(words.registered(registered));
  if (filters.sellerType) parts.push(words.seller[filters.sellerType]);
  if (filters.equipment?.length)
    parts.push(`${words.with} ${filters.equipment.map((item) => EQUIPMENT_NAMES[language][item]).join(', ')}`);
  if (filters.location) parts.push(filters.location);
  return parts.length > 0 ? `${words.lead}: ${parts.join(' · ')}` : undefined;
}
