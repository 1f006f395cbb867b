/** Which stored search an answer belongs to: the language, the query as typed (folded) and "near me". */
export function repairSearchKey(language: string, query: string, nearMe: boolean): string {
  const folded = query
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return `${language}|${folded}|${nearMe ? 'near' : ''}`;
}
