/** The calendar day in Croatia: when daily quotas and daily counters start again. */
const zagrebDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let formattedMinute = NaN;
let formattedDay = '';

/**
 * The calendar day in Croatia, as YYYY-MM-DD. Remembered for the minute (a day starts on a whole minute in every
 * time zone): formatting a date takes about 10 µs, and a search asks for the day more than once (its statistics).
 */
export function zagrebCalendarDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== formattedMinute) {
    formattedDay = zagrebDay.format(now);
    formattedMinute = minute;
  }
  return formattedDay;
}
