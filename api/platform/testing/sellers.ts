/** Seller profiles and listing inputs for API tests. */
import type { DealerListingInput } from '@contract/dealer-api';
import { emptyWeeklyHours } from '@contract/opening-hours';
import type { SellerProfileInput } from '@contract/seller-profile';

/** A Zagreb dealership open Monday 08:00–12:00 and 13:00–17:00 and Saturday 09:00–13:00. */
export function businessProfile(overrides: Partial<SellerProfileInput> = {}): SellerProfileInput {
  return {
    kind: 'business',
    name: 'Auto Centar Zagreb d.o.o.',
    address: 'Savska cesta 100',
    city: 'Zagreb',
    postalCode: '10000',
    countryId: 4,
    phone: '+385 1 234 5678',
    email: 'prodaja@autocentar.example',
    taxId: '12345678903',
    openingHours: {
      ...emptyWeeklyHours(),
      mo: [
        { opens: '08:00', closes: '12:00' },
        { opens: '13:00', closes: '17:00' },
      ],
      sa: [{ opens: '09:00', closes: '13:00' }],
    },
    ...overrides,
  };
}

/** The car fields as the dealer form sends them. */
export function listingInput(overrides: Partial<DealerListingInput> = {}): DealerListingInput {
  return {
    brand: 'Škoda',
    model: 'Octavia',
    modelDescription: '2.0 TDI Style',
    year: 2019,
    price: 15_900,
    mileage: 98_000,
    fuelType: 'diesel',
    transmission: 'manual',
    bodyType: 'wagon',
    color: 'gray',
    vin: '1M8GDM9AXKP042788',
    location: 'Zagreb',
    countryId: 4,
    description: 'Dobro održavan, servisna knjiga.',
    descriptionLanguage: 'hr',
    listingType: 'used',
    additionalDetails: {
      powerKw: 110,
      engineCc: 1968,
      doors: 5,
      seats: 5,
      previousOwners: 1,
      serviceHistory: true,
      firstRegistration: '2019-03',
      features: ['navigation'],
    },
    ...overrides,
  };
}
