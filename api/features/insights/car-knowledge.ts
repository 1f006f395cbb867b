/**
 * The curated knowledge base the built-in analysis and comparison may state, keyed on the catalogue of
 * variants (api/contract/catalog/variants): how each engine family drives its camshafts (a dry belt to
 * replace at intervals, a belt running in oil, or a chain), and known weaknesses with the model years,
 * engine codes and gearboxes they concern. Every entry names a public source a reader can check; a car the
 * knowledge base does not cover gets no model-specific claim (the analysis says so). Add an entry only with
 * such a source; car-knowledge.test.ts checks that every entry's brand, model, years and engine codes exist
 * in the catalogue.
 */
import type { Car } from '@contract/car';
import type { Variant } from '@contract/catalog/variants';
import type { Language } from './car-analysis-text';
import { variantOf } from './running-costs';

export type TimingDrive = 'belt' | 'wetBelt' | 'chain';

export interface EngineTiming {
  id: string;
  /** Engine codes of the catalogue ("EA288", "N47"). */
  codes: readonly string[];
  drive: TimingDrive;
  /** Model years, where the family changed its drive over time. */
  fromYear?: number;
  toYear?: number;
  /** Only engines of this displacement (cm³), where one code covers belt and chain engines. */
  engineCc?: { min: number; max: number };
  source: string;
}

export interface KnownIssue {
  id: string;
  brands: readonly string[];
  /** Models concerned; every model of the brands with the engine codes when absent. */
  models?: readonly string[];
  fromYear: number;
  toYear: number;
  /** Engine codes of the catalogue; the car's variant must have one. */
  codes?: readonly string[];
  fuelTypes?: readonly string[];
  /** Only variants with this displacement (cm³). */
  engineCc?: { min: number; max: number };
  /** Only cars past this mileage (km): an issue about a part's replacement says nothing of a car too new to have had one. */
  minMileage?: number;
  /** Only variants offered with one of these gearbox codes ("DSG7", "STR7"). */
  gearboxes?: readonly string[];
  source: string;
  text: Record<Language, string>;
}

const wiki = (page: string, what: string) => `${what}: https://en.wikipedia.org/wiki/${page}`;

/** Camshaft drive per engine family (one source per family). */
const ENGINE_FAMILIES: readonly EngineTiming[] = [
  // Volkswagen Group
  {
    id: 'vw-ea211',
    codes: ['EA211', 'EA211 evo', 'EA211 evo2'],
    drive: 'belt',
    source: wiki('Volkswagen_EA211_engine', 'EA211 petrol engines use a toothed belt'),
  },
  {
    id: 'vw-ea288',
    codes: ['EA288', 'EA288 evo'],
    drive: 'belt',
    source:
      'EA288 1.4/1.6/2.0 TDI toothed belt drive (Continental technical note): https://autobiz.ie/aftermarket/vag-timing-belt-problems',
  },
  {
    id: 'vw-ea189',
    codes: ['EA189'],
    drive: 'belt',
    source: wiki('List_of_Volkswagen_Group_diesel_engines', 'EA189 common-rail TDI engines use a toothed belt'),
  },
  {
    id: 'vw-pd-tdi',
    codes: ['BXE', 'BLS'],
    drive: 'belt',
    source: wiki('List_of_Volkswagen_Group_diesel_engines', '1.9 TDI pumpe-düse engines use a toothed belt'),
  },
  {
    id: 'vw-ea113',
    codes: ['EA113'],
    drive: 'belt',
    source: wiki('Volkswagen_EA113_engine', 'EA113 engines use a toothed belt'),
  },
  {
    id: 'vw-ea111-tsi',
    codes: ['EA111'],
    drive: 'chain',
    engineCc: { min: 1190, max: 1400 },
    source:
      '1.2 and 1.4 TSI of the EA111 family have a timing chain: https://us.ok.com/ask/is-the-ea111-equipped-with-a-timing-belt-or-chain',
  },
  {
    id: 'vw-ea888',
    codes: ['EA888', 'EA888 evo3', 'EA888 evo4'],
    drive: 'chain',
    source:
      'EA888 timing chain and its tensioner: https://vwrepairspecialistsimivalley.com/common-problems/timing-chain',
  },
  {
    id: 'vw-v6',
    codes: ['EA896', 'EA897', 'EA897 evo2', 'EA837', 'EA839'],
    drive: 'chain',
    source: wiki('List_of_Volkswagen_Group_engines', 'Audi V6 TDI and TFSI engines are chain-driven'),
  },
  // BMW and Mini
  {
    id: 'bmw-chain',
    codes: ['N47', 'B47', 'B37', 'B57', 'N57', 'M57', 'B38', 'B48', 'N20', 'N13', 'N46', 'N45', 'N52', 'N53', 'N55'],
    drive: 'chain',
    source:
      'BMW and MINI use timing chains in almost every engine (N47 at the gearbox end): http://www.turner-autos.co.uk/timing-chains/',
  },
  // Mercedes-Benz
  {
    id: 'mb-chain',
    codes: ['OM651', 'OM642', 'OM654', 'OM654M', 'M274', 'M264', 'M254'],
    drive: 'chain',
    source: 'OM651 chain drive (recall over its tensioner seal): https://heise.de/-2516810',
  },
  // Stellantis
  {
    id: 'psa-puretech',
    codes: ['EB0', 'EB2', 'EB2DT', 'EB2DTS'],
    drive: 'wetBelt',
    source:
      'PureTech EB0/EB2 belt running in oil (Gates belt-in-oil kits): https://gatestechzone.com/en/news/2024-03_superkit',
  },
  {
    id: 'psa-hdi-belt',
    codes: ['DV6', 'DV4', 'DW10'],
    drive: 'belt',
    source: wiki('PSA_DV_engine', 'PSA DV and DW HDi diesels use a toothed belt'),
  },
  {
    id: 'psa-prince',
    codes: ['EP6', 'EP6DT', 'EP6FDT', 'EP6FDTX', 'EP3'],
    drive: 'chain',
    source:
      'EP6/EP6DT (Prince) timing chain: https://www.aussiefrogs.com/forum/index.php?threads/peugeot-308-timing-chains.123531/latest',
  },
  {
    id: 'fiat-fire',
    codes: ['FIRE', 'T-Jet', 'MultiAir'],
    drive: 'belt',
    source: wiki('Fiat_FIRE_engine', 'FIRE, T-Jet and MultiAir engines use a toothed belt'),
  },
  {
    id: 'fiat-multijet',
    codes: ['199A', '199B'],
    drive: 'chain',
    source: wiki('Fiat_JTD_engine', '1.3 Multijet uses a timing chain'),
  },
  // The 2.3 Multijet (FPT F1A) keeps a toothed belt; its owners change it at up to 190,000 km or by time.
  {
    id: 'fiat-f1a',
    codes: ['F1A'],
    drive: 'belt',
    source:
      'Ducato 2.3 Multijet (2018) timing belt replacement: https://www.fiatforum.com/threads/timing-belt-replacement-ducato-2-3-2018.497869/latest',
  },
  {
    id: 'fiat-twinair-firefly',
    codes: ['TwinAir', 'FireFly', 'FireFly 12V', 'FireFly 48V'],
    drive: 'chain',
    source: wiki('FCA_Global_Small_Engine', 'TwinAir and FireFly engines use a timing chain'),
  },
  // Renault, Dacia, Nissan
  {
    id: 'renault-k9k',
    codes: ['K9K'],
    drive: 'belt',
    source: 'K9K 1.5 dCi timing belt (Renault workshop manual): https://rclio.com/k9k_and_750_or_752-2156.html',
  },
  {
    id: 'renault-d4f',
    codes: ['D4F'],
    drive: 'belt',
    source:
      'D4F 1.2 16V timing belt and interval: http://replace-timing-belt.com/how-to-replace-timing-belt-on-renault-twingo-2-1-2-tce-2007',
  },
  {
    id: 'renault-k4m',
    codes: ['K4M'],
    drive: 'belt',
    source:
      'K4M 1.6 16V timing belt (Duster workshop manual): https://www.easymanua.ls/renault/duster-2007/manual?p=121',
  },
  {
    id: 'renault-chain',
    codes: ['H5Ft', 'H5Ht', 'H4Bt', 'H4D', 'B4D', 'H4M', 'HR16 E-Tech'],
    drive: 'chain',
    source: wiki('Renault_H-Type_engine', 'Renault H-type (TCe, SCe) engines use a timing chain'),
  },
  // Ford
  {
    id: 'ford-fox-wet',
    codes: ['Fox'],
    drive: 'wetBelt',
    fromYear: 2012,
    toYear: 2018,
    source: 'First 1.0 EcoBoost: belt running in oil: https://aaronsautos.co.uk/tag/cambelt',
  },
  {
    id: 'ford-fox-chain',
    codes: ['Fox', 'Fox 48V'],
    drive: 'chain',
    fromYear: 2019,
    toYear: 2030,
    source:
      '1.0 EcoBoost from 2019: chain for the camshafts, a belt in oil for the oil pump: https://aaronsautos.co.uk/tag/cambelt',
  },
  {
    id: 'ford-ecoblue',
    codes: ['EcoBlue'],
    drive: 'wetBelt',
    source:
      'EcoBlue diesel timing belt, 150,000 miles or ten years by Ford: https://aaronsautos.co.uk/tag/garage-services',
  },
  {
    id: 'ford-coyote',
    codes: ['Coyote', 'EcoBoost 2.3'],
    drive: 'chain',
    source:
      'Mustang 2015–2024 2.3 EcoBoost and 5.0 Coyote V8: timing chain, no scheduled replacement: https://servlog.app/ford-mustang-timing-belt-or-chain',
  },
  // Porsche
  {
    id: 'porsche-9a',
    codes: ['9A1', '9A2'],
    drive: 'chain',
    source: '9A1 flat-six: timing chains at the front for both banks, no IMS shaft: http://nnjr-pca.com/9a1-engine/',
  },
  // Toyota, Lexus
  {
    id: 'toyota-chain',
    codes: ['1KR-FE', '1NR-FE', '1NZ-FXE', '2ZR-FXE', '1ZR-FAE', 'M20A-FXS', '8NR-FTS', '1ND-TV', '1AD-FTV'],
    drive: 'chain',
    source: wiki('Toyota_KR_engine', 'Toyota KR, NR, ZR, Dynamic Force and D-4D engines use a timing chain'),
  },
  // Hyundai, Kia
  {
    id: 'hyundai-chain',
    codes: ['Kappa', 'Gamma', 'U', 'U2', 'U3', 'R', 'D', 'Smartstream', 'Theta II'],
    drive: 'chain',
    source: 'Hyundai i20 timing chain worn without servicing: https://aaronsautos.co.uk/tag/garage-services',
  },
  // Mazda
  {
    id: 'mazda-skyactiv',
    codes: ['PE-VPS', 'PY-VPS', 'SH-VPTS'],
    drive: 'chain',
    source: wiki('Mazda_SkyActiv', 'SkyActiv engines use a timing chain'),
  },
  // Honda
  {
    id: 'honda-chain',
    codes: ['L13', 'R18', 'R20', 'L15B', 'N22A', 'N22B', 'N16A', 'LFB'],
    drive: 'chain',
    source: wiki('Honda_R_engine', 'Honda R, L and i-DTEC engines use a timing chain'),
  },
  // Volvo, Jaguar Land Rover, Suzuki
  {
    id: 'volvo-vea',
    codes: ['D4204T', 'B4204T', 'D5204T'],
    drive: 'belt',
    source: wiki('Volvo_Engine_Architecture', 'Volvo VEA (Drive-E) and 5-cylinder diesels use a toothed belt'),
  },
  {
    id: 'jlr-ingenium',
    codes: ['Ingenium'],
    drive: 'chain',
    source: wiki('Jaguar_Land_Rover_Ingenium_engine', 'Ingenium engines use a timing chain'),
  },
  {
    id: 'suzuki-k12c',
    codes: ['K12C'],
    drive: 'chain',
    source: wiki('Suzuki_K_engine', 'Suzuki K-series engines use a timing chain'),
  },
];

/** Camshaft drive per engine: one entry per engine code of the catalogue. */
export const ENGINE_TIMING: readonly EngineTiming[] = ENGINE_FAMILIES.flatMap((family) =>
  family.codes.map((code) => ({ ...family, id: `${family.id}:${code}`, codes: [code] })),
);

/** Known weaknesses, each with its source. */
export const KNOWN_ISSUES: readonly KnownIssue[] = [
  {
    id: 'vw-ea189-emissions-recall',
    brands: ['Volkswagen', 'Škoda', 'Seat', 'Audi'],
    fromYear: 2009,
    toYear: 2015,
    codes: ['EA189'],
    fuelTypes: ['diesel'],
    source:
      'EA189 1.2, 1.6 and 2.0 TDI: software recall after the 2015 emissions scandal: https://www.newcarnet.co.uk/news-articles/volkswagen-begins-first-diesel-gate-recall',
    text: {
      en: 'This EA189 diesel was recalled for an emissions software update after the 2015 scandal: ask for proof (service record or dealer printout) that the update was done.',
      hr: 'Ovaj dizelski motor EA189 opozvan je nakon afere 2015. radi ažuriranja softvera za emisije: tražite dokaz (servisni zapis ili ispis ovlaštenog servisa) da je ažuriranje obavljeno.',
      de: 'Dieser EA189-Diesel wurde nach dem Abgasskandal 2015 zu einem Software-Update zurückgerufen: Lassen Sie sich nachweisen (Serviceeintrag oder Werkstattausdruck), dass das Update gemacht wurde.',
    },
  },
  {
    id: 'vw-ea288-not-ea189',
    brands: ['Volkswagen'],
    models: ['Golf'],
    fromYear: 2013,
    toYear: 2020,
    codes: ['EA288'],
    fuelTypes: ['diesel'],
    source:
      'Golf VII EA288: voluntary software update (action code 23X4), not the EA189 recall: https://dev2.rechtecheck.de/news/aktionscode-23x4-golf-7',
    text: {
      en: 'This Golf’s EA288 diesel is not the EA189 of the 2015 recall; VW offered it a voluntary software update (action code 23X4): ask whether it was done.',
      hr: 'Dizelski motor EA288 u ovom Golfu nije EA189 iz opoziva 2015.; VW je za njega ponudio dobrovoljno ažuriranje softvera (akcija 23X4): pitajte je li obavljeno.',
      de: 'Der EA288-Diesel dieses Golfs ist nicht der EA189 aus dem Rückruf 2015; VW bot für ihn ein freiwilliges Software-Update an (Aktionscode 23X4): Fragen Sie, ob es gemacht wurde.',
    },
  },
  {
    id: 'vw-dq200-dsg7',
    brands: ['Volkswagen', 'Škoda', 'Seat', 'Audi'],
    fromYear: 2008,
    toYear: 2026,
    gearboxes: ['DSG7', 'STR7'],
    engineCc: { min: 900, max: 1600 },
    source:
      'DQ200 seven-speed dry-clutch DSG (2008) and its mechatronic failures: https://team-bhp.com/news/understanding-vw-skoda-dsg-dq200-failures-detail',
    text: {
      en: 'With the automatic, this car has the seven-speed dry-clutch DSG (DQ200), whose mechatronic unit and clutch are known weak points: on the test drive watch for judder when pulling away and slow or jerky changes, and ask whether the mechatronic unit or clutch was replaced.',
      hr: 'S automatskim mjenjačem ovo vozilo ima sedmostupanjski DSG sa suhim spojkama (DQ200), čija su mehatronika i spojka poznate slabe točke: na probnoj vožnji pazite na trzanje pri kretanju i spore ili grube promjene stupnjeva te pitajte jesu li mehatronika ili spojka mijenjane.',
      de: 'Mit Automatik hat dieses Fahrzeug das Siebengang-DSG mit Trockenkupplungen (DQ200), dessen Mechatronik und Kupplung bekannte Schwachstellen sind: Achten Sie bei der Probefahrt auf Rupfen beim Anfahren und langsame oder ruckige Gangwechsel, und fragen Sie, ob Mechatronik oder Kupplung erneuert wurden.',
    },
  },
  {
    id: 'vw-ea111-12tsi-chain',
    brands: ['Volkswagen', 'Škoda', 'Seat', 'Audi'],
    fromYear: 2009,
    toYear: 2015,
    codes: ['EA111'],
    fuelTypes: ['petrol'],
    engineCc: { min: 1190, max: 1200 },
    source:
      '1.2 TSI EA111: timing chain that stretches early: https://i-love-mycar.com/timing-chain-replacement-1-2-tsi-ea111/',
    text: {
      en: 'The 1.2 TSI of the EA111 family has a timing chain known to stretch early: listen for a rattle on a cold start and ask whether the chain and tensioner were replaced.',
      hr: 'Motor 1.2 TSI obitelji EA111 ima razvodni lanac poznat po tome da se rano isteže: pri hladnom startu poslušajte čuje li se zveckanje i pitajte jesu li lanac i zatezač zamijenjeni.',
      de: 'Der 1.2 TSI der Baureihe EA111 hat eine Steuerkette, die sich bekanntermaßen früh längt: Achten Sie beim Kaltstart auf Rasseln und fragen Sie, ob Kette und Spanner erneuert wurden.',
    },
  },
  {
    id: 'vw-ea888-tensioner',
    brands: ['Volkswagen', 'Škoda', 'Seat', 'Audi'],
    fromYear: 2008,
    toYear: 2014,
    codes: ['EA888'],
    fuelTypes: ['petrol'],
    source:
      'EA888 generation 1 and 2 (2008–2014): timing chain tensioner failures: https://vwrepairspecialistsimivalley.com/common-problems/timing-chain',
    text: {
      en: 'The first EA888 TSI engines (to 2014) are known for failing timing-chain tensioners: a rattle of a few seconds on a cold start is the warning; ask whether the tensioner was updated.',
      hr: 'Prvi motori EA888 TSI (do 2014.) poznati su po otkazivanju zatezača razvodnog lanca: zveckanje od nekoliko sekundi pri hladnom startu je upozorenje; pitajte je li zatezač zamijenjen novijom izvedbom.',
      de: 'Die ersten EA888-TSI-Motoren (bis 2014) sind für ausfallende Steuerkettenspanner bekannt: Einige Sekunden Rasseln beim Kaltstart sind das Warnzeichen; fragen Sie, ob der Spanner in der neueren Ausführung ersetzt wurde.',
    },
  },
  {
    id: 'psa-puretech-belt',
    brands: ['Peugeot', 'Citroen', 'Opel'],
    fromYear: 2013,
    toYear: 2022,
    codes: ['EB0', 'EB2', 'EB2DT', 'EB2DTS'],
    source:
      '1.2 PureTech: belt in oil worn by diluted oil; recall of 110/130 hp engines built 2013–2017: https://techzle.com/controversy-over-timing-belt-stellantis-1-2-puretech-engines',
    text: {
      en: 'The 1.2 PureTech’s timing belt runs in oil and wears early when the oil is old or thinned by fuel (short trips): ask for yearly oil changes with the specified oil, whether the belt was checked or replaced, and whether the recall work was done.',
      hr: 'Zupčasti remen motora 1.2 PureTech radi u ulju i rano se troši kad je ulje staro ili razrijeđeno gorivom (kratke vožnje): tražite dokaz o godišnjoj zamjeni propisanog ulja te pitajte je li remen pregledan ili zamijenjen i je li obavljen opoziv.',
      de: 'Der Zahnriemen des 1.2 PureTech läuft im Öl und verschleißt früh, wenn das Öl alt oder durch Kraftstoff verdünnt ist (Kurzstrecken): Lassen Sie sich jährliche Ölwechsel mit dem vorgeschriebenen Öl nachweisen und fragen Sie, ob der Riemen geprüft oder ersetzt und der Rückruf erledigt wurde.',
    },
  },
  {
    id: 'bmw-n47-timing-chain',
    brands: ['BMW'],
    fromYear: 2007,
    toYear: 2012,
    codes: ['N47'],
    fuelTypes: ['diesel'],
    source:
      'BMW N47 (2007–2012): timing chain wear and failure, chain at the gearbox end: http://www.bmbitzltd.co.uk/n47-timing-chains-info/4583317028',
    text: {
      en: 'The N47 2.0 diesel of these years is known for timing-chain wear (the chain sits at the gearbox end, the repair is costly): listen for a whine or rattle and ask whether the chain was replaced.',
      hr: 'Dizelski motor N47 2.0 iz tih godina poznat je po trošenju razvodnog lanca (lanac je na strani mjenjača, popravak je skup): poslušajte cviljenje ili zveckanje i pitajte je li lanac zamijenjen.',
      de: 'Der N47-2.0-Diesel dieser Jahre ist für Verschleiß der Steuerkette bekannt (sie sitzt getriebeseitig, die Reparatur ist teuer): Achten Sie auf Heulen oder Rasseln und fragen Sie, ob die Kette erneuert wurde.',
    },
  },
  {
    id: 'mb-om651-injectors',
    brands: ['Mercedes-Benz'],
    fromYear: 2008,
    toYear: 2011,
    codes: ['OM651'],
    source:
      'OM651: piezo injectors replaced by solenoid ones in a 2009 recall: https://www.handelsblatt.com/auto/nachrichten/oel-kann-austreten-daimler-ruft-dieselmotoren-in-die-werkstatt/11227534.html',
    text: {
      en: 'Early OM651 diesels had piezo injectors that Mercedes replaced in a recall: ask whether the injectors were changed to the solenoid type.',
      hr: 'Rani dizelski motori OM651 imali su piezo brizgaljke koje je Mercedes zamijenio u opozivu: pitajte jesu li brizgaljke zamijenjene elektromagnetskima.',
      de: 'Frühe OM651-Diesel hatten Piezo-Injektoren, die Mercedes per Rückruf tauschte: Fragen Sie, ob auf Magnetventil-Injektoren umgerüstet wurde.',
    },
  },
  {
    id: 'mb-om651-chain-tensioner',
    brands: ['Mercedes-Benz'],
    fromYear: 2014,
    toYear: 2015,
    codes: ['OM651'],
    source:
      'OM651 built February–November 2014: recall over the timing-chain tensioner seal: https://heise.de/-2516810',
    text: {
      en: 'OM651 engines built in 2014 were recalled over a leaking timing-chain tensioner seal: ask whether the recall was done.',
      hr: 'Motori OM651 proizvedeni 2014. opozvani su zbog propusne brtve zatezača razvodnog lanca: pitajte je li opoziv obavljen.',
      de: 'OM651-Motoren aus der Produktion 2014 wurden wegen eines undichten Dichtrings am Steuerkettenspanner zurückgerufen: Fragen Sie, ob der Rückruf erledigt wurde.',
    },
  },
  {
    id: 'psa-dv6-turbo-oil-feed',
    brands: ['Peugeot', 'Citroen', 'Ford'],
    fromYear: 2004,
    toYear: 2012,
    codes: ['DV6'],
    fuelTypes: ['diesel'],
    source:
      '1.6 HDi/TDCi DV6: turbo failures from a sludged oil feed pipe and leaking injector seals: https://www.scrollproducts.com/en/turbocharger-news/ford',
    text: {
      en: 'The 1.6 HDi/TDCi (DV6) of these years is known for turbo failures from carbon in the oil feed and for leaking injector seals: look for black deposits around the injectors and ask how often the oil was changed.',
      hr: 'Motor 1.6 HDi/TDCi (DV6) iz tih godina poznat je po kvarovima turbopunjača zbog začepljenog dovoda ulja i po propusnim brtvama brizgaljki: potražite crne naslage oko brizgaljki i pitajte koliko se često mijenjalo ulje.',
      de: 'Der 1.6 HDi/TDCi (DV6) dieser Jahre ist für Turboschäden durch eine verkokte Ölzuleitung und undichte Injektordichtungen bekannt: Achten Sie auf schwarze Ablagerungen an den Injektoren und fragen Sie, wie oft das Öl gewechselt wurde.',
    },
  },
  {
    id: 'mazda-skyactiv-d-injector-gasket',
    brands: ['Mazda'],
    models: ['Mazda6', 'CX-5'],
    fromYear: 2012,
    toYear: 2017,
    codes: ['SH-VPTS'],
    source:
      'Mazda 2.2 diesel: recall for injector nuts and gaskets letting combustion gas into the oil (2012–2017): https://jdmvin.com/recalls/notifications/1139971',
    text: {
      en: 'The 2.2 Skyactiv-D of these years was recalled because leaking injector gaskets can carbonise the oil; its oil level also rises when short trips interrupt the particulate filter’s regeneration: ask for the recall and check the oil level.',
      hr: 'Motor 2.2 Skyactiv-D iz tih godina opozvan je jer propusne brtve brizgaljki mogu pougljeniti ulje; razina ulja mu raste i kad kratke vožnje prekidaju regeneraciju filtra čestica: pitajte za opoziv i provjerite razinu ulja.',
      de: 'Der 2.2 Skyactiv-D dieser Jahre wurde zurückgerufen, weil undichte Injektordichtungen das Öl verkoken lassen können; sein Ölstand steigt auch, wenn Kurzstrecken die Regeneration des Partikelfilters abbrechen: Fragen Sie nach dem Rückruf und prüfen Sie den Ölstand.',
    },
  },
  {
    id: 'renault-k9k-injection',
    brands: ['Renault', 'Dacia', 'Nissan'],
    fromYear: 2004,
    toYear: 2020,
    codes: ['K9K'],
    fuelTypes: ['diesel'],
    source:
      '1.5 dCi (K9K): injection problems, sensitive to fuel impurities: https://www.injecteur-direct.com/blog/post/31-probleme-dinjection-kangoo-15-dci-tout-ce-quil-faut-savoir',
    text: {
      en: 'The 1.5 dCi is known for injector trouble (it is sensitive to dirty fuel): listen for an uneven idle, look for diesel smell or leaks, and ask whether injectors or the fuel filter were replaced.',
      hr: 'Motor 1.5 dCi poznat je po problemima s brizgaljkama (osjetljiv je na nečisto gorivo): poslušajte je li prazni hod neravnomjeran, potražite miris dizela ili curenje i pitajte jesu li brizgaljke ili filtar goriva mijenjani.',
      de: 'Der 1.5 dCi ist für Injektorprobleme bekannt (er ist empfindlich gegen verschmutzten Kraftstoff): Achten Sie auf unruhigen Leerlauf, Dieselgeruch oder Undichtigkeiten und fragen Sie, ob Injektoren oder Kraftstofffilter erneuert wurden.',
    },
  },
  {
    id: 'psa-prince-chain-stretch',
    brands: ['Peugeot', 'Citroen'],
    fromYear: 2007,
    toYear: 2014,
    codes: ['EP6', 'EP6DT'],
    fuelTypes: ['petrol'],
    source:
      'EP6/EP6DT (Prince) petrol engines: timing chain stretch as their main weakness: https://www.aussiefrogs.com/forum/index.php?threads/peugeot-308-timing-chains.123531/latest',
    text: {
      en: 'The 1.6 VTi/THP (Prince) petrol engine of these years is known for timing-chain stretch: a rattle on a cold start is the sign; ask whether the chain kit was replaced.',
      hr: 'Benzinski motor 1.6 VTi/THP (Prince) iz tih godina poznat je po istezanju razvodnog lanca: zveckanje pri hladnom startu je znak; pitajte je li komplet lanca zamijenjen.',
      de: 'Der 1.6-VTi/THP-Benziner (Prince) dieser Jahre ist für eine sich längende Steuerkette bekannt: Rasseln beim Kaltstart ist das Zeichen; fragen Sie, ob der Kettensatz erneuert wurde.',
    },
  },
  {
    id: 'ford-ecoblue-belt',
    brands: ['Ford'],
    fromYear: 2018,
    toYear: 2026,
    codes: ['EcoBlue'],
    fuelTypes: ['diesel'],
    source:
      'EcoBlue diesel: timing belt failures well before Ford’s 150,000-mile/10-year interval: https://aaronsautos.co.uk/tag/garage-services',
    text: {
      en: 'The EcoBlue diesel’s timing belt has failed well before Ford’s interval in some cars: ask whether it was inspected, and budget for replacing it early.',
      hr: 'Zupčasti remen dizelskog motora EcoBlue kod nekih je vozila popustio mnogo prije Fordova intervala: pitajte je li pregledan i računajte na raniju zamjenu.',
      de: 'Der Zahnriemen des EcoBlue-Diesels ist bei manchen Fahrzeugen weit vor Fords Intervall gerissen: Fragen Sie, ob er geprüft wurde, und planen Sie einen früheren Wechsel ein.',
    },
  },
  {
    id: 'ford-ecoboost-wet-belt',
    brands: ['Ford'],
    fromYear: 2012,
    toYear: 2018,
    codes: ['Fox'],
    fuelTypes: ['petrol'],
    source:
      '1.0 EcoBoost (to 2018): belt in oil harmed by the wrong oil; teeth found in the sump: https://www.focusfanatics.com/threads/1-0-ecoboost-engine-noise.825257/',
    text: {
      en: 'The first 1.0 EcoBoost has its timing belt in the oil, which the wrong oil damages: ask for invoices showing Ford-specification oil at every service.',
      hr: 'Prvi 1.0 EcoBoost ima zupčasti remen u ulju, a pogrešno ga ulje oštećuje: zatražite račune koji pokazuju ulje po Fordovoj specifikaciji na svakom servisu.',
      de: 'Der erste 1.0 EcoBoost hat seinen Zahnriemen im Öl, und falsches Öl schadet ihm: Lassen Sie sich Rechnungen mit Öl nach Ford-Norm bei jeder Inspektion zeigen.',
    },
  },
  {
    id: 'nissan-leaf-battery-capacity',
    brands: ['Nissan'],
    models: ['Leaf'],
    fromYear: 2011,
    toYear: 2017,
    fuelTypes: ['electric'],
    source:
      'First-generation Leaf battery capacity loss (passively cooled pack): https://en.wikipedia.org/wiki/Nissan_Leaf',
    text: {
      en: 'The first-generation Leaf has a battery without active cooling that loses capacity faster in heat: read the battery state of health (capacity bars) before buying.',
      hr: 'Prva generacija Leafa ima bateriju bez aktivnog hlađenja koja na vrućini brže gubi kapacitet: prije kupnje očitajte stanje baterije (crtice kapaciteta).',
      de: 'Der Leaf der ersten Generation hat eine Batterie ohne aktive Kühlung, die bei Hitze schneller Kapazität verliert: Lesen Sie vor dem Kauf den Batteriezustand (Kapazitätsbalken) aus.',
    },
  },
  {
    id: 'vw-dq250-dsg6-oil',
    brands: ['Volkswagen', 'Škoda', 'Seat', 'Audi'],
    fromYear: 2004,
    toYear: 2026,
    gearboxes: ['DSG6', 'STR6'],
    source:
      'Six-speed wet-clutch DSG (DQ250): periodic gearbox oil changes are essential: https://www.everand.com/article/554289724/Dsg-7-Speed-Clutch-Replacement',
    text: {
      en: 'With the automatic, this car has the six-speed wet-clutch DSG, whose oil must be changed at fixed intervals: ask for proof of the gearbox oil changes.',
      hr: 'S automatskim mjenjačem ovo vozilo ima šestostupanjski DSG s mokrim spojkama, kojemu se ulje mora mijenjati u propisanim razmacima: tražite dokaz o zamjenama ulja u mjenjaču.',
      de: 'Mit Automatik hat dieses Fahrzeug das Sechsgang-DSG mit nassen Kupplungen, dessen Öl in festen Abständen gewechselt werden muss: Lassen Sie sich die Getriebeölwechsel nachweisen.',
    },
  },
  {
    id: 'vw-ea288-belt-fitting',
    brands: ['Volkswagen', 'Škoda', 'Seat', 'Audi'],
    fromYear: 2013,
    toYear: 2026,
    codes: ['EA288', 'EA288 evo'],
    fuelTypes: ['diesel'],
    minMileage: 60_000,
    source:
      'EA288 TDI: belt drive noise and tensioner damage when a belt change skips the maker’s tensioning steps: https://autobiz.ie/aftermarket/vag-timing-belt-problems',
    text: {
      en: 'If the timing belt of this TDI has been changed, ask who did it: a change that skips the maker’s tensioning steps can make the belt drive noisy and break the tensioner.',
      hr: 'Ako je zupčasti remen ovog TDI-ja već mijenjan, pitajte tko ga je mijenjao: zamjena koja preskoči korake zatezanja propisane od proizvođača može uzrokovati buku remenskog pogona i lom zatezača.',
      de: 'Wurde der Zahnriemen dieses TDI schon gewechselt, fragen Sie, wer ihn gewechselt hat: Ein Wechsel ohne die vorgeschriebenen Spannschritte kann Geräusche im Riementrieb und einen Bruch des Spanners verursachen.',
    },
  },
  {
    id: 'mb-om651-fuel-filter',
    brands: ['Mercedes-Benz'],
    fromYear: 2009,
    toYear: 2011,
    codes: ['OM651'],
    source:
      'OM651: two recalls over leaking diesel filters after the injector recall: https://www.handelsblatt.com/auto/nachrichten/oel-kann-austreten-daimler-ruft-dieselmotoren-in-die-werkstatt/11227534.html',
    text: {
      en: 'Early OM651 engines were also recalled over leaking diesel filters: check for a diesel smell in the engine bay and ask for the recall work.',
      hr: 'Rani motori OM651 opozvani su i zbog propusnih filtara dizela: provjerite miriše li motorni prostor na dizel i pitajte za radove iz opoziva.',
      de: 'Frühe OM651-Motoren wurden auch wegen undichter Dieselfilter zurückgerufen: Achten Sie auf Dieselgeruch im Motorraum und fragen Sie nach den Rückrufarbeiten.',
    },
  },
  {
    id: 'mazda-skyactiv-d-chain',
    brands: ['Mazda'],
    fromYear: 2012,
    toYear: 2026,
    codes: ['SH-VPTS'],
    source:
      'Mazda 2.2 diesel: timing chain stretch towards 100,000 km, oil level rising after filter regeneration: https://ya.ru/neurum/c/avto/q/v_chem_preimuschestva_i_nedostatki_dizelnogo_02863477',
    text: {
      en: 'The 2.2 Skyactiv-D’s timing chain can stretch by about 100,000 km: listen for a rattle on a cold start.',
      hr: 'Razvodni lanac motora 2.2 Skyactiv-D može se istegnuti već do otprilike 100.000 km: pri hladnom startu poslušajte čuje li se zveckanje.',
      de: 'Die Steuerkette des 2.2 Skyactiv-D kann sich bis etwa 100.000 km längen: Achten Sie beim Kaltstart auf Rasseln.',
    },
  },
  {
    id: 'hyundai-kappa-chain-servicing',
    brands: ['Hyundai', 'Kia'],
    fromYear: 2008,
    toYear: 2026,
    codes: ['Kappa'],
    fuelTypes: ['petrol'],
    source:
      'Hyundai i20 (Kappa): timing chain and tensioner worn out after years without servicing: https://aaronsautos.co.uk/tag/garage-services',
    text: {
      en: 'This small Hyundai/Kia petrol engine’s timing chain wears out when oil changes are skipped: ask for the service record and listen for a rattle.',
      hr: 'Razvodni lanac ovog malog benzinskog motora Hyundai/Kia troši se kad se preskaču zamjene ulja: tražite servisnu evidenciju i poslušajte čuje li se zveckanje.',
      de: 'Die Steuerkette dieses kleinen Hyundai/Kia-Benziners verschleißt, wenn Ölwechsel ausfallen: Fragen Sie nach dem Serviceheft und achten Sie auf Rasseln.',
    },
  },
];

/** What the knowledge base says about one car. */
export interface CarKnowledge {
  variant?: Variant;
  timing?: EngineTiming;
  issues: KnownIssue[];
}

const inYears = (year: number, from?: number, to?: number) =>
  (from === undefined || year >= from) && (to === undefined || year <= to);

export function knowledgeFor(car: Car, variant: Variant | undefined = variantOf(car)): CarKnowledge {
  const code = variant?.engine.code;
  const cc = variant?.engine.cc ?? car.additionalDetails.engineCc;
  const fitsCc = (range?: { min: number; max: number }) =>
    !range || (cc !== null && cc !== undefined && cc >= range.min && cc <= range.max);
  // The 1.4 TSI's EA111 is turbocharged; the 1.4 MPI of the same family has a belt.
  const turbo = car.fuelType !== 'petrol' || /TSI|TFSI/.test(variant?.engine.label ?? '') || code !== 'EA111';
  const timing = code
    ? ENGINE_TIMING.find(
        (entry) =>
          entry.codes.includes(code) &&
          inYears(car.year, entry.fromYear, entry.toYear) &&
          fitsCc(entry.engineCc) &&
          (entry.id !== 'vw-ea111-tsi:EA111' || turbo),
      )
    : undefined;
  const issues = KNOWN_ISSUES.filter(
    (issue) =>
      issue.brands.includes(car.brand) &&
      (!issue.models || issue.models.includes(car.model)) &&
      car.year >= issue.fromYear &&
      car.year <= issue.toYear &&
      (!issue.minMileage || car.mileage >= issue.minMileage) &&
      (!issue.fuelTypes || issue.fuelTypes.includes(car.fuelType)) &&
      (!issue.codes || (code !== undefined && issue.codes.includes(code))) &&
      (!issue.engineCc || (cc !== null && cc !== undefined && cc >= issue.engineCc.min && cc <= issue.engineCc.max)) &&
      (!issue.gearboxes ||
        (car.transmission === 'automatic' &&
          variant !== undefined &&
          variant.engine.gearboxes.some((gearbox) => issue.gearboxes!.includes(gearbox.code)))),
  );
  return { ...(variant ? { variant } : {}), ...(timing ? { timing } : {}), issues };
}

/** The known issues of a car (the comparison and tests read them alone). */
export function knownIssuesFor(car: Car): KnownIssue[] {
  return knowledgeFor(car).issues;
}
