/** The 27 EU member states. `id` is stable and is what search parameters carry (countryId). */
export interface Country {
  id: number;
  code: string;
  nameEn: string;
  nameHr: string;
  nameDe: string;
}

/** Ids 1..27 follow the alphabetical order of the English names; `code` is ISO 3166-1 alpha-2. */
export const COUNTRIES: readonly Country[] = [
  { id: 1, code: 'AT', nameEn: 'Austria', nameHr: 'Austrija', nameDe: 'Österreich' },
  { id: 2, code: 'BE', nameEn: 'Belgium', nameHr: 'Belgija', nameDe: 'Belgien' },
  { id: 3, code: 'BG', nameEn: 'Bulgaria', nameHr: 'Bugarska', nameDe: 'Bulgarien' },
  { id: 4, code: 'HR', nameEn: 'Croatia', nameHr: 'Hrvatska', nameDe: 'Kroatien' },
  { id: 5, code: 'CY', nameEn: 'Cyprus', nameHr: 'Cipar', nameDe: 'Zypern' },
  { id: 6, code: 'CZ', nameEn: 'Czechia', nameHr: 'Češka', nameDe: 'Tschechien' },
  { id: 7, code: 'DK', nameEn: 'Denmark', nameHr: 'Danska', nameDe: 'Dänemark' },
  { id: 8, code: 'EE', nameEn: 'Estonia', nameHr: 'Estonija', nameDe: 'Estland' },
  { id: 9, code: 'FI', nameEn: 'Finland', nameHr: 'Finska', nameDe: 'Finnland' },
  { id: 10, code: 'FR', nameEn: 'France', nameHr: 'Francuska', nameDe: 'Frankreich' },
  { id: 11, code: 'DE', nameEn: 'Germany', nameHr: 'Njemačka', nameDe: 'Deutschland' },
  { id: 12, code: 'GR', nameEn: 'Greece', nameHr: 'Grčka', nameDe: 'Griechenland' },
  { id: 13, code: 'HU', nameEn: 'Hungary', nameHr: 'Mađarska', nameDe: 'Ungarn' },
  { id: 14, code: 'IE', nameEn: 'Ireland', nameHr: 'Irska', nameDe: 'Irland' },
  { id: 15, code: 'IT', nameEn: 'Italy', nameHr: 'Italija', nameDe: 'Italien' },
  { id: 16, code: 'LV', nameEn: 'Latvia', nameHr: 'Latvija', nameDe: 'Lettland' },
  { id: 17, code: 'LT', nameEn: 'Lithuania', nameHr: 'Litva', nameDe: 'Litauen' },
  { id: 18, code: 'LU', nameEn: 'Luxembourg', nameHr: 'Luksemburg', nameDe: 'Luxemburg' },
  { id: 19, code: 'MT', nameEn: 'Malta', nameHr: 'Malta', nameDe: 'Malta' },
  { id: 20, code: 'NL', nameEn: 'Netherlands', nameHr: 'Nizozemska', nameDe: 'Niederlande' },
  { id: 21, code: 'PL', nameEn: 'Poland', nameHr: 'Poljska', nameDe: 'Polen' },
  { id: 22, code: 'PT', nameEn: 'Portugal', nameHr: 'Portugal', nameDe: 'Portugal' },
  { id: 23, code: 'RO', nameEn: 'Romania', nameHr: 'Rumunjska', nameDe: 'Rumänien' },
  { id: 24, code: 'SK', nameEn: 'Slovakia', nameHr: 'Slovačka', nameDe: 'Slowakei' },
  { id: 25, code: 'SI', nameEn: 'Slovenia', nameHr: 'Slovenija', nameDe: 'Slowenien' },
  { id: 26, code: 'ES', nameEn: 'Spain', nameHr: 'Španjolska', nameDe: 'Spanien' },
  { id: 27, code: 'SE', nameEn: 'Sweden', nameHr: 'Švedska', nameDe: 'Schweden' },
];
