/**
 * Devices that signed in to an account before (OWASP's "device cookies"): at a successful sign-in the
 * browser gets a signed cookie naming the account, and a later sign-in from it is not held back by the
 * account's failure limit, so strangers guessing passwords cannot lock its owner out. Nothing is stored
 * on the server: the cookie carries the account id, when it was issued, and an HMAC over both.
 */
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { readCookie } from '../../platform/http/cookies';

export const LOGIN_DEVICE_COOKIE = 'device';
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** Accounts remembered per browser (a shared computer): the most recent ones. */
const MAX_ACCOUNTS = 5;

export class LoginDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secureCookies: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = crypto.createHmac('sha256', secret).update('login-device-cookie').digest();
  }

  /** The accounts this browser signed in to before (entries with a valid signature that have not expired). */
  trustedAccounts(req: Request): Set<string> {
    return new Set(this.entries(req).map((entry) => entry.userId));
  }

  /** Remembers the account on this browser (after a successful sign-in). */
  remember(req: Request, res: Response, userId: string): void {
    const issued = this.now().getTime();
    const others = this.entries(req).filter((entry) => entry.userId !== userId);
    const entries = [{ userId, issued }, ...others].slice(0, MAX_ACCOUNTS);
    const value = entries.map((entry) => this.token(entry.userId, entry.issued)).join('~');
    res.cookie(LOGIN_DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies || req.secure,
      maxAge: DEVICE_TTL_MS,
      path: '/api/login',
    });
  }

  private entries(req: Request): { userId: string; issued: number }[] {
    const raw = readCookie(req, LOGIN_DEVICE_COOKIE);
    if (!raw || raw.length > 2000) return [];
    const now = this.now().getTime();
    const found: { userId: string; issued: number }[] = [];
    for (const token of raw.split('~').slice(0, MAX_ACCOUNTS)) {
      const [encodedId, issuedText, signature] = token.split('.');
      if (!encodedId || !issuedText || !signature) continue;
      const userId = Buffer.from(encodedId, 'base64url').toString();
      const issued = Number.parseInt(issuedText, 36);
      if (!Number.isFinite(issued) || now - issued > DEVICE_TTL_MS || issued - now > 60_000) continue;
      const expected = Buffer.from(this.signature(userId, issued));
      const given = Buffer.from(signature);
      if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) found.push({ userId, issued });
    }
    return found;
  }

  private token(userId: string, issued: number): string {
    return `${Buffer.from(userId).toString('base64url')}.${issued.toString(36)}.${this.signature(userId, issued)}`;
  }

  private signature(userId: string, issued: number): string {
    return crypto.createHmac('sha256', this.key).update(`${userId}\n${issued}`).digest('base64url').slice(0, 32);
  }
}
