/** Feed rows in the documented format for tests and benchmarks, and their CSV / JSON files. */
export type FeedRowInput = Record<string, string | number | boolean | string[] | null | undefined>;

export function feedRow(overrides: FeedRowInput = {}): FeedRowInput {
  return {
    id: 'A-1',
    brand: 'Škoda',
    model: 'Octavia',
    modelDescription: '2.0 TDI Style',
    year: 2019,
    price: 15_900,
    mileage: 98_000,
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'wagon',
    color: 'gray',
    country: 'HR',
    location: 'Zagreb',
    vin: 'TMBJJ7NE5K0123456',
    description: 'One owner, full service history.',
    descriptionLanguage: 'en',
    powerKw: 110,
    engineCc: 1968,
    doors: 5,
    seats: 5,
    previousOwners: 1,
    serviceHistory: true,
    firstRegistration: '2019-03',
    features: ['airConditioning', 'navigation'],
    sellerName: 'Auto Test d.o.o.',
    sellerPhone: '+385 1 234 5678',
    sellerEmail: 'prodaja@autotest.example',
    ...overrides,
  };
}

const BRANDS: [string, string][] = [
  ['Volkswagen', 'Golf'],
  ['Škoda', 'Octavia'],
  ['BMW', '3 Series'],
  ['Renault', 'Clio'],
  ['Toyota', 'Corolla'],
  ['Peugeot', '308'],
];
const FUELS = ['petrol', 'diesel', 'hybrid', 'electric'];
const BODIES = ['hatchback', 'wagon', 'sedan', 'suv'];
const COLORS = ['black', 'white', 'silver', 'gray', 'blue', 'red'];
/** Countries with a town of each (an import places a listing by its town: a town must be in its country). */
const COUNTRIES = ['HR', 'DE', 'AT', 'SI', 'IT'];
const TOWNS = ['Zagreb', 'München', 'Wien', 'Ljubljana', 'Trieste'];

/** `count` distinct valid rows, ids `<prefix>1…`, deterministic (the same call gives the same rows). */
export function feedRows(count: number, prefix = 'R-'): FeedRowInput[] {
  return Array.from({ length: count }, (_, index) => {
    const [brand, model] = BRANDS[index % BRANDS.length]!;
    return feedRow({
      id: `${prefix}${index + 1}`,
      brand,
      model,
      year: 2010 + (index % 15),
      price: 5_000 + ((index * 137) % 40_000),
      mileage: 10_000 + ((index * 7919) % 250_000),
      fuelType: FUELS[index % FUELS.length]!,
      bodyType: BODIES[index % BODIES.length]!,
      color: COLORS[index % COLORS.length]!,
      country: COUNTRIES[index % COUNTRIES.length]!,
      location: TOWNS[index % TOWNS.length]!,
      vin: null,
    });
  });
}

const CSV_COLUMNS = Object.keys(feedRow());

function csvCell(value: FeedRowInput[string]): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join('|') : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: FeedRowInput[], columns: string[] = CSV_COLUMNS): string {
  return (
    [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\n') + '\n'
  );
}

export function toJson(rows: FeedRowInput[]): string {
  return JSON.stringify({ listings: rows });
}
