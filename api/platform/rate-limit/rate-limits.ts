/** The limits on account endpoints, and how a request is told it went over one. */
import net from 'node:net';
import type { ErrorRequestHandler, Request } from 'express';
import { AUTH_ERROR_CODES } from '@contract/auth';
import { HttpError } from '../http/http-error';
import type { FixedWindowLimiter, RateRule } from './fixed-window-limiter';

export interface RateLimits {
  /** Sign-in attempts, per client address and per account. */
  login: RateRule;
  /** Registrations per client address. */
  register: RateRule;
  /** Password-reset and verification emails and token redemptions, per client address and per account. */
  accountRecovery: RateRule;
  /** Car views counted (POST /api/cars/:id/view), per client address. */
  carViews: RateRule;
}

const MINUTE = 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 5, windowMs: 60 * MINUTE },
  accountRecovery: { limit: 10, windowMs: 15 * MINUTE },
  carViews: { limit: 120, windowMs: MINUTE },
};

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      AUTH_ERROR_CODES.rateLimited,
      `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`,
    );
    this.name = 'RateLimitedError';
  }
}

/** Takes one request per subject; throws RateLimitedError when any of them is over the rule (a refused request writes nothing). */
export async function enforceRateLimit(
  limiter: FixedWindowLimiter,
  bucket: string,
  rule: RateRule,
  subjects: string[],
): Promise<void> {
  for (const subject of subjects) {
    const decision = await limiter.take(bucket, subject, rule);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  }
}

/**
 * The client's address as a rate-limit subject. IPv6 clients usually hold a whole /64, so they are
 * counted per /64; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientSubject(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (net.isIPv6(ip)) return `ip6:${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return `ip:${ip}`;
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/**
 * Adds Retry-After to answers that come with one (429 over a limit, 503 from a full render queue); the
 * shared error handler writes the body.
 */
export const retryAfterHeader: ErrorRequestHandler = (error, _req, res, next) => {
  const retryAfter =
    error instanceof HttpError ? (error as HttpError & { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
  next(error);
};
