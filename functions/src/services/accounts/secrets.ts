/**
 * Secrets of the account routes: temporary passwords that meet the pool's rules, and the hashes
 * they are kept under (never the value itself, beyond the outbox item until its mail is sent).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_POLICY } from '@grindline/domain';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#%+-=_';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

const pick = (set: string) => set[randomInt(0, set.length)];

/**
 * A temporary password: 16 characters (about 95 bits), at least one of each class the pool
 * requires, without look-alike characters (l, 1, O, 0) since people type it from a mail.
 */
export function temporaryPassword(length = Math.max(16, PASSWORD_POLICY.minLength)): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** SHA-256 of a high-entropy secret (a temporary password, a reset code bound to its user). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Whether `secret` hashes to `hash`, in constant time. */
export function secretMatches(secret: string, hash: string | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}
