import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * The result of a database query, re-run whenever the data it read changes (in this tab or another).
 * `query` must be stable (a module-level function or one from useCallback); undefined until the first answer.
 */
export function useLiveQuery<T>(query: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<{ query: () => Promise<T>; result: T }>();
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (result) => setValue({ query, result }),
      error: (error: unknown) => console.error('Local database query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return value?.query === query ? value.result : undefined;
}
