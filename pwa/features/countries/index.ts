// The countries feature's public surface; other features import from here only.
export { COUNTRIES_STALE_MS, countriesQueryOptions, getCountries, useCountries } from './api/get-countries';
export { useCountryName } from './use-country-name';
