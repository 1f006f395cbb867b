/**
 * What a shop offers, as people read it in English, Croatian and German: one label per service category
 * (for sources that only say the category, like OpenStreetMap and Google) and the finer services of the
 * bundled dataset.
 */
import type { ServiceCategory } from '@contract/repair-shop-constants';

export type Localized = { en: string; hr: string; de: string };

const l = (en: string, hr: string, de: string): Localized => ({ en, hr, de });

export const CATEGORY_LABELS: Record<ServiceCategory, Localized> = {
  repair: l('Mechanical repairs', 'Mehaničarski radovi', 'Mechanische Reparaturen'),
  maintenance: l('Servicing and oil change', 'Redovni servis i zamjena ulja', 'Inspektion und Ölwechsel'),
  diagnostics: l('Diagnostics', 'Dijagnostika', 'Fehlerdiagnose'),
  air_conditioning: l('Air conditioning', 'Klima uređaji', 'Klimaservice'),
  tyres: l('Tyres', 'Gume i vulkanizerske usluge', 'Reifenservice'),
  bodywork: l('Bodywork and paint', 'Limarija i lakiranje', 'Karosserie und Lack'),
  brakes: l('Brakes', 'Kočnice', 'Bremsen'),
  electrical: l('Auto electrics', 'Autoelektrika', 'Autoelektrik'),
  glass: l('Car glass', 'Autostakla', 'Autoglas'),
  exhaust: l('Exhaust', 'Ispušni sustav', 'Auspuff'),
  transmission: l('Gearbox and clutch', 'Mjenjač i kvačilo', 'Getriebe und Kupplung'),
  inspection: l('Roadworthiness test', 'Tehnički pregled', 'Hauptuntersuchung'),
  homologation: l('Homologation', 'Homologacija', 'Einzelabnahme'),
  import: l('Import and registration', 'Uvoz i registracija', 'Import und Zulassung'),
  ev: l('Hybrid and electric cars', 'Hibridna i električna vozila', 'Hybrid- und Elektrofahrzeuge'),
  towing: l('Towing', 'Šlep služba', 'Abschleppdienst'),
  dealer_service: l('Authorised brand service', 'Ovlašteni servis', 'Vertragswerkstatt'),
  lpg: l('LPG conversion and service', 'Ugradnja i servis auto plina', 'Autogas-Umrüstung und -Service'),
};

/** The bundled dataset's services, per category (a shop offers one or two of each of its categories). */
export const SERVICE_ITEMS: Record<ServiceCategory, readonly Localized[]> = {
  repair: [
    l('Mechanical repairs, all makes', 'Mehaničarski radovi za sve marke', 'Mechanische Reparaturen aller Marken'),
    l('Engine repair', 'Popravak motora', 'Motorreparatur'),
    l('Suspension and steering', 'Ovjes i upravljanje', 'Fahrwerk und Lenkung'),
    l('Cooling system', 'Sustav hlađenja', 'Kühlsystem'),
  ],
  maintenance: [
    l('Oil and filter change', 'Zamjena ulja i filtera', 'Öl- und Filterwechsel'),
    l(
      "Scheduled service to the manufacturer's plan",
      'Redovni servis po planu proizvođača',
      'Inspektion nach Herstellervorgaben',
    ),
    l('Timing belt replacement', 'Zamjena zupčastog remena', 'Zahnriemenwechsel'),
  ],
  diagnostics: [
    l('Computer diagnostics (OBD)', 'Računalna dijagnostika (OBD)', 'Computerdiagnose (OBD)'),
    l('Pre-purchase check of used cars', 'Pregled rabljenog vozila prije kupnje', 'Gebrauchtwagen-Check vor dem Kauf'),
  ],
  air_conditioning: [
    l('A/C service and recharge', 'Servis i punjenje klime', 'Klimaservice und Befüllung'),
    l('A/C disinfection', 'Dezinfekcija klime', 'Klimaanlagen-Desinfektion'),
  ],
  tyres: [
    l('Tyre change and storage', 'Zamjena i skladištenje guma', 'Reifenwechsel und Einlagerung'),
    l('Wheel alignment', 'Geometrija kotača', 'Achsvermessung'),
    l('Wheel balancing', 'Balansiranje kotača', 'Auswuchten'),
    l('New tyres from stock', 'Prodaja novih guma', 'Neureifen ab Lager'),
    l('Puncture repair', 'Krpanje guma', 'Reifenreparatur'),
  ],
  bodywork: [
    l('Accident and body repair', 'Limarski radovi i popravci nakon nezgode', 'Unfallinstandsetzung'),
    l('Paintwork in a spray booth', 'Lakiranje u komori', 'Lackierung in der Lackierkabine'),
    l('Paintless dent repair', 'Uklanjanje udubljenja bez lakiranja', 'Ausbeulen ohne Lackieren'),
    l('Insurance claims handled', 'Rješavanje štete s osiguranjem', 'Abwicklung mit der Versicherung'),
  ],
  brakes: [
    l('Brake pads and discs', 'Kočione pločice i diskovi', 'Bremsbeläge und Bremsscheiben'),
    l('Brake fluid change', 'Zamjena kočione tekućine', 'Bremsflüssigkeitswechsel'),
  ],
  electrical: [
    l('Auto electrics', 'Autoelektrika', 'Autoelektrik'),
    l('Batteries tested and replaced', 'Provjera i zamjena akumulatora', 'Batterietest und -tausch'),
    l('Starters and alternators', 'Anlaseri i alternatori', 'Anlasser und Lichtmaschinen'),
  ],
  glass: [
    l('Windscreen replacement', 'Zamjena vjetrobranskog stakla', 'Windschutzscheibentausch'),
    l('Stone-chip repair', 'Popravak oštećenja od kamenčića', 'Steinschlagreparatur'),
  ],
  exhaust: [
    l('Exhaust systems', 'Ispušni sustavi', 'Abgasanlagen'),
    l('DPF cleaning', 'Čišćenje DPF filtera', 'DPF-Reinigung'),
  ],
  transmission: [
    l('Clutch replacement', 'Zamjena kvačila', 'Kupplungswechsel'),
    l(
      'Gearbox repair, manual and automatic',
      'Popravak ručnih i automatskih mjenjača',
      'Getriebereparatur, Schalt- und Automatikgetriebe',
    ),
    l(
      'DSG and automatic gearbox oil service',
      'Servis ulja DSG i automatskih mjenjača',
      'Getriebeölspülung DSG und Automatik',
    ),
  ],
  inspection: [
    l('Preparation for the roadworthiness test', 'Priprema za tehnički pregled', 'Vorbereitung auf HU und Pickerl'),
    l('Emissions test', 'Mjerenje ispušnih plinova', 'Abgasuntersuchung'),
  ],
  homologation: [
    l('Homologation of imported vehicles', 'Homologacija uvezenih vozila', 'Einzelabnahme importierter Fahrzeuge'),
    l('Help with COC papers', 'Pomoć oko COC dokumentacije', 'Hilfe bei COC-Papieren'),
  ],
  import: [
    l(
      'Car import from Germany and Austria',
      'Uvoz vozila iz Njemačke i Austrije',
      'Fahrzeugimport aus Deutschland und Österreich',
    ),
    l('Customs clearance and registration', 'Carinjenje i registracija', 'Verzollung und Zulassung'),
    l('German vehicle papers handled', 'Rješavamo njemačku dokumentaciju vozila', 'Deutsche Fahrzeugpapiere erledigt'),
  ],
  ev: [
    l(
      'Hybrid and electric car service',
      'Servis hibridnih i električnih vozila',
      'Service für Hybrid- und Elektrofahrzeuge',
    ),
    l('High-voltage battery check', 'Provjera visokonaponske baterije', 'Hochvolt-Batterieprüfung'),
  ],
  towing: [
    l('Towing day and night', 'Šlep služba 0–24', 'Abschleppdienst rund um die Uhr'),
    l('Roadside assistance', 'Pomoć na cesti', 'Pannenhilfe'),
  ],
  lpg: [
    l('LPG system installation', 'Ugradnja plinskog uređaja', 'Einbau von Autogasanlagen'),
    l('LPG system service and inspection', 'Servis i atestiranje plinskog uređaja', 'Wartung und Gasanlagenprüfung'),
  ],
  dealer_service: [
    l('Warranty and recall work', 'Garancijski popravci i opozivne akcije', 'Garantie- und Rückrufarbeiten'),
    l('Original parts', 'Originalni dijelovi', 'Originalteile'),
    l('Courtesy car', 'Zamjensko vozilo', 'Ersatzfahrzeug'),
  ],
};
