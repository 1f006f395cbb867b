/**
 * The papers and the trip: typical figures in euros, each with where it comes from and when it was read.
 * They are starting values the buyer edits, not quotes: fees differ by station, plates by district, trips by
 * season and route. A figure a public source states is `kind: 'published'`; where none could be read, the
 * figure is our round estimate (`kind: 'estimate'`) and its comment says why and what was searched.
 *
 * Not added, because every registered car pays them every year whether imported or not: the yearly road fee
 * (godišnja naknada za uporabu javnih cesta: a base fee times a coefficient by engine size; from 1 January
 * 2026 about 38 € up to 1,000 cm³ and about 80 € up to 1,600 cm³, n1info.hr 25.11.2025 and net.hr 2.1.2026),
 * the special environmental fee (posebna naknada za okoliš, set by the Environmental Protection and Energy
 * Efficiency Fund's regulation by fuel, engine size, emission class and age, cvh.hr "Propisane obaveze"),
 * compulsory third-party insurance and the county's tax on motor vehicles.
 */

/** `source` is a citation (site, publication, date) shown as it is in every language: no words of one language in it. */
export interface Figure {
  euros: number;
  /** 'published' when a public source states the figure; 'estimate' when it is our round figure. */
  kind: 'published' | 'estimate';
  source: string;
  /** When the figure was read. */
  date: string;
}

const READ_ON = '2026-12-07';

/**
 * First registration in Croatia, from the price lists in force. Before it the car needs the conformity check
 * (below); then the station does a regular technical inspection and registers the car.
 */
export const REGISTRATION_PARTS = {
  /**
   * Regular technical inspection, general part, passenger car: 23.36 € (was 20.25 €), and the exhaust test
   * (EKO-test) of a diesel: 15.71 € (a petrol car without a regulated catalyst 8.12 €); the MUP decision on
   * inspection fees as amended from 17 September 2024 (riportal.net.hr, the draft's new amounts; sib.net.hr,
   * "Službeno je", the rise in force from 17.9.2024). The fees are without VAT (hak.hr, "Pregled naknada …
   * (bez PDV-a)"), so 25 % VAT is added. Most used cars brought in are diesels (87 % in 2018, 24sata.hr,
   * 18.11.2019), so the diesel test is the default.
   */
  inspection: 23.36,
  exhaustTest: 15.71,
  vat: 0.25,
  /** Traffic licence form 4.65 € and a pair of plates 8.63 € (MUP, Rješenje o utvrđivanju cijena obrazaca …, NN 155/22, cvh.hr). */
  licenceForm: 4.65,
  plates: 8.63,
} as const;

const registrationEuros =
  Math.round(
    ((REGISTRATION_PARTS.inspection + REGISTRATION_PARTS.exhaustTest) * (1 + REGISTRATION_PARTS.vat) +
      REGISTRATION_PARTS.licenceForm +
      REGISTRATION_PARTS.plates) *
      100,
  ) / 100;

/**
 * Fuel and tolls when driving the car home, built from sourced parts over a reference route, Munich–Zagreb
 * (570 km by road, the figure distance.ts is calibrated on). Tolls on that route are bought once per trip,
 * so spreading them per km is a simplification: a longer trip from northern Germany pays about the same
 * tolls over more km.
 */
export const DRIVE_PARTS = {
  referenceKm: 570,
  /**
   * Our assumption: 6 l/100 km for a compact used car on the motorway (no published average for used
   * imports was found; WLTP figures of such cars run about 5–6 l/100 km).
   */
  litresPer100Km: 6,
  /** Super E10 in Germany, national daily average 1.689 €/l (ADAC via auto-motor-und-sport.de, 13.11.2025). */
  fuelGermany: 1.689,
  /** Eurosuper 95 in Croatia, the government's capped price from 10.3.2026: 1.50 €/l (primorski.eu, 9.3.2026). */
  fuelCroatia: 1.5,
  /** Austria, 10-day vignette for a car, 2026: 12.80 € (ASFINAG prices via flotte.at, 4.11.2025). */
  austriaVignette: 12.8,
  /** Karawanken tunnel, one passage, class R1: 8.80 € (DARS, evinjeta.dars.si, "Karawankentunnel"). */
  karawankenTunnel: 8.8,
  /** Slovenia, 7-day e-vignette, class 2A: 16 € (DARS via slovenskenovice.si, January 2025; siol.net, 28.1.2026). */
  sloveniaVignette: 16,
  // Croatian motorway toll from the Slovenian border (Bregana) to Zagreb: no dated figure was found; it is small.
} as const;

const drivePerKm = (() => {
  const p = DRIVE_PARTS;
  const fuel = (p.litresPer100Km / 100) * ((p.fuelGermany + p.fuelCroatia) / 2);
  const tolls = (p.austriaVignette + p.karawankenTunnel + p.sloveniaVignette) / p.referenceKm;
  return Math.round((fuel + tolls) * 100) / 100;
})();

/** Keeps each figure typed as a Figure, so a reader may ask whether it is an estimate whatever it is today. */
const figures = <K extends string>(all: Readonly<Record<K, Figure>>) => all;

export const FEES = figures({
  /**
   * Conformity check of an individually brought-in used car with a CoC (utvrđivanje sukladnosti pojedinačno
   * pregledanog vozila: identification and condition of the vehicle, category M1), done by CVH or HAK before
   * the special tax is assessed and before the first inspection: 66.36 € (Pravilnik o izmjenama Pravilnika o
   * utvrđivanju sukladnosti motornih vozila i njihovih prikolica, NN 150/2022, article 3, in force from the
   * euro changeover). A car without an EU type approval needs a national individual approval instead
   * (106.18 €). Whether a station adds VAT on top was not stated in what we read.
   */
  conformity: {
    euros: 66.36,
    kind: 'published',
    source: 'NN 150/2022, narodne-novine.nn.hr/clanci/sluzbeni/2022_12_150_2306.html (21.12.2022)',
    date: READ_ON,
  },
  /**
   * Technical inspection with exhaust test and VAT, traffic licence and plates (REGISTRATION_PARTS): 62.12 €.
   * Not in it: the station's charge for the registration work itself, which we could not read.
   */
  registration: {
    euros: registrationEuros,
    kind: 'published',
    source: 'riportal.net.hr, sib.net.hr (17.9.2024); NN 155/22, cvh.hr',
    date: READ_ON,
  },
  /**
   * German export plates: the registration office's fee, 30–40 € by district (kennzeichenbox.de,
   * "Ausfuhrkennzeichen"), and the embossed plates, 10–20 € (check24.de, "Ausfuhr-Kennzeichen", 1.3.2021):
   * 35 € + 20 €. (Allianz Direct, January 2023, puts them at about 45 € + 30 €.)
   */
  exportPlates: { euros: 55, kind: 'published', source: 'kennzeichenbox.de; check24.de (1.3.2021)', date: READ_ON },
  /** Export insurance for a car: about 80 € for 15 days, 160 € for 29 days (kennzeichenbox.de, "Ausfuhrkennzeichen"). */
  exportInsurance: { euros: 80, kind: 'published', source: 'kennzeichenbox.de', date: READ_ON },
  /**
   * Fuel and tolls per road km (DRIVE_PARTS): 6 l/100 km at the mean of the German and Croatian petrol prices,
   * plus the Austrian and Slovenian vignettes and the Karawanken toll over 570 km. An estimate because the
   * consumption and the reference route are ours; every price in it is sourced.
   */
  drivePerKm: {
    euros: drivePerKm,
    kind: 'estimate',
    source: 'ADAC (13.11.2025); primorski.eu (10.3.2026); ASFINAG (2026); DARS (2025–2026)',
    date: READ_ON,
  },
  /**
   * The buyer's one-way journey to the seller (train, bus or a flight): our estimate. No dated fare for
   * Zagreb–Germany was found (searched: bus and flight fares Zagreb–München in Croatian and German).
   */
  journey: { euros: 100, kind: 'estimate', source: '', date: READ_ON },
  /**
   * A car transporter, per road km (single car, open truck): our estimate. The one published price found is
   * 400–500 € from Germany to Split (slobodnadalmacija.hr, August 2019); Munich–Split is about 830 km by our
   * distance rule, so 0.48–0.60 €/km in 2019 prices; we take the top of that range. No current price list
   * was found (searched: "prijevoz vozila iz Njemačke cijena", "Autotransport Kroatien Preis").
   */
  transporterPerKm: { euros: 0.6, kind: 'estimate', source: 'slobodnadalmacija.hr (8/2019)', date: READ_ON },
  /**
   * The least a transporter charges for one car: our estimate. Transfers within Germany brokered by MyHammer
   * cost 175–380 €, 248 € on average (my-hammer.de, Preisradar "Auto überführen"), which it matches.
   */
  transporterMinimum: { euros: 250, kind: 'estimate', source: 'my-hammer.de, Preisradar', date: READ_ON },
});

/** The official calculator the estimate points to. */
export const OFFICIAL_CALCULATOR_URL = 'https://carina.gov.hr/';
