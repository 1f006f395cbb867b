/**
 * The Croatian genitive ("iz Zaprešića", "kod Zadra") and locative ("u Osijeku") of a place name, by the
 * rules of Croatian declension, with the exceptions a rule cannot know (fleeting vowels such as Zadar →
 * Zadra, sibilarisation such as Rijeka → Rijeci, plural names such as Vinkovci → Vinkovaca, Vinkovcima).
 *
 * A form comes with `certain`: false where the name's pattern has common exceptions and the name is not in
 * the list below (a feminine noun in -ka/-ga/-ha, a masculine noun in -ak/-ar/-alj, an -e that may be a
 * plural, a name the rules do not recognise). Text written for people uses an uncertain form only in a
 * construction that needs no case ("Mjesto: Lobor"); reading a query accepts every form.
 */

export interface CroatianPlaceCases {
  /** Genitive: "iz Zaprešića", "kod Zadra". */
  gen: string;
  /** Locative: "u Osijeku", "na Trešnjevci". */
  loc: string;
  certain: boolean;
}

/**
 * Checked by hand: names whose forms no rule gives, and names whose rule is uncertain but whose forms are
 * settled usage. [genitive, locative].
 */
const KNOWN: Readonly<Record<string, readonly [string, string]>> = {
  Zadar: ['Zadra', 'Zadru'],
  Sisak: ['Siska', 'Sisku'],
  Koper: ['Kopra', 'Kopru'],
  Omišalj: ['Omišlja', 'Omišlju'],
  Mrkopalj: ['Mrkoplja', 'Mrkoplju'],
  Pićan: ['Pićna', 'Pićnu'],
  Svetvinčenat: ['Svetvinčenta', 'Svetvinčentu'],
  Rijeka: ['Rijeke', 'Rijeci'],
  Požega: ['Požege', 'Požegi'],
  'Vela Luka': ['Vele Luke', 'Veloj Luci'],
  Baška: ['Baške', 'Baški'],
  'Baška Voda': ['Baške Vode', 'Baškoj Vodi'],
  Luka: ['Luke', 'Luci'],
  Lokve: ['Lokava', 'Lokvama'],
  Molve: ['Molava', 'Molvama'],
  Kistanje: ['Kistanja', 'Kistanjama'],
  Hrvace: ['Hrvaca', 'Hrvacama'],
  Ploče: ['Ploča', 'Pločama'],
  Bošnjaci: ['Bošnjaka', 'Bošnjacima'],
  Zdenci: ['Zdenaca', 'Zdencima'],
  Sali: ['Sala', 'Salima'],
  Kali: ['Kala', 'Kalima'],
  Vrsi: ['Vrsa', 'Vrsima'],
  Kaštela: ['Kaštela', 'Kaštelima'],
  Brela: ['Brela', 'Brelima'],
  Selca: ['Selaca', 'Selcima'],
  Postira: ['Postira', 'Postirima'],
  Pučišća: ['Pučišća', 'Pučišćima'],
  Nerežišća: ['Nerežišća', 'Nerežišćima'],
  'Klinča Sela': ['Klinča Sela', 'Klinča Selima'],
  'Zagorska Sela': ['Zagorskih Sela', 'Zagorskim Selima'],
  'Plitvička Jezera': ['Plitvičkih Jezera', 'Plitvičkim Jezerima'],
  'Kneževi Vinogradi': ['Kneževih Vinograda', 'Kneževim Vinogradima'],
  'Donji Kukuruzari': ['Donjih Kukuruzara', 'Donjim Kukuruzarima'],
  'Gornji Bogićevci': ['Gornjih Bogićevaca', 'Gornjim Bogićevcima'],
  'Stari Jankovci': ['Starih Jankovaca', 'Starim Jankovcima'],
  'Stari Mikanovci': ['Starih Mikanovaca', 'Starim Mikanovcima'],
  'Levanjska Varoš': ['Levanjske Varoši', 'Levanjskoj Varoši'],
  'Sveti Filip i Jakov': ['Svetog Filipa i Jakova', 'Svetom Filipu i Jakovu'],
  'Vinodolska općina': ['Vinodolske općine', 'Vinodolskoj općini'],
  'Dubrovačko primorje': ['Dubrovačkog primorja', 'Dubrovačkom primorju'],
  'Župa dubrovačka': ['Župe dubrovačke', 'Župi dubrovačkoj'],
  'Malinska-Dubašnica': ['Malinske-Dubašnice', 'Malinskoj-Dubašnici'],
  'Murter-Kornati': ['Murtera-Kornata', 'Murteru-Kornatima'],
  'Ivanić-Grad': ['Ivanić-Grada', 'Ivanić-Gradu'],
  'Mošćenička Draga': ['Mošćeničke Drage', 'Mošćeničkoj Dragi'],
  'Cista Provo': ['Ciste Provo', 'Cisti Provo'],
  'Satnica Đakovačka': ['Satnice Đakovačke', 'Satnici Đakovačkoj'],
  'Zemunik Donji': ['Zemunika Donjeg', 'Zemuniku Donjem'],
  'Lišane Ostrovičke': ['Lišana Ostrovičkih', 'Lišanima Ostrovičkim'],
  'Trnovec Bartolovečki': ['Trnovca Bartolovečkog', 'Trnovcu Bartolovečkom'],
  'Sveti Petar Orehovec': ['Svetog Petra Orehovca', 'Svetom Petru Orehovcu'],
  'Sveti Petar u Šumi': ['Svetog Petra u Šumi', 'Svetom Petru u Šumi'],
  'Sveti Ivan Zelina': ['Svetog Ivana Zeline', 'Svetom Ivanu Zelini'],
  'Sveti Ivan Žabno': ['Svetog Ivana Žabno', 'Svetom Ivanu Žabno'],
  'Sveti Križ Začretje': ['Svetog Križa Začretje', 'Svetom Križu Začretje'],
  'Sveti Juraj na Bregu': ['Svetog Jurja na Bregu', 'Svetom Jurju na Bregu'],
  'Sveti Martin na Muri': ['Svetog Martina na Muri', 'Svetom Martinu na Muri'],
  'Sveti Đurđ': ['Svetog Đurđa', 'Svetom Đurđu'],
  'Sveti Ilija': ['Svetog Ilije', 'Svetom Iliji'],
  'Sveti Lovreč': ['Svetog Lovreča', 'Svetom Lovreču'],
  'Marija Bistrica': ['Marije Bistrice', 'Mariji Bistrici'],
  'Marija Gorica': ['Marije Gorice', 'Mariji Gorici'],
  'Zlatar Bistrica': ['Zlatar Bistrice', 'Zlatar Bistrici'],
  'Špišić Bukovica': ['Špišić Bukovice', 'Špišić Bukovici'],
  'Brod Moravice': ['Brod Moravica', 'Brod Moravicama'],
  'Krapinske Toplice': ['Krapinskih Toplica', 'Krapinskim Toplicama'],
  'Stubičke Toplice': ['Stubičkih Toplica', 'Stubičkim Toplicama'],
  'Varaždinske Toplice': ['Varaždinskih Toplica', 'Varaždinskim Toplicama'],
  Trešnjevka: ['Trešnjevke', 'Trešnjevci'],
  Peščenica: ['Peščenice', 'Peščenici'],
  Špansko: ['Španskog', 'Španskom'],
  Kantrida: ['Kantride', 'Kantridi'],
  Sušak: ['Sušaka', 'Sušaku'],
  Stobreč: ['Stobreča', 'Stobreču'],
  Sesvete: ['Sesveta', 'Sesvetama'],
  Vinkovci: ['Vinkovaca', 'Vinkovcima'],
  Križevci: ['Križevaca', 'Križevcima'],
  Beč: ['Beča', 'Beču'],
  Budimpešta: ['Budimpešte', 'Budimpešti'],
  Pečuh: ['Pečuha', 'Pečuhu'],
  'Banja Luka': ['Banje Luke', 'Banjoj Luci'],
  Bihać: ['Bihaća', 'Bihaću'],
  Doboj: ['Doboja', 'Doboju'],
  Trst: ['Trsta', 'Trstu'],
  Minhen: ['Minhena', 'Minhenu'],
  Segedin: ['Segedina', 'Segedinu'],
  'Novi Sad': ['Novog Sada', 'Novom Sadu'],
  'Novo Mesto': ['Novog Mesta', 'Novom Mestu'],
  Venecija: ['Venecije', 'Veneciji'],
  Firenca: ['Firence', 'Firenci'],
  Pakrac: ['Pakraca', 'Pakracu'],
  Gračac: ['Gračaca', 'Gračacu'],
  Gradec: ['Gradeca', 'Gradecu'],
  Proložac: ['Prološca', 'Prološcu'],
  Bakar: ['Bakra', 'Bakru'],
  Čabar: ['Čabra', 'Čabru'],
  Supetar: ['Supetra', 'Supetru'],
  Punat: ['Punta', 'Puntu'],
  Ozalj: ['Ozlja', 'Ozlju'],
  Oprtalj: ['Oprtlja', 'Oprtlju'],
  Žumberak: ['Žumberka', 'Žumberku'],
  Kanfanar: ['Kanfanara', 'Kanfanaru'],
  Lovran: ['Lovrana', 'Lovranu'],
  Vodnjan: ['Vodnjana', 'Vodnjanu'],
  Preko: ['Preka', 'Preku'],
  Privlaka: ['Privlake', 'Privlaci'],
  Vrlika: ['Vrlike', 'Vrlici'],
  Velika: ['Velike', 'Velikoj'],
  Visoko: ['Visokog', 'Visokom'],
  Tisno: ['Tisnog', 'Tisnom'],
  Buje: ['Buja', 'Bujama'],
  Konavle: ['Konavala', 'Konavlima'],
  Pakoštane: ['Pakoštana', 'Pakoštanima'],
  Mostar: ['Mostara', 'Mostaru'],
  Čačak: ['Čačka', 'Čačku'],
  Šabac: ['Šapca', 'Šapcu'],
  'Novi Pazar': ['Novog Pazara', 'Novom Pazaru'],
  Zaječar: ['Zaječara', 'Zaječaru'],
  Bari: ['Barija', 'Bariju'],
  'Nova Gradiška': ['Nove Gradiške', 'Novoj Gradiški'],
  'Stara Gradiška': ['Stare Gradiške', 'Staroj Gradiški'],
  'Martinska Ves': ['Martinske Vesi', 'Martinskoj Vesi'],
  'Grubišno Polje': ['Grubišnog Polja', 'Grubišnom Polju'],
  'Kloštar Ivanić': ['Kloštar Ivanića', 'Kloštar Ivaniću'],
  'Kloštar Podravski': ['Kloštra Podravskog', 'Kloštru Podravskom'],
  'Staro Petrovo Selo': ['Starog Petrova Sela', 'Starom Petrovu Selu'],
  'Kaštelir-Labinci': ['Kaštelira-Labinaca', 'Kašteliru-Labincima'],
  'Tar-Vabriga': ['Tara-Vabrige', 'Taru-Vabrigi'],
  Jezera: ['Jezera', 'Jezerima'],
  Šiška: ['Šiške', 'Šiški'],
  Udine: ['Udina', 'Udinama'],
  Sela: ['Sela', 'Selima'],
  Vinogradi: ['Vinograda', 'Vinogradima'],
};

/** Names whose forms the rules give but a native speaker would not vouch for without checking. */
const UNSURE = new Set([
  'Lišane Ostrovičke',
  'Koška',
  'Mače',
  'Orle',
  'Čavle',
  'Civljane',
  'Nuštar',
  'Štitar',
  'Klakar',
  'Vuka',
  'Preseka',
  'Bale',
  'Koprivnički Bregi',
]);

/** The noun's gender and number from its nominative (for the adjectives agreeing with it). */
function genderOf(word: string): Gender {
  if (['Kaštela', 'Brela', 'Selca', 'Postira', 'Pučišća', 'Nerežišća', 'Jezera', 'Sela'].includes(word)) return 'npl';
  if (/a$/.test(word)) return 'f';
  if (/i$/.test(word)) return 'mpl';
  if (/e$/.test(word)) return /(je|šće|šte|će)$/.test(word) ? 'n' : 'fpl';
  if (/o$/.test(word)) return 'n';
  return 'm';
}

/** Adjectives as the first part of a name, masculine, feminine and neuter. */
const ADJECTIVE_WORDS = new Set([
  'veliki',
  'velika',
  'veliko',
  'mali',
  'mala',
  'malo',
  'novi',
  'nova',
  'novo',
  'stari',
  'stara',
  'staro',
  'donji',
  'donja',
  'donje',
  'gornji',
  'gornja',
  'gornje',
  'sveti',
  'sveta',
  'sveto',
  'dugi',
  'duga',
  'dugo',
  'beli',
  'bela',
  'vela',
  'ravna',
  'crni',
  'bijeli',
  'hrvatska',
  'hrvatski',
  'mursko',
  'babina',
  'primorski',
  'brodski',
  'slavonski',
  'podravski',
  'podravska',
  'podravske',
  'koprivnicki',
  'koprivnicka',
  'trojstveni',
  'zrinski',
  'stubicke',
  'donja',
  'generalski',
]);

const fold = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd');
const SOFT = /(j|lj|nj|č|ć|š|ž|đ|dž|c)$/;
const ADJECTIVAL_ENDING = /(sk|čk|šk|ćk|ck|zk|žk)(i|a|o|e)$/;

type Gender = 'm' | 'f' | 'n' | 'mpl' | 'fpl' | 'npl';

interface NounForms {
  gen: string;
  loc: string;
  gender: Gender;
  certain: boolean;
}

function isAdjective(word: string): boolean {
  return ADJECTIVE_WORDS.has(fold(word)) || ADJECTIVAL_ENDING.test(word);
}

/** A noun's genitive and locative singular (or plural for plural names). */
function declineNoun(word: string): NounForms {
  const known = KNOWN[word];
  if (known) return { gen: known[0], loc: known[1], gender: genderOf(word), certain: true };
  // Masculine plurals: Vinkovci, Okučani, Runovići, Tučepi, Matulji.
  if (/ci$/.test(word))
    return {
      gen: `${word.slice(0, -2)}aca`,
      loc: `${word.slice(0, -1)}ima`,
      gender: 'mpl',
      certain: /[aeiou][^aeiou]?[^aeiou]ci$/.test(word) || /(ov|ev|in|an)ci$/.test(word),
    };
  if (/(ani|ari|ići|epi|ulji|ovi)$/.test(word))
    return { gen: `${word.slice(0, -1)}a`, loc: `${word.slice(0, -1)}ima`, gender: 'mpl', certain: true };
  // Feminine plurals: Sesvete, Našice, Delnice, Vodice, Fužine, Hlebine.
  if (/(ice|ine|ete)$/.test(word))
    return { gen: `${word.slice(0, -1)}a`, loc: `${word.slice(0, -1)}ama`, gender: 'fpl', certain: true };
  // Neuter singular in -je, -šće, -šte, -će: Bilje, Brinje, Belišće, Gradište.
  if (/(je|šće|šte|će|lje|nje)$/.test(word))
    return { gen: `${word.slice(0, -1)}a`, loc: `${word.slice(0, -1)}u`, gender: 'n', certain: true };
  // Neuter singular in -o: Đakovo, Valpovo, Selo, Tisno is adjectival (handled before).
  if (/o$/.test(word))
    return {
      gen: `${word.slice(0, -1)}a`,
      loc: `${word.slice(0, -1)}u`,
      gender: 'n',
      certain: /(ovo|evo|ino|elo|olo|elo|ije|lo|mo|no|to|ro)$/.test(word),
    };
  // Feminine singular in -a: Koprivnica, Kutina, Petrinja; -ka/-ga/-ha may or may not soften.
  if (/a$/.test(word)) {
    if (/ia$/.test(word))
      return { gen: `${word.slice(0, -1)}je`, loc: `${word.slice(0, -1)}ji`, gender: 'f', certain: false };
    if (/[kgh]a$/.test(word))
      return { gen: `${word.slice(0, -1)}e`, loc: `${word.slice(0, -1)}i`, gender: 'f', certain: false };
    return { gen: `${word.slice(0, -1)}e`, loc: `${word.slice(0, -1)}i`, gender: 'f', certain: true };
  }
  if (/e$/.test(word))
    return { gen: `${word.slice(0, -1)}a`, loc: `${word.slice(0, -1)}ama`, gender: 'fpl', certain: false };
  if (/i$/.test(word))
    return { gen: `${word.slice(0, -1)}a`, loc: `${word.slice(0, -1)}ima`, gender: 'mpl', certain: false };
  // Masculine consonant stems: -ac and -ec drop their vowel (Karlovac → Karlovca, Čakovec → Čakovca).
  if (/[ae]c$/.test(word))
    return { gen: `${word.slice(0, -2)}ca`, loc: `${word.slice(0, -2)}cu`, gender: 'm', certain: true };
  const doubtful = /(ak|ar|alj|er|an|at)$/.test(word) && !/(ovar|var|rad|grad)$/.test(word);
  return { gen: `${word}a`, loc: `${word}u`, gender: 'm', certain: !doubtful };
}

/** An adjective agreeing with its noun's gender and number. */
function declineAdjective(word: string, gender: Gender): { gen: string; loc: string } {
  const stem = word.replace(/(i|a|o|e)$/, '');
  const soft = SOFT.test(stem);
  switch (gender) {
    case 'f':
      return { gen: `${stem}e`, loc: `${stem}oj` };
    case 'fpl':
    case 'mpl':
    case 'npl':
      return { gen: `${stem}ih`, loc: `${stem}im` };
    default:
      return soft ? { gen: `${stem}eg`, loc: `${stem}em` } : { gen: `${stem}og`, loc: `${stem}om` };
  }
}

/** The name's genitive and locative. */
export function croatianPlaceCases(name: string): CroatianPlaceCases {
  const cases = casesByRule(name);
  return UNSURE.has(name) ? { ...cases, certain: false } : cases;
}

function casesByRule(name: string): CroatianPlaceCases {
  const known = KNOWN[name];
  if (known) return { gen: known[0], loc: known[1], certain: true };
  // "Biograd na Moru", "Hum na Sutli": only the part before the preposition declines.
  const tail = / (na|u|pod|kod) .+$/.exec(name);
  if (tail) {
    const head = casesByRule(name.slice(0, tail.index));
    return { gen: head.gen + tail[0], loc: head.loc + tail[0], certain: head.certain };
  }
  // "Pula-Pola" and the other bilingual names of Istria: the Croatian part declines.
  const words = name.split(' ');
  if (words.length === 1) {
    const word = words[0]!;
    if (ADJECTIVAL_ENDING.test(word)) {
      // Imotski, Plaški (masculine); Makarska, Novska (feminine); Jastrebarsko, Tisno-like -sko (neuter).
      const gender: Gender = word.endsWith('a') ? 'f' : word.endsWith('i') ? 'm' : 'n';
      return { ...declineAdjective(word, gender), certain: true };
    }
    const noun = declineNoun(word);
    return { gen: noun.gen, loc: noun.loc, certain: noun.certain };
  }
  // Adjective(s) before a noun: Velika Gorica, Slavonski Brod, Novi Vinodolski (noun-less: all adjectives).
  const nounIndex = words.findIndex((word) => !isAdjective(word));
  if (nounIndex === -1) {
    const gender: Gender = words.at(-1)!.endsWith('a') ? 'f' : words.at(-1)!.endsWith('i') ? 'm' : 'n';
    const forms = words.map((word) => declineAdjective(word, gender));
    return {
      gen: forms.map((form) => form.gen).join(' '),
      loc: forms.map((form) => form.loc).join(' '),
      certain: true,
    };
  }
  // The noun, with adjectives before it (Velika Gorica) or after it (Kula Norinska, Zemunik Donji).
  const after = words.slice(nounIndex + 1);
  if (!after.every(isAdjective)) return { gen: name, loc: name, certain: false };
  const noun = declineNoun(words[nounIndex]!);
  const before = words.slice(0, nounIndex).map((word) => declineAdjective(word, noun.gender));
  const following = after.map((word) => declineAdjective(word, noun.gender));
  return {
    gen: [...before.map((form) => form.gen), noun.gen, ...following.map((form) => form.gen)].join(' '),
    loc: [...before.map((form) => form.loc), noun.loc, ...following.map((form) => form.loc)].join(' '),
    certain: noun.certain,
  };
}
