/**
 * The cars chosen for comparison: at most 2, a present car is not added twice,
 * a third is refused, compare only at exactly 2. Kept in the local database, so the selection survives
 * reloads and works offline; the store loads it when created.
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { Car } from '@contract/car';
import { MAX_COMPARE } from '@contract/catalog/vehicle';
import { loadComparison, storeComparison } from '../../lib/db';

export type AddResult = 'added' | 'duplicate' | 'limit';
export type ToggleResult = 'added' | 'removed' | 'limit';

export interface ComparisonState {
  /** In the order they were added: the copies shown when they were chosen. */
  cars: Car[];
  /** When each copy was taken (ms since the epoch), by car id: how old it is. */
  addedAt: Record<number, number>;
  /** Exactly MAX_COMPARE cars are chosen. */
  canCompare: boolean;
  /** The stored selection has been loaded. */
  hydrated: boolean;
  add(car: Car): AddResult;
  remove(id: number): void;
  toggle(car: Car): ToggleResult;
  clear(): void;
}

export type ComparisonStore = UseBoundStore<StoreApi<ComparisonState>>;

function withCars(cars: Car[], addedAt: Record<number, number>, now = Date.now()) {
  return {
    cars,
    canCompare: cars.length === MAX_COMPARE,
    addedAt: Object.fromEntries(cars.map((car) => [car.id, addedAt[car.id] ?? now])),
  };
}

const canPersist = () => typeof indexedDB !== 'undefined';

function persist({ cars, addedAt }: Pick<ComparisonState, 'cars' | 'addedAt'>): void {
  if (!canPersist()) return;
  storeComparison(cars.map((car) => ({ car, addedAt: addedAt[car.id] ?? Date.now() }))).catch((error: unknown) =>
    console.warn('Could not store the comparison', error),
  );
}

export function createComparisonStore(): ComparisonStore {
  const store = create<ComparisonState>()((set, get) => {
    const change = (cars: Car[]) => {
      set(withCars(cars, get().addedAt));
      persist(get());
    };
    return {
      ...withCars([], {}),
      hydrated: false,
      add(car) {
        const { cars } = get();
        if (cars.some((chosen) => chosen.id === car.id)) return 'duplicate';
        if (cars.length >= MAX_COMPARE) return 'limit';
        change([...cars, car]);
        return 'added';
      },
      remove(id) {
        const { cars } = get();
        if (cars.some((car) => car.id === id)) change(cars.filter((car) => car.id !== id));
      },
      toggle(car) {
        if (get().cars.some((chosen) => chosen.id === car.id)) {
          get().remove(car.id);
          return 'removed';
        }
        return get().add(car) === 'limit' ? 'limit' : 'added';
      },
      clear() {
        if (get().cars.length > 0) change([]);
      },
    };
  });

  // Without IndexedDB (private modes of old browsers, tests without fake-indexeddb) nothing is kept.
  if (!canPersist()) {
    store.setState({ hydrated: true });
    return store;
  }
  // Cars chosen before the stored selection arrived come after the stored ones, within the limit.
  loadComparison()
    .then((entries) => {
      const stored = entries.map((entry) => entry.car);
      const current = store.getState();
      const chosenMeanwhile = current.cars.filter((car) => !stored.some((s) => s.id === car.id));
      const cars = [...stored, ...chosenMeanwhile].slice(0, MAX_COMPARE);
      const addedAt = { ...current.addedAt, ...Object.fromEntries(entries.map((entry) => [entry.id, entry.addedAt])) };
      store.setState({ ...withCars(cars, addedAt), hydrated: true });
      if (chosenMeanwhile.length > 0 || stored.length > MAX_COMPARE) persist(store.getState());
    })
    .catch((error: unknown) => {
      console.warn('Could not load the comparison', error);
      store.setState({ hydrated: true });
    });
  return store;
}

export const useComparisonStore = createComparisonStore();

export function useIsCompared(id: number, store: ComparisonStore = useComparisonStore): boolean {
  return store((state) => state.cars.some((car) => car.id === id));
}
