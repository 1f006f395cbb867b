/** Lowercase and strip diacritics so "Škoda", "skoda" and "SKODA" compare equal. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** Lowercase ASCII words joined by hyphens: "Mercedes-Benz C 220 d" -> "mercedes-benz-c-220-d". */
export function slugify(value: string): string {
  return foldText(value)
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** German umlauts written out, as in addresses and old spellings: "Müller" -> "Mueller", "Köln" -> "Koeln". */
export function umlautsWrittenOut(value: string): string {
  return value
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue');
}
