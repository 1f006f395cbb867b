/** The results' paging (page size 8, the page-number pattern). */

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

export function totalPages(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * The page numbers to show: every page when there are 5 or fewer; otherwise the first 4 and the last while
 * the current page is 3 or below, the first and the last 4 near the end (current within 2 of the last),
 * else the first, the current page with its neighbours and the last; a gap wherever pages are skipped.
 */
export function paginationItems(current: number, pageCount: number): PageItem[] {
  let pages: number[];
  if (pageCount <= 5) pages = range(1, pageCount);
  else if (current <= 3) pages = [1, 2, 3, 4, pageCount];
  else if (current >= pageCount - 2) pages = [1, ...range(pageCount - 3, pageCount)];
  else pages = [1, current - 1, current, current + 1, pageCount];

  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: 'gap', key: `gap-${previous}-${page}` });
    items.push({ type: 'page', page });
  });
  return items;
}

/** 'Showing from–to of total': 1-based positions of the shown cars, or null when nothing is shown. */
export function shownRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } | null {
  if (shown === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1, total };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
