import type { TFunction } from 'i18next';
import type { Car } from '@contract/car';

/** "Škoda Octavia (2019)": how a chosen car is named in labels and announcements. */
export function carName(car: Pick<Car, 'brand' | 'model' | 'year'>, t: TFunction<'compare'>): string {
  return t('carName', { brand: car.brand, model: car.model, year: car.year });
}
