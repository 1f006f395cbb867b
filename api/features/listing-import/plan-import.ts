/**
 * What an import would do, decided before anything is written: each row validated into a listing and
 * matched by its key against the listings the import owns (its scope), giving listings to create, to
 * update (only the fields that changed), left unchanged, outside the admin's filters (skipped) or rejected
 * with the reason; and the scope's active listings the rows no longer name, which expire.
 *
 * A row that is present but invalid keeps its listing as it was (neither updated nor expired): an import
 * changes nothing it has not validated.
 */
import { feedRowToCar, validateFeedRow, type RowRejection } from '@contract/listing-feed';
import type { SearchFilters } from '@contract/search-semantics';
import { candidateLabel, placeListing } from '../cars/listing-location';
import { compileStoredSearchMatcher } from '../cars/near-origin';
import type { ListingDoc, NewListing } from '../cars/listing-collection';
import type { ImportScope, ListingChange } from '../cars/listing-repository';

/** How a row finds its listing again on the next import. */
export interface ImportKey {
  /** The row's column that identifies the car at the source. */
  column: 'id' | 'stockNumber';
  /** The stored field that holds the key (unique within the scope). */
  field: 'feedKey' | 'stockNumber';
  /** The stored key for the column's value, e.g. (id) => `${feedId}:${id}`; the identity by default. */
  format?(value: string): string;
}

export interface ImportTarget {
  /** The listings this import owns: matched by key, and expired when the rows no longer name them. */
  scope: ImportScope;
  key: ImportKey;
  /** What every listing of the import is stored with: its source, and for dealers the owner and profile. */
  stamp: Pick<NewListing, 'source'> & Partial<Pick<NewListing, 'dealerId' | 'sellerId' | 'seller'>>;
  /** Only rows whose car matches these search filters are imported, and only matching listings expire. */
  filters?: SearchFilters;
  /** Whether the scope's listings missing from the rows expire (true for a whole feed; default true). */
  expireMissing?: boolean;
}

export interface ImportPlan {
  rows: number;
  create: NewListing[];
  update: ListingChange[];
  /** Ids of listings to set to expired. */
  expire: number[];
  unchanged: number;
  /** Valid rows outside the filters. */
  skipped: number;
  rejected: RowRejection[];
}

/** The fields an import writes; anything else (views, hidden, the owner's edits of other fields) is left alone. */
type Written = Omit<NewListing, 'viewCount'>;

function keyValue(row: unknown, column: ImportKey['column']): string | null {
  if (!row || typeof row !== 'object') return null;
  const value = (row as Record<string, unknown>)[column];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '' || text.length > 100 ? null : text;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return (a ?? null) === (b ?? null);
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `next` that differ from the stored listing. */
function changedFields(stored: ListingDoc, next: Written): Partial<ListingDoc> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    if (!sameValue((stored as unknown as Record<string, unknown>)[field], value)) changes[field] = value;
  }
  return changes as Partial<ListingDoc>;
}

export function planImport(
  rows: readonly unknown[],
  existing: readonly ListingDoc[],
  target: ImportTarget,
  now: Date,
): ImportPlan {
  const { key, stamp } = target;
  const format = key.format ?? ((value: string) => value);
  const stored = new Map<string, ListingDoc>();
  for (const listing of existing) {
    const value = listing[key.field];
    if (value) stored.set(value, listing);
  }
  const matches = target.filters ? compileStoredSearchMatcher(target.filters) : null;
  const plan: ImportPlan = {
    rows: rows.length,
    create: [],
    update: [],
    expire: [],
    unchanged: 0,
    skipped: 0,
    rejected: [],
  };
  const named = new Set<string>();

  rows.forEach((raw, index) => {
    const row = index + 1;
    const column = keyValue(raw, key.column);
    const storedKey = column === null ? null : format(column);
    const reject = (rejection: Omit<RowRejection, 'row' | 'key'>) =>
      plan.rejected.push({ row, key: storedKey, ...rejection });
    if (storedKey === null) {
      reject({
        field: key.column,
        problem: 'required',
        value: null,
        message: `${key.column}: ${key.column} is required (up to 100 characters)`,
      });
      return;
    }
    if (named.has(storedKey)) {
      reject({
        field: key.column,
        problem: 'duplicate_key',
        value: column,
        message: `${key.column}: ${column} appears more than once; the first row was used`,
      });
      return;
    }
    named.add(storedKey);
    const validation = validateFeedRow(raw);
    if (!validation.ok) {
      reject({
        field: validation.field,
        problem: validation.problem,
        value: validation.value,
        message: validation.message,
      });
      return;
    }
    const current = stored.get(storedKey);
    const car = feedRowToCar(validation.row, { now, listedAt: current?.listedAt });
    const placement = placeListing(car.location, car.countryId);
    if (placement.candidates) {
      const candidates = placement.candidates.map(candidateLabel);
      reject({
        field: 'location',
        problem: 'ambiguous_town',
        value: car.location,
        message: `location: several places are called ${car.location}: ${candidates.join('; ')}`,
        candidates,
      });
      return;
    }
    if (placement.unknownTown) {
      reject({
        field: 'location',
        problem: 'unknown_town',
        value: car.location,
        message: `location: ${car.location} is not a town we know in this country`,
      });
      return;
    }
    const written: Written = {
      ...car,
      ...(placement.coordinates ? { coordinates: placement.coordinates } : {}),
      ...stamp,
      [key.field]: storedKey,
      status: 'active',
    };
    if (matches && !matches({ ...written, id: current?.id ?? 0 })) {
      plan.skipped++;
      return;
    }
    if (!current) {
      plan.create.push({ ...written, viewCount: 0 });
      return;
    }
    const set = changedFields(current, written);
    if (Object.keys(set).length === 0) plan.unchanged++;
    else plan.update.push({ id: current.id, set });
  });

  if (target.expireMissing ?? true) {
    for (const [storedKey, listing] of stored) {
      if (listing.status === 'active' && !named.has(storedKey) && (!matches || matches(listing)))
        plan.expire.push(listing.id);
    }
  }
  return plan;
}
