/**
 * The built-in car analysis's sentences in English, Croatian and German (car-analysis-builtin.ts fills them
 * in). Counts agree with their numbers and car names take their case through the language layer
 * (@contract/language): "1 usporediv oglas", "za vozilo Škoda Yeti", "des Mercedes-Benz A-Klasse".
 */
import { NOUNS, carName, countOf, croatianCarInCase, germanCarWithArticle } from '@contract/language';

export type Language = 'en' | 'hr' | 'de';

type Vars = Record<string, string | number>;
type Text = (v: Vars) => string;
/** A sentence about a car, given its brand and model for the language's own name and case. */
type CarText = (car: { brand: string; model: string }, v?: Vars) => string;

export interface AnalysisTexts {
  consumptionCatalogue: Text;
  consumptionEstimate: Text;
  consumptionNoEngine: Text;
  consumptionElectric: Text;
  consumptionPlugin: Text;
  classNote: Record<'van' | 'sports' | 'heavySuv', string>;
  uplift: Text;
  upliftEstimate: Text;
  fuelCostYear: Text;
  pluginCostYear: Text;
  runningCostTotal: Text;
  assumptions: Text;
  thirdParty: Text;
  comprehensive: Text;
  service: Text;
  serviceTier: Record<'budget' | 'mainstream' | 'premium' | 'luxury', string>;
  /** The tier as a tag in parentheses ("mainstream brand", "marka srednje klase", "Volumenmarke"). */
  serviceTierTag: Record<'budget' | 'mainstream' | 'premium' | 'luxury', string>;
  tyresCost: Text;
  timingBelt: Text;
  timingWetBelt: Text;
  timingChain: Text;
  timingUnknown: Text;
  clutch: Text;
  clutchDmf: Text;
  dpf: Text;
  adBlue: Text;
  hybridBattery: Text;
  evBattery: Text;
  /** An electric car past the usual battery warranty (8 years or 160,000 km). */
  evBatteryOld: Text;
  /** A diesel from before Euro 5 made particulate filters compulsory (about 2011). */
  dpfMaybe: Text;
  /** A Euro 6 diesel of 2015–2018: AdBlue (SCR) in some, a NOx storage catalyst in others. */
  adBlueMaybe: Text;
  /** A timing belt on a car too young for its first change. */
  timingBeltYoung: Text;
  brakes: Text;
  tyres: Text;
  inspection: Text;
  rust: Text;
  veryHighMileage: Text;
  newWarranty: Text;
  newDelivery: Text;
  newDiscount: Text;
  newEvBattery: Text;
  demoCar: Text;
  noModelData: CarText;
  ownersNone: CarText;
  proLowMileage: Text;
  proServiceHistory: Text;
  proOneOwner: Text;
  proBelowMarket: Text;
  proFeatures: Text;
  proEfficient: Text;
  proNew: Text;
  proDemo: Text;
  conHighMileage: Text;
  conVeryHighMileage: Text;
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
  consumptionCatalogue: (v) =>
    `The catalogue’s ${v.variant} is rated at ${v.co2} g CO₂/km on the ${v.cycle} cycle, about ${v.rated} ${v.unit}.`,
  consumptionEstimate: (v) =>
    `Estimated from the ${v.engine} ${v.fuel} engine and the body: about ${v.rated} ${v.unit} on the official cycle (the listing gives no rated figure).`,
  consumptionNoEngine: (v) =>
    `The listing gives no engine size; for a ${v.fuel} car of this power expect about ${v.rated} ${v.unit} on the official cycle.`,
  consumptionElectric: (v) =>
    `Estimated from the ${v.power} kW motor and the body: about ${v.rated} kWh/100 km on the official cycle (the listing gives no rated figure).`,
  consumptionPlugin: (v) =>
    `Plug-in hybrid: about ${v.real} l/100 km when it runs on petrol and about ${v.kwh} kWh/100 km on electricity. We count half the distance on electricity (charged at home most days); never charged, it burns fuel all the way.`,
  classNote: {
    van: 'A van’s weight and frontal area add about a third over a car with the same engine; loaded, more.',
    sports: 'A sports car’s power is used: we add about 30 % over a car with the same engine size.',
    heavySuv: 'A large, heavy SUV uses about a quarter more than a car with the same engine.',
  },
  uplift: (v) =>
    `In real-world driving expect about ${v.real} ${v.unit} (we add ${v.percent} % to the official figure, the usual gap for the ${v.cycle} cycle).`,
  upliftEstimate: (v) =>
    `In real-world driving expect about ${v.real} ${v.unit} (we add ${v.percent} % to the estimate, the usual gap between the official cycle and real driving).`,
  fuelCostYear: (v) => `${v.energy}: about €${v.cost} a year for ${v.distance} km.`,
  pluginCostYear: (v) =>
    `Energy: about €${v.fuel} of petrol and €${v.electricity} of electricity a year for ${v.distance} km (€${v.total} together).`,
  runningCostTotal: (v) =>
    `Yearly running costs in total: about €${v.total} (energy, insurance, servicing and tyres; registration and tax not included).`,
  assumptions: (v) =>
    `Assumptions: ${v.distance} km a year; ${v.prices}; servicing for ${v.tier}; ${v.rim}-inch summer and winter tyres; compulsory third-party cover by power${v.comprehensive ? ' and comprehensive cover at about 3 % of the car’s value a year' : ''}. Your own figures will differ.`,
  thirdParty: (v) => `Compulsory third-party insurance (Croatian AO): about €${v.cost} a year for ${v.power} kW.`,
  comprehensive: (v) =>
    `Comprehensive cover (kasko), worth taking on a car of this value or age: about €${v.cost} a year more.`,
  service: (v) => `Servicing and wear parts: about €${v.cost} a year (${v.tier}${v.extra}).`,
  serviceTier: {
    budget: 'a brand with low servicing costs',
    mainstream: 'a mainstream brand',
    premium: 'a premium brand',
    luxury: 'a luxury or sports brand',
  },
  serviceTierTag: {
    budget: 'brand with low servicing costs',
    mainstream: 'mainstream brand',
    premium: 'premium brand',
    luxury: 'luxury or sports brand',
  },
  tyresCost: (v) =>
    `Tyres: about €${v.cost} a year for summer and winter sets of ${v.rim}-inch tyres and two seasonal changes.`,
  timingBelt: (v) =>
    `This engine (${v.code}) has a timing belt: ask when it and the water pump were last replaced; an overdue belt can wreck the engine.`,
  timingWetBelt: (v) =>
    `This engine (${v.code}) has a timing belt running in oil: the right oil at every service matters; ask for invoices and whether the belt was inspected or replaced.`,
  timingChain: (v) =>
    `This engine (${v.code}) has a timing chain, not a belt: nothing to replace on schedule, but listen for a rattle on a cold start.`,
  timingUnknown: (v) =>
    `At ${v.mileage} km and ${v.age}: ask whether the engine has a timing belt and when it was replaced (usually every 90,000–180,000 km or 5–10 years); a chain needs no schedule, but listen for a rattle on a cold start.`,
  clutch: (v) =>
    `Manual gearbox at ${v.mileage} km: check the clutch (does it slip or bite high?); it is often due around this mileage.`,
  clutchDmf: (v) =>
    `Manual gearbox at ${v.mileage} km: check the clutch and dual-mass flywheel (judder when pulling away, a knock at idle); both are often due around this mileage.`,
  dpf: () =>
    'Diesel: a particulate filter clogs on short town trips; ask how the car was driven and check for warning lights.',
  adBlue: () =>
    'A diesel of this age usually needs AdBlue: check the system for warnings; its pump and heater are a known expense.',
  hybridBattery: (v) =>
    `Hybrid at ${v.age} and ${v.mileage} km: have the high-voltage battery’s health checked at a dealer or specialist.`,
  evBattery: () =>
    'Electric: ask for a battery state-of-health report; the battery warranty usually runs 8 years or 160,000 km from first registration.',
  evBatteryOld: () =>
    'Electric: at this age or mileage the battery warranty (usually 8 years or 160,000 km) has most likely run out, so a battery state-of-health report matters all the more: ask for one before buying.',
  adBlueMaybe: () =>
    'A Euro 6 diesel of these years may have AdBlue (larger cars mostly do; many compact ones made do with a NOx storage catalyst): if it has an AdBlue filler, check for warnings, as its pump and heater are a known expense.',
  dpfMaybe: () =>
    'Diesel: particulate filters became compulsory only with Euro 5 (about 2011), so ask whether this one has one; if it does, it clogs on short town trips: ask how the car was driven and check for warning lights.',
  timingBeltYoung: (v) =>
    `This engine (${v.code}) has a timing belt: on a car this young its first change is not due yet; ask for the maker’s interval so you can budget for it.`,
  brakes: (v) => `At ${v.mileage} km: check the brake discs and pads.`,
  tyres: () =>
    'Check the tyre tread and the DOT date on the sidewall: tyres older than about six years should be replaced.',
  inspection: () => 'Ask for the last roadworthiness inspection report and when the next one is due.',
  rust: (v) => `At ${v.age}: look for rust on the sills, wheel arches and underbody, and for perished rubber hoses.`,
  veryHighMileage: (v) =>
    `At ${v.mileage} km most cars are near the end of their economic life: engine, gearbox, suspension and steering all carry that wear. Buy only with proof of major work and at a price that allows for more.`,
  newWarranty: () =>
    'New car: ask when the manufacturer’s warranty starts and what it covers (length, mileage limit, paint and rust); have it written into the contract.',
  newDelivery: () =>
    'Ask whether this exact car is in stock or must be ordered, the delivery date, and what happens to your deposit if it is late.',
  newDiscount: () =>
    'New cars usually sell below the list price: ask for the discount, what is included (registration, winter tyres, mats) and compare the offer with another dealer’s.',
  newEvBattery: () =>
    'Ask for the battery warranty in writing (usually 8 years or 160,000 km) and the charging cable and wallbox offers.',
  demoCar: () =>
    'Demo car: its warranty started on its first registration; ask how long is left, why it has the mileage it has, and for a discount against a new one.',
  noModelData: (car) =>
    `No model-specific data: our knowledge base has no known issues recorded for the ${carName('en', car.brand, car.model)} of this year and engine, so only the age- and mileage-driven checks above apply.`,
  ownersNone: (car) =>
    `We have no collected owner impressions of the ${carName('en', car.brand, car.model)}, and the built-in analysis does not make them up. Owner reviews and model forums are worth reading.`,
  proLowMileage: (v) => `Low mileage for its age: about ${v.perYear} km a year.`,
  proServiceHistory: () => 'Service history stated.',
  proOneOwner: () => 'One previous owner.',
  proBelowMarket: (v) => `Priced below similar listings (median €${v.median}).`,
  proFeatures: (v) => `Well equipped: ${countOf('en', Number(v.count), NOUNS.feature)}.`,
  proEfficient: (v) => `Economical to run: about €${v.total} a year.`,
  proNew: () => 'New: the full manufacturer’s warranty and no history to check.',
  proDemo: () => 'Demo car: nearly new, with most of the warranty left.',
  conHighMileage: (v) => `High mileage for its age: about ${v.perYear} km a year.`,
  conVeryHighMileage: (v) =>
    `Very high mileage (${v.mileage} km): major repairs are likely; price it as a car near the end of its life.`,
  conNoServiceHistory: () => 'No service history stated: ask for invoices.',
  conManyOwners: (v) => `${countOf('en', Number(v.owners), NOUNS.previousOwner)}.`,
  conAboveMarket: (v) => `Priced above similar listings (median €${v.median}).`,
  conTooCheap: () =>
    'Price far below similar cars: ask why before you travel; never pay before you have seen the car and its papers.',
  conOld: (v) => `${v.age} old: more age-related repairs to expect.`,
  conCostly: (v) => `Costly to run: about €${v.total} a year.`,
  proNothing: () => 'Nothing in the listing’s data stands out in its favour.',
  conNothing: () => 'Nothing in the listing’s data stands out against it; the checks above still apply.',
  market: (v) =>
    `Market value: similar listings ask a median of €${v.median} (middle half €${v.low}–€${v.high}), from ${countOf('en', Number(v.count), NOUNS.comparableListing)}; this price is ${v.rating}.`,
  marketFew: (v) =>
    `Market value: only ${countOf('en', Number(v.count), NOUNS.comparableListing)}, too few to rate the price.`,
  marketNone: () =>
    'Market value: no comparable listings yet (same make and model, built within a year), so the price cannot be rated.',
};

const hr: AnalysisTexts = {
  consumptionCatalogue: (v) =>
    `Prema katalogu, ${v.variant} ima ${v.co2} g CO₂/km u ciklusu ${v.cycle}, što je oko ${v.rated} ${v.unit}.`,
  consumptionEstimate: (v) =>
    `Procjena prema motoru (${v.engine}, ${v.fuel}) i karoseriji: oko ${v.rated} ${v.unit} u službenom ciklusu (oglas ne navodi službeni podatak).`,
  consumptionNoEngine: (v) =>
    `Oglas ne navodi obujam motora; za vozilo na ${v.fuel} ove snage očekujte oko ${v.rated} ${v.unit} u službenom ciklusu.`,
  consumptionElectric: (v) =>
    `Procjena prema elektromotoru od ${v.power} kW i karoseriji: oko ${v.rated} kWh/100 km u službenom ciklusu (oglas ne navodi službeni podatak).`,
  consumptionPlugin: (v) =>
    `Plug-in hibrid: oko ${v.real} l/100 km kad vozi na benzin i oko ${v.kwh} kWh/100 km na struju. Računamo da pola puta prijeđe na struju (punjenje kod kuće većinu dana); ako se ne puni, cijelim putem troši gorivo.`,
  classNote: {
    van: 'Kombi zbog mase i čeone površine troši otprilike trećinu više od automobila s istim motorom, a natovaren i više.',
    sports: 'Snaga sportskog automobila koristi se: dodajemo oko 30 % u odnosu na automobil istog obujma motora.',
    heavySuv: 'Velik i težak SUV troši otprilike četvrtinu više od automobila s istim motorom.',
  },
  uplift: (v) =>
    `U stvarnoj vožnji očekujte oko ${v.real} ${v.unit} (službenom podatku dodajemo ${v.percent} %, uobičajenu razliku za ciklus ${v.cycle}).`,
  upliftEstimate: (v) =>
    `U stvarnoj vožnji očekujte oko ${v.real} ${v.unit} (procjeni dodajemo ${v.percent} %, uobičajenu razliku između službenog ciklusa i stvarne vožnje).`,
  fuelCostYear: (v) => `${v.energy}: oko ${v.cost} € godišnje za ${v.distance} km.`,
  pluginCostYear: (v) =>
    `Pogonska energija: oko ${v.fuel} € za benzin i ${v.electricity} € za struju godišnje uz ${v.distance} km (ukupno ${v.total} €).`,
  runningCostTotal: (v) =>
    `Ukupni godišnji troškovi: oko ${v.total} € (pogonska energija, osiguranje, servis i gume; registracija i porezi nisu uključeni).`,
  assumptions: (v) =>
    `Pretpostavke: ${v.distance} km godišnje; ${v.prices}; servis za ${v.tier}; ljetne i zimske gume od ${v.rim} inča; obvezno osiguranje prema snazi${v.comprehensive ? ' i kasko po otprilike 3 % vrijednosti vozila godišnje' : ''}. Vaši će se troškovi razlikovati.`,
  thirdParty: (v) =>
    `Obvezno osiguranje od automobilske odgovornosti (AO): oko ${v.cost} € godišnje za motor od ${v.power} kW.`,
  comprehensive: (v) =>
    `Kasko osiguranje, koje se isplati za vozilo ove vrijednosti ili starosti: još oko ${v.cost} € godišnje.`,
  service: (v) => `Servis i potrošni dijelovi: oko ${v.cost} € godišnje (${v.tier}${v.extra}).`,
  serviceTier: {
    budget: 'marku s povoljnim servisom',
    mainstream: 'marku srednje klase',
    premium: 'premium marku',
    luxury: 'luksuznu ili sportsku marku',
  },
  serviceTierTag: {
    budget: 'marka s povoljnim servisom',
    mainstream: 'marka srednje klase',
    premium: 'premium marka',
    luxury: 'luksuzna ili sportska marka',
  },
  tyresCost: (v) =>
    `Gume: oko ${v.cost} € godišnje za komplet ljetnih i komplet zimskih guma od ${v.rim} inča i dvije sezonske zamjene.`,
  timingBelt: (v) =>
    `Ovaj motor (${v.code}) ima zupčasti remen: pitajte kada su remen i pumpa za vodu zadnji put zamijenjeni; zakašnjela zamjena može uništiti motor.`,
  timingWetBelt: (v) =>
    `Ovaj motor (${v.code}) ima zupčasti remen koji radi u ulju: na svakom servisu važno je propisano ulje; tražite račune i pitajte je li remen pregledan ili zamijenjen.`,
  timingChain: (v) =>
    `Ovaj motor (${v.code}) ima razvodni lanac, a ne remen: nema propisanog intervala zamjene, ali pri hladnom startu poslušajte čuje li se zveckanje.`,
  timingUnknown: (v) =>
    `Pri ${v.mileage} km i starosti od ${v.age}: pitajte ima li motor zupčasti remen i kada je zamijenjen (obično svakih 90.000–180.000 km ili 5–10 godina); lanac nema propisanog intervala zamjene, ali pri hladnom startu poslušajte čuje li se zveckanje.`,
  clutch: (v) =>
    `Ručni mjenjač s ${v.mileage} prijeđenih kilometara: provjerite spojku (proklizava li, hvata li visoko); oko ove kilometraže često je za zamjenu.`,
  clutchDmf: (v) =>
    `Ručni mjenjač s ${v.mileage} prijeđenih kilometara: provjerite spojku i dvomaseni zamašnjak (trzanje pri kretanju, lupkanje u praznom hodu); oko ove kilometraže oboje je često za zamjenu.`,
  dpf: () =>
    'Dizel: filtar čestica začepljuje se pri kratkim gradskim vožnjama; pitajte kako je vozilo korišteno i provjerite upozoravajuće lampice.',
  adBlue: () =>
    'Dizel ovog godišta obično koristi AdBlue: provjerite javlja li sustav upozorenja; pumpa i grijač tog sustava poznati su izvori troškova.',
  hybridBattery: (v) =>
    `Hibrid star ${v.ageAcc}, s ${v.mileage} km: neka ovlašteni servis ili specijalist provjeri stanje visokonaponske baterije.`,
  evBattery: () =>
    'Električno vozilo: zatražite izvješće o stanju baterije; jamstvo na bateriju obično traje 8 godina ili 160.000 km od prve registracije.',
  evBatteryOld: () =>
    'Električno vozilo: u ovoj starosti ili s ovom kilometražom jamstvo na bateriju (obično 8 godina ili 160.000 km) najvjerojatnije je isteklo, pa je izvješće o stanju baterije još važnije: zatražite ga prije kupnje.',
  adBlueMaybe: () =>
    'Dizel s normom Euro 6 iz ovih godina možda koristi AdBlue (veća vozila uglavnom da, mnoga kompaktna imaju samo katalizator za pohranu NOx): ako ima otvor za AdBlue, provjerite javlja li sustav upozorenja, jer su pumpa i grijač tog sustava poznati izvori troškova.',
  dpfMaybe: () =>
    'Dizel: filtar čestica postao je obvezan tek s normom Euro 5 (oko 2011.), pa pitajte ima li ga ovo vozilo; ako ga ima, začepljuje se pri kratkim gradskim vožnjama: pitajte kako je vozilo korišteno i provjerite upozoravajuće lampice.',
  timingBeltYoung: (v) =>
    `Ovaj motor (${v.code}) ima zupčasti remen: na ovako mladom vozilu prva zamjena još nije na redu; pitajte za interval proizvođača kako biste mogli planirati trošak.`,
  brakes: (v) => `S ${v.mileage} prijeđenih kilometara: provjerite kočione diskove i pločice.`,
  tyres: () =>
    'Provjerite dubinu gazećeg sloja i DOT oznaku na boku gume: gume starije od otprilike šest godina treba zamijeniti.',
  inspection: () => 'Zatražite zapisnik s posljednjeg tehničkog pregleda i pitajte kada je sljedeći.',
  rust: (v) =>
    `Vozilo staro ${v.ageAcc}: potražite hrđu na pragovima, blatobranima i podvozju te ispucala gumena crijeva.`,
  veryHighMileage: (v) =>
    `S ${v.mileage} prijeđenih kilometara većina je vozila blizu kraja svog ekonomskog vijeka: motor, mjenjač, ovjes i upravljanje nose tu istrošenost. Kupujte samo uz dokaz o većim popravcima i po cijeni koja uzima u obzir i nove popravke.`,
  newWarranty: () =>
    'Novo vozilo: pitajte od kada vrijedi tvorničko jamstvo i što pokriva (trajanje, ograničenje kilometraže, lak i korozija) te neka to bude upisano u ugovor.',
  newDelivery: () =>
    'Pitajte je li upravo ovo vozilo na zalihi ili se naručuje, koji je rok isporuke i što biva s kaparom ako isporuka kasni.',
  newDiscount: () =>
    'Nova se vozila obično prodaju ispod cjenika: pitajte za popust i što je uključeno (registracija, zimske gume, tepisi) te usporedite ponudu s ponudom drugog prodavatelja.',
  newEvBattery: () =>
    'Tražite pisano jamstvo na bateriju (obično 8 godina ili 160.000 km) i ponudu kabela i kućne punionice.',
  demoCar: () =>
    'Demonstracijsko vozilo: jamstvo mu teče od prve registracije; pitajte koliko je jamstva još preostalo i odakle mu ta kilometraža te zatražite popust u odnosu na novo vozilo.',
  noModelData: (car) =>
    `Nema podataka za ovaj model: naša baza znanja nema zabilježenih poznatih problema za ${croatianCarInCase(car.brand, car.model, 'acc')} ovog godišta i motora, pa vrijede samo gornje provjere prema starosti i kilometraži.`,
  ownersNone: (car) =>
    `Nemamo prikupljenih dojmova vlasnika za ${croatianCarInCase(car.brand, car.model, 'acc')}, a ugrađena analiza ih ne izmišlja. Vrijedi pročitati recenzije vlasnika i forume o modelu.`,
  proLowMileage: (v) => `Mala kilometraža za svoju starost: oko ${v.perYear} km godišnje.`,
  proServiceHistory: () => 'Servisna povijest navedena je u oglasu.',
  proOneOwner: () => 'Jedan prethodni vlasnik.',
  proBelowMarket: (v) => `Cijena ispod sličnih oglasa (medijan ${v.median} €).`,
  proFeatures: (v) => `Dobro opremljeno: ${countOf('hr', Number(v.count), NOUNS.feature)}.`,
  proEfficient: (v) => `Povoljno održavanje: oko ${v.total} € godišnje.`,
  proNew: () => 'Novo vozilo: puno tvorničko jamstvo i nema povijesti koju treba provjeravati.',
  proDemo: () => 'Demonstracijsko vozilo: gotovo novo, s većim dijelom jamstva.',
  conHighMileage: (v) => `Velika kilometraža za svoju starost: oko ${v.perYear} km godišnje.`,
  conVeryHighMileage: (v) =>
    `Vrlo velika kilometraža (${v.mileage} km): veći popravci su vjerojatni; cijenu procijenite kao za vozilo pri kraju vijeka.`,
  conNoServiceHistory: () => 'Servisna povijest nije navedena: zatražite račune.',
  conManyOwners: (v) => `${countOf('hr', Number(v.owners), NOUNS.previousOwner)}.`,
  conAboveMarket: (v) => `Cijena iznad sličnih oglasa (medijan ${v.median} €).`,
  conTooCheap: () =>
    'Cijena je daleko ispod sličnih vozila: pitajte zašto prije nego što krenete na put; nikada ne plaćajte prije nego što vidite vozilo i dokumente.',
  conOld: (v) => `Vozilo je staro ${v.ageAcc}, pa očekujte više popravaka zbog starosti.`,
  conCostly: (v) => `Skupo održavanje: oko ${v.total} € godišnje.`,
  proNothing: () => 'Ništa u podacima oglasa posebno ne govori u korist vozila.',
  conNothing: () => 'Ništa u podacima oglasa posebno ne govori protiv vozila; gornje provjere i dalje vrijede.',
  market: (v) =>
    `Tržišna vrijednost: medijan cijena sličnih oglasa je ${v.median} € (srednja polovica ${v.low}–${v.high} €), prema ${countOf('hr', Number(v.count), { one: 'usporedivom oglasu', few: 'usporediva oglasa', other: 'usporedivih oglasa' })}; ova je cijena ${v.rating}.`,
  marketFew: (v) =>
    `Tržišna vrijednost: za usporedbu postoji samo ${countOf('hr', Number(v.count), NOUNS.comparableListing)}, premalo za ocjenu cijene.`,
  marketNone: () =>
    'Tržišna vrijednost: još nema usporedivih oglasa (ista marka i model, godište unutar godinu dana), pa se cijena ne može ocijeniti.',
};

const de: AnalysisTexts = {
  consumptionCatalogue: (v) =>
    `Für die Variante ${v.variant} nennt der Katalog ${v.co2} g CO₂/km im ${v.cycle}-Zyklus; das entspricht etwa ${v.rated} ${v.unit}.`,
  consumptionEstimate: (v) =>
    `Geschätzt aus dem Motor (${v.engine}, ${v.fuel}) und der Karosserie: etwa ${v.rated} ${v.unit} im offiziellen Zyklus (das Angebot nennt keinen Normwert).`,
  consumptionNoEngine: (v) =>
    `Das Angebot nennt keinen Hubraum; für ein Fahrzeug mit ${v.fuel} dieser Leistung rechnen Sie mit etwa ${v.rated} ${v.unit} im offiziellen Zyklus.`,
  consumptionElectric: (v) =>
    `Geschätzt aus dem ${v.power}-kW-Motor und der Karosserie: etwa ${v.rated} kWh/100 km im offiziellen Zyklus (das Angebot nennt keinen Normwert).`,
  consumptionPlugin: (v) =>
    `Plug-in-Hybrid: etwa ${v.real} l/100 km mit Benzin und etwa ${v.kwh} kWh/100 km elektrisch. Wir rechnen die Hälfte der Strecke elektrisch (an den meisten Tagen zu Hause geladen); ohne Laden fährt er die ganze Strecke mit Kraftstoff.`,
  classNote: {
    van: 'Ein Transporter braucht wegen Gewicht und Stirnfläche etwa ein Drittel mehr als ein Pkw mit gleichem Motor, beladen noch mehr.',
    sports:
      'Die Leistung eines Sportwagens wird genutzt: Wir schlagen etwa 30 % gegenüber einem Pkw mit gleichem Hubraum auf.',
    heavySuv: 'Ein großer, schwerer SUV braucht etwa ein Viertel mehr als ein Pkw mit gleichem Motor.',
  },
  uplift: (v) =>
    `Rechnen Sie im Alltag mit etwa ${v.real} ${v.unit} (wir schlagen ${v.percent} % auf den Normwert auf, die übliche Abweichung beim ${v.cycle}-Zyklus).`,
  upliftEstimate: (v) =>
    `Rechnen Sie im Alltag mit etwa ${v.real} ${v.unit} (wir schlagen ${v.percent} % auf die Schätzung auf, die übliche Abweichung zwischen Normzyklus und Alltag).`,
  fuelCostYear: (v) => `${v.energy}: etwa ${v.cost} € im Jahr für ${v.distance} km.`,
  pluginCostYear: (v) =>
    `Energie: etwa ${v.fuel} € für Benzin und ${v.electricity} € für Strom im Jahr bei ${v.distance} km (zusammen ${v.total} €).`,
  runningCostTotal: (v) =>
    `Jährliche Kosten insgesamt: etwa ${v.total} € (Energie, Versicherung, Wartung und Reifen; ohne Zulassung und Steuern).`,
  assumptions: (v) =>
    `Annahmen: ${v.distance} km im Jahr; ${v.prices}; Wartung für ${v.tier}; Sommer- und Winterreifen in ${v.rim} Zoll; Haftpflicht nach Leistung${v.comprehensive ? ' und Vollkasko zu etwa 3 % des Fahrzeugwerts im Jahr' : ''}. Ihre Kosten werden abweichen.`,
  thirdParty: (v) => `Kfz-Haftpflicht (in Kroatien Pflicht, AO): etwa ${v.cost} € im Jahr bei ${v.power} kW Leistung.`,
  comprehensive: (v) => `Vollkasko, die sich bei diesem Wert oder Alter lohnt: etwa ${v.cost} € im Jahr zusätzlich.`,
  service: (v) => `Wartung und Verschleißteile: etwa ${v.cost} € im Jahr (${v.tier}${v.extra}).`,
  serviceTier: {
    budget: 'eine Marke mit günstigem Service',
    mainstream: 'eine Volumenmarke',
    premium: 'eine Premiummarke',
    luxury: 'eine Luxus- oder Sportwagenmarke',
  },
  serviceTierTag: {
    budget: 'Marke mit günstigem Service',
    mainstream: 'Volumenmarke',
    premium: 'Premiummarke',
    luxury: 'Luxus- oder Sportwagenmarke',
  },
  tyresCost: (v) =>
    `Reifen: etwa ${v.cost} € im Jahr für je einen Satz Sommer- und Winterreifen in ${v.rim} Zoll und zwei Radwechsel.`,
  timingBelt: (v) =>
    `Dieser Motor (${v.code}) hat einen Zahnriemen: Fragen Sie, wann er und die Wasserpumpe zuletzt gewechselt wurden; ein überfälliger Riemen kann den Motor zerstören.`,
  timingWetBelt: (v) =>
    `Dieser Motor (${v.code}) hat einen im Öl laufenden Zahnriemen: Wichtig ist, dass bei jeder Inspektion das vorgeschriebene Öl eingefüllt wurde; lassen Sie sich Rechnungen zeigen und fragen Sie, ob der Riemen geprüft oder gewechselt wurde.`,
  timingChain: (v) =>
    `Dieser Motor (${v.code}) hat eine Steuerkette, keinen Riemen: Es gibt kein Wechselintervall, achten Sie aber beim Kaltstart auf Rasseln.`,
  timingUnknown: (v) =>
    `Bei ${v.mileage} km und ${v.age}: Fragen Sie, ob der Motor einen Zahnriemen hat und wann er gewechselt wurde (meist alle 90.000–180.000 km oder 5–10 Jahre); eine Kette hat kein Intervall, achten Sie aber beim Kaltstart auf Rasseln.`,
  clutch: (v) =>
    `Schaltgetriebe bei ${v.mileage} km: Prüfen Sie die Kupplung (rutscht sie, greift sie hoch?); sie ist bei dieser Laufleistung oft fällig.`,
  clutchDmf: (v) =>
    `Schaltgetriebe bei ${v.mileage} km: Prüfen Sie Kupplung und Zweimassenschwungrad (Rupfen beim Anfahren, Klopfen im Leerlauf); beides ist bei dieser Laufleistung oft fällig.`,
  dpf: () =>
    'Diesel: Der Partikelfilter verstopft bei kurzen Stadtfahrten; fragen Sie, wie das Fahrzeug gefahren wurde, und achten Sie auf Warnleuchten.',
  adBlue: () =>
    'Ein Diesel dieses Alters braucht meist AdBlue: Achten Sie auf Warnmeldungen; Pumpe und Heizung des Systems sind ein bekannter Kostenpunkt.',
  hybridBattery: (v) =>
    `Hybrid mit ${v.age} und ${v.mileage} km: Lassen Sie den Zustand der Hochvoltbatterie in einer Fach- oder Vertragswerkstatt prüfen.`,
  evBattery: () =>
    'Elektroauto: Verlangen Sie einen Bericht zum Batteriezustand (State of Health); die Batteriegarantie läuft meist 8 Jahre oder 160.000 km ab Erstzulassung.',
  evBatteryOld: () =>
    'Elektroauto: In diesem Alter oder bei dieser Laufleistung ist die Batteriegarantie (meist 8 Jahre oder 160.000 km) wahrscheinlich abgelaufen; umso wichtiger ist ein Bericht zum Batteriezustand (State of Health): Verlangen Sie ihn vor dem Kauf.',
  adBlueMaybe: () =>
    'Ein Euro-6-Diesel dieser Jahre hat vielleicht AdBlue (größere Fahrzeuge meist, viele kompakte kamen mit einem NOx-Speicherkatalysator aus): Hat er einen AdBlue-Einfüllstutzen, achten Sie auf Warnmeldungen; Pumpe und Heizung des Systems sind ein bekannter Kostenpunkt.',
  dpfMaybe: () =>
    'Diesel: Partikelfilter sind erst seit Euro 5 (etwa 2011) Pflicht; fragen Sie, ob dieser einen hat. Falls ja, verstopft er bei kurzen Stadtfahrten: Fragen Sie, wie das Fahrzeug gefahren wurde, und achten Sie auf Warnleuchten.',
  timingBeltYoung: (v) =>
    `Dieser Motor (${v.code}) hat einen Zahnriemen: Bei einem so jungen Auto ist der erste Wechsel noch nicht fällig; fragen Sie nach dem Intervall des Herstellers, um ihn einzuplanen.`,
  brakes: (v) => `Bei ${v.mileage} km: Prüfen Sie Bremsscheiben und -beläge.`,
  tyres: () =>
    'Prüfen Sie die Profiltiefe und das DOT-Datum an der Reifenflanke: Reifen, die älter als etwa sechs Jahre sind, sollten ersetzt werden.',
  inspection: () =>
    'Lassen Sie sich den letzten Prüfbericht der Hauptuntersuchung zeigen und fragen Sie, wann die nächste fällig ist.',
  rust: (v) =>
    `Mit ${v.age}: Achten Sie auf Rost an Schwellern, Radläufen und Unterboden sowie auf spröde Gummischläuche.`,
  veryHighMileage: (v) =>
    `Mit ${v.mileage} km sind die meisten Fahrzeuge am Ende ihrer wirtschaftlichen Lebensdauer: Motor, Getriebe, Fahrwerk und Lenkung tragen diesen Verschleiß. Kaufen Sie nur mit Nachweisen über große Reparaturen und zu einem Preis, der weitere einrechnet.`,
  newWarranty: () =>
    'Neuwagen: Fragen Sie, ab wann die Herstellergarantie läuft und was sie abdeckt (Dauer, Kilometergrenze, Lack und Rost), und lassen Sie es in den Vertrag schreiben.',
  newDelivery: () =>
    'Fragen Sie, ob genau dieses Fahrzeug auf Lager ist oder bestellt werden muss, nach dem Liefertermin und danach, was bei Verspätung mit Ihrer Anzahlung geschieht.',
  newDiscount: () =>
    'Neuwagen werden meist unter Listenpreis verkauft: Fragen Sie nach dem Rabatt und was enthalten ist (Zulassung, Winterreifen, Fußmatten), und vergleichen Sie mit dem Angebot eines anderen Händlers.',
  newEvBattery: () =>
    'Lassen Sie sich die Batteriegarantie schriftlich geben (meist 8 Jahre oder 160.000 km) und fragen Sie nach Ladekabel und Wallbox.',
  demoCar: () =>
    'Vorführwagen: Seine Garantie läuft seit der Erstzulassung; fragen Sie, wie viel davon bleibt, woher die Laufleistung kommt, und nach einem Nachlass gegenüber einem Neuwagen.',
  noModelData: (car) =>
    `Keine modellspezifischen Daten: Unsere Wissensbasis verzeichnet für ${germanCarWithArticle(car.brand, car.model, 'acc')} dieses Baujahrs und Motors keine bekannten Probleme; es gelten nur die obigen Prüfungen nach Alter und Laufleistung.`,
  ownersNone: (car) =>
    `Wir haben keine gesammelten Halterberichte über ${germanCarWithArticle(car.brand, car.model, 'acc')}, und die eingebaute Analyse erfindet keine. Halterberichte und Modellforen sind lesenswert.`,
  proLowMileage: (v) => `Geringe Laufleistung für das Alter: etwa ${v.perYear} km im Jahr.`,
  proServiceHistory: () => 'Laut Angebot mit Scheckheft bzw. Wartungsnachweis.',
  proOneOwner: () => 'Ein Vorbesitzer.',
  proBelowMarket: (v) => `Preis unter ähnlichen Angeboten (Median ${v.median} €).`,
  proFeatures: (v) => `Gut ausgestattet: ${countOf('de', Number(v.count), NOUNS.feature)}.`,
  proEfficient: (v) => `Günstig im Unterhalt: etwa ${v.total} € im Jahr.`,
  proNew: () => 'Neuwagen: volle Herstellergarantie und keine Vorgeschichte zu prüfen.',
  proDemo: () => 'Vorführwagen: fast neu, mit dem größten Teil der Garantie.',
  conHighMileage: (v) => `Hohe Laufleistung für das Alter: etwa ${v.perYear} km im Jahr.`,
  conVeryHighMileage: (v) =>
    `Sehr hohe Laufleistung (${v.mileage} km): Große Reparaturen sind wahrscheinlich; bewerten Sie den Preis wie für ein Fahrzeug am Ende seiner Lebensdauer.`,
  conNoServiceHistory: () => 'Kein Wartungsnachweis angegeben: Fragen Sie nach Rechnungen.',
  conManyOwners: (v) => `${countOf('de', Number(v.owners), NOUNS.previousOwner)}.`,
  conAboveMarket: (v) => `Preis über ähnlichen Angeboten (Median ${v.median} €).`,
  conTooCheap: () =>
    'Der Preis liegt weit unter ähnlichen Fahrzeugen: Fragen Sie nach dem Grund, bevor Sie hinfahren; zahlen Sie nie, bevor Sie Fahrzeug und Papiere gesehen haben.',
  conOld: (v) => `Mit ${v.ageAcc} sind mehr altersbedingte Reparaturen zu erwarten.`,
  conCostly: (v) => `Teuer im Unterhalt: etwa ${v.total} € im Jahr.`,
  proNothing: () => 'In den Angebotsdaten spricht nichts besonders für das Fahrzeug.',
  conNothing: () =>
    'In den Angebotsdaten spricht nichts besonders gegen das Fahrzeug; die obigen Prüfungen gelten trotzdem.',
  market: (v) =>
    `Marktwert: Der Median aus ${countOf('de', Number(v.count), { one: 'vergleichbaren Angebot', other: 'vergleichbaren Angeboten' })} liegt bei ${v.median} € (mittlere Hälfte ${v.low}–${v.high} €); dieser Preis ist ${v.rating}.`,
  marketFew: (v) =>
    `Marktwert: nur ${countOf('de', Number(v.count), NOUNS.comparableListing)}, zu wenige für eine Bewertung des Preises.`,
  marketNone: () =>
    'Marktwert: noch keine vergleichbaren Angebote (gleiche Marke und gleiches Modell, höchstens ein Jahr Unterschied), daher keine Bewertung des Preises.',
};

export const ANALYSIS_TEXTS: Record<Language, AnalysisTexts> = { en, hr, de };

/** An age as a phrase: "12 years", "12 godina" / "4 godine" (hr "star 4 godine"), "12 Jahren" (de dative after "mit"/"bei"). */
export function agePhrase(language: Language, years: number): string {
  if (language === 'de') return `${years} ${years === 1 ? 'Jahr' : 'Jahren'}`;
  if (language === 'hr') return countOf('hr', years, NOUNS.year);
  return countOf('en', years, NOUNS.year);
}

/** "12 years old": en "12 years", hr "12 godina" (after "Staro"), de "12 Jahre". */
export function ageNominative(language: Language, years: number): string {
  return language === 'de' ? countOf('de', years, NOUNS.year) : agePhrase(language, years);
}

/** Words the sentences insert, per language. */
export const WORDS: Record<
  Language,
  {
    fuel: Record<string, string>;
    energy: Record<string, string>;
    price: Record<string, string>;
    rating: Record<string, string>;
    diesel: string;
    older: string;
    veryHighMileage: string;
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
    energy: {
      petrol: 'Petrol',
      diesel: 'Diesel',
      hybrid: 'Petrol',
      plugin_hybrid: 'Petrol',
      electric: 'Electricity',
      lpg: 'LPG',
      cng: 'CNG',
    },
    price: {
      petrol: 'petrol at €1.55/l',
      diesel: 'diesel at €1.50/l',
      lpg: 'LPG at €0.85/l',
      cng: 'CNG at €1.50/kg',
      electricity: 'electricity at €0.30/kWh (home and public charging mixed)',
    },
    rating: {
      great: 'a great deal',
      good: 'a good deal',
      fair: 'fair',
      high: 'high',
      overpriced: 'overpriced',
      tooLow: 'suspiciously low',
      notEnoughData: 'not rated',
    },
    diesel: ', diesel',
    older: ', more for an older or high-mileage car',
    veryHighMileage: ', much more at this mileage',
  },
  hr: {
    fuel: {
      petrol: 'benzin',
      diesel: 'dizel',
      hybrid: 'hibridni pogon',
      plugin_hybrid: 'plug-in hibridni pogon',
      electric: 'struju',
      lpg: 'autoplin',
      cng: 'stlačeni prirodni plin',
    },
    energy: {
      petrol: 'Benzin',
      diesel: 'Dizel',
      hybrid: 'Benzin',
      plugin_hybrid: 'Benzin',
      electric: 'Struja',
      lpg: 'Autoplin',
      cng: 'Prirodni plin',
    },
    price: {
      petrol: 'benzin po 1,55 €/l',
      diesel: 'dizel po 1,50 €/l',
      lpg: 'autoplin po 0,85 €/l',
      cng: 'prirodni plin po 1,50 €/kg',
      electricity: 'struja po 0,30 €/kWh (kućno i javno punjenje zajedno)',
    },
    rating: {
      great: 'odlična ponuda',
      good: 'dobra ponuda',
      fair: 'realna',
      high: 'visoka',
      overpriced: 'previsoka',
      tooLow: 'sumnjivo niska',
      notEnoughData: 'bez ocjene',
    },
    diesel: ', dizel',
    older: ', više za starije vozilo ili vozilo s velikom kilometražom',
    veryHighMileage: ', znatno više pri ovoj kilometraži',
  },
  de: {
    fuel: {
      petrol: 'Benzin',
      diesel: 'Diesel',
      hybrid: 'Hybridantrieb',
      plugin_hybrid: 'Plug-in-Hybridantrieb',
      electric: 'Strom',
      lpg: 'Autogas',
      cng: 'Erdgas',
    },
    energy: {
      petrol: 'Benzin',
      diesel: 'Diesel',
      hybrid: 'Benzin',
      plugin_hybrid: 'Benzin',
      electric: 'Strom',
      lpg: 'Autogas',
      cng: 'Erdgas',
    },
    price: {
      petrol: 'Benzin zu 1,55 €/l',
      diesel: 'Diesel zu 1,50 €/l',
      lpg: 'Autogas zu 0,85 €/l',
      cng: 'Erdgas zu 1,50 €/kg',
      electricity: 'Strom zu 0,30 €/kWh (Laden zu Hause und öffentlich gemischt)',
    },
    rating: {
      great: 'ein sehr gutes Angebot',
      good: 'ein gutes Angebot',
      fair: 'fair',
      high: 'hoch',
      overpriced: 'überteuert',
      tooLow: 'verdächtig niedrig',
      notEnoughData: 'nicht bewertet',
    },
    diesel: ', Diesel',
    older: ', mehr bei einem älteren Fahrzeug oder hoher Laufleistung',
    veryHighMileage: ', deutlich mehr bei dieser Laufleistung',
  },
};
