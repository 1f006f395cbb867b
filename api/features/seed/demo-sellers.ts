/**
 * Demo sellers (outside production): the demo dealer and the demo premium dealer get a business profile in
 * Zagreb and Split with opening hours and a few cars of their own, so the dealer dashboard and the public
 * seller page show something on a fresh start. Runs once: an account that has a profile is left alone.
 */
import type { Logger } from 'pino';
import { emptyWeeklyHours } from '@contract/opening-hours';
import type { SellerProfileFields } from '@contract/seller-profile';
import type { CarsStores } from '../cars/feature';
import type { DealerStores } from '../dealer/feature';
import type { UsersStores } from '../users/feature';
import { sellerOf } from '../dealer/seller-profile-service';
import { generateListing } from './generate-listings';

const WEEKDAY = [
  { opens: '08:00', closes: '12:00' },
  { opens: '12:30', closes: '17:00' },
];

const DEMO_SELLERS: { email: string; profile: SellerProfileFields; cars: number }[] = [
  {
    email: 'demo-dealer@autotrzni.local',
    profile: {
      kind: 'business',
      name: 'Auto Horvat d.o.o.',
      address: 'Savska cesta 120',
      city: 'Zagreb',
      postalCode: '10000',
      countryId: 4,
      phone: '+385 1 555 0120',
      email: 'prodaja@auto-horvat.example',
      taxId: '12345678903',
      openingHours: {
        ...emptyWeeklyHours(),
        mo: WEEKDAY,
        tu: WEEKDAY,
        we: WEEKDAY,
        th: WEEKDAY,
        fr: WEEKDAY,
        sa: [{ opens: '09:00', closes: '13:00' }],
      },
    },
    cars: 6,
  },
  {
    email: 'demo-premium@autotrzni.local',
    profile: {
      kind: 'business',
      name: 'Babić Automobili',
      address: 'Put Supavla 1',
      city: 'Split',
      postalCode: '21000',
      countryId: 4,
      phone: '+385 21 555 0101',
      email: 'info@babic-automobili.example',
      taxId: '94435151533',
      openingHours: { ...emptyWeeklyHours(), mo: WEEKDAY, tu: WEEKDAY, we: WEEKDAY, th: WEEKDAY, fr: WEEKDAY },
    },
    cars: 4,
  },
];

export async function createDemoSellersIfMissing(
  services: CarsStores & UsersStores & DealerStores,
  logger: Logger,
  now = new Date(),
): Promise<void> {
  let created = 0;
  for (const [sellerIndex, demo] of DEMO_SELLERS.entries()) {
    const user = await services.users.findByEmail(demo.email);
    if (!user || (await services.sellerProfiles.findByUser(user.id))) continue;
    const { profile } = await services.sellerProfiles.save(user.id, demo.profile);
    const cars = Array.from({ length: demo.cars }, (_, index) => generateListing(7_000 + sellerIndex, index, now));
    await services.listings.insertMany(
      cars.map((car) => ({
        ...car,
        location: profile.city,
        countryId: profile.countryId,
        seller: sellerOf(profile),
        sellerId: profile.id,
        source: 'dealer',
        dealerId: user.id,
      })),
    );
    created += 1;
  }
  if (created > 0) logger.info({ sellers: created }, 'created the demo sellers with their cars');
}
