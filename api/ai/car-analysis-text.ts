/** The built-in car analysis's sentences in English, Croatian and German (car-analysis-builtin.ts fills them in). */
export type Language = 'en' | 'hr' | 'de';

type Vars = Record<string, string | number>;
type Text = (v: Vars) => string;

export interface AnalysisTexts {
  consumptionEstimate: Text;
  consumptionElectric: Text;
  consumptionNoEngine: Text;
  uplift: Text;
  fuelCostYear: Text;
  runningCostTotal: Text;
  assumptions: Text;
  insurance: Text;
  service: Text;
  tyresCost: Text;
  timing: Text;
  clutch: Text;
  dpf: Text;
  adBlue: Text;
  hybridBattery: Text;
  evBattery: Text;
  brakes: Text;
  tyres: Text;
  inspection: Text;
  rust: Text;
  noModelData: Text;
  ownersNone: Text;
  proLowMileage: Text;
  proServiceHistory: Text;
  proOneOwner: Text;
  proBelowMarket: Text;
  proFeatures: Text;
  proEfficient: Text;
  conHighMileage: Text;
  conNoServiceHistory: Text;
  conManyOwners: Text;
  conAboveMarket: Text;
  conTooCheap: Text;
  conOld: Text;
  conCostly: Text;
  proNothing: Text;
  conNothing: Text;
  market: Text;
  marketFew: Text;
  marketNone: Text;
}

const en: AnalysisTexts = {
  consumptionEstimate: (v) => `Estimated from the ${v.engine} ${v.fuel} engine and the body: about ${v.rated} ${v.unit} on the official cycle (the listing gives no rated figure).`,
  consumptionElectric: (v) => `Estimated from the ${v.power} kW motor and the body: about ${v.rated} kWh/100 km on the official cycle (the listing gives no rated figure).`,
  consumptionNoEngine: (v) => `The listing gives no engine size; for a ${v.fuel} car of this power expect about ${v.rated} ${v.unit} on the official cycle.`,
  uplift: (v) => `In real-world driving expect about ${v.real} ${v.unit} (we add ${v.percent} % to the official cycle, the usual gap for this kind of car).`,
  fuelCostYear: (v) => `${v.energy}: about €${v.cost} a year for ${v.distance} km.`,
  runningCostTotal: (v) => `Yearly running costs in total: about €${v.total} (energy, insurance, servicing and tyres).`,
  assumptions: (v) => `Assumptions: ${v.distance} km a year, ${v.price}, insurance and servicing bands for a car of this power, fuel and age; your own figures will differ.`,
  insurance: (v) => `Insurance (third-party liability and partial cover): about €${v.cost} a year for ${v.power} kW.`,
  service: (v) => `Servicing and wear parts: about €${v.cost} a year${v.older}.`,
  tyresCost: (v) => `Tyres: about €${v.cost} a year spread over a set's life.`,
  timing: (v) => `At ${v.mileage} km and ${v.age} years: ask when the timing belt was replaced (usually every 90,000–180,000 km or 5–10 years, by engine); for a timing chain, listen for a rattle on a cold start.`,
  clutch: (v) => `Manual gearbox at ${v.mileage} km: check the clutch and dual-mass flywheel (judder when pulling away, a knock at idle); both are often due around this mileage.`,
  dpf: () => 'Diesel: a particulate filter clogs on short town trips; ask how the car was driven and check for warning lights.',
  adBlue: () => 'A diesel of this age usually needs AdBlue: check the system for warnings; its pump and heater are a known expense.',
  hybridBattery: (v) => `Hybrid at ${v.age} years and ${v.mileage} km: have the high-voltage battery's health checked at a dealer or specialist.`,
  evBattery: () => 'Electric: ask for a battery state-of-health report; the battery warranty usually runs 8 years or 160,000 km from first registration.',
  brakes: (v) => `At ${v.mileage} km: check the brake discs and pads.`,
  tyres: () => 'Check the tyre tread and the DOT date on the sidewall: tyres older than about six years should be replaced.',
  inspection: () => 'Ask for the last roadworthiness inspection report and when the next one is due.',
  rust: (v) => `At ${v.age} years: look for rust on the sills, wheel arches and underbody, and for perished rubber hoses.`,
  noModelData: (v) => `No model-specific data: our knowledge base has no known issues recorded for the ${v.car} of this year and engine, so only the age- and mileage-driven checks above apply.`,
  ownersNone: (v) => `We have no collected owner impressions of the ${v.car}, and the built-in analysis does not make them up. Owner reviews and model forums are worth reading.`,
  proLowMileage: (v) => `Low mileage for its age: about ${v.perYear} km a year.`,
  proServiceHistory: () => 'Service history stated.',
  proOneOwner: () => 'One previous owner.',
  proBelowMarket: (v) => `Priced below similar listings (median €${v.median}).`,
  proFeatures: (v) => `Well equipped: ${v.count} listed features.`,
  proEfficient: (v) => `Economical to run: about €${v.total} a year.`,
  conHighMileage: (v) => `High mileage for its age: about ${v.perYear} km a year.`,
  conNoServiceHistory: () => 'No service history stated: ask for invoices.',
  conManyOwners: (v) => `${v.owners} previous owners.`,
  conAboveMarket: (v) => `Priced above similar listings (median €${v.median}).`,
  conTooCheap: () => 'Price far below similar cars: be careful of scams; never pay before seeing the car.',
  conOld: (v) => `${v.age} years old: more age-related repairs to expect.`,
  conCostly: (v) => `Costly to run: about €${v.total} a year.`,
  proNothing: () => 'Nothing in the listing\'s data stands out in its favour.',
  conNothing: () => 'Nothing in the listing\'s data stands out against it; the checks above still apply.',
  market: (v) => `Market value: similar listings ask a median of €${v.median} (middle half €${v.low}–€${v.high}), from ${v.count} comparable listings; this price is ${v.rating}.`,
  marketFew: (v) => `Market value: only ${v.count} comparable listings, too few to rate the price.`,
  marketNone: () => 'Market value: no comparable listings yet (same make and model, built within a year), so the price cannot be rated.',
};

const hr: AnalysisTexts = {
  consumptionEstimate: (v) => `Procjena prema motoru (${v.engine}, ${v.fuel}) i karoseriji: oko ${v.rated} ${v.unit} u službenom ciklusu (oglas ne navodi službeni podatak).`,
  consumptionElectric: (v) => `Procjena prema elektromotoru od ${v.power} kW i karoseriji: oko ${v.rated} kWh/100 km u službenom ciklusu (oglas ne navodi službeni podatak).`,
  consumptionNoEngine: (v) => `Oglas ne navodi obujam motora; za vozilo na ${v.fuel} ove snage očekujte oko ${v.rated} ${v.unit} u službenom ciklusu.`,
  uplift: (v) => `U stvarnoj vožnji očekujte oko ${v.real} ${v.unit} (službenom ciklusu dodajemo ${v.percent} %, uobičajenu razliku za ovakvo vozilo).`,
  fuelCostYear: (v) => `${v.energy}: oko ${v.cost} € godišnje za ${v.distance} km.`,
  runningCostTotal: (v) => `Ukupni godišnji troškovi: oko ${v.total} € (pogon, osiguranje, servis i gume).`,
  assumptions: (v) => `Pretpostavke: ${v.distance} km godišnje, ${v.price}, razredi osiguranja i servisa za vozilo ove snage, goriva i starosti; vaši će se troškovi razlikovati.`,
  insurance: (v) => `Osiguranje (autoodgovornost i djelomični kasko): oko ${v.cost} € godišnje za ${v.power} kW.`,
  service: (v) => `Servis i potrošni dijelovi: oko ${v.cost} € godišnje${v.older}.`,
  tyresCost: (v) => `Gume: oko ${v.cost} € godišnje raspodijeljeno na vijek kompleta.`,
  timing: (v) => `Na ${v.mileage} km i ${v.age} godina: pitajte kada je zamijenjen zupčasti remen (obično svakih 90.000–180.000 km ili 5–10 godina, ovisno o motoru); kod lanca poslušajte zveckanje pri hladnom startu.`,
  clutch: (v) => `Ručni mjenjač na ${v.mileage} km: provjerite spojku i dvomaseni zamašnjak (trzanje pri kretanju, lupkanje u praznom hodu); oboje je često na redu oko ove kilometraže.`,
  dpf: () => 'Dizel: filtar čestica začepljuje se na kratkim gradskim vožnjama; pitajte kako se vozilo vozilo i provjerite upozoravajuće lampice.',
  adBlue: () => 'Dizel ove starosti obično treba AdBlue: provjerite ima li upozorenja; pumpa i grijač sustava poznat su trošak.',
  hybridBattery: (v) => `Hibrid star ${v.age} godina s ${v.mileage} km: neka ovlašteni servis ili specijalist provjeri stanje visokonaponske baterije.`,
  evBattery: () => 'Električno vozilo: tražite izvještaj o stanju baterije; jamstvo na bateriju obično traje 8 godina ili 160.000 km od prve registracije.',
  brakes: (v) => `Na ${v.mileage} km: provjerite kočione diskove i pločice.`,
  tyres: () => 'Provjerite dubinu gazećeg sloja i DOT oznaku na boku gume: gume starije od otprilike šest godina treba zamijeniti.',
  inspection: () => 'Tražite zapisnik zadnjeg tehničkog pregleda i pitajte kada je sljedeći.',
  rust: (v) => `S ${v.age} godina: potražite hrđu na pragovima, blatobranima i podvozju te ispucale gumene cijevi.`,
  noModelData: (v) => `Nema podataka za ovaj model: naša baza znanja nema zabilježenih poznatih problema za ${v.car} ovog godišta i motora, pa vrijede samo gornje provjere prema starosti i kilometraži.`,
  ownersNone: (v) => `Nemamo prikupljenih dojmova vlasnika za ${v.car}, a ugrađena analiza ih ne izmišlja. Vrijedi pročitati recenzije vlasnika i forume o modelu.`,
  proLowMileage: (v) => `Mala kilometraža za svoju starost: oko ${v.perYear} km godišnje.`,
  proServiceHistory: () => 'Navedena servisna povijest.',
  proOneOwner: () => 'Jedan prethodni vlasnik.',
  proBelowMarket: (v) => `Cijena ispod sličnih oglasa (medijan ${v.median} €).`,
  proFeatures: (v) => `Dobro opremljeno: ${v.count} navedenih stavki opreme.`,
  proEfficient: (v) => `Povoljno održavanje: oko ${v.total} € godišnje.`,
  conHighMileage: (v) => `Velika kilometraža za svoju starost: oko ${v.perYear} km godišnje.`,
  conNoServiceHistory: () => 'Servisna povijest nije navedena: tražite račune.',
  conManyOwners: (v) => `Prethodnih vlasnika: ${v.owners}.`,
  conAboveMarket: (v) => `Cijena iznad sličnih oglasa (medijan ${v.median} €).`,
  conTooCheap: () => 'Cijena daleko ispod sličnih vozila: čuvajte se prijevare; nikada ne plaćajte prije nego što vidite vozilo.',
  conOld: (v) => `Staro ${v.age} godina: očekujte više popravaka zbog starosti.`,
  conCostly: (v) => `Skupo održavanje: oko ${v.total} € godišnje.`,
  proNothing: () => 'Ništa u podacima oglasa posebno ne govori u korist vozila.',
  conNothing: () => 'Ništa u podacima oglasa posebno ne govori protiv vozila; gornje provjere i dalje vrijede.',
  market: (v) => `Tržišna vrijednost: slični oglasi traže medijan od ${v.median} € (srednja polovica ${v.low}–${v.high} €), prema ${v.count} usporedivih oglasa; ova cijena je ${v.rating}.`,
  marketFew: (v) => `Tržišna vrijednost: samo ${v.count} usporedivih oglasa, premalo za ocjenu cijene.`,
  marketNone: () => 'Tržišna vrijednost: još nema usporedivih oglasa (ista marka i model, godište unutar godinu dana), pa se cijena ne može ocijeniti.',
};

const de: AnalysisTexts = {
  consumptionEstimate: (v) => `Geschätzt aus dem Motor (${v.engine}, ${v.fuel}) und der Karosserie: etwa ${v.rated} ${v.unit} im offiziellen Zyklus (das Angebot nennt keinen Normwert).`,
  consumptionElectric: (v) => `Geschätzt aus dem ${v.power}-kW-Motor und der Karosserie: etwa ${v.rated} kWh/100 km im offiziellen Zyklus (das Angebot nennt keinen Normwert).`,
  consumptionNoEngine: (v) => `Das Angebot nennt keinen Hubraum; für ein Fahrzeug mit ${v.fuel} dieser Leistung rechnen Sie mit etwa ${v.rated} ${v.unit} im offiziellen Zyklus.`,
  uplift: (v) => `Im Alltag rechnen Sie mit etwa ${v.real} ${v.unit} (wir schlagen ${v.percent} % auf den offiziellen Zyklus auf, die übliche Abweichung bei solchen Fahrzeugen).`,
  fuelCostYear: (v) => `${v.energy}: etwa ${v.cost} € im Jahr für ${v.distance} km.`,
  runningCostTotal: (v) => `Jährliche Kosten insgesamt: etwa ${v.total} € (Energie, Versicherung, Wartung und Reifen).`,
  assumptions: (v) => `Annahmen: ${v.distance} km im Jahr, ${v.price}, Versicherungs- und Wartungsklassen für ein Fahrzeug dieser Leistung, Antriebsart und dieses Alters; Ihre Kosten werden abweichen.`,
  insurance: (v) => `Versicherung (Haftpflicht und Teilkasko): etwa ${v.cost} € im Jahr für ${v.power} kW.`,
  service: (v) => `Wartung und Verschleißteile: etwa ${v.cost} € im Jahr${v.older}.`,
  tyresCost: (v) => `Reifen: etwa ${v.cost} € im Jahr, auf die Lebensdauer eines Satzes verteilt.`,
  timing: (v) => `Bei ${v.mileage} km und ${v.age} Jahren: Fragen Sie, wann der Zahnriemen gewechselt wurde (meist alle 90.000–180.000 km oder 5–10 Jahre, je nach Motor); bei einer Steuerkette achten Sie beim Kaltstart auf Rasseln.`,
  clutch: (v) => `Schaltgetriebe bei ${v.mileage} km: Prüfen Sie Kupplung und Zweimassenschwungrad (Rupfen beim Anfahren, Klopfen im Leerlauf); beides ist bei dieser Laufleistung oft fällig.`,
  dpf: () => 'Diesel: Der Partikelfilter verstopft bei kurzen Stadtfahrten; fragen Sie, wie das Fahrzeug gefahren wurde, und achten Sie auf Warnleuchten.',
  adBlue: () => 'Ein Diesel dieses Alters braucht meist AdBlue: Achten Sie auf Warnmeldungen; Pumpe und Heizung des Systems sind ein bekannter Kostenpunkt.',
  hybridBattery: (v) => `Hybrid mit ${v.age} Jahren und ${v.mileage} km: Lassen Sie den Zustand der Hochvoltbatterie in einer Fach- oder Vertragswerkstatt prüfen.`,
  evBattery: () => 'Elektroauto: Verlangen Sie einen Bericht zum Batteriezustand (State of Health); die Batteriegarantie läuft meist 8 Jahre oder 160.000 km ab Erstzulassung.',
  brakes: (v) => `Bei ${v.mileage} km: Prüfen Sie Bremsscheiben und -beläge.`,
  tyres: () => 'Prüfen Sie die Profiltiefe und das DOT-Datum an der Reifenflanke: Reifen, die älter als etwa sechs Jahre sind, sollten ersetzt werden.',
  inspection: () => 'Lassen Sie sich den letzten Prüfbericht der Hauptuntersuchung zeigen und fragen Sie, wann die nächste fällig ist.',
  rust: (v) => `Mit ${v.age} Jahren: Achten Sie auf Rost an Schwellern, Radläufen und Unterboden sowie auf spröde Gummischläuche.`,
  noModelData: (v) => `Keine modellspezifischen Daten: Unsere Wissensbasis verzeichnet für den ${v.car} dieses Baujahrs und Motors keine bekannten Probleme; es gelten nur die obigen Prüfungen nach Alter und Laufleistung.`,
  ownersNone: (v) => `Wir haben keine gesammelten Eindrücke von Haltern des ${v.car}, und die eingebaute Analyse erfindet keine. Halterberichte und Modellforen sind lesenswert.`,
  proLowMileage: (v) => `Geringe Laufleistung für das Alter: etwa ${v.perYear} km im Jahr.`,
  proServiceHistory: () => 'Scheckheft bzw. Wartungsnachweis angegeben.',
  proOneOwner: () => 'Ein Vorbesitzer.',
  proBelowMarket: (v) => `Preis unter ähnlichen Angeboten (Median ${v.median} €).`,
  proFeatures: (v) => `Gut ausgestattet: ${v.count} aufgeführte Ausstattungsmerkmale.`,
  proEfficient: (v) => `Günstig im Unterhalt: etwa ${v.total} € im Jahr.`,
  conHighMileage: (v) => `Hohe Laufleistung für das Alter: etwa ${v.perYear} km im Jahr.`,
  conNoServiceHistory: () => 'Kein Wartungsnachweis angegeben: Fragen Sie nach Rechnungen.',
  conManyOwners: (v) => `Vorbesitzer: ${v.owners}.`,
  conAboveMarket: (v) => `Preis über ähnlichen Angeboten (Median ${v.median} €).`,
  conTooCheap: () => 'Preis weit unter ähnlichen Fahrzeugen: Vorsicht vor Betrug; zahlen Sie nie, bevor Sie das Fahrzeug gesehen haben.',
  conOld: (v) => `${v.age} Jahre alt: mehr altersbedingte Reparaturen zu erwarten.`,
  conCostly: (v) => `Teuer im Unterhalt: etwa ${v.total} € im Jahr.`,
  proNothing: () => 'In den Angebotsdaten spricht nichts besonders für das Fahrzeug.',
  conNothing: () => 'In den Angebotsdaten spricht nichts besonders gegen das Fahrzeug; die obigen Prüfungen gelten trotzdem.',
  market: (v) => `Marktwert: Ähnliche Angebote verlangen im Median ${v.median} € (mittlere Hälfte ${v.low}–${v.high} €), aus ${v.count} vergleichbaren Angeboten; dieser Preis ist ${v.rating}.`,
  marketFew: (v) => `Marktwert: nur ${v.count} vergleichbare Angebote, zu wenige für eine Bewertung des Preises.`,
  marketNone: () => 'Marktwert: noch keine vergleichbaren Angebote (gleiche Marke und gleiches Modell, höchstens ein Jahr Unterschied), daher keine Bewertung des Preises.',
};

export const ANALYSIS_TEXTS: Record<Language, AnalysisTexts> = { en, hr, de };

/** Words the sentences insert, per language. */
export const WORDS: Record<Language, { fuel: Record<string, string>; energy: Record<string, string>; price: Record<string, string>; rating: Record<string, string>; older: string }> = {
  en: {
    fuel: { petrol: 'petrol', diesel: 'diesel', hybrid: 'hybrid', electric: 'electric' },
    energy: { petrol: 'Petrol', diesel: 'Diesel', hybrid: 'Petrol', electric: 'Electricity' },
    price: { petrol: 'petrol at €1.55/l', diesel: 'diesel at €1.50/l', hybrid: 'petrol at €1.55/l', electric: 'electricity at €0.30/kWh (home and public charging mixed)' },
    rating: { great: 'a great deal', good: 'a good deal', fair: 'fair', high: 'high', overpriced: 'overpriced', tooLow: 'suspiciously low', notEnoughData: 'not rated' },
    older: ' (more for an older or high-mileage car)',
  },
  hr: {
    fuel: { petrol: 'benzin', diesel: 'dizel', hybrid: 'hibridni pogon', electric: 'struju' },
    energy: { petrol: 'Benzin', diesel: 'Dizel', hybrid: 'Benzin', electric: 'Struja' },
    price: { petrol: 'benzin po 1,55 €/l', diesel: 'dizel po 1,50 €/l', hybrid: 'benzin po 1,55 €/l', electric: 'struja po 0,30 €/kWh (kućno i javno punjenje zajedno)' },
    rating: { great: 'odlična ponuda', good: 'dobra ponuda', fair: 'realna', high: 'visoka', overpriced: 'previsoka', tooLow: 'sumnjivo niska', notEnoughData: 'bez ocjene' },
    older: ' (više za starije vozilo ili vozilo s velikom kilometražom)',
  },
  de: {
    fuel: { petrol: 'Benzin', diesel: 'Diesel', hybrid: 'Hybridantrieb', electric: 'Strom' },
    energy: { petrol: 'Benzin', diesel: 'Diesel', hybrid: 'Benzin', electric: 'Strom' },
    price: { petrol: 'Benzin zu 1,55 €/l', diesel: 'Diesel zu 1,50 €/l', hybrid: 'Benzin zu 1,55 €/l', electric: 'Strom zu 0,30 €/kWh (Laden zu Hause und öffentlich gemischt)' },
    rating: { great: 'ein sehr gutes Angebot', good: 'ein gutes Angebot', fair: 'fair', high: 'hoch', overpriced: 'überteuert', tooLow: 'verdächtig niedrig', notEnoughData: 'nicht bewertet' },
    older: ' (mehr bei einem älteren Fahrzeug oder hoher Laufleistung)',
  },
};
