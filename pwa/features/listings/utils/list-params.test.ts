import { describe, expect, it } from 'vitest';
import { listSearch, paginationItems, parsePage, parseSort } from './list-params';

const show = (current: number, total: number) =>
  paginationItems(current, total)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('parsePage', () => {
  it('accepts positive integers only', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('01')).toBe(1);
  });
});

describe('parseSort and listSearch', () => {
  it('falls back to the default sort', () => {
    expect(parseSort('year_desc')).toBe('year_desc');
    expect(parseSort('nope')).toBe('price_asc');
    expect(parseSort(null)).toBe('price_asc');
  });

  it('leaves defaults out of the URL', () => {
    expect(listSearch(1, 'price_asc')).toBe('');
    expect(listSearch(2, 'price_asc')).toBe('?page=2');
    expect(listSearch(3, 'mileage_asc')).toBe('?sort=mileage_asc&page=3');
  });
});

describe('paginationItems', () => {
  it('shows every page when there are five or fewer', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 5)).toBe('1 2 3 4 5');
    expect(show(1, 0)).toBe('');
  });

  it('shows the first four and the last near the start', () => {
    expect(show(1, 250)).toBe('1 2 3 4 … 250');
    expect(show(3, 250)).toBe('1 2 3 4 … 250');
  });

  it('shows the first and the last four near the end', () => {
    expect(show(248, 250)).toBe('1 … 247 248 249 250');
    expect(show(250, 250)).toBe('1 … 247 248 249 250');
  });

  it('shows the current page with its neighbours in the middle', () => {
    expect(show(4, 250)).toBe('1 … 3 4 5 … 250');
    expect(show(100, 250)).toBe('1 … 99 100 101 … 250');
    expect(show(4, 7)).toBe('1 … 3 4 5 … 7');
  });

  it('puts no gap marker between adjacent pages', () => {
    expect(show(4, 6)).toBe('1 … 3 4 5 6');
    expect(show(3, 6)).toBe('1 2 3 4 … 6');
  });
});
