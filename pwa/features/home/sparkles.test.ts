import { describe, expect, it } from 'vitest';
import { makeSparkles, sparkleCount } from './sparkles';

describe('sparkles', () => {
  it('are 8 under 768 px, 18 otherwise, none with reduced motion', () => {
    expect(sparkleCount(375, false)).toBe(8);
    expect(sparkleCount(767, false)).toBe(8);
    expect(sparkleCount(768, false)).toBe(18);
    expect(sparkleCount(1280, false)).toBe(18);
    expect(sparkleCount(1280, true)).toBe(0);
  });

  it('are 1 to 6 px, inside the hero, start within one 2 s cycle, and stay put', () => {
    const sparkles = makeSparkles(18);
    expect(sparkles).toHaveLength(18);
    for (const sparkle of sparkles) {
      expect(sparkle.size).toBeGreaterThanOrEqual(1);
      expect(sparkle.size).toBeLessThanOrEqual(6);
      expect(sparkle.left).toBeGreaterThanOrEqual(0);
      expect(sparkle.left).toBeLessThanOrEqual(100);
      expect(sparkle.delay).toBeLessThanOrEqual(2);
    }
    expect(makeSparkles(18)).toEqual(sparkles);
  });
});
