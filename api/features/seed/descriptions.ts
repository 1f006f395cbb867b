/**
 * Listing descriptions in the seller's language (Croatian, German or English), 3-6 lines built from
 * varied phrase templates and the car's data.
 */
import type { Feature } from '../../contract/car';
import type { Language } from '../../contract/catalog';
import type { FuelType, Transmission } from '../../contract/catalog/vehicle';
import { EQUIPMENT_NAMES } from '../../contract/language/equipment-names';
import type { Random } from './random';

export interface DescriptionFacts {
  language: Language;
  countryCode: string;
  brand: string;
  model: string;
  modelDescription: string;
  year: number;
  registrationYear: number;
  registrationMonth: number;
  mileage: number;
  owners: number;
  serviceHistory: boolean;
  features: readonly Feature[];
  fuel: FuelType;
  transmission: Transmission;
  powerKw: number;
  listingType: 'used' | 'new' | 'demo';
  sellerType: 'dealer' | 'private';
  city: string;
  /** Year and month the listing goes online (for "registered until" remarks). */
  listedYear: number;
  listedMonth: number;
  warrantyYears: number;
}

/** 145320 -> "145.320" (hr, de) or "145,320" (en). */
export function formatNumber(value: number, language: Language): string {
  const digits = String(Math.round(value));
  const separator = language === 'en' ? ',' : '.';
  let result = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && (digits.length - index) % 3 === 0) result += separator;
    result += digits.charAt(index);
  }
  return result;
}

const horsepower = (kw: number) => Math.round(kw * 1.35962);

/** How the technical line names the drive in each language (a noun phrase after "Motor:" in Croatian and German). */
const FUEL_WORDS: Record<Language, Record<FuelType, string>> = {
  hr: {
    petrol: 'benzin',
    diesel: 'dizel',
    hybrid: 'hibrid',
    plugin_hybrid: 'plug-in hibrid',
    lpg: 'benzin i autoplin (LPG), tvornička ugradnja',
    cng: 'metan (CNG) i benzin, tvornička izvedba',
    electric: 'električni',
  },
  de: {
    petrol: 'Benzin',
    diesel: 'Diesel',
    hybrid: 'Hybrid',
    plugin_hybrid: 'Plug-in-Hybrid',
    lpg: 'Benzin und Autogas (LPG) ab Werk',
    cng: 'Erdgas (CNG) und Benzin ab Werk',
    electric: 'Elektro',
  },
  en: {
    petrol: 'petrol engine',
    diesel: 'diesel engine',
    hybrid: 'hybrid drive',
    plugin_hybrid: 'plug-in hybrid drive',
    lpg: 'factory petrol/LPG engine',
    cng: 'factory CNG/petrol engine',
    electric: 'electric drive',
  },
};
const pad2 = (value: number) => String(value).padStart(2, '0');

function joinList(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Croatian "2 godine", "5 godina". */
function yearsHr(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} godine`;
  if (last === 1 && lastTwo !== 11) return `${count} godinu`;
  return `${count} godina`;
}

const ORDINALS_HR = ['', 'prvi', 'drugi', 'treći', 'četvrti', 'peti', 'šesti'];
const COUNTS_EN = ['', 'one', 'two', 'three', 'four', 'five', 'six'];

/** Phrase builders share one context; a builder returns null when it does not apply. */
interface Context {
  facts: DescriptionFacts;
  random: Random;
  car: string;
  km: string;
  registration: string;
  /** A month/year 1-24 months after listing (inspection or registration valid until). */
  validUntil: string;
  combustion: boolean;
  used: boolean;
}

type Phrase = (context: Context) => string | null;

interface Phrases {
  intro: { dealer: Phrase[]; private: Phrase[] };
  tech: Phrase[];
  mileage: Phrase[];
  fresh: { new: Phrase[]; demo: Phrase[] };
  warranty: Phrase[];
  serviced: Phrase[];
  unserviced: Phrase[];
  equipment: Phrase[];
  condition: Phrase[];
  electric: Phrase[];
  inspection: Phrase[];
  commerce: { dealer: Phrase[]; private: Phrase[] };
  closing: { dealer: Phrase[]; private: Phrase[] };
}

function featureList(context: Context, max: number): string[] {
  const names = EQUIPMENT_NAMES[context.facts.language];
  return context.random.sample(context.facts.features, max).map((feature) => names[feature]);
}

const hasClimate = (facts: DescriptionFacts) =>
  facts.features.includes('airConditioning') || facts.features.includes('climateControl');

const croatian: Phrases = {
  intro: {
    private: [
      (c) => `Prodajem vozilo ${c.car}, ${c.facts.year}. godište.`,
      (c) => `Na prodaju ${c.car}, ${c.facts.year}. godište.`,
      (c) => `${c.car} – prva registracija ${c.registration}, ${c.facts.year}. godište.`,
      (c) => `Prodajem dobro očuvan auto: ${c.car}, ${c.facts.year}. godište.`,
    ],
    dealer: [
      (c) => `U ponudi: ${c.car}, ${c.facts.year}. godište.`,
      (c) => `Iz naše ponude izdvajamo vozilo ${c.car} (${c.facts.year}.).`,
      (c) => `Nudimo vozilo ${c.car}, prva registracija ${c.registration}.`,
      (c) => (c.used ? `Provjereno rabljeno vozilo: ${c.car}, ${c.facts.year}. godište.` : null),
    ],
  },
  tech: [
    (c) =>
      c.facts.fuel === 'electric'
        ? `Električni pogon, ${c.facts.powerKw} kW (${horsepower(c.facts.powerKw)} KS), automatski mjenjač.`
        : `Motor: ${FUEL_WORDS.hr[c.facts.fuel]}, ${c.facts.powerKw} kW (${horsepower(c.facts.powerKw)} KS), ${c.facts.transmission === 'manual' ? 'ručni' : 'automatski'} mjenjač.`,
  ],
  mileage: [
    (c) => `Prijeđeno ${c.km} km, ${ORDINALS_HR[c.facts.owners] ?? `${c.facts.owners}.`} vlasnik.`,
    (c) => `Kilometraža: ${c.km} km, ${ORDINALS_HR[c.facts.owners] ?? `${c.facts.owners}.`} vlasnik.`,
    (c) => `Stvarnih ${c.km} km, moguća provjera kilometraže.`,
    (c) => (c.facts.owners === 1 ? `Prvi vlasnik, kupljen nov u Hrvatskoj, ${c.km} km.` : null),
  ],
  fresh: {
    new: [
      (c) => `Novo, neregistrirano vozilo, odmah dostupno (${c.km} km).`,
      () => 'Novo vozilo iz skladišta, spremno za isporuku.',
    ],
    demo: [
      (c) => `Demo vozilo iz naše flote, prijeđeno samo ${c.km} km.`,
      (c) => `Pokazno vozilo u besprijekornom stanju, ${c.km} km.`,
    ],
  },
  warranty: [
    (c) => `Tvornička garancija ${yearsHr(c.facts.warrantyYears)}.`,
    (c) =>
      c.facts.listingType === 'demo'
        ? `Preostalo tvorničko jamstvo do ${c.facts.registrationYear + c.facts.warrantyYears}.`
        : null,
    (c) =>
      c.facts.listingType === 'new' ? `Uz vozilo ide tvorničko jamstvo od ${yearsHr(c.facts.warrantyYears)}.` : null,
  ],
  serviced: [
    () => 'Redovno servisiran u ovlaštenom servisu, servisna knjiga uredno vođena.',
    () => 'Svi servisi odrađeni na vrijeme, računi dostupni.',
    (c) =>
      `Servisna knjiga kompletna, zadnji servis na ${formatNumber(Math.max(0, Math.floor((c.facts.mileage - 3000) / 1000) * 1000), 'hr')} km.`,
    (c) =>
      c.combustion && c.facts.mileage > 90000
        ? 'Nedavno odrađen veliki servis (zupčasti remen, pumpa vode, ulje i filteri).'
        : null,
  ],
  unserviced: [
    () => 'Servisna knjiga nije sačuvana, ali auto je redovno održavan.',
    () => 'Održavan u privatnom servisu, dio računa dostupan.',
  ],
  equipment: [
    (c) => `Oprema: ${joinList(featureList(c, 5), 'i')}.`,
    (c) => `Od opreme izdvajamo: ${joinList(featureList(c, 4), 'i')}.`,
    (c) =>
      c.facts.features.length >= 6 ? `Bogato opremljen: ${featureList(c, 4).join(', ')} i još mnogo toga.` : null,
  ],
  condition: [
    () => 'Vozilo je u odličnom stanju, bez ikakvih ulaganja.',
    () => 'Nije udaran, garažiran, nepušački.',
    (c) => (c.used ? 'Sitni tragovi korištenja primjereni starosti vozila.' : null),
    () => 'Limarija i unutrašnjost vrlo očuvani.',
    () => 'Uz auto idu i zimske gume na felgama.',
    (c) => (hasClimate(c.facts) ? 'Klima ispravna i nedavno napunjena.' : null),
  ],
  electric: [
    () => 'Baterija u odličnom stanju, domet odgovara tvorničkim podacima.',
    () => 'Brzo punjenje (CCS) do 80 % za tridesetak minuta.',
  ],
  inspection: [
    (c) =>
      c.facts.sellerType === 'private'
        ? `Registriran do ${c.validUntil}.`
        : `Vozilo je registrirano do ${c.validUntil}.`,
  ],
  commerce: {
    dealer: [
      () => 'Moguć kredit, leasing i zamjena uz nadoplatu.',
      () => 'Mogućnost financiranja bez učešća.',
      (c) => (c.used ? 'Jamstvo 12 mjeseci uz mogućnost produženja.' : null),
      () => 'Vaše staro vozilo preuzimamo kao dio plaćanja.',
      () => 'Cijena je izražena s PDV-om.',
    ],
    private: [
      () => 'Cijena nije fiksna, ozbiljnim kupcima popust.',
      () => 'Moguća zamjena za jeftinije vozilo.',
      () => 'Cijena je fiksna.',
      () => 'Hitna prodaja zbog selidbe.',
    ],
  },
  closing: {
    dealer: [
      (c) => `Vozilo možete pogledati u našem salonu, lokacija: ${c.facts.city}.`,
      () => 'Radno vrijeme: pon–pet 8–19 h, sub 8–14 h.',
      () => 'Za dogovor oko probne vožnje slobodno nas nazovite.',
    ],
    private: [
      () => 'Za sve informacije slobodno nazovite.',
      () => 'Zvati radnim danom poslije 16 h.',
      () => 'Probna vožnja moguća uz dogovor.',
      (c) => `Lokacija vozila: ${c.facts.city}.`,
    ],
  },
};

const german: Phrases = {
  intro: {
    private: [
      (c) => `Verkaufe meinen ${c.car}, Baujahr ${c.facts.year}.`,
      (c) => `Zum Verkauf steht ein ${c.car}, Erstzulassung ${c.registration}.`,
      (c) => `Biete hier meinen gepflegten ${c.car} aus ${c.facts.registrationYear} an.`,
    ],
    dealer: [
      (c) => `Wir bieten Ihnen einen gepflegten ${c.car} mit Erstzulassung ${c.registration} an.`,
      (c) => `Aus unserem Bestand: ${c.car}, Baujahr ${c.facts.year}.`,
      (c) => (c.used ? `${c.car} – geprüfter Gebrauchtwagen aus ${c.facts.registrationYear}.` : null),
      (c) => (c.used ? null : `Neu eingetroffen: ${c.car}, Modelljahr ${c.facts.year}.`),
    ],
  },
  tech: [
    (c) =>
      c.facts.fuel === 'electric'
        ? `Elektroantrieb, ${c.facts.powerKw} kW (${horsepower(c.facts.powerKw)} PS), Automatik.`
        : `Motor: ${FUEL_WORDS.de[c.facts.fuel]}, ${c.facts.powerKw} kW (${horsepower(c.facts.powerKw)} PS), ${c.facts.transmission === 'manual' ? 'Schaltgetriebe' : 'Automatikgetriebe'}.`,
  ],
  mileage: [
    (c) => `Kilometerstand: ${c.km} km, ${c.facts.owners === 1 ? 'aus erster Hand' : `${c.facts.owners}. Hand`}.`,
    (c) => `Laufleistung ${c.km} km, ${c.facts.owners === 1 ? 'aus erster Hand' : `${c.facts.owners}. Hand`}.`,
    (c) =>
      c.facts.mileage < 60000
        ? `Erst ${c.km} km gelaufen, ${c.facts.owners === 1 ? 'aus erster Hand' : `${c.facts.owners}. Hand`}.`
        : null,
  ],
  fresh: {
    new: [
      (c) => `Neufahrzeug, sofort verfügbar (${c.km} km Überführung).`,
      () => 'Neuwagen, nicht zugelassen, sofort lieferbar.',
    ],
    demo: [
      (c) => `Vorführwagen aus unserem Bestand, nur ${c.km} km.`,
      (c) => `Tageszulassung bzw. Vorführfahrzeug, ${c.km} km, wie neu.`,
    ],
  },
  warranty: [
    (c) => `Volle Herstellergarantie (${c.facts.warrantyYears} Jahre).`,
    (c) =>
      c.facts.listingType === 'demo'
        ? `Restliche Herstellergarantie bis ${c.facts.registrationYear + c.facts.warrantyYears}.`
        : null,
  ],
  serviced: [
    () => 'Scheckheftgepflegt, alle Inspektionen beim Vertragshändler.',
    () => 'Regelmäßig gewartet, lückenlose Servicehistorie.',
    () => 'Inspektion und Ölwechsel frisch gemacht.',
    (c) => (c.combustion && c.facts.mileage > 90000 ? 'Zahnriemen und Wasserpumpe wurden bereits gewechselt.' : null),
  ],
  unserviced: [
    () => 'Serviceheft leider nicht vorhanden, das Fahrzeug wurde aber regelmäßig gewartet.',
    () => 'Wartung in freier Werkstatt, Rechnungen teilweise vorhanden.',
  ],
  equipment: [
    (c) => `Ausstattung: ${joinList(featureList(c, 5), 'und')}.`,
    (c) => `Ausstattung u. a.: ${joinList(featureList(c, 4), 'und')}.`,
    (c) => (c.facts.features.length >= 6 ? `Highlights: ${featureList(c, 4).join(', ')} und vieles mehr.` : null),
  ],
  condition: [
    () => 'Unfallfrei, Nichtraucherfahrzeug, sehr gepflegt.',
    () => 'Außen wie innen in sehr gutem Zustand.',
    (c) => (c.used ? 'Leichte Gebrauchsspuren, dem Alter entsprechend.' : null),
    () => 'Sommer- und Winterreifen auf Felgen vorhanden.',
    () => 'Garagenfahrzeug, keine bekannten Mängel.',
  ],
  electric: [
    () => 'Akku in sehr gutem Zustand, Batteriezertifikat vorhanden.',
    () => 'Schnellladen (CCS) in ca. 30 Minuten auf 80 %.',
  ],
  inspection: [
    (c) =>
      c.facts.countryCode === 'AT'
        ? `§57a-Begutachtung (Pickerl) bis ${c.validUntil}.`
        : `HU/AU neu, gültig bis ${c.validUntil}.`,
    (c) => (c.facts.countryCode === 'AT' ? 'Pickerl neu.' : 'TÜV neu.'),
  ],
  commerce: {
    dealer: [
      () => 'Finanzierung und Leasing zu günstigen Konditionen möglich.',
      () => 'Inzahlungnahme Ihres Fahrzeugs möglich.',
      (c) => (c.used ? '12 Monate Gebrauchtwagengarantie inklusive.' : null),
      () => 'MwSt. ausweisbar.',
      () => 'Gerne erstellen wir Ihnen ein individuelles Finanzierungsangebot.',
    ],
    private: [
      () => 'Preis VB.',
      () => 'Festpreis, kein Tausch.',
      () => 'Privatverkauf, keine Garantie oder Rücknahme.',
      () => 'Verkauf wegen Neuanschaffung.',
    ],
  },
  closing: {
    dealer: [
      () => 'Besichtigung und Probefahrt nach Vereinbarung.',
      () => 'Wir freuen uns auf Ihren Anruf!',
      () => 'Irrtümer und Zwischenverkauf vorbehalten.',
    ],
    private: [
      () => 'Bei Fragen einfach anrufen.',
      () => 'Besichtigung gerne am Wochenende.',
      (c) => `Standort: ${c.facts.city}.`,
    ],
  },
};

const ownersEn = (owners: number) => (owners === 1 ? 'one owner from new' : `${COUNTS_EN[owners] ?? owners} owners`);

const english: Phrases = {
  intro: {
    private: [
      (c) => `Selling my ${c.facts.year} ${c.car}.`,
      (c) => `For sale: ${c.car}, first registered ${c.registration}.`,
      (c) => `Private sale: ${c.facts.year} ${c.car}.`,
    ],
    dealer: [
      (c) => `We are pleased to offer this ${c.facts.year} ${c.car}.`,
      (c) => `Now in stock: ${c.car}, first registered ${c.registration}.`,
      (c) => (c.used ? `${c.facts.year} ${c.car} from our approved used stock.` : null),
    ],
  },
  tech: [
    (c) =>
      c.facts.fuel === 'electric'
        ? `Electric drive, ${c.facts.powerKw} kW (${horsepower(c.facts.powerKw)} hp), automatic.`
        : `${c.facts.powerKw} kW (${horsepower(c.facts.powerKw)} hp) ${FUEL_WORDS.en[c.facts.fuel]}, ${c.facts.transmission} gearbox.`,
  ],
  mileage: [
    (c) => `${c.km} km on the clock, ${ownersEn(c.facts.owners)}.`,
    (c) => `Mileage: ${c.km} km, ${ownersEn(c.facts.owners)}.`,
    (c) => (c.facts.mileage < 50000 ? `Low mileage: only ${c.km} km.` : null),
  ],
  fresh: {
    new: [
      (c) => `Brand new, unregistered car with ${c.km} km, available immediately.`,
      () => 'New car in stock, ready for delivery.',
    ],
    demo: [(c) => `Ex-demonstrator with only ${c.km} km.`, (c) => `Dealer demo car in as-new condition, ${c.km} km.`],
  },
  warranty: [
    (c) => `Full manufacturer warranty (${c.facts.warrantyYears} years).`,
    (c) =>
      c.facts.listingType === 'demo'
        ? `Remaining manufacturer warranty until ${c.facts.registrationYear + c.facts.warrantyYears}.`
        : null,
  ],
  serviced: [
    () => 'Full service history, all services done on time.',
    () => 'Serviced regularly at an authorised dealer; all invoices available.',
    () => 'Recently serviced with fresh oil and filters.',
    (c) => (c.combustion && c.facts.mileage > 90000 ? 'Timing belt and water pump already replaced.' : null),
  ],
  unserviced: [
    () => 'No service book, but the car has been well maintained.',
    () => 'Maintained by an independent garage; some invoices available.',
  ],
  equipment: [
    (c) => `Equipment includes ${joinList(featureList(c, 5), 'and')}.`,
    (c) => `Highlights: ${joinList(featureList(c, 4), 'and')}.`,
    (c) => (c.facts.features.length >= 6 ? `Well equipped: ${featureList(c, 4).join(', ')} and more.` : null),
  ],
  condition: [
    () => 'Accident-free, non-smoker, very well looked after.',
    () => 'Excellent condition inside and out.',
    (c) => (c.used ? 'Minor signs of use in line with its age.' : null),
    () => 'Comes with summer and winter tyres.',
  ],
  electric: [
    () => 'Battery in very good health; state-of-health report available.',
    () => 'DC fast charging from 10 to 80 % in about 30 minutes.',
  ],
  inspection: [(c) => `Roadworthiness test valid until ${c.validUntil}.`],
  commerce: {
    dealer: [
      () => 'Financing and leasing available.',
      () => 'Part exchange welcome.',
      (c) => (c.used ? '12-month warranty included.' : null),
      () => 'VAT deductible.',
      () => 'EU-wide delivery can be arranged.',
    ],
    private: [
      () => 'Price negotiable for serious buyers.',
      () => 'Fixed price, no swaps.',
      () => 'Selling because I have bought a new car.',
    ],
  },
  closing: {
    dealer: [
      () => 'Test drives by appointment.',
      () => 'Call us for more information.',
      (c) => `Viewing at our showroom in ${c.facts.city}.`,
    ],
    private: [
      () => 'Feel free to call with any questions.',
      () => 'Viewing welcome at weekends.',
      (c) => `The car is located in ${c.facts.city}.`,
    ],
  },
};

const PHRASES: Record<Language, Phrases> = { hr: croatian, de: german, en: english };

/** One applicable phrase of the list, or null when none applies. */
function choose(context: Context, phrases: readonly Phrase[]): string | null {
  const start = Math.floor(context.random.next() * phrases.length);
  for (let offset = 0; offset < phrases.length; offset++) {
    const text = (phrases[(start + offset) % phrases.length] as Phrase)(context);
    if (text) return text;
  }
  return null;
}

/** "Lexus NX 300h", not "Lexus NX NX 300h", when the trim line repeats the model. */
function fullName(facts: DescriptionFacts): string {
  const line = facts.modelDescription.startsWith(`${facts.model} `)
    ? facts.modelDescription
    : `${facts.model} ${facts.modelDescription}`;
  return `${facts.brand} ${line}`;
}

/** A 3-6 line description in the seller's language. */
export function describeListing(facts: DescriptionFacts, random: Random): string {
  const phrases = PHRASES[facts.language];
  const used = facts.listingType === 'used';
  const untilOffset = random.int(1, 24);
  const untilIndex = facts.listedYear * 12 + (facts.listedMonth - 1) + untilOffset;
  const context: Context = {
    facts,
    random,
    car: random.chance(0.6) ? fullName(facts) : `${facts.brand} ${facts.model}`,
    km: formatNumber(facts.mileage, facts.language),
    registration: `${pad2(facts.registrationMonth)}/${facts.registrationYear}`,
    validUntil: `${pad2((untilIndex % 12) + 1)}/${Math.floor(untilIndex / 12)}`,
    combustion: facts.fuel === 'petrol' || facts.fuel === 'diesel',
    used,
  };
  const seller = facts.sellerType;

  // A fixed head, then a few optional lines in a natural order (only the chosen ones are written).
  const head: Array<string | null> = [choose(context, phrases.intro[seller])];
  const optional: Array<readonly [order: number, phrases: readonly Phrase[]]> = [];
  if (used) {
    head.push(choose(context, phrases.mileage));
    optional.push([1, phrases.tech]);
    optional.push([2, facts.serviceHistory ? phrases.serviced : phrases.unserviced]);
    if (facts.features.length >= 2) optional.push([3, phrases.equipment]);
    optional.push([4, facts.fuel === 'electric' && random.chance(0.6) ? phrases.electric : phrases.condition]);
    if (facts.year <= facts.listedYear - 3 && random.chance(0.5)) optional.push([5, phrases.inspection]);
  } else {
    head.push(choose(context, phrases.fresh[facts.listingType === 'demo' ? 'demo' : 'new']));
    head.push(choose(context, phrases.warranty));
    optional.push([1, phrases.tech]);
    if (facts.features.length >= 2) optional.push([3, phrases.equipment]);
  }
  optional.push([6, phrases.commerce[seller]]);
  optional.push([7, phrases.closing[seller]]);

  const lines = head.filter((line): line is string => line !== null);
  const wanted = Math.min(optional.length, random.int(Math.max(0, 3 - lines.length), 6 - lines.length));
  for (const [, list] of random.sample(optional, wanted).sort((a, b) => a[0] - b[0])) {
    const line = choose(context, list);
    if (line !== null) lines.push(line);
  }
  return lines.join('\n');
}
