/** The built-in AI comparison's sentences in English, Croatian and German (car-comparison-builtin.ts fills them in). */
import { NOUNS, countOf } from '@contract/language';
import { EQUIPMENT_NAMES } from '@contract/language/equipment-names';
import type { Language } from './car-analysis-text';

type Vars = Record<string, string | number>;
type Text = (v: Vars) => string;

/**
 * When running costs tie, what tipped the choice: the newer car, or at the same age the one driven less
 * a year. Said as the one fact that holds, not "newer or less used" (which tells the reader nothing).
 */
const EDGE: Record<Language, Record<string, string>> = {
  en: { newer: ', and it is the newer of the two', lessUsed: ', and it has done fewer kilometres a year', same: '' },
  hr: {
    newer: ', a ovo je vozilo novije',
    lessUsed: ', a ovo je vozilo godišnje prelazilo manje kilometara',
    same: '',
  },
  de: {
    newer: ', und es ist das jüngere der beiden',
    lessUsed: ', und es ist im Jahr weniger gefahren worden',
    same: '',
  },
};

/** A sentence starts with a capital: "der Ford Mustang" opens one as "Der Ford Mustang". */
const sentenceStart = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export interface ComparisonTexts {
  summary: Text;
  summaryPrice: Text;
  summarySamePrice: Text;
  summaryRunning: Text;
  value: Text;
  valueFew: Text;
  valueNone: Text;
  valueNoPrice: Text;
  valueScam: Text;
  ownership: Text;
  ownershipNoPrice: Text;
  age: Text;
  sameYear: Text;
  mileage: Text;
  running: Text;
  drivetrain: Text;
  onlyHas: Text;
  sameEquipment: Text;
  knownIssue: Text;
  noKnownIssues: Text;
  commuter: Text;
  commuterTie: Text;
  family: Text;
  familyTie: Text;
  familyNone: Text;
  budget: Text;
  budgetTie: Text;
  budgetNoPrice: Text;
  suits: Text;
  why: { commuter: Text; commuterTie: Text; family: Text; budget: Text; budgetNoPrice: Text };
  suitsNone: Text;
  strengthNewer: Text;
  strengthLessUsed: Text;
  strengthEquipment: Text;
  strengthPrice: Text;
  strengthWarranty: Text;
  strengthNone: Text;
  overall: Text;
  overallSplit: Text;
  checkBoth: Text;
  /** Buyer types after "suits" (German dative) and after "for" (German accusative). */
  buyer: { commuter: string; family: string; budget: string };
  buyerFor: { commuter: string; family: string; budget: string };
  and: string;
}

const en: ComparisonTexts = {
  summary: (v) => `${v.a} (${v.yearA}, ${v.kmA} km) against ${v.b} (${v.yearB}, ${v.kmB} km).`,
  summaryPrice: (v) => `${v.cheaper} asks €${v.diff} less.`,
  summarySamePrice: () => 'Both ask the same price.',
  summaryRunning: (v) => `${v.cheaper} should cost about €${v.diff} a year less to run.`,
  value: (v) =>
    `${v.car}: €${v.price} against a median of €${v.median} for ${countOf('en', Number(v.count), NOUNS.similarListing)} (${v.diff}); the price is ${v.rating}.`,
  valueFew: (v) =>
    `${v.car}: €${v.price}; only ${countOf('en', Number(v.count), NOUNS.similarListing)}, too few to rate the price.`,
  valueNone: (v) => `${v.car}: €${v.price}; no similar listings yet to compare the price with.`,
  valueNoPrice: (v) => `${v.car}: the listing gives no price to compare.`,
  valueScam: (v) =>
    `${v.car}: the price is far below similar cars: ask why before you travel; never pay before you have seen the car and its papers.`,
  ownership: (v) =>
    `Three years of owning it (price, running costs and a repair reserve; what the car is still worth then is not deducted): ${v.a} about €${v.costA}, ${v.b} about €${v.costB}.`,
  ownershipNoPrice: (v) =>
    `Three years of running costs alone: ${v.a} about €${v.costA}, ${v.b} about €${v.costB} (a price is missing).`,
  age: (v) =>
    `Age: ${v.newer} is ${v.years} ${v.years === 1 ? 'year' : 'years'} newer (${v.yearNewer} against ${v.yearOlder}).`,
  sameYear: (v) => `Age: both are from ${v.year}.`,
  mileage: (v) =>
    `Use: ${v.a} has covered about ${v.perYearA} km a year (${v.kmA} km in total), ${v.b} about ${v.perYearB} km a year (${v.kmB} km).`,
  running: (v) =>
    `Running costs with a repair reserve: ${v.a} about €${v.costA} a year, ${v.b} about €${v.costB} (energy, insurance, servicing and tyres at ${v.distance} km a year, and the repairs to expect at each car’s age and mileage; none under a new car’s warranty).`,
  drivetrain: (v) => `${v.car}: ${v.fuel}, ${v.transmission} gearbox, ${v.body}, ${v.power} kW.`,
  onlyHas: (v) => `Only ${v.car} lists: ${v.features}.`,
  sameEquipment: () => 'Equipment: both list the same features.',
  knownIssue: (v) => `${v.car}: ${v.issue}`,
  noKnownIssues: (v) =>
    `${v.car}: no model-specific data in our knowledge base; only the age- and mileage-driven checks apply.`,
  commuter: (v) =>
    `For a commuter: ${v.car}, because it costs less to run (about €${v.cost} a year against €${v.other}).`,
  commuterTie: (v) =>
    `For a commuter: ${v.car}; both cost about the same to run (€${v.cost} and €${v.other} a year)${EDGE.en[String(v.edge)] ?? ''}.`,
  family: (v) => `For a family: ${v.car}, because of ${v.reason}.`,
  familyTie: () => 'For a family: neither stands out by body, seats or safety equipment; choose by space on a viewing.',
  familyNone: () => 'For a family: neither has five seats or more, so neither is a family car.',
  budget: (v) =>
    `On a low budget: ${v.car}, because three years of owning it come to about €${v.cost} against €${v.other}.`,
  budgetTie: (v) =>
    `On a low budget: too close to call (three years come to about €${v.cost} and €${v.other}); decide on condition and service history.`,
  budgetNoPrice: (v) =>
    `On a low budget: ${v.car}, on running costs alone (about €${v.cost} a year against €${v.other}); ask for the missing price.`,
  suits: (v) => `Suits ${v.buyers}: ${v.reasons}.`,
  why: {
    commuter: (v) => `it costs less to run (about €${v.cost} a year against €${v.other})`,
    commuterTie: (v) => `running costs are about the same${EDGE.en[String(v.edge)] ?? ''}`,
    family: (v) => `it offers ${v.reason}`,
    budget: (v) => `three years of owning it come to about €${v.cost} against €${v.other}`,
    budgetNoPrice: (v) => `lower running costs (about €${v.cost} a year against €${v.other}); its price is not given`,
  },
  suitsNone: (v) =>
    `On these facts the other car suits ${v.buyers} better; choose this one if you value ${v.strengths} more.`,
  strengthNewer: () => 'a newer car',
  strengthLessUsed: () => 'lower mileage per year',
  strengthEquipment: () => 'more equipment',
  strengthPrice: () => 'a better price against the market',
  strengthWarranty: () => 'a manufacturer’s warranty',
  strengthNone: () => 'how it drives on a test drive',
  overall: (v) => `Overall: ${v.car} is the better buy on the facts we have (for ${v.buyers}).`,
  overallSplit: () =>
    'Overall: it depends on how you will use the car; the recommendations above say which suits whom.',
  checkBoth: () =>
    'Whichever you choose, have it inspected by an independent mechanic and check its service records before paying.',
  buyer: { commuter: 'a commuter', family: 'a family', budget: 'a low budget' },
  buyerFor: { commuter: 'a commuter', family: 'a family', budget: 'a low budget' },
  and: 'and',
};

const hr: ComparisonTexts = {
  summary: (v) => `Usporedba: ${v.a} (${v.yearA}., ${v.kmA} km) i ${v.b} (${v.yearB}., ${v.kmB} km).`,
  summaryPrice: (v) => `Vozilo ${v.cheaper} ima za ${v.diff} € nižu cijenu.`,
  summarySamePrice: () => 'Oba vozila imaju istu cijenu.',
  summaryRunning: (v) => `Održavanje i pogon vozila ${v.cheaper} trebali bi godišnje stajati oko ${v.diff} € manje.`,
  value: (v) =>
    `${v.car}: ${v.price} €, a medijan sličnih oglasa je ${v.median} € (${v.diff}; usporedili smo ${countOf('hr', Number(v.count), NOUNS.similarListing)}); cijena je ${v.rating}.`,
  valueFew: (v) =>
    `${v.car}: ${v.price} €; za usporedbu postoji samo ${countOf('hr', Number(v.count), NOUNS.similarListing)}, premalo za ocjenu cijene.`,
  valueNone: (v) => `${v.car}: ${v.price} €; još nema sličnih oglasa s kojima bi se cijena usporedila.`,
  valueNoPrice: (v) => `${v.car}: oglas ne navodi cijenu za usporedbu.`,
  valueScam: (v) =>
    `${v.car}: cijena je daleko ispod sličnih vozila: pitajte zašto prije nego što krenete na put; nikada ne plaćajte prije nego što vidite vozilo i dokumente.`,
  ownership: (v) =>
    `Tri godine vlasništva (cijena, troškovi i pričuva za popravke; vrijednost vozila nakon tri godine nije oduzeta): ${v.a} oko ${v.costA} €, ${v.b} oko ${v.costB} €.`,
  ownershipNoPrice: (v) =>
    `Samo troškovi za tri godine: ${v.a} oko ${v.costA} €, ${v.b} oko ${v.costB} € (jedna cijena nedostaje).`,
  age: (v) =>
    `Starost: ${v.newer} novije je vozilo za ${v.years} ${v.yearsWord} (${v.yearNewer}. naspram ${v.yearOlder}.).`,
  sameYear: (v) => `Starost: oba su iz ${v.year}. godine.`,
  mileage: (v) =>
    `Korištenje: ${v.a} – oko ${v.perYearA} km godišnje (ukupno ${v.kmA} km), ${v.b} – oko ${v.perYearB} km godišnje (${v.kmB} km).`,
  running: (v) =>
    `Troškovi s pričuvom za popravke: ${v.a} oko ${v.costA} € godišnje, ${v.b} oko ${v.costB} € (pogonska energija, osiguranje, servis i gume uz ${v.distance} km godišnje te popravci koje treba očekivati s obzirom na starost i kilometražu; za novo vozilo pod jamstvom nema ih).`,
  drivetrain: (v) => `${v.car}: ${v.fuel}, ${v.transmission} mjenjač, ${v.body}, ${v.power} kW.`,
  onlyHas: (v) => `Samo oglas za vozilo ${v.car} navodi: ${v.features}.`,
  sameEquipment: () => 'Oprema: oba oglasa navode istu opremu.',
  knownIssue: (v) => `${v.car}: ${v.issue}`,
  noKnownIssues: (v) =>
    `${v.car}: naša baza znanja nema podataka za ovaj model; vrijede samo provjere prema starosti i kilometraži.`,
  commuter: (v) =>
    `Za svakodnevne vožnje na posao: ${v.car}, jer su troškovi vožnje niži (oko ${v.cost} € godišnje naspram ${v.other} €).`,
  commuterTie: (v) =>
    `Za svakodnevne vožnje na posao: ${v.car}; troškovi su gotovo jednaki (${v.cost} € i ${v.other} € godišnje)${EDGE.hr[String(v.edge)] ?? ''}.`,
  family: (v) => `Za obitelj: ${v.car}, jer ima ${v.reason}.`,
  familyTie: () =>
    'Za obitelj: nijedno se vozilo ne ističe karoserijom, brojem sjedala ni sigurnosnom opremom; odlučite prema prostoru kad ih pogledate.',
  familyNone: () => 'Za obitelj: nijedno vozilo nema pet ili više sjedala, pa nijedno nije obiteljsko.',
  budget: (v) => `Uz ograničen budžet: ${v.car}, jer tri godine vlasništva stoje oko ${v.cost} € naspram ${v.other} €.`,
  budgetTie: (v) =>
    `Uz ograničen budžet: razlika je premala da bi bila presudna (tri godine stoje oko ${v.cost} € i ${v.other} €); odlučite prema stanju vozila i servisnoj povijesti.`,
  budgetNoPrice: (v) =>
    `Uz ograničen budžet: ${v.car}, samo prema troškovima (oko ${v.cost} € godišnje naspram ${v.other} €); pitajte za cijenu koja nedostaje.`,
  suits: (v) => `Ovo je vozilo bolji izbor ${v.buyers}. Razlozi: ${v.reasons}.`,
  why: {
    commuter: (v) => `niži troškovi vožnje (oko ${v.cost} € godišnje naspram ${v.other} €)`,
    commuterTie: (v) => `troškovi su gotovo jednaki${EDGE.hr[String(v.edge)] ?? ''}`,
    family: (v) => `ima ${v.reason}`,
    budget: (v) => `tri godine vlasništva stoje oko ${v.cost} € naspram ${v.other} €`,
    budgetNoPrice: (v) => `niži troškovi (oko ${v.cost} € godišnje naspram ${v.other} €); cijena nije navedena`,
  },
  suitsNone: (v) =>
    `Prema ovim podacima drugo je vozilo bolji izbor ${v.buyers}; ovo odaberite ako vam je važnije sljedeće: ${v.strengths}.`,
  strengthNewer: () => 'novije vozilo',
  strengthLessUsed: () => 'manja godišnja kilometraža',
  strengthEquipment: () => 'više opreme',
  strengthPrice: () => 'bolja cijena u odnosu na tržište',
  strengthWarranty: () => 'tvorničko jamstvo',
  strengthNone: () => 'kako se vozi na probnoj vožnji',
  overall: (v) => `Ukupno: prema našim podacima vozilo ${v.car} bolja je kupnja (${v.buyers}).`,
  overallSplit: () => 'Ukupno: ovisi o tome kako ćete koristiti vozilo; gornje preporuke kažu što kome odgovara.',
  checkBoth: () =>
    'Koje god odaberete, neka ga prije plaćanja pregleda neovisni mehaničar i provjerite servisnu dokumentaciju.',
  // Each with its own preposition, so a list reads "za vožnje na posao, za obitelj i uz ograničen budžet"
  // rather than "za … obitelj i ograničen budžet" (a budget is not something a car is chosen for).
  buyer: { commuter: 'za svakodnevne vožnje na posao', family: 'za obitelj', budget: 'uz ograničen budžet' },
  buyerFor: { commuter: 'za svakodnevne vožnje na posao', family: 'za obitelj', budget: 'uz ograničen budžet' },
  and: 'i',
};

/** German family reasons from the genitive after "wegen" to the nominative of a list of reasons. */
export function germanReasonsAsNouns(reasons: string): string {
  return reasons
    .replace(/\bder geräumigeren Karosserie/g, 'geräumigere Karosserie')
    .replace(/\bder (\d+) Sitzplätze/g, '$1 Sitzplätze')
    .replace(/\bder umfangreicheren /g, 'umfangreichere ');
}

const de: ComparisonTexts = {
  summary: (v) => `Vergleich: ${v.a} (${v.yearA}, ${v.kmA} km) und ${v.b} (${v.yearB}, ${v.kmB} km).`,
  summaryPrice: (v) => `${sentenceStart(String(v.cheaper))} ist ${v.diff} € günstiger.`,
  summarySamePrice: () => 'Beide kosten gleich viel.',
  summaryRunning: (v) =>
    `${sentenceStart(String(v.cheaper))} dürfte im Unterhalt etwa ${v.diff} € im Jahr weniger kosten.`,
  value: (v) =>
    `${v.car}: ${v.price} € gegenüber einem Median von ${v.median} € bei ${countOf('de', Number(v.count), { one: 'ähnlichen Angebot', other: 'ähnlichen Angeboten' })} (${v.diff}); der Preis ist ${v.rating}.`,
  valueFew: (v) =>
    `${v.car}: ${v.price} €; nur ${countOf('de', Number(v.count), NOUNS.similarListing)}, zu wenige für eine Bewertung des Preises.`,
  valueNone: (v) =>
    `${v.car}: ${v.price} €; noch keine ähnlichen Angebote, mit denen sich der Preis vergleichen ließe.`,
  valueNoPrice: (v) => `${v.car}: Das Angebot nennt keinen vergleichbaren Preis.`,
  valueScam: (v) =>
    `${v.car}: Der Preis liegt weit unter ähnlichen Fahrzeugen: Fragen Sie nach dem Grund, bevor Sie hinfahren; zahlen Sie nie, bevor Sie Fahrzeug und Papiere gesehen haben.`,
  ownership: (v) =>
    `Kosten über drei Jahre (Preis, Unterhalt und Reparaturrücklage; der Restwert danach ist nicht abgezogen): ${v.a} etwa ${v.costA} €, ${v.b} etwa ${v.costB} €.`,
  ownershipNoPrice: (v) =>
    `Nur der Unterhalt für drei Jahre: ${v.a} etwa ${v.costA} €, ${v.b} etwa ${v.costB} € (ein Preis fehlt).`,
  age: (v) =>
    `Alter: ${sentenceStart(String(v.newer))} ist ${v.years} ${v.years === 1 ? 'Jahr' : 'Jahre'} jünger (${v.yearNewer} gegenüber ${v.yearOlder}).`,
  sameYear: (v) => `Alter: Beide stammen aus ${v.year}.`,
  mileage: (v) =>
    `Nutzung: ${v.a} etwa ${v.perYearA} km im Jahr (insgesamt ${v.kmA} km), ${v.b} etwa ${v.perYearB} km im Jahr (${v.kmB} km).`,
  running: (v) =>
    `Unterhalt mit Reparaturrücklage: ${v.a} etwa ${v.costA} € im Jahr, ${v.b} etwa ${v.costB} € (Energie, Versicherung, Wartung und Reifen bei ${v.distance} km im Jahr sowie die nach Alter und Laufleistung zu erwartenden Reparaturen; bei einem Neuwagen mit Garantie keine).`,
  drivetrain: (v) => `${v.car}: ${v.fuel}, ${v.transmission}, ${v.body}, ${v.power} kW.`,
  onlyHas: (v) => `Nur ${v.car} aufgeführt: ${v.features}.`,
  sameEquipment: () => 'Ausstattung: Beide Angebote nennen dieselbe Ausstattung.',
  knownIssue: (v) => `${v.car}: ${v.issue}`,
  noKnownIssues: (v) =>
    `${v.car}: Keine modellspezifischen Daten in unserer Wissensbasis; es gelten nur die Prüfungen nach Alter und Laufleistung.`,
  commuter: (v) =>
    `Für Pendler: ${v.car}, weil der Unterhalt günstiger ist (etwa ${v.cost} € im Jahr gegenüber ${v.other} €).`,
  commuterTie: (v) =>
    `Für Pendler: ${v.car}; der Unterhalt ist etwa gleich (${v.cost} € und ${v.other} € im Jahr)${EDGE.de[String(v.edge)] ?? ''}.`,
  family: (v) => `Für Familien: ${v.car}, wegen ${v.reason}.`,
  familyTie: () =>
    'Für Familien: Keines hebt sich durch Karosserie, Sitzplätze oder Sicherheitsausstattung ab; entscheiden Sie bei der Besichtigung nach dem Platzangebot.',
  familyNone: () => 'Für Familien: Keines hat fünf oder mehr Sitzplätze, keines ist also ein Familienauto.',
  budget: (v) =>
    `Bei knappem Budget: ${v.car}, weil die Kosten über drei Jahre bei etwa ${v.cost} € statt ${v.other} € liegen.`,
  budgetTie: (v) =>
    `Bei knappem Budget: zu knapp für eine Entscheidung (über drei Jahre etwa ${v.cost} € und ${v.other} €); entscheiden Sie nach Zustand und Wartungsnachweis.`,
  budgetNoPrice: (v) =>
    `Bei knappem Budget: ${v.car}, allein nach dem Unterhalt (etwa ${v.cost} € im Jahr gegenüber ${v.other} €); fragen Sie nach dem fehlenden Preis.`,
  suits: (v) => `Die bessere Wahl für ${v.buyers}: ${v.reasons}.`,
  why: {
    commuter: (v) => `geringerer Unterhalt (etwa ${v.cost} € im Jahr gegenüber ${v.other} €)`,
    commuterTie: (v) => `der Unterhalt ist etwa gleich${EDGE.de[String(v.edge)] ?? ''}`,
    // The reasons come in the genitive that "wegen" takes ("der geräumigeren Karosserie"); among the other
    // reasons of this list they stand as nouns ("geringerer Unterhalt …; geräumigere Karosserie").
    family: (v) => germanReasonsAsNouns(String(v.reason)),
    budget: (v) => `Kosten über drei Jahre etwa ${v.cost} € gegenüber ${v.other} €`,
    budgetNoPrice: (v) => `geringerer Unterhalt (etwa ${v.cost} € im Jahr gegenüber ${v.other} €); der Preis fehlt`,
  },
  suitsNone: (v) =>
    `Nach diesen Daten ist das andere Fahrzeug die bessere Wahl für ${v.buyers}; wählen Sie dieses, wenn Sie mehr Wert auf ${v.strengths} legen.`,
  strengthNewer: () => 'ein jüngeres Fahrzeug',
  strengthLessUsed: () => 'eine geringere Laufleistung pro Jahr',
  strengthEquipment: () => 'mehr Ausstattung',
  strengthPrice: () => 'einen besseren Preis im Marktvergleich',
  strengthWarranty: () => 'eine Herstellergarantie',
  strengthNone: () => 'das Fahrgefühl bei der Probefahrt',
  overall: (v) => `Insgesamt: Nach unseren Daten ist ${v.car} der bessere Kauf (für ${v.buyers}).`,
  overallSplit: () =>
    'Insgesamt: Es kommt darauf an, wie Sie das Fahrzeug nutzen; die Empfehlungen oben zeigen, was zu wem passt.',
  checkBoth: () =>
    'Für welches Sie sich auch entscheiden: Lassen Sie es vor dem Kauf von einer unabhängigen Werkstatt prüfen, und sehen Sie sich die Wartungsnachweise an.',
  buyer: { commuter: 'Pendler', family: 'Familien', budget: 'Käufer mit knappem Budget' },
  buyerFor: { commuter: 'Pendler', family: 'Familien', budget: 'Käufer mit knappem Budget' },
  and: 'und',
};

export const COMPARISON_TEXTS: Record<Language, ComparisonTexts> = { en, hr, de };

/** Words the comparison inserts, per language. */
export const COMPARISON_WORDS: Record<
  Language,
  {
    fuel: Record<string, string>;
    transmission: Record<string, string>;
    body: Record<string, string>;
    familyReason: { body: string; seats: (seats: number) => string; safety: (count: number, other: number) => string };
    under: (percent: number) => string;
    over: (percent: number) => string;
    atMedian: string;
    yearsWord: (years: number) => string;
    features: Record<string, string>;
  }
> = {
  en: {
    fuel: {
      petrol: 'petrol',
      diesel: 'diesel',
      hybrid: 'hybrid',
      plugin_hybrid: 'plug-in hybrid',
      electric: 'electric',
      lpg: 'LPG',
      cng: 'CNG',
    },
    transmission: { manual: 'manual', automatic: 'automatic' },
    body: {
      sedan: 'saloon',
      hatchback: 'hatchback',
      suv: 'SUV',
      wagon: 'estate',
      coupe: 'coupé',
      convertible: 'convertible',
      pickup: 'pickup',
      van: 'van',
      minivan: 'MPV',
    },
    familyReason: {
      body: 'a roomier body',
      seats: (seats) => `${seats} seats`,
      safety: (count, other) => `more safety and parking aids (${count} against ${other})`,
    },
    under: (percent) => `${percent} % under the median`,
    over: (percent) => `${percent} % over the median`,
    atMedian: 'at the median',
    yearsWord: (years) => (years === 1 ? 'year' : 'years'),
    features: EQUIPMENT_NAMES.en,
  },
  hr: {
    fuel: {
      petrol: 'benzin',
      diesel: 'dizel',
      hybrid: 'hibrid',
      plugin_hybrid: 'plug-in hibrid',
      electric: 'električni pogon',
      lpg: 'autoplin',
      cng: 'prirodni plin',
    },
    transmission: { manual: 'ručni', automatic: 'automatski' },
    body: {
      sedan: 'limuzina',
      hatchback: 'hatchback',
      suv: 'SUV',
      wagon: 'karavan',
      coupe: 'kupe',
      convertible: 'kabriolet',
      pickup: 'pick-up',
      van: 'kombi',
      minivan: 'monovolumen',
    },
    familyReason: {
      body: 'prostraniju karoseriju',
      seats: (seats) => `${seats} sjedala`,
      safety: (count, other) => `više pomagala za sigurnost i parkiranje (${count} naspram ${other})`,
    },
    under: (percent) => `${percent} % ispod medijana`,
    over: (percent) => `${percent} % iznad medijana`,
    atMedian: 'točno na medijanu',
    yearsWord: (years) =>
      years % 10 === 1 && years % 100 !== 11
        ? 'godinu'
        : [2, 3, 4].includes(years % 10) && ![12, 13, 14].includes(years % 100)
          ? 'godine'
          : 'godina',
    features: EQUIPMENT_NAMES.hr,
  },
  de: {
    fuel: {
      petrol: 'Benziner',
      diesel: 'Diesel',
      hybrid: 'Hybrid',
      plugin_hybrid: 'Plug-in-Hybrid',
      electric: 'Elektroantrieb',
      lpg: 'Autogas',
      cng: 'Erdgas',
    },
    transmission: { manual: 'Schaltgetriebe', automatic: 'Automatikgetriebe' },
    body: {
      sedan: 'Limousine',
      hatchback: 'Schrägheck',
      suv: 'SUV',
      wagon: 'Kombi',
      coupe: 'Coupé',
      convertible: 'Cabrio',
      pickup: 'Pick-up',
      van: 'Transporter',
      minivan: 'Van',
    },
    familyReason: {
      body: 'der geräumigeren Karosserie',
      seats: (seats) => `der ${seats} Sitzplätze`,
      safety: (count, other) => `der umfangreicheren Sicherheits- und Einparkhilfen (${count} gegenüber ${other})`,
    },
    under: (percent) => `${percent} % unter dem Median`,
    over: (percent) => `${percent} % über dem Median`,
    atMedian: 'genau im Median',
    yearsWord: (years) => (years === 1 ? 'Jahr' : 'Jahre'),
    features: EQUIPMENT_NAMES.de,
  },
};
