/** One place of the bundled gazetteer (places.json), as scripts/build-places.ts writes it. */

export type PlaceKind = 'city' | 'municipality' | 'district' | 'town';

export interface PlaceRecord {
  /** Stable: "zagreb", "zapresic", "wien", "zagreb-tresnjevka". */
  id: string;
  /** A Croatian grad or općina, a district of a larger city, or a town of another country. */
  kind: PlaceKind;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** As the place is called in each language ("Vienna", "Beč", "Wien"). */
  names: { en: string; hr: string; de: string };
  /** Croatian county, German or Austrian state (public holidays differ by state); empty where unknown. */
  region: string;
  /** Postcode of the centre or seat, where known. */
  postcode?: string;
  /** Every postcode of the place's post offices, where more than the seat's is known. */
  postcodes?: string[];
  /** Centre or seat (WGS 84). */
  lat: number;
  lon: number;
  /** GeoNames population of the seat, where it has one. */
  population?: number;
  /** How far around the centre the place reaches for a search (km). */
  radiusKm: number;
  /** A district's city. */
  parent?: string;
  /** Other spellings: exonyms, older and Italian names, the official long form. */
  aliases: string[];
  /** Croatian genitive and locative, the preposition of place ("u" or "na") and whether the forms are sure. */
  hr: { gen: string; loc: string; prep: 'u' | 'na'; certain: boolean };
}
