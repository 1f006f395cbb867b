/**
 * The one way a feature pays for work with a unit of a user's quota (AI and voice searches, AI-written emails
 * and AI analyses per day; repair searches that reach the maps provider per hour): spend the unit, do the
 * work, and give the unit back when the work failed, or was abandoned (the client went away) before it used
 * the provider, or when the work was done without the paid provider after all (its built-in engine answered:
 * the quota counts what the provider did, not requests). Never twice (one spend, one refund at most), and a
 * refund that fails is logged, never thrown over the work's own error.
 */
import type { Logger } from 'pino';
import type { QuotaKind, Quotas, QuotaSpend } from './quotas';

export interface QuotaUnit {
  /** The kind's use in its period (today, or this hour) right after this unit was counted. */
  readonly used: number;
  /** The work is about to call the paid provider: from now on, a client going away does not give the unit back. */
  providerCalled(): void;
  /** The work was done without the paid provider (its built-in engine answered): the unit goes back now, once. */
  giveBack(): Promise<void>;
}

export interface QuotaUnitOptions {
  userId: string;
  kind: QuotaKind;
  /** Units allowed per period (0 turns the kind off). */
  limit: number;
  /** The error to throw when the period's units are used up. */
  refused: () => Error;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  logger: Logger;
}

/** Spends the unit before the work starts (a refused request does nothing). */
export async function withQuotaUnit<T>(
  quotas: Quotas,
  options: QuotaUnitOptions,
  work: (unit: QuotaUnit) => Promise<T>,
): Promise<T> {
  return withQuotaUnitOnDemand(quotas, options, async (unit) => {
    const used = await unit.take();
    return work({ used, providerCalled: unit.providerCalled, giveBack: unit.giveBack });
  });
}

export interface OnDemandQuotaUnit {
  /** Spends the unit (once, however often asked) and answers the kind's use; throws `refused` over the limit. */
  take(): Promise<number>;
  /** As QuotaUnit.providerCalled. */
  providerCalled(): void;
  /** As QuotaUnit.giveBack; nothing when the unit was not taken. */
  giveBack(): Promise<void>;
}

/**
 * For work that may finish without the paid provider (an answer from a cache): the unit is spent only when
 * the work takes it, just before it asks the provider, and given back by the same rule as withQuotaUnit.
 */
export async function withQuotaUnitOnDemand<T>(
  quotas: Quotas,
  options: QuotaUnitOptions,
  work: (unit: OnDemandQuotaUnit) => Promise<T>,
): Promise<T> {
  let spending: Promise<QuotaSpend | null> | undefined;
  let providerUsed = false;
  let refunded = false;
  const refund = async () => {
    // `spending` may still be on its way when the work failed beside it: wait for it, so its unit comes back too.
    const spent = await spending?.catch(() => null);
    if (!spent || refunded) return;
    refunded = true;
    await quotas
      .refund(spent)
      .catch((refundError: unknown) =>
        options.logger.error({ err: refundError, kind: options.kind }, 'refunding a quota unit failed'),
      );
  };
  const unit: OnDemandQuotaUnit = {
    async take() {
      spending ??= quotas.spend(options.userId, options.kind, options.limit);
      const spent = await spending;
      if (!spent) throw options.refused();
      return spent.used;
    },
    providerCalled: () => void (providerUsed = true),
    giveBack: refund,
  };
  try {
    return await work(unit);
  } catch (error) {
    if (!options.signal?.aborted || !providerUsed) await refund();
    throw error;
  }
}
