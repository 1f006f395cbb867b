/**
 * Where demo listings are: the EU countries with a share of listings (weighted towards Croatia, Slovenia,
 * Austria and Germany), real cities, seller names, phone formats and the seller's language.
 * Email domains are always under the reserved `.example` top-level domain.
 */
import type { Language } from '../../contract/catalog';
import { foldText } from '../../contract/text';
import type { Random } from './random';

/** A surname, or a pair [masculine, feminine] where the language inflects it. */
type Surname = string | readonly [string, string];

export interface Place {
  code: string;
  /** Share of listings in percent. */
  share: number;
  language: Language;
  /** City and weight (about its car market). */
  cities: ReadonlyArray<readonly [string, number]>;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly Surname[];
  /** Family name first (Hungarian order). */
  familyFirst?: boolean;
  /** Dealer names as [name before the legal form, legal form]; {last} and {city} are filled in. */
  dealers: ReadonlyArray<readonly [string, string]>;
  /** Local parts of dealer email addresses. */
  mailboxes: readonly string[];
  phone: (random: Random) => string;
}

const groups = (random: Random, ...sizes: number[]) => sizes.map((size) => random.digits(size)).join(' ');
const prefixed = (prefixes: readonly string[], ...sizes: number[]) => (random: Random) => `${random.pick(prefixes)} ${groups(random, ...sizes)}`;

const MAIN: Place[] = [
  {
    code: 'HR',
    share: 40,
    language: 'hr',
    cities: [
      ['Zagreb', 30],
      ['Split', 9],
      ['Rijeka', 7],
      ['Osijek', 6],
      ['Zadar', 4],
      ['Velika Gorica', 2.5],
      ['Varaždin', 3],
      ['Pula', 3],
      ['Slavonski Brod', 3],
      ['Karlovac', 2.5],
      ['Sisak', 2],
      ['Šibenik', 2],
      ['Dubrovnik', 2],
      ['Čakovec', 2],
      ['Samobor', 1.5],
      ['Koprivnica', 1.5],
      ['Bjelovar', 1.5],
      ['Vinkovci', 1.5],
      ['Vukovar', 1.2],
      ['Požega', 1],
    ],
    male: ['Ivan', 'Marko', 'Luka', 'Josip', 'Tomislav', 'Ante', 'Mario', 'Nikola', 'Davor', 'Krešimir', 'Goran', 'Željko', 'Dario', 'Stjepan', 'Matej', 'Hrvoje'],
    female: ['Ana', 'Ivana', 'Marija', 'Petra', 'Maja', 'Kristina', 'Martina', 'Nikolina', 'Lucija', 'Mateja'],
    surnames: [
      'Horvat',
      'Kovačević',
      'Babić',
      'Marić',
      'Jurić',
      'Novak',
      'Kovačić',
      'Knežević',
      'Vuković',
      'Marković',
      'Petrović',
      'Matić',
      'Tomić',
      'Pavlović',
      'Božić',
      'Blažević',
      'Grgić',
      'Perić',
      'Šarić',
      'Lovrić',
      'Radić',
      'Barišić',
      'Pavić',
      'Jukić',
      'Vidović',
      'Šimić',
      'Brkić',
      'Mikulić',
    ],
    dealers: [
      ['Auto Centar {city}', 'd.o.o.'],
      ['Autokuća {last}', 'd.o.o.'],
      ['{last} Auto', 'd.o.o.'],
      ['Auto {last}', 'j.d.o.o.'],
      ['Car Trade {city}', 'd.o.o.'],
      ['Autosalon {last}', 'd.o.o.'],
      ['{city} Motors', 'd.o.o.'],
      ['Auto Servis i Prodaja {last}', 'obrt'],
      ['Rabljena vozila {last}', 'd.o.o.'],
    ],
    mailboxes: ['info', 'prodaja', 'kontakt'],
    phone: prefixed(['+385 91', '+385 92', '+385 95', '+385 97', '+385 98', '+385 99'], 3, 4),
  },
  {
    code: 'SI',
    share: 13,
    language: 'en',
    cities: [
      ['Ljubljana', 35],
      ['Maribor', 14],
      ['Celje', 6],
      ['Kranj', 6],
      ['Koper', 5],
      ['Velenje', 4],
      ['Novo Mesto', 4],
      ['Ptuj', 3],
      ['Murska Sobota', 3],
      ['Nova Gorica', 3],
      ['Domžale', 2.5],
      ['Kamnik', 2],
    ],
    male: ['Janez', 'Marko', 'Andrej', 'Luka', 'Rok', 'Matej', 'Aleš', 'Primož', 'Gregor', 'Jure'],
    female: ['Maja', 'Nina', 'Mojca', 'Tina', 'Petra', 'Špela', 'Urška', 'Katja'],
    surnames: ['Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kovač', 'Mlakar', 'Kos', 'Vidmar', 'Golob', 'Turk', 'Kralj', 'Božič', 'Zupan', 'Hribar', 'Korošec', 'Rozman'],
    dealers: [
      ['Avto Center {city}', 'd.o.o.'],
      ['Avtohiša {last}', 'd.o.o.'],
      ['Avto {last}', 'd.o.o.'],
      ['{last} Avto', 's.p.'],
      ['Avtosalon {last}', 'd.o.o.'],
      ['Avtotrgovina {city}', 'd.o.o.'],
    ],
    mailboxes: ['info', 'prodaja'],
    phone: prefixed(['+386 30', '+386 31', '+386 40', '+386 41', '+386 51', '+386 64', '+386 68', '+386 70', '+386 71'], 3, 3),
  },
  {
    code: 'AT',
    share: 13,
    language: 'de',
    cities: [
      ['Wien', 35],
      ['Graz', 12],
      ['Linz', 9],
      ['Salzburg', 7],
      ['Innsbruck', 6],
      ['Klagenfurt', 5],
      ['Villach', 3],
      ['Wels', 3],
      ['St. Pölten', 3],
      ['Dornbirn', 2.5],
      ['Wiener Neustadt', 2.5],
      ['Steyr', 2],
      ['Leoben', 1.5],
      ['Krems an der Donau', 1.5],
      ['Feldkirch', 1.5],
      ['Bregenz', 1.5],
    ],
    male: ['Lukas', 'Florian', 'Stefan', 'Thomas', 'Michael', 'Andreas', 'Martin', 'Markus', 'Christoph', 'Günther', 'Jürgen'],
    female: ['Julia', 'Sabine', 'Katharina', 'Lisa', 'Anna', 'Elisabeth', 'Sandra', 'Birgit'],
    surnames: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schwarz', 'Weber', 'Reiter', 'Winkler', 'Pölzl'],
    dealers: [
      ['Autohaus {last}', 'GmbH'],
      ['Auto {last}', 'GmbH'],
      ['{last} Automobile', 'GmbH'],
      ['Autohandel {city}', 'GmbH'],
      ['Autozentrum {city}', 'GmbH'],
      ['Autohaus {last} & Co', 'KG'],
      ['Autohaus {last}', 'e.U.'],
    ],
    mailboxes: ['info', 'verkauf', 'office'],
    phone: prefixed(['+43 650', '+43 660', '+43 664', '+43 676', '+43 680', '+43 681', '+43 688', '+43 699'], 7),
  },
  {
    code: 'DE',
    share: 14,
    language: 'de',
    cities: [
      ['Berlin', 14],
      ['Hamburg', 7],
      ['München', 8],
      ['Köln', 6],
      ['Frankfurt am Main', 5],
      ['Stuttgart', 5],
      ['Düsseldorf', 4],
      ['Leipzig', 3],
      ['Dortmund', 3],
      ['Essen', 3],
      ['Bremen', 3],
      ['Dresden', 3],
      ['Hannover', 3],
      ['Nürnberg', 3],
      ['Duisburg', 2],
      ['Bochum', 2],
      ['Augsburg', 2],
      ['Mannheim', 2],
      ['Karlsruhe', 2],
      ['Münster', 2],
      ['Regensburg', 1.5],
      ['Freiburg im Breisgau', 1.5],
      ['Rosenheim', 1],
      ['Passau', 1],
    ],
    male: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Jan', 'Tobias', 'Jürgen', 'Jörg', 'Sebastian', 'Daniel', 'Sören', 'Björn'],
    female: ['Sabine', 'Anna', 'Laura', 'Julia', 'Katrin', 'Claudia', 'Jana', 'Bärbel'],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Schäfer',
      'Koch',
      'Bauer',
      'Richter',
      'Klein',
      'Wolf',
      'Schröder',
      'Neumann',
      'Zimmermann',
      'Braun',
      'Krüger',
      'Hartmann',
      'Lange',
      'Weiß',
      'Groß',
    ],
    dealers: [
      ['Autohaus {last}', 'GmbH'],
      ['Autohaus {last} & Söhne', 'GmbH'],
      ['Automobile {city}', 'GmbH'],
      ['{last} Automobile', 'e.K.'],
      ['Autozentrum {city}', 'GmbH'],
      ['Gebrauchtwagen {last}', 'e.K.'],
      ['Autohandel {last}', 'GmbH'],
      ['Auto-Center {city}', 'GmbH'],
    ],
    mailboxes: ['info', 'verkauf', 'kontakt'],
    phone: (random) =>
      random.chance(0.5)
        ? `${random.pick(['+49 151', '+49 152', '+49 157'])} ${random.digits(8)}`
        : `${random.pick(['+49 160', '+49 162', '+49 170', '+49 171', '+49 172', '+49 173', '+49 175', '+49 176', '+49 177', '+49 178', '+49 179'])} ${random.digits(7)}`,
  },
];

const OTHERS: Place[] = [
  {
    code: 'IT',
    share: 3,
    language: 'en',
    cities: [['Milano', 8], ['Roma', 8], ['Torino', 4], ['Napoli', 4], ['Bologna', 3], ['Firenze', 3], ['Verona', 2], ['Padova', 2], ['Trieste', 2], ['Udine', 1.5], ['Bari', 2], ['Palermo', 2], ['Brescia', 2]],
    male: ['Marco', 'Luca', 'Giuseppe', 'Francesco', 'Alessandro', 'Andrea', 'Matteo'],
    female: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Elena'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa'],
    dealers: [['Auto {last}', 'S.r.l.'], ['Autosalone {last}', 'S.r.l.'], ['{city} Motori', 'S.r.l.'], ['Car Center {city}', 'S.r.l.']],
    mailboxes: ['info', 'vendite'],
    phone: prefixed(['+39 320', '+39 328', '+39 333', '+39 335', '+39 338', '+39 340', '+39 347', '+39 348', '+39 349', '+39 366', '+39 380', '+39 392'], 3, 4),
  },
  {
    code: 'FR',
    share: 2.5,
    language: 'en',
    cities: [['Paris', 8], ['Lyon', 4], ['Marseille', 4], ['Toulouse', 3], ['Nice', 2.5], ['Nantes', 2.5], ['Strasbourg', 2.5], ['Bordeaux', 2.5], ['Lille', 2.5], ['Montpellier', 2], ['Rennes', 2], ['Grenoble', 1.5]],
    male: ['Jean', 'Pierre', 'Nicolas', 'Julien', 'Thomas', 'Antoine', 'François'],
    female: ['Camille', 'Marie', 'Julie', 'Sophie', 'Léa', 'Élodie'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia'],
    dealers: [['Garage {last}', 'SARL'], ['{city} Automobiles', 'SAS'], ['Auto {last}', 'SARL'], ['Espace Auto {city}', 'SAS']],
    mailboxes: ['contact', 'info'],
    phone: (random) => `+33 ${random.pick(['6', '7'])} ${groups(random, 2, 2, 2, 2)}`,
  },
  {
    code: 'PL',
    share: 2,
    language: 'en',
    cities: [['Warszawa', 8], ['Kraków', 4], ['Łódź', 3], ['Wrocław', 3], ['Poznań', 3], ['Gdańsk', 2.5], ['Szczecin', 2], ['Lublin', 2], ['Katowice', 2], ['Białystok', 1.5]],
    male: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Marcin', 'Michał', 'Łukasz'],
    female: ['Anna', 'Katarzyna', 'Agnieszka', 'Magdalena', 'Joanna'],
    surnames: [
      'Nowak',
      ['Kowalski', 'Kowalska'],
      ['Wiśniewski', 'Wiśniewska'],
      'Wójcik',
      'Kowalczyk',
      ['Kamiński', 'Kamińska'],
      ['Lewandowski', 'Lewandowska'],
      ['Zieliński', 'Zielińska'],
      'Woźniak',
      'Mazur',
      'Krawczyk',
      'Kaczmarek',
    ],
    dealers: [['Auto {last}', 'Sp. z o.o.'], ['Komis {city}', 'Sp. z o.o.'], ['{last} Motors', 'Sp. z o.o.'], ['Auto-Handel {last}', 'Sp. j.']],
    mailboxes: ['biuro', 'kontakt'],
    phone: prefixed(['+48 501', '+48 512', '+48 530', '+48 570', '+48 601', '+48 660', '+48 691', '+48 721', '+48 733', '+48 784', '+48 797', '+48 880'], 3, 3),
  },
  {
    code: 'ES',
    share: 1.5,
    language: 'en',
    cities: [['Madrid', 8], ['Barcelona', 7], ['Valencia', 3], ['Sevilla', 3], ['Zaragoza', 2], ['Málaga', 2], ['Murcia', 1.5], ['Palma', 1.5], ['Bilbao', 1.5], ['Alicante', 1.5], ['Valladolid', 1]],
    male: ['Antonio', 'José', 'Manuel', 'Javier', 'David', 'Carlos', 'Daniel'],
    female: ['María', 'Carmen', 'Laura', 'Lucía', 'Ana', 'Isabel'],
    surnames: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz'],
    dealers: [['Automóviles {last}', 'S.L.'], ['Autos {city}', 'S.L.'], ['Motor {last}', 'S.L.'], ['{city} Ocasión', 'S.L.']],
    mailboxes: ['info', 'ventas'],
    phone: (random) => `+34 6${random.digits(2)} ${groups(random, 3, 3)}`,
  },
  {
    code: 'CZ',
    share: 1.5,
    language: 'en',
    cities: [['Praha', 10], ['Brno', 4], ['Ostrava', 3], ['Plzeň', 2], ['Liberec', 1.5], ['Olomouc', 1.5], ['České Budějovice', 1.5], ['Hradec Králové', 1.5], ['Pardubice', 1.5], ['Zlín', 1]],
    male: ['Jan', 'Petr', 'Jiří', 'Martin', 'Tomáš', 'Pavel', 'Jakub', 'Lukáš'],
    female: ['Jana', 'Eva', 'Lucie', 'Petra', 'Kateřina', 'Tereza'],
    surnames: [
      ['Novák', 'Nováková'],
      ['Svoboda', 'Svobodová'],
      ['Novotný', 'Novotná'],
      ['Dvořák', 'Dvořáková'],
      ['Černý', 'Černá'],
      ['Procházka', 'Procházková'],
      ['Kučera', 'Kučerová'],
      ['Veselý', 'Veselá'],
      ['Horák', 'Horáková'],
      ['Němec', 'Němcová'],
    ],
    dealers: [['Autosalon {last}', 's.r.o.'], ['Auto {city}', 's.r.o.'], ['Autobazar {city}', 's.r.o.']],
    mailboxes: ['info', 'prodej'],
    phone: prefixed(['+420 601', '+420 602', '+420 603', '+420 605', '+420 608', '+420 702', '+420 720', '+420 724', '+420 731', '+420 737', '+420 777'], 3, 3),
  },
  {
    code: 'HU',
    share: 1.5,
    language: 'en',
    cities: [['Budapest', 12], ['Debrecen', 2], ['Szeged', 2], ['Miskolc', 2], ['Pécs', 1.5], ['Győr', 1.5], ['Nyíregyháza', 1], ['Kecskemét', 1], ['Székesfehérvár', 1]],
    male: ['László', 'István', 'József', 'Zoltán', 'Gábor', 'Péter', 'Attila'],
    female: ['Mária', 'Erzsébet', 'Katalin', 'Éva', 'Anna', 'Zsuzsanna'],
    surnames: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas'],
    familyFirst: true,
    dealers: [['{last} Autó', 'Kft.'], ['{city} Autóház', 'Kft.'], ['{last} és Társa', 'Kft.']],
    mailboxes: ['info', 'ertekesites'],
    phone: prefixed(['+36 20', '+36 30', '+36 70'], 3, 4),
  },
  {
    code: 'NL',
    share: 1.2,
    language: 'en',
    cities: [['Amsterdam', 5], ['Rotterdam', 4], ['Den Haag', 3], ['Utrecht', 3], ['Eindhoven', 2], ['Groningen', 1.5], ['Tilburg', 1.5], ['Almere', 1], ['Breda', 1.5], ['Nijmegen', 1.5]],
    male: ['Jan', 'Pieter', 'Dirk', 'Bram', 'Sander', 'Thijs', 'Daan'],
    female: ['Anna', 'Sanne', 'Lotte', 'Fleur', 'Eva', 'Iris'],
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer'],
    dealers: [['Autobedrijf {last}', 'B.V.'], ["{city} Auto's", 'B.V.'], ['Autohandel {last}', 'B.V.']],
    mailboxes: ['info', 'verkoop'],
    phone: (random) => `+31 6 ${random.digits(8)}`,
  },
  {
    code: 'BE',
    share: 1.2,
    language: 'en',
    cities: [['Brussel', 5], ['Antwerpen', 4], ['Gent', 3], ['Charleroi', 2], ['Liège', 2], ['Brugge', 1.5], ['Namur', 1], ['Leuven', 1.5], ['Mons', 1], ['Hasselt', 1]],
    male: ['Luc', 'Jan', 'Pieter', 'Thomas', 'Nicolas', 'Julien', 'Wouter'],
    female: ['Sarah', 'Emma', 'Marie', 'Laura', 'Els', 'Nathalie'],
    surnames: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Dubois', 'Lambert', 'Dupont'],
    dealers: [['Garage {last}', 'BV'], ['Auto {last}', 'SRL'], ['{city} Cars', 'BV']],
    mailboxes: ['info', 'sales'],
    phone: (random) => `+32 4${random.int(70, 99)} ${groups(random, 2, 2, 2)}`,
  },
  {
    code: 'SK',
    share: 1,
    language: 'en',
    cities: [['Bratislava', 8], ['Košice', 3], ['Prešov', 1.5], ['Žilina', 1.5], ['Nitra', 1.5], ['Banská Bystrica', 1.5], ['Trnava', 1.5], ['Trenčín', 1], ['Martin', 1]],
    male: ['Peter', 'Martin', 'Michal', 'Ján', 'Tomáš', 'Lukáš', 'Marek'],
    female: ['Jana', 'Mária', 'Zuzana', 'Lucia', 'Katarína'],
    surnames: [
      ['Horváth', 'Horváthová'],
      ['Kováč', 'Kováčová'],
      ['Varga', 'Vargová'],
      ['Tóth', 'Tóthová'],
      ['Nagy', 'Nagyová'],
      ['Baláž', 'Balážová'],
      ['Molnár', 'Molnárová'],
      ['Lukáč', 'Lukáčová'],
    ],
    dealers: [['Autosalón {last}', 's.r.o.'], ['Auto {city}', 's.r.o.'], ['Autobazár {city}', 's.r.o.']],
    mailboxes: ['info', 'predaj'],
    phone: (random) => `+421 9${random.int(1, 4)}${random.digits(1)} ${groups(random, 3, 3)}`,
  },
  {
    code: 'RO',
    share: 1,
    language: 'en',
    cities: [['București', 8], ['Cluj-Napoca', 3], ['Timișoara', 3], ['Iași', 2], ['Constanța', 2], ['Craiova', 1.5], ['Brașov', 2], ['Oradea', 1.5], ['Sibiu', 1.5]],
    male: ['Andrei', 'Alexandru', 'Mihai', 'Ionuț', 'Florin', 'Cristian', 'Bogdan'],
    female: ['Maria', 'Elena', 'Ioana', 'Andreea', 'Ana', 'Mihaela'],
    surnames: ['Popescu', 'Ionescu', 'Popa', 'Constantin', 'Stan', 'Dumitru', 'Stoica', 'Gheorghe', 'Munteanu', 'Matei'],
    dealers: [['Auto {last}', 'SRL'], ['{city} Motors', 'SRL'], ['Autoparc {last}', 'SRL']],
    mailboxes: ['office', 'vanzari'],
    phone: (random) => `+40 7${random.int(2, 8)}${random.digits(1)} ${groups(random, 3, 3)}`,
  },
  {
    code: 'SE',
    share: 0.8,
    language: 'en',
    cities: [['Stockholm', 6], ['Göteborg', 3], ['Malmö', 2.5], ['Uppsala', 1.5], ['Västerås', 1], ['Örebro', 1], ['Linköping', 1], ['Helsingborg', 1], ['Umeå', 1]],
    male: ['Erik', 'Lars', 'Anders', 'Johan', 'Karl', 'Per', 'Mikael'],
    female: ['Anna', 'Maria', 'Karin', 'Sara', 'Emma', 'Kristina'],
    surnames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson'],
    dealers: [['{last}s Bil', 'AB'], ['Bilcenter {city}', 'AB'], ['{city} Bilhall', 'AB']],
    mailboxes: ['info', 'forsaljning'],
    phone: (random) => `+46 7${random.pick(['0', '2', '3', '6'])} ${groups(random, 3, 2, 2)}`,
  },
  {
    code: 'BG',
    share: 0.7,
    language: 'en',
    cities: [['Sofia', 8], ['Plovdiv', 3], ['Varna', 3], ['Burgas', 2], ['Ruse', 1.5], ['Stara Zagora', 1.5], ['Pleven', 1]],
    male: ['Georgi', 'Ivan', 'Dimitar', 'Nikolay', 'Petar', 'Stoyan'],
    female: ['Maria', 'Ivanka', 'Elena', 'Desislava', 'Gergana'],
    surnames: [
      ['Ivanov', 'Ivanova'],
      ['Georgiev', 'Georgieva'],
      ['Dimitrov', 'Dimitrova'],
      ['Petrov', 'Petrova'],
      ['Nikolov', 'Nikolova'],
      ['Stoyanov', 'Stoyanova'],
      ['Todorov', 'Todorova'],
    ],
    dealers: [['Auto {last}', 'EOOD'], ['{city} Motors', 'OOD'], ['Avto {last}', 'EOOD']],
    mailboxes: ['office', 'sales'],
    phone: prefixed(['+359 87', '+359 88', '+359 89', '+359 98'], 3, 4),
  },
  {
    code: 'PT',
    share: 0.6,
    language: 'en',
    cities: [['Lisboa', 6], ['Porto', 4], ['Braga', 1.5], ['Coimbra', 1.5], ['Faro', 1], ['Aveiro', 1], ['Setúbal', 1], ['Funchal', 1]],
    male: ['João', 'José', 'António', 'Pedro', 'Rui', 'Tiago'],
    female: ['Maria', 'Ana', 'Inês', 'Catarina', 'Sofia'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes'],
    dealers: [['Stand {last}', 'Lda.'], ['{city} Automóveis', 'Lda.'], ['Auto {last}', 'Lda.']],
    mailboxes: ['geral', 'info'],
    phone: (random) => `+351 9${random.pick(['1', '2', '3', '6'])}${random.digits(1)} ${groups(random, 3, 3)}`,
  },
  {
    code: 'GR',
    share: 0.6,
    language: 'en',
    cities: [['Athens', 8], ['Thessaloniki', 4], ['Patras', 1.5], ['Heraklion', 1.5], ['Larissa', 1], ['Volos', 1], ['Ioannina', 1]],
    male: ['Georgios', 'Dimitrios', 'Konstantinos', 'Ioannis', 'Nikolaos'],
    female: ['Maria', 'Eleni', 'Aikaterini', 'Sofia', 'Vasiliki'],
    surnames: [['Papadopoulos', 'Papadopoulou'], 'Papadakis', ['Nikolaidis', 'Nikolaidou'], 'Georgiou', ['Pappas', 'Pappa'], ['Karagiannis', 'Karagianni'], 'Vasileiou'],
    dealers: [['{last} Auto', 'A.E.'], ['Auto {city}', 'I.K.E.'], ['{last} Motors', 'O.E.']],
    mailboxes: ['info', 'sales'],
    phone: (random) => `+30 69${random.digits(1)} ${groups(random, 3, 4)}`,
  },
  {
    code: 'DK',
    share: 0.5,
    language: 'en',
    cities: [['København', 6], ['Aarhus', 3], ['Odense', 2], ['Aalborg', 2], ['Esbjerg', 1], ['Randers', 1], ['Kolding', 1], ['Vejle', 1]],
    male: ['Jens', 'Peter', 'Lars', 'Søren', 'Niels', 'Henrik', 'Mads'],
    female: ['Anne', 'Kirsten', 'Mette', 'Hanne', 'Camilla', 'Louise'],
    surnames: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen'],
    dealers: [['{last} Biler', 'ApS'], ['{city} Bilcenter', 'A/S'], ['Autohuset {last}', 'ApS']],
    mailboxes: ['info', 'salg'],
    phone: (random) => `+45 ${random.pick(['20', '22', '26', '28', '30', '31', '40', '42', '50', '51', '60', '61', '71', '81', '91', '93'])} ${groups(random, 2, 2, 2)}`,
  },
  {
    code: 'FI',
    share: 0.5,
    language: 'en',
    cities: [['Helsinki', 6], ['Espoo', 2], ['Tampere', 2], ['Vantaa', 1.5], ['Oulu', 1.5], ['Turku', 1.5], ['Jyväskylä', 1], ['Lahti', 1], ['Kuopio', 1]],
    male: ['Mikko', 'Juha', 'Timo', 'Jari', 'Antti', 'Matti', 'Ville'],
    female: ['Anna', 'Johanna', 'Maria', 'Laura', 'Sanna', 'Tiina'],
    surnames: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen'],
    dealers: [['Autotalo {last}', 'Oy'], ['Auto-{last}', 'Oy'], ['{city} Autokeskus', 'Oy']],
    mailboxes: ['info', 'myynti'],
    phone: prefixed(['+358 40', '+358 41', '+358 44', '+358 45', '+358 50'], 3, 4),
  },
  {
    code: 'IE',
    share: 0.4,
    language: 'en',
    cities: [['Dublin', 8], ['Cork', 3], ['Limerick', 1.5], ['Galway', 1.5], ['Waterford', 1], ['Drogheda', 1], ['Kilkenny', 1]],
    male: ['Seán', 'Patrick', 'John', 'Michael', 'Conor', 'Ciarán'],
    female: ['Mary', 'Siobhán', 'Aoife', 'Niamh', 'Sarah'],
    surnames: ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', 'Smith', "O'Brien", 'Byrne', 'Ryan', "O'Connor", "O'Neill"],
    dealers: [['{last} Motors', 'Ltd'], ['{city} Car Sales', 'Ltd'], ['{last} & Sons Motors', 'Ltd']],
    mailboxes: ['info', 'sales'],
    phone: prefixed(['+353 83', '+353 85', '+353 86', '+353 87', '+353 89'], 3, 4),
  },
  {
    code: 'LT',
    share: 0.3,
    language: 'en',
    cities: [['Vilnius', 5], ['Kaunas', 3], ['Klaipėda', 2], ['Šiauliai', 1], ['Panevėžys', 1], ['Alytus', 0.5]],
    male: ['Tomas', 'Mindaugas', 'Darius', 'Andrius', 'Jonas'],
    female: ['Rūta', 'Inga', 'Kristina', 'Jurgita', 'Laura'],
    surnames: [
      ['Kazlauskas', 'Kazlauskienė'],
      ['Jankauskas', 'Jankauskienė'],
      ['Petrauskas', 'Petrauskienė'],
      ['Stankevičius', 'Stankevičienė'],
      ['Vasiliauskas', 'Vasiliauskienė'],
      ['Žukauskas', 'Žukauskienė'],
    ],
    dealers: [['{city} Auto', 'UAB'], ['Auto {last}', 'UAB']],
    mailboxes: ['info', 'pardavimai'],
    phone: (random) => `+370 6${random.digits(2)} ${random.digits(5)}`,
  },
  {
    code: 'LV',
    share: 0.3,
    language: 'en',
    cities: [['Rīga', 6], ['Daugavpils', 1], ['Liepāja', 1], ['Jelgava', 1], ['Jūrmala', 1], ['Ventspils', 0.5]],
    male: ['Jānis', 'Andris', 'Māris', 'Edgars', 'Kārlis'],
    female: ['Anna', 'Inese', 'Kristīne', 'Līga', 'Ilze'],
    surnames: [
      ['Bērziņš', 'Bērziņa'],
      ['Kalniņš', 'Kalniņa'],
      ['Ozoliņš', 'Ozoliņa'],
      ['Jansons', 'Jansone'],
      ['Ozols', 'Ozola'],
      ['Liepiņš', 'Liepiņa'],
      ['Krūmiņš', 'Krūmiņa'],
    ],
    dealers: [['Auto {city}', 'SIA'], ['{last} Auto', 'SIA']],
    mailboxes: ['info', 'pardosana'],
    phone: (random) => `+371 2${random.digits(3)} ${random.digits(4)}`,
  },
  {
    code: 'EE',
    share: 0.3,
    language: 'en',
    cities: [['Tallinn', 6], ['Tartu', 2], ['Narva', 1], ['Pärnu', 1], ['Kohtla-Järve', 0.5], ['Viljandi', 0.5]],
    male: ['Andres', 'Jaan', 'Toomas', 'Mart', 'Rein', 'Margus'],
    female: ['Anne', 'Kadri', 'Kristiina', 'Tiina', 'Triin', 'Mari'],
    surnames: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel'],
    dealers: [['{last} Auto', 'OÜ'], ['{city} Autokeskus', 'OÜ']],
    mailboxes: ['info', 'muuk'],
    phone: (random) => `+372 5${random.digits(3)} ${random.digits(4)}`,
  },
  {
    code: 'LU',
    share: 0.2,
    language: 'en',
    cities: [['Luxembourg', 5], ['Esch-sur-Alzette', 2], ['Differdange', 1], ['Dudelange', 1], ['Ettelbruck', 1]],
    male: ['Luc', 'Marc', 'Paul', 'Tom', 'Claude'],
    female: ['Anne', 'Sophie', 'Nathalie', 'Carole'],
    surnames: ['Schmit', 'Muller', 'Weber', 'Wagner', 'Hoffmann', 'Thill', 'Schroeder', 'Reuter'],
    dealers: [['Garage {last}', 'S.à r.l.'], ['Auto {city}', 'S.A.']],
    mailboxes: ['info', 'sales'],
    phone: (random) => `+352 ${random.pick(['621', '661', '691'])} ${groups(random, 3, 3)}`,
  },
  {
    code: 'CY',
    share: 0.15,
    language: 'en',
    cities: [['Nicosia', 4], ['Limassol', 3], ['Larnaca', 2], ['Paphos', 1.5], ['Paralimni', 0.5]],
    male: ['Andreas', 'Christos', 'Georgios', 'Michalis', 'Panayiotis'],
    female: ['Maria', 'Eleni', 'Christina', 'Andri'],
    surnames: ['Georgiou', 'Christodoulou', 'Ioannou', 'Charalambous', 'Constantinou', 'Kyriakou', 'Panayiotou'],
    dealers: [['{last} Motors', 'Ltd'], ['{city} Car Sales', 'Ltd']],
    mailboxes: ['info', 'sales'],
    phone: (random) => `+357 9${random.pick(['6', '7', '9'])} ${random.digits(6)}`,
  },
  {
    code: 'MT',
    share: 0.15,
    language: 'en',
    cities: [['Birkirkara', 2], ['Mosta', 1.5], ['Qormi', 1.5], ['Sliema', 1.5], ['Żabbar', 1], ["St. Paul's Bay", 1.5], ['Valletta', 1]],
    male: ['Joseph', 'John', 'Mark', 'Paul', 'Carmel'],
    female: ['Maria', 'Rita', 'Sarah', 'Claire'],
    surnames: ['Borg', 'Camilleri', 'Vella', 'Farrugia', 'Zammit', 'Galea', 'Micallef', 'Grech', 'Attard'],
    dealers: [['{last} Motors', 'Ltd'], ['{last} Garage', 'Ltd']],
    mailboxes: ['info', 'sales'],
    phone: (random) => `+356 ${random.pick(['77', '79', '99'])}${random.digits(2)} ${random.digits(4)}`,
  },
];

/** Share (percent) of all listings outside Croatia, Slovenia, Austria and Germany. */
const OTHER_SHARE = 20;
const otherTotal = OTHERS.reduce((sum, place) => sum + place.share, 0);

/** Every EU country with its share of listings (summing to 100). */
export const PLACES: readonly Place[] = [...MAIN, ...OTHERS.map((place) => ({ ...place, share: (place.share * OTHER_SHARE) / otherTotal }))];

export interface Person {
  first: string;
  last: string;
  /** As written in the country (Hungarian puts the family name first). */
  fullName: string;
}

export function personName(place: Place, random: Random): Person {
  const female = random.chance(0.3);
  const first = random.pick(female ? place.female : place.male);
  const surname = random.pick(place.surnames);
  const last = typeof surname === 'string' ? surname : surname[female ? 1 : 0];
  return { first, last, fullName: place.familyFirst ? `${last} ${first}` : `${first} ${last}` };
}

/** German spells umlauts out in addresses (Müller -> mueller). */
const spellUmlauts = (value: string) =>
  value.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue');

/** Lowercase ASCII letters and digits only (for email addresses). */
export function mailPart(value: string, language?: Language): string {
  return foldText(language === 'de' ? spellUmlauts(value) : value)
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '');
}

function domainPart(value: string, language: Language): string {
  return foldText(language === 'de' ? spellUmlauts(value) : value)
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ł/g, 'l')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export interface Dealer {
  name: string;
  city: string;
  phone: string;
  email: string;
}

/** A dealer of the country, drawn from the random source (callers seed it per dealer for a stable identity). */
export function makeDealer(place: Place, cityTable: { draw(random: Random): string }, random: Random): Dealer {
  const city = cityTable.draw(random);
  const [pattern, legalForm] = random.pick(place.dealers);
  const surname = random.pick(place.surnames);
  const last = capitalise(typeof surname === 'string' ? surname : surname[0]);
  const core = pattern.replace('{city}', city).replace('{last}', last);
  return {
    name: `${core} ${legalForm}`,
    city,
    phone: place.phone(random),
    email: `${random.pick(place.mailboxes)}@${domainPart(core, place.language)}.example`,
  };
}

const MAIL_HOSTS = ['mail.example', 'post.example', 'inbox.example', 'email.example'];

/** A private seller's address (the person's name at a reserved example domain). */
export function privateEmail(person: Person, place: Place, random: Random): string {
  const first = mailPart(person.first, place.language);
  const last = mailPart(person.last, place.language);
  const local = random.pick([`${first}.${last}`, `${first}${last}`, `${first}.${last}${random.int(1, 99)}`, `${first.charAt(0)}${last}`]);
  return `${local}@${random.pick(MAIL_HOSTS)}`;
}
