/**
 * Requests the entry script (main.tsx) starts as soon as the HTML has loaded it, instead of after the page's
 * code has arrived (issue 17): the home page's default search, a shared car page's car. The page takes the
 * answer of exactly that address once; a failed or refused request, or one taken too late to be fresh,
 * answers nothing and the page asks its usual way (and answers offline if need be).
 */

/** An answer older than this is not shown: the page asks again. */
const FRESH_MS = 30_000;

const pending = new Map<string, { answer: Promise<unknown>; startedAt: number }>();

export function startEarly(url: string): void {
  const answer = fetch(url, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  pending.set(url, { answer, startedAt: Date.now() });
}

/** The answer of the request started at load for this address, once; null when there is none to use. */
export async function takeEarly<T>(url: string): Promise<T | null> {
  const early = pending.get(url);
  if (!early) return null;
  pending.delete(url);
  if (Date.now() - early.startedAt > FRESH_MS) return null;
  return (await early.answer) as T | null;
}
