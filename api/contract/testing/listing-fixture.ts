/**
 * Complete listings for tests on both sides (API and PWA), with the fields a test cares about overridden.
 * Hand-made, so a test controls every field; generated demo data lives in api/features/seed/.
 */
import type { Car, NewCar } from '../car';

export function makeListing(overrides: Partial<NewCar> = {}): NewCar {
  return {
    brand: 'Škoda',
    model: 'Octavia',
    modelDescription: '2.0 TDI Style',
    year: 2019,
    price: 15_000,
    mileage: 90_000,
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'wagon',
    color: 'gray',
    vin: 'TMBJJ7NE5K0123456',
    location: 'Zagreb',
    countryId: 4,
    description: 'Well kept.\nFull service history.',
    descriptionLanguage: 'en',
    imageUrl: null,
    externalUrl: null,
    listingType: 'used',
    viewCount: 0,
    listedAt: '2026-11-01T10:00:00.000Z',
    validUntil: '2027-01-01T10:00:00.000Z',
    additionalDetails: {
      powerKw: 110,
      engineCc: 1968,
      doors: 5,
      seats: 5,
      previousOwners: 1,
      serviceHistory: true,
      firstRegistration: '2019-03',
      features: ['airConditioning', 'navigation'],
    },
    seller: { name: 'Auto Test d.o.o.', type: 'dealer', phone: '+385 91 234 5678', email: 'sales@autotest.example' },
    ...overrides,
  };
}

/** A stored listing: `makeListing` with an id. */
export function makeCar(overrides: Partial<Car> & { id: number }): Car {
  return { ...makeListing(), ...overrides };
}
