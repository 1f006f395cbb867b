/**
 * BMW and Mercedes-Benz type codes, which name the model and often the fuel: "320d", "118i", "530e",
 * "C220", "E 220 d", "C 220 CDI" (and "320" right after "BMW").
 */
import { BRANDS, type FuelType } from '@contract/catalog';
import { numericModelBrand } from './brand-model';
import { setWordFilter, type PhraseTable } from './phrase-table';

const BMW_CODE = /^([1-7])\d{2}(d|i|e|xd|xi|sd|si|li|ld)$/;
const BMW_NUMBER = /^([1-7])\d{2}$/;
const MERCEDES_CODE = /^([abcegsv])\d{3}(d|cdi|e|h)?$/;
const MERCEDES_NUMBER = /^\d{3}$/;
/** The BMW series the catalogue lists ("3 Series"); a code of another ("640d") names only the brand and fuel. */
const BMW_MODELS = new Set(BRANDS.find((brand) => brand.name === 'BMW')?.models);
/** The fuel a type code's suffix names ("118d", "320i", "330e", "C 220 CDI"). */
const CODE_FUEL: Record<string, FuelType> = {
  d: 'diesel',
  xd: 'diesel',
  sd: 'diesel',
  ld: 'diesel',
  cdi: 'diesel',
  i: 'petrol',
  xi: 'petrol',
  si: 'petrol',
  li: 'petrol',
  // BMW's 330e, 530e, xDrive45e and Mercedes' C 300 e are plug-in hybrids (catalogue: bmw.ts, mercedes);
  // Mercedes' "h" (E 300 h, BlueTEC Hybrid) was a full hybrid.
  e: 'plugin_hybrid',
  h: 'hybrid',
};

function noteCodeFuel(table: PhraseTable, suffix: string | undefined): void {
  const fuel = suffix ? CODE_FUEL[suffix] : undefined;
  if (fuel) table.impliedFuels.add(fuel);
}

/** "320d", "118i"; a bare "320" only right after "BMW" (or "BMW 320 or 520"). Returns the tokens read. */
export function bmwTypeCode(table: PhraseTable, index: number): number {
  const text = table.content[index]!.text;
  const bare = numericModelBrand(table, index) === 'BMW' ? BMW_NUMBER.exec(text) : null;
  const code = BMW_CODE.exec(text) ?? (bare && BMW_MODELS.has(`${bare[1]!} Series`) ? bare : null);
  if (!code) return 0;
  const series = `${code[1]!} Series`;
  setWordFilter(
    table,
    index,
    BMW_MODELS.has(series)
      ? { kind: 'model', brand: 'BMW', model: series, needsBrand: false }
      : { kind: 'brand', brand: 'BMW' },
  );
  noteCodeFuel(table, code[2]);
  return 1;
}

/** "C220", "E220d", "C220CDI" in one word. */
export function mercedesTypeCode(table: PhraseTable, index: number): number {
  const code = MERCEDES_CODE.exec(table.content[index]!.text);
  if (!code) return 0;
  setWordFilter(table, index, {
    kind: 'model',
    brand: 'Mercedes-Benz',
    model: `${code[1]!.toUpperCase()}-Class`,
    needsBrand: false,
  });
  noteCodeFuel(table, code[2]);
  return 1;
}

/** "E 220 d": a class letter and a number, once Mercedes is named ("e" alone is Honda's e). */
export function mercedesClassAndNumber(table: PhraseTable, index: number): number {
  const text = table.content[index]!.text;
  const next = table.content[index + 1];
  const isClassAndNumber =
    table.brandsNamed.has('Mercedes-Benz') &&
    /^[abcegsv]$/.test(text) &&
    next?.kind === 'num' &&
    MERCEDES_NUMBER.test(next.text) &&
    !table.matchAt[index + 1];
  if (!isClassAndNumber) return 0;
  const model = {
    kind: 'model',
    brand: 'Mercedes-Benz',
    model: `${text.toUpperCase()}-Class`,
    needsBrand: false,
  } as const;
  setWordFilter(table, index, model);
  setWordFilter(table, index + 1, model);
  return 2;
}
