/**
 * Sentences of the bundled shops' descriptions, each written in English, Croatian and German (the same
 * meaning, not word for word). {in} is "in Zagreb" / "u Zagrebu" / "in Zagreb"; {year} the founding year;
 * {brands} the brands a service centre works for; {languages} the languages spoken besides the local one.
 */
import type { Localized } from '../service-labels';

const l = (en: string, hr: string, de: string): Localized => ({ en, hr, de });

/** The first sentence, by the shop's profile. */
export const OPENINGS: Readonly<Record<string, readonly Localized[]>> = {
  general: [
    l(
      'Family-run workshop {in} since {year}.',
      'Obiteljska radionica {in} od {year}. godine.',
      'Familiengeführte Werkstatt {in} seit {year}.',
    ),
    l(
      'Independent garage for all makes, run by a master mechanic.',
      'Neovisni servis za sva vozila koji vodi majstor automehaničar.',
      'Freie Meisterwerkstatt für alle Marken.',
    ),
    l(
      'A small team of experienced mechanics {in}.',
      'Mali tim iskusnih automehaničara {in}.',
      'Ein kleines Team erfahrener Kfz-Mechatroniker {in}.',
    ),
  ],
  ac: [
    l(
      'Air-conditioning specialists: leak test, disinfection and refrigerant for R134a and R1234yf.',
      'Specijalisti za klima uređaje: test nepropusnosti, dezinfekcija i punjenje plinom R134a i R1234yf.',
      'Spezialisten für Klimaanlagen: Dichtheitsprüfung, Desinfektion und Kältemittel R134a und R1234yf.',
    ),
  ],
  electrical: [
    l(
      'Auto electrics, diagnostics and batteries for all makes.',
      'Autoelektrika, dijagnostika i akumulatori za sve marke.',
      'Autoelektrik, Diagnose und Batterien für alle Marken.',
    ),
  ],
  tyres: [
    l(
      'Tyre service with storage for your seasonal set.',
      'Vulkanizerska radnja sa skladištem za vaše sezonske gume.',
      'Reifenservice mit Einlagerung für Ihren Saisonsatz.',
    ),
    l(
      'Tyres for cars, vans and SUVs, fitted while you wait.',
      'Gume za osobna vozila, kombije i SUV-ove, montaža dok čekate.',
      'Reifen für Pkw, Transporter und SUVs, montiert während Sie warten.',
    ),
  ],
  body: [
    l(
      'Body and paint shop with its own spray booth.',
      'Limarija i lakirnica s vlastitom komorom za lakiranje.',
      'Karosserie- und Lackierbetrieb mit eigener Lackierkabine.',
    ),
    l(
      'Accident repairs from the estimate to the handover, insurance paperwork included.',
      'Popravci nakon prometnih nezgoda od procjene do predaje vozila, uz rješavanje papirologije s osiguranjem.',
      'Unfallreparaturen vom Gutachten bis zur Übergabe, die Abwicklung mit der Versicherung inklusive.',
    ),
  ],
  glass: [
    l(
      'Windscreens and side windows replaced, stone chips repaired the same day.',
      'Zamjena vjetrobranskih i bočnih stakala, popravak oštećenja od kamenčića isti dan.',
      'Tausch von Front- und Seitenscheiben, Steinschlagreparatur am selben Tag.',
    ),
  ],
  gearbox: [
    l(
      'Gearbox and clutch specialists, manual and automatic (DSG included).',
      'Specijalisti za mjenjače i kvačila, ručne i automatske (uključujući DSG).',
      'Spezialisten für Getriebe und Kupplungen, Schalt- und Automatikgetriebe (auch DSG).',
    ),
  ],
  exhaust: [
    l(
      'Exhausts, catalytic converters and DPF cleaning.',
      'Ispušni sustavi, katalizatori i čišćenje DPF filtera.',
      'Auspuffanlagen, Katalysatoren und DPF-Reinigung.',
    ),
  ],
  towing: [
    l(
      'Towing and roadside assistance day and night.',
      'Šlep služba i pomoć na cesti 0–24.',
      'Abschleppdienst und Pannenhilfe rund um die Uhr.',
    ),
  ],
  ev: [
    l(
      'Trained for high-voltage systems: hybrids and electric cars serviced safely.',
      'Osposobljeni za visokonaponske sustave: siguran servis hibrida i električnih vozila.',
      'Hochvolt-geschultes Team: sicherer Service für Hybrid- und Elektrofahrzeuge.',
    ),
  ],
  dealer: [
    l(
      'Authorised service for {brands} {in}.',
      'Ovlašteni servis za {brands} {in}.',
      'Autorisierter Service für {brands} {in}.',
    ),
    l(
      "Warranty work, recalls and servicing to the manufacturer's schedule for {brands}.",
      'Garancijski popravci, opozivne akcije i servis prema planu proizvođača za {brands}.',
      'Garantiearbeiten, Rückrufaktionen und Inspektionen nach Herstellervorgaben für {brands}.',
    ),
  ],
  importer: [
    l(
      'We import used cars from Germany and Austria and take care of everything: customs, homologation and registration.',
      'Uvozimo rabljena vozila iz Njemačke i Austrije i rješavamo sve: carinjenje, homologaciju i registraciju.',
      'Wir importieren Gebrauchtwagen aus Deutschland und Österreich und erledigen alles: Verzollung, Einzelabnahme und Zulassung.',
    ),
    l(
      'Bought a car abroad? We handle the German papers and everything at the registration office.',
      'Kupili ste auto u inozemstvu? Preuzimamo njemačku dokumentaciju i sve papire za registraciju.',
      'Auto im Ausland gekauft? Wir kümmern uns um die deutschen Papiere und die Formalitäten bei der Zulassungsstelle.',
    ),
  ],
};

/** Further sentences, any profile. */
export const EXTRAS: readonly Localized[] = [
  l(
    'Appointments usually within two days.',
    'Termin obično u roku od dva dana.',
    'Termine meist innerhalb von zwei Tagen.',
  ),
  l(
    'Free check before a used-car purchase with any booked service.',
    'Besplatan pregled rabljenog vozila prije kupnje uz svaki dogovoreni servis.',
    'Kostenloser Gebrauchtwagen-Check vor dem Kauf bei jedem gebuchten Service.',
  ),
  l('Courtesy car on request.', 'Zamjensko vozilo na upit.', 'Ersatzfahrzeug auf Anfrage.'),
  l(
    'Card payment and a written estimate before any work.',
    'Plaćanje karticama i pisana ponuda prije početka radova.',
    'Kartenzahlung und schriftlicher Kostenvoranschlag vor Arbeitsbeginn.',
  ),
  l('Customer parking in the yard.', 'Parkiralište za stranke u dvorištu.', 'Kundenparkplätze im Hof.'),
  l('We speak {languages}.', 'Govorimo {languages}.', 'Wir sprechen {languages}.'),
];

/** The languages spoken besides the local one, by the shop's country. */
export const SPOKEN: Readonly<Record<'local-south' | 'local-north', Localized>> = {
  /** Croatia and Slovenia. */
  'local-south': l('English and German', 'engleski i njemački', 'Englisch und Deutsch'),
  /** Austria and Germany. */
  'local-north': l('English and Croatian', 'engleski i hrvatski', 'Englisch und Kroatisch'),
};

/** "Škoda and Volkswagen" in each language. */
export function joinBrands(brands: readonly string[]): Localized {
  if (brands.length <= 1) return l(brands[0] ?? '', brands[0] ?? '', brands[0] ?? '');
  const head = brands.slice(0, -1).join(', ');
  const last = brands.at(-1)!;
  return l(`${head} and ${last}`, `${head} i ${last}`, `${head} und ${last}`);
}
