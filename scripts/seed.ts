/**
 * `npm run seed -- [--count N] [--reset] [--seed S]`: writes N generated demo listings (default 2,000)
 * into the configured store (MONGODB_URI, else the embedded store under DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../api/config';
import { seedListings } from '../api/features/seed/seed-demo-data';
import { openServices } from '../api/services';
import { openStore } from '../api/platform/storage/open-store';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--count must be a whole number from 1 to 1,000,000');
  process.exit(1);
}

loadDotEnv();
const config = loadConfig();
const services = await openServices(await openStore(config));
if (values.reset) {
  await services.listings.deleteAll();
  console.log('Removed the existing listings.');
}
const started = performance.now();
await seedListings(services.listings, count, {
  seed: values.seed === undefined ? undefined : Number(values.seed),
  onProgress: (done) =>
    process.stdout.write(`\rSeeded ${done.toLocaleString('en')} of ${count.toLocaleString('en')} listings`),
});
process.stdout.write('\n');
console.log(
  `Done in ${((performance.now() - started) / 1000).toFixed(1)} s; the store (${services.store.kind}) now holds ${(await services.listings.count()).toLocaleString('en')} listings.`,
);
await services.close();
