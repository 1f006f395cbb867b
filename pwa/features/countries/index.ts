// The countries feature's public surface; other features import from here only.
export { useCountries, countriesQueryOptions } from './api/get-countries';
export { useCountryName } from './use-country-name';
