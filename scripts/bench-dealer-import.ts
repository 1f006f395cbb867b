/**
 * `npm run bench:dealer-import`: a dealer's inventory import of --rows N cars (default 1,000) through the real
 * API (POST /api/dealer/import, CSV) on the embedded store: the dry run, the first import (all created) and a
 * re-import with every price changed (all updated, none duplicated). Prints the time of each and rows per second.
 */
import { parseArgs } from 'node:util';
import { businessProfile } from '../api/platform/testing/sellers';
import { createTestApp } from '../api/testing/test-app';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000' } } });
const ROWS = Number(values.rows);
const HEADER =
  'stockNumber,brand,model,year,price,mileage,fuelType,transmission,bodyType,color,country,location,powerKw,doors,seats,previousOwners,sellerName,sellerPhone';
const MODELS = [
  ['Škoda', 'Octavia'],
  ['Volkswagen', 'Golf'],
  ['Dacia', 'Duster'],
  ['Renault', 'Clio'],
  ['Toyota', 'Corolla'],
] as const;

function csv(priceOffset: number): string {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const [brand, model] = MODELS[index % MODELS.length]!;
    return `ZG-${index},${brand},${model},${2012 + (index % 12)},${9_000 + index * 7 + priceOffset},${40_000 + index * 13},diesel,manual,hatchback,gray,HR,Zagreb,85,5,5,1,Auto Centar,+385 1 1`;
  });
  return [HEADER, ...rows].join('\n');
}

const harness = await createTestApp();
try {
  const user = await harness.createUser();
  const { agent, csrfToken } = await harness.signIn(user.username);
  await agent.put('/api/dealer/profile').set('X-CSRF-Token', csrfToken).send(businessProfile()).expect(200);
  const run = async (label: string, text: string, dryRun: boolean) => {
    const started = performance.now();
    const { body } = await agent
      .post(`/api/dealer/import?dryRun=${dryRun}`)
      .set('X-CSRF-Token', csrfToken)
      .set('Content-Type', 'text/csv')
      .send(text)
      .expect(200);
    const ms = performance.now() - started;
    console.log(
      `${label.padEnd(30)} ${ms.toFixed(0).padStart(6)} ms  ${((ROWS / ms) * 1000).toFixed(0).padStart(6)} rows/s  created ${body.created}, updated ${body.updated}, rejected ${body.rejected}`,
    );
  };
  console.log(`Dealer import of ${ROWS} CSV rows through the API (embedded store):`);
  await run('dry run', csv(0), true);
  await run('import (all new)', csv(0), false);
  await run('re-import (every price changed)', csv(100), false);
  const { body } = await agent.get('/api/dealer/listings?pageSize=1').expect(200);
  console.log(`listings after the re-import: ${body.total}`);
} finally {
  await harness.close();
}
