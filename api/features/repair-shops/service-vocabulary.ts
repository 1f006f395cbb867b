/**
 * The service part of a repair-shop query: phrases, word stems and typos in English, Croatian and German
 * mapped to service categories, the words for "near me", and filler words. All spellings are folded (no
 * diacritics, ß → ss: "Ölwechsel" is "olwechsel", "kočnice" is "kocnice").
 */
import type { ServiceCategory } from '@contract/repair-shop-constants';

/** Phrases per category (any language). A longer phrase wins over its words ("mali servis" is maintenance). */
export const CATEGORY_PHRASES: Record<ServiceCategory, readonly string[]> = {
  repair: [
    // en
    'repair', 'repairs', 'car repair', 'auto repair', 'mechanic', 'mechanics', 'garage', 'workshop', 'car service', 'service', 'fix my car',
    // hr
    'servis', 'autoservis', 'auto servis', 'servisa', 'servisu', 'mehanicar', 'mehanicara', 'automehanicar', 'auto mehanicar', 'mehanika',
    'popravak', 'popravak auta', 'popravak automobila', 'radiona', 'radionica', 'majstor', 'majstora', 'serviser',
    // de
    'werkstatt', 'autowerkstatt', 'kfz werkstatt', 'kfz', 'reparatur', 'autoreparatur', 'autoservice', 'mechaniker', 'kfz mechaniker',
    'meisterbetrieb', 'freie werkstatt', 'kfz meisterbetrieb',
  ],
  maintenance: [
    'oil change', 'oil', 'maintenance', 'inspection service', 'annual service', 'timing belt', 'cambelt', 'small service', 'major service',
    'full service', 'filters', 'servicing',
    'mali servis', 'veliki servis', 'redovni servis', 'redovito odrzavanje', 'odrzavanje', 'izmjena ulja', 'zamjena ulja', 'promjena ulja',
    'ulje', 'ulja', 'zupcasti remen', 'zupcasti', 'remen', 'filteri',
    'olwechsel', 'oelwechsel', 'inspektion', 'wartung', 'zahnriemen', 'zahnriemenwechsel', 'olservice', 'kundendienst', 'ol',
  ],
  diagnostics: [
    'diagnostics', 'diagnosis', 'diagnostic', 'check engine', 'engine light', 'fault codes', 'obd',
    'dijagnostika', 'dijagnostiku', 'dijagnoza', 'racunalna dijagnostika', 'kompjuterska dijagnostika', 'lampica motora',
    'diagnose', 'fehlerdiagnose', 'fehlerspeicher', 'fehlerspeicher auslesen', 'motorkontrollleuchte',
  ],
  air_conditioning: [
    'air conditioning', 'air con', 'aircon', 'a c', 'ac', 'ac service', 'ac recharge', 'air conditioner',
    'klima', 'klime', 'klimu', 'servis klime', 'punjenje klime', 'klima servis', 'klimatizacija', 'klima uredaj',
    'klimaanlage', 'klimaservice', 'klimawartung', 'klimaanlagenservice', 'klima service', 'klimaanlage befullen', 'klima befullen',
  ],
  tyres: [
    'tyres', 'tyre', 'tires', 'tire', 'tyre change', 'tire change', 'tyre shop', 'tire shop', 'wheel alignment', 'alignment', 'balancing',
    'wheels', 'winter tyres', 'summer tyres', 'winter tires', 'puncture', 'flat tyre', 'flat tire',
    'gume', 'guma', 'gumu', 'gumama', 'vulkanizer', 'vulkanizera', 'vulkanizerska radnja', 'vulkanizacija', 'zamjena guma', 'izmjena guma',
    'promjena guma', 'geometrija', 'centriranje', 'balansiranje', 'zimske gume', 'ljetne gume', 'kotaci', 'felge', 'probusena guma',
    'reifen', 'reifenwechsel', 'reifenservice', 'reifendienst', 'reifenhandel', 'achsvermessung', 'spureinstellung', 'auswuchten',
    'winterreifen', 'sommerreifen', 'felgen', 'radwechsel', 'raderwechsel', 'raederwechsel',
  ],
  bodywork: [
    'body shop', 'bodyshop', 'bodywork', 'body repair', 'panel beater', 'dent', 'dents', 'dent repair', 'paint', 'paint shop', 'painting',
    'respray', 'scratch', 'scratches', 'collision repair', 'accident repair', 'bumper',
    'limarija', 'limariju', 'limar', 'limara', 'autolimar', 'auto limar', 'lakiranje', 'lakirer', 'lakirnica', 'autolakirer',
    'ogrebotina', 'udubljenje', 'branik', 'karoserija',
    'karosserie', 'karosseriebau', 'karosseriewerkstatt', 'lackiererei', 'lackierung', 'lackieren', 'lack', 'spengler', 'spenglerei',
    'unfallreparatur', 'unfallinstandsetzung', 'delle', 'dellen', 'beule', 'beulen', 'smart repair', 'kratzer', 'stossstange',
    'hagelschaden', 'hagel', 'hagelschadenreparatur', 'ausbeulen', 'ausbeulen ohne lackieren', 'rost', 'rostreparatur',
    'hail damage', 'hail', 'paintless dent repair', 'rust repair',
    'tuca', 'steta od tuce', 'ostecenje od tuce', 'popravak tuce', 'udubljenja od tuce', 'popravak udubljenja', 'hrda', 'sanacija hrde',
  ],
  brakes: [
    'brakes', 'brake', 'brake pads', 'brake discs', 'brake fluid',
    'kocnice', 'kocnica', 'kocnicu', 'plocice', 'diskovi', 'kocione plocice', 'kocioni diskovi',
    'bremsen', 'bremse', 'bremsbelage', 'bremsscheiben', 'bremsenservice', 'bremsflussigkeit',
  ],
  electrical: [
    'electrical', 'electrics', 'auto electrician', 'car electrician', 'electrician', 'battery', 'batteries', 'alternator', 'starter motor', 'wiring',
    'autoelektricar', 'auto elektricar', 'elektricar', 'autoelektrika', 'elektrika', 'akumulator', 'anlaser', 'elektroinstalacija',
    'autoelektrik', 'kfz elektrik', 'elektrik', 'batterie', 'lichtmaschine', 'anlasser', 'autoelektriker',
    'headlight alignment', 'headlight adjustment', 'headlights', 'headlight', 'lights',
    'reglaza farova', 'reglaza svjetala', 'podesavanje farova', 'podesavanje svjetala', 'farovi', 'farova', 'far', 'svjetla', 'zarulje',
    'scheinwerfer einstellen', 'scheinwerfereinstellung', 'scheinwerfer', 'lichttest', 'licht einstellen',
  ],
  glass: [
    'windscreen', 'windshield', 'glass', 'auto glass', 'car glass', 'chip repair',
    'autostakla', 'autostaklo', 'stakla', 'staklo', 'vjetrobran', 'vjetrobransko staklo', 'zamjena stakla',
    'autoglas', 'scheibe', 'windschutzscheibe', 'frontscheibe', 'steinschlag', 'scheibenreparatur', 'glas',
  ],
  exhaust: [
    'exhaust', 'muffler', 'silencer', 'catalytic converter', 'dpf', 'particulate filter', 'exhaust pipe', 'back box',
    'auspuh', 'ispuh', 'ispusni sustav', 'katalizator', 'filter cestica', 'ispusni lonac', 'lonac', 'ispusna cijev', 'ispusni', 'auspuha',
    'zavrsni lonac', 'srednji lonac', 'ciscenje dpf', 'ciscenje filtera cestica',
    'auspuff', 'abgasanlage', 'katalysator', 'partikelfilter', 'endtopf', 'mitteltopf', 'auspufftopf', 'dpf reinigung', 'krummer',
  ],
  transmission: [
    'gearbox', 'transmission', 'clutch', 'automatic gearbox', 'dsg',
    'mjenjac', 'mjenjaca', 'kvacilo', 'automatski mjenjac',
    'getriebe', 'kupplung', 'automatikgetriebe', 'getriebespulung',
  ],
  inspection: [
    'mot', 'roadworthiness', 'inspection', 'technical inspection', 'vehicle inspection', 'pre inspection',
    'tehnicki', 'tehnicki pregled', 'pregled', 'stp',
    'tuv', 'hu', 'hauptuntersuchung', 'au', 'pickerl', '57a', 'begutachtung', 'dekra',
  ],
  homologation: [
    'homologation', 'type approval', 'coc', 'certificate of conformity',
    'homologacija', 'homologaciju', 'homologacije', 'atest', 'atestiranje', 'coc certifikat',
    'einzelabnahme', 'typisierung', 'vollgutachten', 'eintragung',
  ],
  import: [
    'import', 'importer', 'importers', 'car import', 'imported', 'customs', 'registration', 'paperwork', 'german papers',
    'uvoz', 'uvoza', 'uvoznik', 'uvoznici', 'uvoz auta', 'uvoz vozila', 'uvoz automobila', 'uvezeno', 'uvezeni', 'carinjenje', 'carina',
    'papiri', 'njemacki papiri', 'registracija',
    'importeur', 'fahrzeugimport', 'autoimport', 'reimport', 'zoll', 'verzollung', 'zulassung', 'uberfuhrung', 'fahrzeugbrief',
    'zulassungsservice',
  ],
  ev: [
    'electric car', 'ev', 'hybrid', 'electric vehicle', 'high voltage', 'ev service', 'ev battery',
    'elektricni auto', 'elektricno vozilo', 'elektricni automobil', 'hibrid', 'hibridni', 'hibrida',
    'elektroauto', 'e auto', 'hochvolt', 'elektrofahrzeug', 'e fahrzeug',
  ],
  towing: [
    'towing', 'tow truck', 'tow', 'breakdown', 'roadside assistance', 'recovery',
    'slep', 'slep sluzba', 'vuca', 'vucna sluzba', 'pomoc na cesti', 'auto pomoc',
    'abschleppdienst', 'abschleppen', 'pannenhilfe', 'pannendienst',
  ],
  dealer_service: [
    'authorised service', 'authorized service', 'authorised dealer', 'authorized dealer', 'dealer service', 'main dealer', 'official service',
    'service centre', 'service center', 'dealership', 'dealer', 'brand service', 'official dealer',
    'ovlasteni servis', 'ovlasteni', 'ovlasteni serviser', 'ovlasteni zastupnik', 'zastupnik', 'servisni centar',
    'vertragswerkstatt', 'markenwerkstatt', 'autohaus', 'vertragshandler', 'servicezentrum',
  ],
  lpg: [
    'lpg', 'lpg conversion', 'lpg service', 'autogas', 'gas conversion', 'lpg installation',
    'autoplin', 'auto plin', 'plin', 'plina', 'ugradnja plina', 'ugradnja auto plina', 'ugradnja autoplina', 'plinski uredaj', 'plinska instalacija',
    'servis plina', 'atest plina', 'plinski sustav',
    'lpg umrustung', 'autogasanlage', 'gasanlage', 'lpg anlage', 'autogas umrustung', 'gasprufung', 'autogas service',
  ],
};

/**
 * Word beginnings read as a category when no phrase took the word ("vulkanizerski", "lakiranja",
 * "homologirati"); German compounds are also matched inside ("Winterreifenwechsel", "Klimaanlagenprüfung").
 */
export const CATEGORY_STEMS: ReadonlyArray<readonly [string, ServiceCategory, 'start' | 'inside']> = [
  ['vulkaniz', 'tyres', 'start'],
  ['reifen', 'tyres', 'inside'],
  ['limar', 'bodywork', 'start'],
  ['lakir', 'bodywork', 'start'],
  ['karoser', 'bodywork', 'start'],
  ['karosser', 'bodywork', 'inside'],
  ['lackier', 'bodywork', 'inside'],
  ['spengl', 'bodywork', 'start'],
  ['dijagnost', 'diagnostics', 'start'],
  ['diagnos', 'diagnostics', 'start'],
  ['klima', 'air_conditioning', 'inside'],
  ['kocni', 'brakes', 'start'],
  ['kocion', 'brakes', 'start'],
  ['brems', 'brakes', 'inside'],
  ['autoelektr', 'electrical', 'start'],
  ['homolog', 'homologation', 'start'],
  ['typisier', 'homologation', 'start'],
  ['uvoz', 'import', 'start'],
  ['uvez', 'import', 'start'],
  ['import', 'import', 'start'],
  ['carin', 'import', 'start'],
  ['mjenjac', 'transmission', 'start'],
  ['kvacil', 'transmission', 'start'],
  ['getriebe', 'transmission', 'inside'],
  ['kupplung', 'transmission', 'inside'],
  ['auspu', 'exhaust', 'start'],
  ['ispuh', 'exhaust', 'start'],
  ['vjetrobran', 'glass', 'start'],
  ['autostakl', 'glass', 'start'],
  ['scheibe', 'glass', 'inside'],
  ['abschlepp', 'towing', 'start'],
  ['olwechsel', 'maintenance', 'inside'],
  ['wartung', 'maintenance', 'inside'],
  ['zahnriemen', 'maintenance', 'inside'],
  ['inspektion', 'maintenance', 'inside'],
  ['werkstatt', 'repair', 'inside'],
  ['mehanicar', 'repair', 'start'],
  ['mechanik', 'repair', 'start'],
  ['reparatur', 'repair', 'inside'],
  ['autoservis', 'repair', 'start'],
  ['ovlasten', 'dealer_service', 'start'],
  ['hagel', 'bodywork', 'inside'],
  ['ausbeul', 'bodywork', 'start'],
  ['scheinwerfer', 'electrical', 'inside'],
  ['reglaz', 'electrical', 'start'],
  ['autoplin', 'lpg', 'start'],
  ['autogas', 'lpg', 'inside'],
  ['gasanlage', 'lpg', 'inside'],
  ['auspuff', 'exhaust', 'inside'],
];

/** "near me" in the three languages (a place named in the query wins over them: "in der Nähe von Graz"). */
export const NEAR_ME_PHRASES: readonly string[] = [
  'near me', 'nearby', 'close to me', 'around me', 'closest', 'nearest', 'near', 'around here', 'close by', 'near here', 'my location',
  'u blizini', 'blizu', 'blizu mene', 'najblizi', 'najblize', 'najbliza', 'najblizu', 'kod mene', 'oko mene', 'u mojoj blizini', 'u okolici',
  'moja lokacija', 'moje lokacije',
  'in der nahe', 'in meiner nahe', 'nahe', 'in der umgebung', 'umgebung', 'nachste', 'nachsten', 'nachstgelegene', 'hier', 'um mich',
  'bei mir', 'mein standort',
];

/** Words that carry no meaning for the search (kept out of the name match). */
export const FILLER_WORDS: readonly string[] = [
  'a', 'an', 'the', 'in', 'at', 'for', 'my', 'car', 'cars', 'shop', 'shops', 'good', 'best', 'cheap', 'cheapest', 'top', 'with', 'and',
  'to', 'of', 'on', 'find', 'me', 'looking', 'need', 'i', 'open', 'now', 'today', 'please', 'city', 'centre', 'center', 'from', 'by',
  'u', 'na', 'za', 'i', 'kod', 'auto', 'auta', 'automobil', 'automobila', 'vozilo', 'vozila', 'dobar', 'dobri', 'dobra', 'najbolji',
  'jeftin', 'jeftini', 'jeftino', 'trebam', 'trazim', 'gdje', 'ima', 'li', 'mi', 'moj', 'moje', 'otvoren', 'otvoreno', 'sada', 'danas',
  'grad', 'gradu', 's', 'sa', 'od', 'do', 'iz', 'oko', 'centar', 'centru',
  'im', 'bei', 'beim', 'fur', 'und', 'mit', 'von', 'der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen', 'gute', 'guter', 'gutes',
  'gunstig', 'gunstige', 'beste', 'suche', 'brauche', 'mein', 'meine', 'autos', 'wagen', 'pkw', 'offen', 'jetzt', 'heute', 'stadt',
  'zentrum', 'raum',
];
