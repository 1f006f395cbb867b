/**
 * How the data files write the catalogue: one line per engine, e.g.
 *   diesel('2.0 TDI', 1968, 110, 'M6 DSG6', 106, 28_475, { code: 'EA288', years: [2013, 2017], share: 5 })
 * is a 1,968 cm³ diesel of 110 kW with a six-speed manual or six-speed DSG, 106 g/km CO₂, listed at 28,475 €
 * (nominal, Germany, mid trim, in its first model year), offered in model years 2013–2017 of its generation.
 * The builders check what they are given and derive ids, gearbox names, the CO₂ cycle and today's price.
 */
import { slugify } from '../../text';
import type { BodyType, FuelType, Transmission } from '../vehicle';
import { inTodaysEuros } from './prices';
import type { CatalogEngine, CatalogGeneration, CatalogModel, Co2Cycle, Drive, Gearbox } from './types';

export interface EngineOptions {
  /** Engine code or family. */
  code?: string;
  /** Model years within the generation (default: all of them); an open end runs to the generation's end. */
  years?: readonly [from: number, to?: number | null];
  /** Rough share of the generation's sales (default 1). */
  share?: number;
  /** Drives offered (default: the generation's). */
  drive?: Drive | readonly Drive[];
  /** The CO₂ figure's cycle (default: WLTP for engines first offered in 2019 or later, else NEDC). */
  cycle?: Co2Cycle;
}

/** An engine as a data file writes it, before its generation places it. */
export interface EngineLine {
  label: string;
  fuel: FuelType;
  cc: number | null;
  kw: number;
  gearboxes: string;
  co2: number;
  listPrice: number;
  options: EngineOptions;
}

const line =
  (fuel: FuelType) =>
  (
    label: string,
    cc: number,
    kw: number,
    gearboxes: string,
    co2: number,
    listPrice: number,
    options: EngineOptions = {},
  ): EngineLine => ({
    label,
    fuel,
    cc,
    kw,
    gearboxes,
    co2,
    listPrice,
    options,
  });

export const petrol = line('petrol');
export const diesel = line('diesel');
/** A full hybrid (self-charging): kW is the system power. */
export const hybrid = line('hybrid');
/** A plug-in hybrid: kW is the system power, CO₂ the weighted combined figure. */
export const pluginHybrid = line('plugin_hybrid');
/** A factory LPG (autogas) variant: petrol and LPG, CO₂ on LPG. */
export const lpg = line('lpg');
/** A factory CNG (natural gas) variant: CNG and petrol, CO₂ on CNG. */
export const cng = line('cng');

/** An electric car: no displacement, 0 g/km. */
export function electric(
  label: string,
  kw: number,
  gearboxes: string,
  listPrice: number,
  options: EngineOptions = {},
): EngineLine {
  return { label, fuel: 'electric', cc: null, kw, gearboxes, co2: 0, listPrice, options };
}

const GEARBOX_KINDS: { pattern: RegExp; transmission: Transmission; name: (speeds: string) => string }[] = [
  { pattern: /^M(\d)$/, transmission: 'manual', name: (n) => `${n}-speed manual` },
  { pattern: /^DSG(\d)$/, transmission: 'automatic', name: (n) => `${n}-speed DSG` },
  { pattern: /^STR(\d)$/, transmission: 'automatic', name: (n) => `${n}-speed S tronic` },
  { pattern: /^AT(\d{1,2})$/, transmission: 'automatic', name: (n) => `${n}-speed automatic` },
  { pattern: /^DCT(\d)$/, transmission: 'automatic', name: (n) => `${n}-speed dual-clutch` },
  { pattern: /^EDC(\d)$/, transmission: 'automatic', name: (n) => `${n}-speed EDC dual-clutch` },
  { pattern: /^AMT(\d)$/, transmission: 'automatic', name: (n) => `${n}-speed automated manual` },
  { pattern: /^PDK(\d)$/, transmission: 'automatic', name: (n) => `${n}-speed PDK` },
  { pattern: /^CVT$/, transmission: 'automatic', name: () => 'CVT' },
  { pattern: /^MM$/, transmission: 'automatic', name: () => 'multi-mode automatic (hybrid)' },
  { pattern: /^eCVT$/, transmission: 'automatic', name: () => 'e-CVT (hybrid)' },
  { pattern: /^E1$/, transmission: 'automatic', name: () => 'single-speed' },
];

export function parseGearbox(code: string): Gearbox {
  for (const kind of GEARBOX_KINDS) {
    const match = kind.pattern.exec(code);
    if (match) return { code, transmission: kind.transmission, name: kind.name(match[1] ?? '') };
  }
  throw new Error(`unknown gearbox code ${code}`);
}

export interface GenerationSpec {
  code?: string;
  years: readonly [from: number, to: number | null];
  bodies: readonly BodyType[];
  /** Drives of its engines unless an engine says otherwise (default: front). */
  drive?: readonly Drive[];
}

/** A generation as a data file writes it, before its model names it. */
export interface GenerationLine {
  name: string;
  spec: GenerationSpec;
  engines: readonly EngineLine[];
}

export function generation(name: string, spec: GenerationSpec, engines: readonly EngineLine[]): GenerationLine {
  return { name, spec, engines };
}

function placeEngine(
  engine: EngineLine,
  generation: Omit<CatalogGeneration, 'engines'>,
  defaultDrive: readonly Drive[],
): CatalogEngine {
  const [from = generation.from, to = generation.to] = engine.options.years ?? [];
  const where = `${generation.id} ${engine.label} ${engine.kw} kW`;
  if (
    from < generation.from ||
    (generation.to !== null && (to === null || to > generation.to)) ||
    (to !== null && to < from)
  ) {
    throw new Error(`${where}: years ${from}–${to} outside the generation's ${generation.from}–${generation.to}`);
  }
  if (!(engine.kw > 0) || !(engine.listPrice > 0) || engine.co2 < 0)
    throw new Error(`${where}: power, price and CO₂ must be positive`);
  if ((engine.fuel === 'electric') !== (engine.cc === null))
    throw new Error(`${where}: only electric cars have no displacement`);
  const gearboxes = engine.gearboxes.split(' ').map(parseGearbox);
  if (gearboxes.length === 0) throw new Error(`${where}: no gearbox`);
  const drive = engine.options.drive;
  const drives = drive === undefined ? defaultDrive : typeof drive === 'string' ? [drive] : drive;
  return {
    id: `${generation.id}:${slugify(engine.label)}-${engine.fuel === 'petrol' || engine.fuel === 'diesel' || engine.fuel === 'electric' ? '' : `${slugify(engine.fuel)}-`}${engine.kw}kw`,
    label: engine.label,
    ...(engine.options.code ? { code: engine.options.code } : {}),
    fuel: engine.fuel,
    cc: engine.cc,
    kw: engine.kw,
    gearboxes,
    drives,
    from,
    to,
    co2: { grams: engine.co2, cycle: engine.options.cycle ?? (from >= 2019 ? 'WLTP' : 'NEDC') },
    newPrice: inTodaysEuros(engine.listPrice, from),
    listPrice: { euros: engine.listPrice, year: from },
    share: engine.options.share ?? 1,
  };
}

/**
 * Engines of one generation that share label and power (a petrol and a diesel "B4", a 1.6 and a 2.0 "D2")
 * have their fuel, or else their displacement, added to their ids.
 */
function distinctIds(engines: CatalogEngine[]): CatalogEngine[] {
  const count = new Map<string, number>();
  for (const engine of engines) count.set(engine.id, (count.get(engine.id) ?? 0) + 1);
  return engines.map((engine) => {
    if (count.get(engine.id) === 1) return engine;
    const twins = engines.filter((other) => other.id === engine.id);
    const suffix = new Set(twins.map((twin) => twin.fuel)).size === twins.length ? engine.fuel : `${engine.cc}cc`;
    return { ...engine, id: `${engine.id}-${slugify(suffix)}` };
  });
}

/** A model of the catalogue with its generations, oldest first; `sources` name where its facts were checked. */
export function catalogModel(
  brand: string,
  model: string,
  sources: readonly string[],
  generations: readonly GenerationLine[],
): CatalogModel {
  return {
    brand,
    model,
    sources,
    generations: generations.map(({ name, spec, engines }) => {
      const head = {
        id: slugify(`${brand} ${model} ${name}`),
        name,
        ...(spec.code ? { code: spec.code } : {}),
        from: spec.years[0],
        to: spec.years[1],
        bodies: spec.bodies,
      };
      return {
        ...head,
        engines: distinctIds(engines.map((engine) => placeEngine(engine, head, spec.drive ?? ['front']))),
      };
    }),
  };
}
