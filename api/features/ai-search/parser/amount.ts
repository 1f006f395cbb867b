/**
 * Prices, mileages and power read the same way: a number without a comparison is a maximum (a budget; for power a
 * minimum: "150 PS" asks for at least that),
 * "around/oko/etwa" is ±10 %, a range sets both ends.
 */
import { Bounds } from './bounds';
import type { NumberReading } from './number-readings';

export function amountBounds(
  readings: readonly NumberReading[],
  domain: 'price' | 'mileage' | 'power' | 'powerHp',
  plain: 'min' | 'max' = 'max',
): Bounds {
  const bounds = new Bounds();
  for (const reading of readings) {
    if (reading.domain !== domain) continue;
    if (reading.kind === 'range') {
      bounds.set('min', reading.low);
      bounds.set('max', reading.high);
    } else if (reading.kind === 'bound') bounds.set(reading.dir, reading.value);
    else if (reading.kind === 'about') {
      bounds.set('min', reading.value * 0.9);
      bounds.set('max', reading.value * 1.1);
    } else bounds.set(plain, reading.value);
  }
  return bounds;
}
