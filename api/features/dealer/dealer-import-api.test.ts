/**
 * A dealer's inventory import: a dry run reports what would be created, updated or rejected (and why) and
 * writes nothing; the import then creates the listings (found by search at once); a re-import of the same
 * file updates them by stock number instead of duplicating; a feed URL is fetched only from allowed hosts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEALER_IMPORT_COLUMNS,
  DEALER_IMPORT_HEADERS,
  dealerImportTemplate,
  type DealerImportStreamLine,
} from '@contract/dealer-api';
import { businessProfile } from '../../platform/testing/sellers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const HEADER =
  'stockNumber,brand,model,year,price,mileage,fuelType,transmission,bodyType,color,country,powerKw,doors,seats,previousOwners,sellerName,sellerPhone';
const CSV = [
  HEADER,
  'ZG-1,Dacia,Duster,2020,14500,61000,diesel,manual,suv,white,HR,85,5,5,1,x,+385 1 1',
  'ZG-2,Dacia,Sandero,2019,8900,75000,petrol,manual,hatchback,red,HR,55,5,5,2,x,+385 1 1',
  'ZG-3,Dacia,Flying Carpet,2019,8900,75000,petrol,manual,hatchback,red,HR,55,5,5,2,x,+385 1 1',
].join('\n');

let harness: TestApp;
beforeEach(async () => {
  harness = await createTestApp();
});
afterEach(() => harness.close());

async function seller() {
  const user = await harness.createUser();
  const session = await harness.signIn(user.username);
  await session.agent
    .put('/api/dealer/profile')
    .set('X-CSRF-Token', session.csrfToken)
    .send(businessProfile())
    .expect(200);
  const upload = (text: string, dryRun: boolean) =>
    session.agent
      .post(`/api/dealer/import?dryRun=${dryRun}`)
      .set('X-CSRF-Token', session.csrfToken)
      .set('Content-Type', 'text/csv')
      .send(text);
  return { ...session, upload };
}

describe('dealer inventory import', () => {
  it('dry-runs, imports, and re-imports without duplicates; bad rows are reported with field and reason', async () => {
    const { agent, upload } = await seller();
    const dry = (await upload(CSV, true).expect(200)).body;
    expect(dry).toMatchObject({ dryRun: true, rows: 3, created: 2, updated: 0, rejected: 1 });
    expect(dry.rejections[0]).toMatchObject({ row: 3, field: 'model', problem: 'unknown_model' });
    expect((await agent.get('/api/dealer/listings').expect(200)).body.total).toBe(0);

    expect((await upload(CSV, false).expect(200)).body).toMatchObject({ dryRun: false, created: 2, rejected: 1 });
    const mine = (await agent.get('/api/dealer/listings').expect(200)).body;
    expect(mine.total).toBe(2);
    expect(mine.cars[0]).toMatchObject({ seller: { name: 'Auto Centar Zagreb d.o.o.' }, status: 'active' });

    const changed = CSV.replace('ZG-1,Dacia,Duster,2020,14500', 'ZG-1,Dacia,Duster,2020,13900');
    expect((await upload(changed, false).expect(200)).body).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const after = (await agent.get('/api/dealer/listings').expect(200)).body;
    expect(after.total).toBe(2);
    expect(after.cars.find((car: { stockNumber: string }) => car.stockNumber === 'ZG-1').price).toBe(13_900);
  }, 30_000);

  it('refuses a feed URL on a host that is not allowed, an unreadable file, and a seller without a profile', async () => {
    const { agent, csrfToken, upload } = await seller();
    const refused = await agent
      .post('/api/dealer/import')
      .set('X-CSRF-Token', csrfToken)
      .send({ url: 'http://127.0.0.1:9/feed.csv' })
      .expect(400);
    expect(refused.body.code).toBe('import_source');
    await agent
      .post('/api/dealer/import')
      .set('X-CSRF-Token', csrfToken)
      .send({ url: 'file:///etc/passwd' })
      .expect(400);
    await upload('not,a\n"broken', false).expect(400);
    const dealer = await harness.createUser({ userType: 'dealer' });
    const other = await harness.signIn(dealer.username);
    await other.agent
      .post('/api/dealer/import')
      .set('X-CSRF-Token', other.csrfToken)
      .set('Content-Type', 'text/csv')
      .send(CSV)
      .expect(409);
  });

  it('names in the dry run the rows it would create and update', async () => {
    const { upload } = await seller();
    await upload(CSV.split('\n').slice(0, 2).join('\n'), false).expect(200);
    const dry = (
      await upload(CSV.replace('ZG-1,Dacia,Duster,2020,14500', 'ZG-1,Dacia,Duster,2020,13900'), true).expect(200)
    ).body;
    expect(dry.preview).toEqual([
      { action: 'create', stockNumber: 'ZG-2', car: 'Dacia Sandero (2019)' },
      { action: 'update', stockNumber: 'ZG-1', car: 'Dacia Duster (2020)' },
    ]);
    expect(dry.tookMs).toBeGreaterThanOrEqual(0);
  });

  it('streams the progress of a real import, then its report, when asked for NDJSON', async () => {
    const { agent, csrfToken } = await seller();
    const rows = Array.from(
      { length: 120 },
      (_, index) =>
        `S-${index},Dacia,Duster,2020,${10_000 + index},61000,diesel,manual,suv,white,HR,85,5,5,1,x,+385 1 1`,
    );
    const response = await agent
      .post('/api/dealer/import')
      .set('X-CSRF-Token', csrfToken)
      .set('Content-Type', 'text/csv')
      .set('Accept', 'application/x-ndjson')
      .send([HEADER, ...rows].join('\n'))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .expect(200)
      .expect('Content-Type', /application\/x-ndjson/);
    const lines = (response.body as string)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as DealerImportStreamLine);
    const progress = lines.filter((line) => line.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 120, total: 120 });
    expect(lines.at(-1)).toMatchObject({ type: 'report', report: { dryRun: false, created: 120, rejected: 0 } });
    expect((await agent.get('/api/dealer/listings').expect(200)).body.total).toBe(120);
  });

  it('offers a template whose header row is the documented one and whose example row imports', async () => {
    const { upload } = await seller();
    const template = dealerImportTemplate();
    expect(template.split('\r\n')[0]).toBe(DEALER_IMPORT_COLUMNS.join(','));
    expect((await upload(template, true).expect(200)).body).toMatchObject({ rows: 1, created: 1, rejected: 0 });
  });

  it.each(['hr', 'de'] as const)(
    'offers the template with %s headers, and imports it with its example car as written',
    async (language) => {
      const { agent, upload } = await seller();
      const template = dealerImportTemplate(language);
      const header = template.split('\r\n')[0]!;
      expect(header.split(';')).toEqual(DEALER_IMPORT_COLUMNS.map((column) => DEALER_IMPORT_HEADERS[language][column]));
      // The example's values in the dealer's words too, not the API's codes.
      const example = template.split('\r\n')[1]!.split(';');
      const value = (column: (typeof DEALER_IMPORT_COLUMNS)[number]) => example[DEALER_IMPORT_COLUMNS.indexOf(column)];
      expect([value('fuelType'), value('transmission'), value('bodyType'), value('color'), value('features')]).toEqual(
        language === 'hr'
          ? ['dizel', 'ručni', 'karavan', 'siva', 'klima-uređaj|navigacija']
          : ['Diesel', 'Schaltgetriebe', 'Kombi', 'grau', 'Klimaanlage|Navigationssystem'],
      );
      expect((await upload(template, false).expect(200)).body).toMatchObject({ rows: 1, created: 1, rejected: 0 });
      const { cars } = (await agent.get('/api/dealer/listings').expect(200)).body;
      expect(cars).toHaveLength(1);
      expect(cars[0]).toMatchObject({
        brand: 'Škoda',
        model: 'Octavia',
        fuelType: 'diesel',
        transmission: 'manual',
        bodyType: 'wagon',
        color: 'gray',
        listingType: 'used',
        mileage: 87_000,
        price: 18_900,
        descriptionLanguage: language,
      });
      expect(cars[0].additionalDetails).toMatchObject({
        serviceHistory: true,
        features: ['airConditioning', 'navigation'],
      });
    },
  );
});
