import { describe, expect, it } from 'vitest';
import { viewFromParams, withView } from './results-view';

describe('the view in the address', () => {
  it('is the list unless view=map', () => {
    expect(viewFromParams(new URLSearchParams(''))).toBe('list');
    expect(viewFromParams(new URLSearchParams('view=map&brand=BMW'))).toBe('map');
    expect(viewFromParams(new URLSearchParams('view=globe'))).toBe('list');
  });

  it('keeps the search and leaves no trace for the list', () => {
    expect(withView(new URLSearchParams('brand=BMW&maxPrice=9000'), 'map').toString()).toBe(
      'brand=BMW&maxPrice=9000&view=map',
    );
    expect(withView(new URLSearchParams('brand=BMW&view=map'), 'list').toString()).toBe('brand=BMW');
  });
});
