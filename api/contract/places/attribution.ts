/**
 * The credit the gazetteer's data licence asks for, apart from the data itself (places.json is large): the
 * about page shows it without loading the places.
 */
export const PLACES_ATTRIBUTION = {
  text: 'Place names, coordinates, populations and postcodes: GeoNames (geonames.org), licensed under CC BY 4.0. Croatian cities and municipalities as listed by the Croatian Ministry of Justice and Public Administration.',
  url: 'https://www.geonames.org/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
