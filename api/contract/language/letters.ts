/**
 * The parts of a letter that change with whom it is to and what the writer adds: the salutation (a
 * dealer's team or a private seller, by gender only when it is known, else the neutral form each language
 * uses: "Poštovani,", "Guten Tag Kristina Lovrić,"), the writer's own note made a sentence of its own, and
 * lists joined with "and".
 */
import type { TextLanguage } from './plural';

export interface Addressee {
  name: string;
  type: 'dealer' | 'private';
  /** Only when the person said so; never guessed from a name. */
  gender?: 'female' | 'male';
  /** Surname for a gendered salutation ("Frau Lovrić"); taken as the last word of the name when absent. */
  surname?: string;
}

/** The salutation line, comma included. */
export function salutation(language: TextLanguage, to: Addressee): string {
  const name = to.name.replace(/\s+/g, ' ').trim();
  const surname = to.surname ?? name.split(' ').at(-1) ?? name;
  switch (language) {
    case 'en':
      if (to.type === 'dealer') return name ? `Dear ${name} team,` : 'Dear Sir or Madam,';
      return name ? `Dear ${name},` : 'Dear Sir or Madam,';
    case 'de':
      if (to.type === 'dealer' || !name) return 'Sehr geehrte Damen und Herren,';
      if (to.gender === 'female') return `Sehr geehrte Frau ${surname},`;
      if (to.gender === 'male') return `Sehr geehrter Herr ${surname},`;
      // The form German business letters use when the gender is not known.
      return `Guten Tag ${name},`;
    case 'hr':
      // The vocative of a surname varies ("gospodine Horvate"); the greeting names no one rather than risk it.
      if (to.type === 'private' && to.gender === 'female') return 'Poštovana gospođo,';
      if (to.type === 'private' && to.gender === 'male') return 'Poštovani gospodine,';
      return 'Poštovani,';
  }
}

/**
 * The writer's note as a sentence of its own: trimmed, the first letter capitalised, a full stop added
 * when it ends without punctuation. Line breaks the writer made are kept.
 */
export function noteAsSentence(note: string): string {
  const trimmed = note.trim();
  if (!trimmed) return '';
  const capitalised = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…:)"”“»«]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

const AND: Record<TextLanguage, string> = { en: 'and', hr: 'i', de: 'und' };

/** "a, b and c", "a, b i c", "a, b und c" (no serial comma). */
export function joinList(language: TextLanguage, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items.at(-1)}`;
}

/** The first letter upper-cased (a sentence that starts with a generated phrase). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
