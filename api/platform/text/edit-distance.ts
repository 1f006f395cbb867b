/** Typo tolerance shared by the built-in parsers (AI search, repair-shop search). */

/** Rows of the edit-distance table, allocated once (words longer than this are not compared). */
const MAX_FUZZY_LENGTH = 40;
const distanceRows = [
  new Int32Array(MAX_FUZZY_LENGTH + 1),
  new Int32Array(MAX_FUZZY_LENGTH + 1),
  new Int32Array(MAX_FUZZY_LENGTH + 1),
];

/** Optimal string alignment distance (a swap of neighbours counts one), giving up above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit || a.length > MAX_FUZZY_LENGTH || b.length > MAX_FUZZY_LENGTH)
    return limit + 1;
  let [beforePrevious, previous, current] = distanceRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}
