/** The one quota rule, on the embedded store: spend, work, refund when it failed or was abandoned before the provider. */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../storage/document-store';
import { openNedbStore } from '../storage/nedb/nedb-store';
import { QUOTAS_COLLECTION, Quotas, type QuotaSpend } from './quotas';
import { withQuotaUnit, withQuotaUnitOnDemand, type QuotaUnitOptions } from './quota-unit';

const now = () => new Date('2031-07-14T10:00:00Z');
const logLines: string[] = [];
const logger = pino(
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);

/** A store whose refunds fail (the database went away between the spend and the refund). */
class BrokenRefunds extends Quotas {
  override refund(_spend: QuotaSpend): Promise<void> {
    return Promise.reject(new Error('connection lost'));
  }
}

describe('withQuotaUnit', () => {
  let store: DocumentStore;
  let quotas: Quotas;
  const options = (extra: Partial<QuotaUnitOptions> = {}): QuotaUnitOptions => ({
    userId: 'ana',
    kind: 'analysis',
    limit: 2,
    refused: () => new Error('limit reached'),
    logger,
    ...extra,
  });
  const used = async () => (await quotas.current('ana')).analysis;

  beforeEach(async () => {
    store = await openNedbStore();
    quotas = await Quotas.open(store, now);
    logLines.length = 0;
  });
  afterEach(() => store.close());

  it('keeps the unit of work that succeeded, and tells the work the usage with it', async () => {
    await expect(withQuotaUnit(quotas, options(), async (unit) => unit.used)).resolves.toBe(1);
    expect(await used()).toBe(1);
  });

  it('gives the unit back when the work failed, once', async () => {
    await expect(withQuotaUnit(quotas, options(), () => Promise.reject(new Error('engine broke')))).rejects.toThrow(
      'engine broke',
    );
    expect(await used()).toBe(0);
    await withQuotaUnit(quotas, options(), async () => undefined);
    await expect(withQuotaUnit(quotas, options(), () => Promise.reject(new Error('again')))).rejects.toThrow('again');
    expect(await used()).toBe(1);
  });

  it('gives the unit back when the client went away before the provider was asked', async () => {
    const left = AbortSignal.abort();
    await expect(
      withQuotaUnit(quotas, options({ signal: left }), () => Promise.reject(new Error('aborted'))),
    ).rejects.toThrow('aborted');
    expect(await used()).toBe(0);
  });

  it('keeps the unit when the client went away after the provider was asked (it may have been paid)', async () => {
    const controller = new AbortController();
    const work = withQuotaUnit(quotas, options({ signal: controller.signal }), async (unit) => {
      unit.providerCalled();
      controller.abort();
      throw new Error('aborted');
    });
    await expect(work).rejects.toThrow('aborted');
    expect(await used()).toBe(1);
  });

  it('gives the unit back once when the work was done without the provider', async () => {
    await withQuotaUnit(quotas, options(), async () => undefined);
    await withQuotaUnit(quotas, options(), async (unit) => {
      expect(unit.used).toBe(2);
      await unit.giveBack();
      await unit.giveBack();
      expect(await used()).toBe(1);
    });
    expect(await used()).toBe(1);
  });

  it('never refunds twice: a unit given back and then a failing work', async () => {
    await withQuotaUnit(quotas, options(), async () => undefined);
    await expect(
      withQuotaUnit(quotas, options(), async (unit) => {
        await unit.giveBack();
        throw new Error('broke after');
      }),
    ).rejects.toThrow('broke after');
    expect(await used()).toBe(1);
  });

  it('refuses without working when the day is used up', async () => {
    let worked = 0;
    for (let i = 0; i < 3; i++)
      await withQuotaUnit(quotas, options(), async () => void worked++).catch((error: Error) =>
        expect(error.message).toBe('limit reached'),
      );
    expect(worked).toBe(2);
    expect(await used()).toBe(2);
  });

  it("logs a refund that failed and throws the work's own error", async () => {
    const broken = new BrokenRefunds(await store.collection(QUOTAS_COLLECTION), now);
    await expect(withQuotaUnit(broken, options(), () => Promise.reject(new Error('engine broke')))).rejects.toThrow(
      'engine broke',
    );
    expect(JSON.parse(logLines[0]!)).toMatchObject({
      level: 50,
      msg: 'refunding a quota unit failed',
      kind: 'analysis',
      err: { message: 'connection lost' },
    });
  });

  describe('on demand', () => {
    it('spends nothing when the work never takes the unit (an answer from a cache)', async () => {
      await expect(withQuotaUnitOnDemand(quotas, options(), async () => 'cached')).resolves.toBe('cached');
      expect(await used()).toBe(0);
    });

    it('spends once however often the work takes the unit, and refuses over the limit before the provider', async () => {
      const taken = await withQuotaUnitOnDemand(quotas, options(), async (unit) => [
        await unit.take(),
        await unit.take(),
      ]);
      expect(taken).toEqual([1, 1]);
      await withQuotaUnitOnDemand(quotas, options(), async (unit) => unit.take());
      let asked = 0;
      await expect(
        withQuotaUnitOnDemand(quotas, options(), async (unit) => {
          await unit.take();
          asked++;
        }),
      ).rejects.toThrow('limit reached');
      expect(asked).toBe(0);
      expect(await used()).toBe(2);
    });

    it('gives the taken unit back by the same rule when the work failed', async () => {
      await expect(
        withQuotaUnitOnDemand(quotas, options(), async (unit) => {
          await Promise.all([unit.take(), Promise.reject(new Error('provider down'))]);
        }),
      ).rejects.toThrow('provider down');
      expect(await used()).toBe(0);
      const controller = new AbortController();
      await expect(
        withQuotaUnitOnDemand(quotas, options({ signal: controller.signal }), async (unit) => {
          await unit.take();
          unit.providerCalled();
          controller.abort();
          throw new Error('aborted');
        }),
      ).rejects.toThrow('aborted');
      expect(await used()).toBe(1);
    });
  });
});
