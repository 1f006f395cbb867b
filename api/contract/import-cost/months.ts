/**
 * Age in complete months as the Pravilnik o posebnom porezu na motorna vozila counts it (čl. 9 st. 4): a
 * month is complete on the day of the next month with the same number as the day of first registration,
 * or on the last day of a month that has no such day (31 January → 28 or 29 February).
 */

/** A calendar date without a time: "2024-03-15". */
export type IsoDate = string;

function parts(date: IsoDate): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function completeMonths(from: IsoDate, to: IsoDate): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  let months = (y2 - y1) * 12 + (m2 - m1);
  const completesOn = Math.min(d1, daysIn(y2, m2));
  if (d2 < completesOn) months -= 1;
  return Math.max(0, months);
}

/** Today in UTC as an IsoDate. */
export function isoToday(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}

/**
 * A listing's first registration is a year and month ("2019-03"). Taking the month's last day counts the
 * fewest complete months it can be, so the tax is never under-estimated by the unknown day.
 */
export function registrationDate(yearMonth: string): IsoDate | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(yearMonth);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  if (match[3]) return `${match[1]}-${match[2]}-${match[3]}`;
  return `${match[1]}-${match[2]}-${String(daysIn(year, month)).padStart(2, '0')}`;
}
