/**
 * The account side of sign-in limits, built so that nobody can lock an account's owner out:
 * failures (never successes) are counted per account and per account and address. Once an account has
 * had `rule.limit` failures in a window, a further attempt is refused only from an address that has
 * failed against it itself; a browser that signed in to the account before (a login device cookie) is
 * never held back. Past `UNTRUSTED_CEILING` × the limit (a spread-out guessing attack), only such devices
 * get through until the window ends. The per-address limit is separate (auth-router).
 */
import type { FixedWindowLimiter, RateRule } from '../../platform/rate-limit/fixed-window-limiter';
import { RateLimitedError } from '../../platform/rate-limit/rate-limits';

export const UNTRUSTED_CEILING = 10;

export interface LoginClient {
  /** The client address as a rate-limit subject (clientSubject). */
  address: string;
  /** Accounts this browser signed in to before (LoginDevices). */
  trustedAccounts: Set<string>;
}

export class LoginGuard {
  constructor(
    private readonly limiter: FixedWindowLimiter,
    private readonly rule: RateRule,
  ) {}

  /** Throws RateLimitedError when this client may not try this account now. */
  async check(account: string, userId: string | undefined, client: LoginClient): Promise<void> {
    if (userId !== undefined && client.trustedAccounts.has(userId)) return;
    const failures = await this.limiter.peek('login-account', account, this.rule);
    if (failures.count < this.rule.limit) return;
    if (failures.count >= this.rule.limit * UNTRUSTED_CEILING) throw new RateLimitedError(failures.retryAfterSeconds);
    const fromHere = await this.limiter.peek('login-account-ip', `${account}\n${client.address}`, this.rule);
    if (fromHere.count > 0) throw new RateLimitedError(fromHere.retryAfterSeconds);
  }

  async recordFailure(account: string, client: LoginClient): Promise<void> {
    await this.limiter.hit('login-account', account, this.rule);
    await this.limiter.hit('login-account-ip', `${account}\n${client.address}`, this.rule);
  }
}
