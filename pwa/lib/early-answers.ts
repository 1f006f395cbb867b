/**
 * Requests the entry script (main.tsx) starts as soon as the HTML has loaded it, instead of after the page's
 * code has arrived: the home page's default search, a shared car page's car. The page takes the
 * answer of exactly that address once; a failed or refused request, or one taken too late to be fresh,
 * answers nothing and the page asks its usual way (and answers offline if need be).
 */

/** An answer older than this is not shown: the page asks again. */
const FRESH_MS = 30_000;

interface Early {
  answer: Promise<unknown>;
  startedAt: number;
  /** Set once the answer has arrived (null for a failed or refused request). */
  arrived?: { value: unknown };
}

const pending = new Map<string, Early>();
/** Answers the page has taken, still there for peekEarly. */
const taken = new Map<string, Early>();

export function startEarly(url: string): void {
  const answer = fetch(url, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  const early: Early = { answer, startedAt: Date.now() };
  void answer.then((value) => (early.arrived = { value }));
  pending.set(url, early);
}

/**
 * An answer that came with the page itself (a server-rendered car page's car, see main.tsx): the page's first
 * render shows it, as the server did, and no request is made for it.
 */
export function provideEarly(url: string, value: unknown): void {
  pending.set(url, { answer: Promise.resolve(value), startedAt: Date.now(), arrived: { value } });
}

const take = (url: string, early: Early) => {
  pending.delete(url);
  taken.set(url, early);
  return Date.now() - early.startedAt > FRESH_MS ? null : early;
};

/** The answer of the request started at load for this address, once; null when there is none to use. */
export async function takeEarly<T>(url: string): Promise<T | null> {
  const early = pending.get(url);
  if (!early) return null;
  return ((await take(url, early)?.answer) ?? null) as T | null;
}

/**
 * Like takeEarly, but only an answer that has already arrived: a page's first render shows it at once, instead
 * of a loading state and one more render. An answer still on its way stays for takeEarly.
 */
export function takeArrivedEarly<T>(url: string): T | null {
  const early = pending.get(url);
  if (!early?.arrived) return null;
  return (take(url, early)?.arrived?.value ?? null) as T | null;
}

/**
 * The answer of the request started at load for this address, without taking it (the page takes it once, before
 * or after); null when there is none, or it failed or is too old. For a part that needs a figure from it.
 */
export async function peekEarly<T>(url: string): Promise<T | null> {
  const early = pending.get(url) ?? taken.get(url);
  if (!early || Date.now() - early.startedAt > FRESH_MS) return null;
  return ((await early.answer) ?? null) as T | null;
}
