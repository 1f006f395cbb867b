/** The 30 brands of the spec, each with its model list for the EU market. */
export interface Brand {
  name: string;
  models: readonly string[];
}

export const BRANDS: readonly Brand[] = [
  { name: 'Audi', models: ['A1', 'A3', 'A4', 'A6', 'Q3', 'Q5'] },
  { name: 'Škoda', models: ['Fabia', 'Scala', 'Octavia', 'Superb', 'Kamiq', 'Karoq', 'Kodiaq', 'Enyaq'] },
];
