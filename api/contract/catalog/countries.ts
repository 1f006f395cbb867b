/** The 27 EU member states. `id` is stable and is what search parameters carry (countryId). */
export interface Country {
  id: number;
  code: string;
  nameEn: string;
  nameHr: string;
  nameDe: string;
}

export const COUNTRIES: readonly Country[] = [
  { id: 1, code: 'HR', nameEn: 'Croatia', nameHr: 'Hrvatska', nameDe: 'Kroatien' },
];
