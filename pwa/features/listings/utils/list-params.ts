import { DEFAULT_SORT, SORT_OPTIONS, type SortOption } from '@contract/catalog/vehicle';

/** The result page from `?page=N`; anything but a positive integer is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
}

export function parseSort(value: string | null): SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value ?? '') ? (value as SortOption) : DEFAULT_SORT;
}

/** The query string for a page and sort, leaving defaults out ("" for page 1 with the default sort). */
export function listSearch(page: number, sort: SortOption): string {
  const params = new URLSearchParams();
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page links to show (spec section 9): every page when there are 5 or fewer; otherwise the first 4
 * and the last while the current page is 3 or below, the first and the last 4 near the end, else the
 * first, the current page with its neighbours and the last; a gap marker wherever pages are skipped.
 */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  let pages: number[];
  if (totalPages <= 5) pages = range(1, totalPages);
  else if (current <= 3) pages = [1, 2, 3, 4, totalPages];
  else if (current >= totalPages - 2) pages = [1, ...range(totalPages - 3, totalPages)];
  else pages = [1, current - 1, current, current + 1, totalPages];

  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
  });
  return items;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
