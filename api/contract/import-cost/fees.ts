/**
 * The papers and the trip: typical figures in euros, each with where it comes from and when it was read.
 * They are starting values the buyer edits, not quotes: fees differ by station, plates by district, trips by
 * season. Where no public price list could be read, the figure is our round estimate and says so
 * (`kind: 'estimate'`); the official lists to check are named.
 */

export interface Figure {
  euros: number;
  /** 'published' when a public source states the figure; 'estimate' when it is our round figure. */
  kind: 'published' | 'estimate';
  source: string;
  /** When the figure was read. */
  date: string;
}

export const FEES = {
  /**
   * Conformity check of an individually brought-in car (utvrđivanje sukladnosti, "homologacija") at a
   * CVH or HAK station, with a CoC document. The procedure is required (HAK, hak.hr/vozila/homologacija,
   * "Najčešće postavljena pitanja"); its price list was not readable here: our estimate.
   */
  conformity: { euros: 120, kind: 'estimate', source: 'HAK/CVH cjenik utvrđivanja sukladnosti (hak.hr, cvh.hr)', date: '2026-12-07' },
  /**
   * First technical inspection and registration in Croatia (inspection, traffic licence, plates; plates
   * alone were 65 kn ≈ 8.63 € per MUP, vecernji.hr, October 2019). Our estimate of the whole; the yearly
   * road fee and insurance are left out, as every car pays them.
   */
  registration: { euros: 90, kind: 'estimate', source: 'CVH, cvh.hr/gradani/registracija (propisane obveze)', date: '2026-12-07' },
  /** German export plates: registration fee 30–40 € by district (kennzeichenbox.de, "Ausfuhrkennzeichen"). */
  exportPlates: { euros: 35, kind: 'published', source: 'kennzeichenbox.de, Ausfuhrkennzeichen', date: '2026-12-07' },
  /** Export insurance for a car: about 80 € for 15 days (kennzeichenbox.de, "Ausfuhrkennzeichen"). */
  exportInsurance: { euros: 80, kind: 'published', source: 'kennzeichenbox.de, Ausfuhrkennzeichen', date: '2026-12-07' },
  /** Fuel and tolls when driving the car home, per road km: our estimate (about 6 l/100 km at 1.60 €/l plus tolls). */
  drivePerKm: { euros: 0.14, kind: 'estimate', source: '', date: '2026-12-07' },
  /** The buyer's one-way journey to the seller (train, bus or a flight): our estimate. */
  journey: { euros: 100, kind: 'estimate', source: '', date: '2026-12-07' },
  /** A car transporter, per road km (single car, open truck): our estimate. */
  transporterPerKm: { euros: 0.9, kind: 'estimate', source: '', date: '2026-12-07' },
  /** The least a transporter charges for one car: our estimate. */
  transporterMinimum: { euros: 250, kind: 'estimate', source: '', date: '2026-12-07' },
} as const satisfies Record<string, Figure>;

/** The official calculator the estimate points to. */
export const OFFICIAL_CALCULATOR_URL = 'https://carina.gov.hr/';
