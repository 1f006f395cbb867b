import { generateListings } from './api/seed/generate-listings';
const now = new Date('2026-06-01T10:00:00Z');
const cars = generateListings({ count: 2000, now });
for (const c of cars.slice(0, 25)) console.log(c.listingType, c.year, c.brand, c.model, '|', c.modelDescription, '|', c.fuelType, c.transmission, c.additionalDetails.powerKw + 'kW', c.mileage + 'km', c.price + '€', c.additionalDetails.co2?.grams);
const byModel = new Map<string, number>();
for (const c of cars) byModel.set(c.brand + ' ' + c.model, (byModel.get(c.brand + ' ' + c.model) ?? 0) + 1);
console.log([...byModel].sort((a, b) => b[1] - a[1]).slice(0, 25));
console.log('models', byModel.size);
const fuels = new Map<string, number>(); for (const c of cars) fuels.set(c.fuelType, (fuels.get(c.fuelType) ?? 0) + 1); console.log(fuels);
