/** A filter's lower and upper bound: the first said wins, out-of-range values are dropped, swapped ends are put right. */
export class Bounds {
  min?: number;
  max?: number;

  set(side: 'min' | 'max', value: number): void {
    this[side] ??= Math.round(value);
  }

  /** Both ends within [lowest, highest], the lower first. */
  within(lowest: number, highest: number): { min?: number; max?: number } {
    const inRange = (value: number | undefined) =>
      value !== undefined && value >= lowest && value <= highest ? value : undefined;
    const min = inRange(this.min);
    const max = inRange(this.max);
    return min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
  }
}
