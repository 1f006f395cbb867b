import { foldText } from '../text';
import { BRANDS, type Brand } from './brands';
import { COUNTRIES, type Country } from './countries';

export * from './vehicle';
export { BRANDS, COUNTRIES };
export type { Brand, Country };

const brandsByFoldedName = new Map(BRANDS.map((brand) => [foldText(brand.name), brand]));
const countriesById = new Map(COUNTRIES.map((country) => [country.id, country]));

/** Finds a catalog brand ignoring case and diacritics ("skoda" finds "Škoda"). */
export function findBrand(name: string): Brand | undefined {
  return brandsByFoldedName.get(foldText(name));
}

/** The canonical spelling of a model of the brand, ignoring case and diacritics. */
export function findModel(brand: Brand, model: string): string | undefined {
  const folded = foldText(model);
  return brand.models.find((candidate) => foldText(candidate) === folded);
}

export function findCountry(id: number): Country | undefined {
  return countriesById.get(id);
}

export type Language = 'en' | 'hr' | 'de';

export function countryName(country: Country, language: Language): string {
  return language === 'hr' ? country.nameHr : language === 'de' ? country.nameDe : country.nameEn;
}

/** Countries sorted by their name in the given language, as the country select shows them. */
export function countriesSortedFor(language: Language): Country[] {
  const collator = new Intl.Collator(language);
  return [...COUNTRIES].sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)));
}
