/**
 * The place field's gazetteer, loaded when the person turns to the field (or when the search already has a
 * place to name): a chunk of its own, never part of the home page's first load.
 */
import { useCallback, useEffect, useState } from 'react';
import type * as PlaceSearchModule from './place-search';

type PlaceSearch = typeof PlaceSearchModule;
let loaded: PlaceSearch | undefined;
let loading: Promise<PlaceSearch> | undefined;

function loadPlaceSearch(): Promise<PlaceSearch> {
  // A failed load (offline before the chunk was cached) is tried again at the next intent.
  loading ??= import('./place-search').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The suggestions module once loaded, `load` to ask for it (on focus, on pointer, …), and `loadMore` for the
 * rest of the Union's towns (the module is handed out again when they have arrived).
 */
export function usePlaceSearch(loadNow: boolean) {
  const [module, setModule] = useState<PlaceSearch | undefined>(loaded);
  const load = useCallback(() => {
    void loadPlaceSearch().then(
      (value) => setModule(() => value),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!loadNow || module) return;
    let current = true;
    void loadPlaceSearch().then(
      (value) => {
        if (current) setModule(() => value);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadNow, module]);
  const loadMore = useCallback(() => {
    void loaded?.loadEveryPlace().then(
      // A new object for the same module: whatever was read from it is read again, now with every town.
      () => setModule(() => ({ ...loaded! })),
      () => undefined,
    );
  }, []);
  return { placeSearch: module, load, loadMore };
}
