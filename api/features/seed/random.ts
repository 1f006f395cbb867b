/** A small seeded PRNG (mulberry32) and the draws the generator needs. Pure and deterministic. */

/** Mixes a 32-bit integer (the finaliser of MurmurHash3). */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit seed from several integers (or short strings), e.g. (seed, listing index). */
export function hashSeed(...parts: ReadonlyArray<number | string>): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    if (typeof part === 'number') {
      h = mix32(h ^ mix32(Math.floor(part) + 0x7f4a7c15));
      h = mix32(h + Math.floor(part / 0x100000000));
    } else {
      for (let index = 0; index < part.length; index++) h = mix32(h ^ (part.charCodeAt(index) + 0x632be5ab));
    }
  }
  return h;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; entries with weight 0 are never chosen. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    if (!(total > 0)) throw new Error('weighted pick without positive weights');
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0 && weight > 0) return value;
    }
    for (let index = entries.length - 1; index >= 0; index--) {
      const entry = entries[index] as readonly [T, number];
      if (entry[1] > 0) return entry[0];
    }
    throw new Error('unreachable');
  }

  /** Approximately normal (sum of three uniforms), mean 0 and standard deviation 1, within ±3. */
  normal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }

  /** `count` distinct items in a random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const result: T[] = [];
    while (result.length < count && copy.length > 0) {
      const index = Math.floor(this.next() * copy.length);
      result.push(copy[index] as T);
      copy.splice(index, 1);
    }
    return result;
  }

  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let result = '';
    for (let index = 0; index < length; index++) result += alphabet[Math.floor(this.next() * alphabet.length)];
    return result;
  }

  digits(length: number): string {
    return this.chars('0123456789', length);
  }
}

/** A precomputed weighted table for repeated draws (cumulative weights, binary search). */
export class WeightedTable<T> {
  private readonly values: T[] = [];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    let total = 0;
    for (const [value, weight] of entries) {
      if (weight <= 0) continue;
      total += weight;
      this.values.push(value);
      this.cumulative.push(total);
    }
    if (this.values.length === 0) throw new Error('weighted table without positive weights');
    this.total = total;
  }

  draw(random: Random): T {
    const roll = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] as number) > roll) high = middle;
      else low = middle + 1;
    }
    return this.values[low] as T;
  }
}
