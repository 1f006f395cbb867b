/**
 * Prices and mileages written in words, read before the lexer (on the normalised query): "fifteen
 * thousand", "eight and a half thousand", "petnaest tisuća", "osam i pol tisuća", "fünfzehntausend",
 * "fünfundzwanzig Tausend" become digits ("15 thousand", "8.5 thousand", "15 tausend"). Only number words
 * followed by a thousands word are read (or the first side of a range whose second side has one: "between
 * ten and twenty thousand"), so "one owner", "ein Auto" or "pet" stay words. Also the trims named with an
 * "e-" that say the car is electric ("e-208", "e-Niro") or a plug-in hybrid ("A3 e-tron", "Golf GTE").
 */

const UNITS: Record<string, number> = {
  // English
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  // Croatian (folded: č→c, š→s)
  jedan: 1,
  jedna: 1,
  jednu: 1,
  dva: 2,
  dvije: 2,
  tri: 3,
  cetiri: 4,
  pet: 5,
  sest: 6,
  sedam: 7,
  osam: 8,
  devet: 9,
  deset: 10,
  jedanaest: 11,
  dvanaest: 12,
  trinaest: 13,
  cetrnaest: 14,
  petnaest: 15,
  sesnaest: 16,
  sedamnaest: 17,
  osamnaest: 18,
  devetnaest: 19,
  // German (folded: ü→u, ö→o, ß→ss)
  ein: 1,
  eins: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  zwoelf: 12,
  dreizehn: 13,
  vierzehn: 14,
  funfzehn: 15,
  fuenfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dvadeset: 20,
  trideset: 30,
  cetrdeset: 40,
  pedeset: 50,
  sezdeset: 60,
  sedamdeset: 70,
  osamdeset: 80,
  devedeset: 90,
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  fuenfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
const THOUSAND_WORDS = new Set([
  'thousand',
  'thousands',
  'grand',
  'tisuca',
  'tisuce',
  'tisucu',
  'tis',
  'hiljada',
  'hiljade',
  'hiljadu',
  'tausend',
  'tsd',
]);
const RANGE_WORDS = new Set(['and', 'to', 'or', 'i', 'do', 'ili', 'und', 'bis', 'oder']);
/** "and a half", "i pol", "einhalb" after the number. */
const HALVES = [
  ['and', 'a', 'half'],
  ['a', 'half'],
  ['and', 'half'],
  ['i', 'pol'],
  ['i', 'po'],
  ['einhalb'],
  ['und', 'ein', 'halb'],
];

/** A German number written as one word: "funfundzwanzig", "achteinhalb", "funfzehntausend". */
const GERMAN_WORD = new RegExp(
  `^(?:(${Object.keys(UNITS).join('|')})und)?(${[...Object.keys(TENS), ...Object.keys(UNITS)].join('|')})(einhalb)?(tausend)?$`,
);

interface Word {
  text: string;
  start: number;
  end: number;
}

interface Spelled {
  value: number;
  /** Index after the number's last word. */
  end: number;
  /** Written with its thousands word inside ("funfzehntausend"). */
  thousand: boolean;
}

function readNumber(words: readonly Word[], index: number, text: string): Spelled | undefined {
  const first = words[index];
  if (!first) return undefined;
  let value: number;
  let end = index + 1;
  let thousand = false;
  const german = GERMAN_WORD.exec(first.text);
  const joined = (a: Word, b: Word) => /^[\s-]+$/.test(text.slice(a.end, b.start));
  if (TENS[first.text] !== undefined) {
    value = TENS[first.text]!;
    // "twenty five", "twenty-five", "dvadeset pet", "dvadeset i pet".
    const next = words[end];
    const afterI = words[end + 1];
    if (next && joined(first, next) && UNITS[next.text] !== undefined && UNITS[next.text]! < 10) {
      value += UNITS[next.text]!;
      end++;
    } else if (
      next?.text === 'i' &&
      afterI &&
      UNITS[afterI.text] !== undefined &&
      UNITS[afterI.text]! < 10 &&
      words[end + 2] &&
      THOUSAND_WORDS.has(words[end + 2]!.text)
    ) {
      value += UNITS[afterI.text]!;
      end += 2;
    }
  } else if (UNITS[first.text] !== undefined) {
    value = UNITS[first.text]!;
  } else if (german && (german[1] || german[3] || german[4])) {
    value = (german[1] ? UNITS[german[1]]! : 0) + (TENS[german[2]!] ?? UNITS[german[2]!]!);
    if (german[3]) value += 0.5;
    thousand = Boolean(german[4]);
    return { value, end, thousand };
  } else {
    return undefined;
  }
  for (const half of HALVES) {
    if (half.every((word, offset) => words[end + offset]?.text === word)) {
      value += 0.5;
      end += half.length;
      break;
    }
  }
  return { value, end, thousand };
}

const digits = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function spellOutNumbers(text: string): string {
  const words: Word[] = [];
  for (const match of text.matchAll(/[a-z]+/g))
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  const replacements: { start: number; end: number; text: string }[] = [];
  const hasThousand = (spelled: Spelled) => spelled.thousand || THOUSAND_WORDS.has(words[spelled.end]?.text ?? '');
  for (let index = 0; index < words.length;) {
    const spelled = readNumber(words, index, text);
    if (!spelled) {
      index++;
      continue;
    }
    let ok = hasThousand(spelled);
    // "between ten and twenty thousand": the second side's thousands word counts for the first.
    if (!ok && RANGE_WORDS.has(words[spelled.end]?.text ?? '')) {
      const second = readNumber(words, spelled.end + 1, text);
      ok = Boolean(second && hasThousand(second));
    }
    if (ok) {
      const last = words[spelled.end - 1]!;
      replacements.push({
        start: words[index]!.start,
        end: last.end,
        text: spelled.thousand ? `${digits(spelled.value)} tausend` : digits(spelled.value),
      });
    }
    index = spelled.end;
  }
  let result = text;
  for (const { start, end, text: replacement } of replacements.reverse())
    result = `${result.slice(0, start)}${replacement}${result.slice(end)}`;
  return result;
}

/** Trims whose "e-" says the drive: a plug-in hybrid for these models' e-tron, electric otherwise. */
const PLUG_IN_E_TRON = /\b(a3|a6|a7|a8|q5|q7|golf|passat)( sportback)? e ?- ?tron\b/g;
const E_PREFIX =
  /(^|[^a-z0-9])e ?- ?(?!tron\b|class\b|klasse\b|klasa\b|pace\b|type\b|tense\b|hybrid\b|power\b)([a-z0-9]+)/g;

/** The normalised query with number words as digits and "e-" trims spelled out (see the file's comment). */
export function rewriteQueryWords(normalised: string): string {
  return spellOutNumbers(normalised)
    .replace(PLUG_IN_E_TRON, '$1$2 plug in')
    .replace(E_PREFIX, (_match, before: string, name: string) => `${before}${name} electric`);
}
