/**
 * The catalogue of variants: which cars were really sold. A model has generations (model years, body styles);
 * a generation has the engines it was offered with (label, engine code or family, fuel, displacement, power,
 * gearboxes, drives, typical CO₂ with its test cycle, typical new price). Facts only: what a listing of the
 * variant should say. How the demo generator uses them (shares of listings, trims) lives with the generator.
 */
import type { BodyType, Co2Cycle, FuelType, Transmission } from '../vehicle';

export type { Co2Cycle };

/** Combined CO₂ of a typical variant (the common gearbox and wheels), g/km; 0 for electric cars. */
export interface Co2 {
  grams: number;
  cycle: Co2Cycle;
}

/** One gearbox a variant was offered with: the kind a listing states and the name a seller would use. */
export interface Gearbox {
  /** The shorthand the data uses: M6 (six-speed manual), DSG7, AT8, CVT, eCVT, E1 (one speed) … */
  code: string;
  transmission: Transmission;
  /** "6-speed manual", "7-speed DSG", "8-speed automatic", "single-speed" … */
  name: string;
}

/** Which wheels are driven. */
export type Drive = 'front' | 'rear' | 'all';

export interface CatalogEngine {
  /** Stable id: the generation's id, a colon, the label's slug and the power ("volkswagen-golf-mk7:2-0-tdi-110kw"). */
  id: string;
  /** As a seller writes it in the model description: "2.0 TDI", "320d", "C 220 d", "1.5 Hybrid". */
  label: string;
  /** Engine code or family where known ("EA288", "B47", "K9K"). */
  code?: string;
  fuel: FuelType;
  /** Displacement in cm³; null for electric cars. */
  cc: number | null;
  /** Power in kW (system power for hybrids and plug-in hybrids). */
  kw: number;
  /** The gearboxes it was offered with; of one kind (automatic, manual), in the order they were introduced. */
  gearboxes: readonly Gearbox[];
  /** The drives offered with it, the most common first. */
  drives: readonly Drive[];
  /** Model years it was offered in (within its generation's years; `to` null while still offered). */
  from: number;
  to: number | null;
  co2: Co2;
  /**
   * Typical new price in today's euros: the German list price of a mid trim with the first gearbox, in its
   * first model year, brought to today's money by euro-area consumer prices (see prices.ts).
   */
  newPrice: number;
  /** The nominal list price and its year, as the data gives them. */
  listPrice: { euros: number; year: number };
  /** Rough share of the generation's sales (relative weight); suggestions list the common engines first. */
  share: number;
}

export interface CatalogGeneration {
  /** Stable id: brand, model and generation as a slug ("volkswagen-golf-mk7"). */
  id: string;
  /** "Mk7", "F30", "W205", "III (5E)". */
  name: string;
  /** Chassis or type code where it helps to tell generations apart ("5G", "F30"). */
  code?: string;
  /** First and last model year on the EU market; `to` null while still built. */
  from: number;
  to: number | null;
  bodies: readonly BodyType[];
  engines: readonly CatalogEngine[];
}

export interface CatalogModel {
  brand: string;
  model: string;
  generations: readonly CatalogGeneration[];
  /** Where the facts were checked: publications named by title or address. */
  sources: readonly string[];
}

/** An engine with the generation and model it belongs to. */
export interface Variant {
  brand: string;
  model: string;
  generation: CatalogGeneration;
  engine: CatalogEngine;
}

/** What a listing says that identifies its variant (a listing's own fields, or a dealer's form). */
export interface VariantQuery {
  brand: string;
  model: string;
  /** Model year. */
  year: number;
  fuelType: FuelType | string;
  /** Power in kW; without it only the generation can be told. */
  powerKw?: number | null;
  transmission?: Transmission | string | null;
  /** Displacement in cm³, to tell engines of one power apart. */
  engineCc?: number | null;
  /** The seller's model line ("2.0 TDI Highline DSG"): tells engines of one power apart by their names. */
  description?: string | null;
  /** The catalogue id a generated listing carries; used as is when it still exists. */
  variantId?: string | null;
}

/**
 * How sure a match is: `exact` (the variant id, or fuel, power within PS rounding and a gearbox it had),
 * `close` (the power within 5 %, or a petrol engine for a listing converted to LPG or CNG).
 */
export type MatchQuality = 'exact' | 'close';

export interface VariantMatch {
  variant: Variant;
  quality: MatchQuality;
}
