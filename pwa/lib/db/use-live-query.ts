import type { Subscription } from 'dexie';
import { useEffect, useState } from 'react';
import { loadDatabaseWhenIdle } from './load';

interface SharedQuery {
  /** The last answer; undefined until the first. */
  answer?: { result: unknown };
  listeners: Set<(answer: { result: unknown }) => void>;
  /** Set once the database's code has arrived (a live query does not load it before the page is idle). */
  subscription?: Subscription;
  closed: boolean;
}

// One database subscription per query function, however many components read it (a page of cards reads the
// watched cars once, not once per card).
const sharedQueries = new Map<() => Promise<unknown>, SharedQuery>();

function subscribeTo(query: () => Promise<unknown>, onAnswer: (answer: { result: unknown }) => void): () => void {
  let shared = sharedQueries.get(query);
  if (!shared) {
    const created: SharedQuery = { listeners: new Set(), closed: false };
    shared = created;
    sharedQueries.set(query, created);
    loadDatabaseWhenIdle()
      .then(({ liveQuery }) => {
        if (created.closed) return;
        created.subscription = liveQuery(query).subscribe({
          next: (result) => {
            const answer = { result };
            created.answer = answer;
            for (const listener of created.listeners) listener(answer);
          },
          error: (error: unknown) => console.error('Local database query failed', error),
        });
      })
      .catch((error: unknown) => console.error('Could not load the local database', error));
  }
  const current = shared;
  current.listeners.add(onAnswer);
  if (current.answer) onAnswer(current.answer);
  return () => {
    current.listeners.delete(onAnswer);
    if (current.listeners.size === 0 && sharedQueries.get(query) === current) {
      current.closed = true;
      current.subscription?.unsubscribe();
      sharedQueries.delete(query);
    }
  };
}

/**
 * The result of a database query, re-run whenever the data it read changes (in this tab or another).
 * `query` must be stable (a module-level function or one from useCallback): components passing the same
 * function share one subscription. Undefined until the first answer.
 */
export function useLiveQuery<T>(query: () => Promise<T>): T | undefined {
  // Component state rather than an external store: an answer arriving while React builds a large part in the
  // background does not force it to start again in one blocking pass.
  const [value, setValue] = useState<{ query: () => Promise<T>; answer: { result: unknown } }>();
  useEffect(() => subscribeTo(query, (answer) => setValue({ query, answer })), [query]);
  return value?.query === query ? (value.answer.result as T) : undefined;
}
