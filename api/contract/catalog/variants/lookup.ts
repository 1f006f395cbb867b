/**
 * Looking things up in the catalogue of variants: a model's generations, the variants of a model year,
 * one variant by id, and the variant a listing describes (findVariant). Brand and model names are matched
 * ignoring case and diacritics, like the rest of the catalog.
 */
import { foldText } from '../../text';
import type { FuelType, Transmission } from '../vehicle';
import { CATALOG_MODELS } from './data';
import type {
  CatalogEngine,
  CatalogGeneration,
  CatalogModel,
  MatchQuality,
  Variant,
  VariantMatch,
  VariantQuery,
} from './types';

const modelKey = (brand: string, model: string) => `${foldText(brand)}|${foldText(model)}`;
const modelsByKey = new Map(CATALOG_MODELS.map((entry) => [modelKey(entry.brand, entry.model), entry]));
const variantsById = new Map<string, Variant>();
for (const entry of CATALOG_MODELS) {
  for (const generation of entry.generations) {
    for (const engine of generation.engines)
      variantsById.set(engine.id, { brand: entry.brand, model: entry.model, generation, engine });
  }
}

/** Every model of the catalogue. */
export function catalogModels(): readonly CatalogModel[] {
  return CATALOG_MODELS;
}

/** The catalogue's model, or undefined when the catalogue does not know it. */
export function findCatalogModel(brand: string, model: string): CatalogModel | undefined {
  return modelsByKey.get(modelKey(brand, model));
}

/** The model's generations, oldest first (none when the catalogue does not know the model). */
export function generationsOf(brand: string, model: string): readonly CatalogGeneration[] {
  return findCatalogModel(brand, model)?.generations ?? [];
}

const builtIn = (span: { from: number; to: number | null }, year: number) =>
  span.from <= year && (span.to === null || year <= span.to);

/** The generations built in the model year: one, two in a year of change-over, or none. */
export function generationsIn(brand: string, model: string, year: number): CatalogGeneration[] {
  return generationsOf(brand, model).filter((generation) => builtIn(generation, year));
}

export function variantById(id: string): Variant | undefined {
  return variantsById.get(id);
}

/** Whether the engine was offered with a gearbox of that kind. */
export function offeredWith(engine: CatalogEngine, transmission: Transmission | string): boolean {
  return engine.gearboxes.some((gearbox) => gearbox.transmission === transmission);
}

export interface VariantFilter {
  year?: number;
  fuel?: FuelType;
  transmission?: Transmission;
}

/** The model's variants, optionally of one model year, fuel and gearbox kind, the generation's most common first (the same objects variantById answers). */
export function variantsOf(brand: string, model: string, filter: VariantFilter = {}): Variant[] {
  const entry = findCatalogModel(brand, model);
  if (!entry) return [];
  const variants: Variant[] = [];
  for (const generation of entry.generations) {
    if (filter.year !== undefined && !builtIn(generation, filter.year)) continue;
    const engines = generation.engines.filter(
      (engine) =>
        (filter.year === undefined || builtIn(engine, filter.year)) &&
        (filter.fuel === undefined || engine.fuel === filter.fuel) &&
        (filter.transmission === undefined || offeredWith(engine, filter.transmission)),
    );
    for (const engine of [...engines].sort((a, b) => b.share - a.share)) variants.push(variantsById.get(engine.id)!);
  }
  return variants;
}

/**
 * How a listing's fuel fits an engine's: the same fuel; or close, when a petrol engine carries a listing of
 * LPG or CNG (a conversion, common in Croatia) or a plug-in hybrid one stored as 'hybrid' (listings from before
 * plug-in hybrids had a value of their own).
 */
function fuelFit(listingFuel: string, engineFuel: FuelType): MatchQuality | null {
  if (listingFuel === engineFuel) return 'exact';
  if ((listingFuel === 'lpg' || listingFuel === 'cng') && engineFuel === 'petrol') return 'close';
  if (listingFuel === 'hybrid' && engineFuel === 'plugin_hybrid') return 'close';
  return null;
}

/** Powers that differ by the rounding between PS and kW (or a seller's rounding) are the same engine. */
const SAME_POWER_KW = 2;
/** Beyond this share of the power, an engine is not the listing's. */
const CLOSE_POWER_SHARE = 0.05;
/** Displacements further apart than this are different engines (1.6 and 2.0 TDI of 85 kW). */
const SAME_CC = 60;

/** Whether the seller's model line names the engine ("1.0 EcoBoost Titanium" names "1.0 EcoBoost", not "1.0 EcoBoost mHEV"). */
function namesEngine(description: string, label: string): boolean {
  const line = ` ${foldText(description).replace(/\s+/g, ' ')} `;
  return line.includes(` ${foldText(label)} `);
}

interface Scored {
  variant: Variant;
  quality: MatchQuality;
  score: number;
}

function scoreEngine(query: VariantQuery, powerKw: number, variant: Variant, yearOff: number): Scored | null {
  const { engine } = variant;
  const fuel = fuelFit(query.fuelType, engine.fuel);
  if (!fuel) return null;
  const powerOff = Math.abs(engine.kw - powerKw);
  if (powerOff > Math.max(SAME_POWER_KW, CLOSE_POWER_SHARE * engine.kw)) return null;
  const ccOff = query.engineCc && engine.cc ? Math.abs(query.engineCc - engine.cc) : 0;
  const gearboxFits = !query.transmission || offeredWith(engine, query.transmission);
  const exact = fuel === 'exact' && powerOff <= SAME_POWER_KW && ccOff <= SAME_CC && gearboxFits && yearOff === 0;
  // Named in the model line: the longer name is the more precise ("xDrive18d" over "18d").
  const named = query.description
    ? namesEngine(query.description, engine.label)
      ? -0.03 - engine.label.length / 1e4
      : 0.03
    : 0;
  // Lower is better: power first, then displacement, the name, gearbox and year; the common engine wins a tie.
  const score =
    powerOff / engine.kw +
    (ccOff > SAME_CC ? 0.2 : ccOff / 10_000) +
    named +
    (gearboxFits ? 0 : 0.1) +
    yearOff * 0.05 +
    (fuel === 'exact' ? 0 : 0.05) -
    engine.share / 1e4;
  return { variant, quality: exact ? 'exact' : 'close', score };
}

/**
 * The variant a listing describes: by its catalogue id when it carries one, else by brand, model, model
 * year, fuel and power (gearbox, displacement and the engine's name in the model line tell close candidates
 * apart). A model year just outside an engine's years (a car registered in the year after its model year, or
 * a year before an engine that came within its generation) still finds it, as a close match; a year before the
 * generation does not.
 * Undefined when the catalogue does not know the model, or no engine of it fits (then the listing is
 * compared by its own facts alone).
 */
export function findVariant(query: VariantQuery): VariantMatch | undefined {
  if (query.variantId) {
    const known = variantsById.get(query.variantId);
    if (known && modelKey(known.brand, known.model) === modelKey(query.brand, query.model))
      return { variant: known, quality: 'exact' };
  }
  const entry = findCatalogModel(query.brand, query.model);
  const powerKw = query.powerKw;
  if (!entry || !powerKw || !(powerKw > 0)) return undefined;
  let best: Scored | null = null;
  for (const generation of entry.generations) {
    // A year before a generation's first is the generation before it (which the catalogue may not list): a 2008
    // E 220 CDI is a W211, not the W212 of 2009 with another engine and other known issues.
    if (query.year < generation.from) continue;
    for (const engine of generation.engines) {
      const yearOff = Math.max(
        0,
        Math.max(engine.from, generation.from) - query.year,
        query.year - Math.min(engine.to ?? Infinity, generation.to ?? Infinity),
      );
      if (yearOff > 1) continue;
      const scored = scoreEngine(query, powerKw, variantsById.get(engine.id)!, yearOff);
      if (scored && (!best || scored.score < best.score)) best = scored;
    }
  }
  return best ? { variant: best.variant, quality: best.quality } : undefined;
}
