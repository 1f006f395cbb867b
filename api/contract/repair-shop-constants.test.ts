import { describe, expect, it } from 'vitest';
import { ratingStars, roundRating } from './repair-shop-constants';

describe('rating stars', () => {
  it.each([
    [5, { full: 5, half: false, empty: 0 }],
    [4.5, { full: 4, half: true, empty: 0 }],
    [4.49, { full: 4, half: true, empty: 0 }],
    [4.44, { full: 4, half: false, empty: 1 }],
    [3.7, { full: 3, half: true, empty: 1 }],
    [3.2, { full: 3, half: false, empty: 2 }],
    [0, { full: 0, half: false, empty: 5 }],
    [7, { full: 5, half: false, empty: 0 }],
  ])('%s stars', (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });

  it('shows one decimal, within 0 to 5', () => {
    expect(roundRating(4.46)).toBe(4.5);
    expect(roundRating(4.44)).toBe(4.4);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(5.3)).toBe(5);
  });
});
