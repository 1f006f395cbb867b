/**
 * The one way a feature pays for work with a unit of a user's daily quota (AI and voice searches, AI-written
 * emails, AI analyses): spend the unit, do the work, and give the unit back when the work failed, or was
 * abandoned (the client went away) before it used the provider, or when the work was done without the paid
 * provider after all (its built-in engine answered: the quota counts what the provider did, not requests).
 * Never twice (one spend, one refund at most), and a refund that fails is logged, never thrown over the work's
 * own error.
 */
import type { Logger } from 'pino';
import type { DailyQuotas, QuotaKind, QuotaUsage } from './daily-quotas';

export interface QuotaUnit {
  /** Today's use right after this unit was counted. */
  readonly usage: QuotaUsage;
  /** The work is about to call the paid provider: from now on, a client going away does not give the unit back. */
  providerCalled(): void;
  /**
   * The work was done without the paid provider (its built-in engine answered): the unit goes back now, once.
   * Answers today's use without this unit.
   */
  giveBack(): Promise<QuotaUsage>;
}

export interface QuotaUnitOptions {
  userId: string;
  kind: QuotaKind;
  /** Units allowed per day (0 turns the kind off). */
  limit: number;
  /** The error to throw when today's units are used up. */
  refused: () => Error;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
  logger: Logger;
}

export async function withQuotaUnit<T>(
  quotas: DailyQuotas,
  options: QuotaUnitOptions,
  work: (unit: QuotaUnit) => Promise<T>,
): Promise<T> {
  const spend = await quotas.spend(options.userId, options.kind, options.limit);
  if (!spend) throw options.refused();
  let providerUsed = false;
  let refunded = false;
  const refund = async () => {
    if (refunded) return;
    refunded = true;
    await quotas
      .refund(spend)
      .catch((refundError: unknown) =>
        options.logger.error({ err: refundError, kind: options.kind }, 'refunding a daily quota unit failed'),
      );
  };
  const withoutUnit: QuotaUsage = { ...spend.usage, [options.kind]: Math.max(0, spend.usage[options.kind] - 1) };
  const giveBack = async (): Promise<QuotaUsage> => {
    await refund();
    return withoutUnit;
  };
  try {
    return await work({ usage: spend.usage, providerCalled: () => void (providerUsed = true), giveBack });
  } catch (error) {
    if (!options.signal?.aborted || !providerUsed) await refund();
    throw error;
  }
}
