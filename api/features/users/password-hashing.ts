/** Password hashes: argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** A hash of a random password nobody knows, made with OPTIONS (so checking against it costs the same). */
const NO_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$VL0eUbygJ14fgx5/j20prw$UA2NYs80RR/5ukgRsKRkon0h1TOsOfNdIxtMDelT/GU';

/**
 * Spends the time a real check takes when there is no account, so that response times do not
 * tell which usernames exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(NO_ACCOUNT_HASH, password);
  return false;
}
