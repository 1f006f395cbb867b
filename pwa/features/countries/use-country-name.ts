import { COUNTRIES, type Country } from '@contract/catalog';
import { useLanguage } from '../../lib/i18n';
import type { Language } from '../../lib/language';
import { useCountries } from './api/get-countries';

const NAME_FIELD = { en: 'nameEn', hr: 'nameHr', de: 'nameDe' } as const satisfies Record<Language, keyof Country>;

/** A country's name in the interface language (from the built-in list until the server's has loaded). */
export function useCountryName(countryId: number): string | undefined {
  const language = useLanguage();
  const { data = COUNTRIES } = useCountries();
  const country = data.find((candidate) => candidate.id === countryId);
  return country?.[NAME_FIELD[language]];
}
