/** The hero's sparkle overlay: how many, how big, where. Pure, so it is tested. */
const SPARKLES_NARROW = 8;
const SPARKLES_WIDE = 18;
const SPARKLE_MIN_PX = 1;
const SPARKLE_MAX_PX = 6;
export const SPARKLE_ANIMATION_S = 2;

export interface Sparkle {
  /** Percent of the hero's width and height. */
  left: number;
  top: number;
  /** Pixels, 1 to 6. */
  size: number;
  /** Seconds, within one animation cycle. */
  delay: number;
}

/** 8 sparkles under 768 px, 18 otherwise; none when the user prefers reduced motion. */
export function sparkleCount(viewportWidth: number, prefersReducedMotion: boolean): number {
  if (prefersReducedMotion) return 0;
  return viewportWidth < 768 ? SPARKLES_NARROW : SPARKLES_WIDE;
}

/** A small deterministic generator (mulberry32), so the sparkles stay put between renders. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeSparkles(count: number, seed = 7): Sparkle[] {
  const next = random(seed);
  return Array.from({ length: count }, () => ({
    left: Math.round(next() * 1000) / 10,
    top: Math.round(next() * 900) / 10,
    size: SPARKLE_MIN_PX + Math.round(next() * (SPARKLE_MAX_PX - SPARKLE_MIN_PX)),
    delay: Math.round(next() * SPARKLE_ANIMATION_S * 100) / 100,
  }));
}
