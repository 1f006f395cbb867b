import { describe, expect, it } from 'vitest';
import { paginationItems, shownRange, totalPages } from './pagination';

/** Pages as numbers, gaps as '…'. */
const shown = (current: number, pageCount: number) =>
  paginationItems(current, pageCount).map((item) => (item.type === 'page' ? item.page : '…'));

describe('pagination page numbers', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [5, 5, [1, 2, 3, 4, 5]],
  ])('all pages when there are 5 or fewer (page %i of %i)', (current, pageCount, expected) => {
    expect(shown(current, pageCount)).toEqual(expected);
  });

  it.each([
    [1, 6, [1, 2, 3, 4, '…', 6]],
    [3, 6, [1, 2, 3, 4, '…', 6]],
    [1, 20, [1, 2, 3, 4, '…', 20]],
    [3, 20, [1, 2, 3, 4, '…', 20]],
  ])('the first 4 and the last while the current page is 3 or below (%i of %i)', (current, pageCount, expected) => {
    expect(shown(current, pageCount)).toEqual(expected);
  });

  it.each([
    [18, 20, [1, '…', 17, 18, 19, 20]],
    [20, 20, [1, '…', 17, 18, 19, 20]],
    [4, 6, [1, '…', 3, 4, 5, 6]],
    [6, 6, [1, '…', 3, 4, 5, 6]],
  ])('the first and the last 4 near the end (%i of %i)', (current, pageCount, expected) => {
    expect(shown(current, pageCount)).toEqual(expected);
  });

  it.each([
    [4, 20, [1, '…', 3, 4, 5, '…', 20]],
    [10, 20, [1, '…', 9, 10, 11, '…', 20]],
    [17, 20, [1, '…', 16, 17, 18, '…', 20]],
    [4, 7, [1, '…', 3, 4, 5, '…', 7]],
  ])('else the first, the current page with its neighbours and the last (%i of %i)', (current, pageCount, expected) => {
    expect(shown(current, pageCount)).toEqual(expected);
  });

  it('puts no gap between adjacent pages and gives every gap its own key', () => {
    expect(shown(4, 6)).toEqual([1, '…', 3, 4, 5, 6]);
    const gaps = paginationItems(10, 20).filter((item) => item.type === 'gap');
    expect(new Set(gaps.map((gap) => gap.type === 'gap' && gap.key)).size).toBe(2);
  });

  it('counts pages of 8 and the range shown', () => {
    expect(totalPages(0, 8)).toBe(0);
    expect(totalPages(8, 8)).toBe(1);
    expect(totalPages(9, 8)).toBe(2);
    expect(shownRange(3, 8, 8, 30)).toEqual({ from: 17, to: 24, total: 30 });
    expect(shownRange(4, 8, 6, 30)).toEqual({ from: 25, to: 30, total: 30 });
    expect(shownRange(1, 8, 0, 0)).toBeNull();
  });
});
