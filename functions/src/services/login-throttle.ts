/**
 * Login throttling (docs/security.md): failed sign-ins are counted per user name and per client
 * address in fixed 15-minute windows. Once a subject reaches its limit, every sign-in of that
 * user (or from that address) is refused with 429 until the window ends, before Cognito is
 * asked, so guessing is capped at a few tries per quarter hour whatever the password.
 */
import { countOf } from '@grindline/domain';
import { BatchGetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { loginFailureKey, type LoginFailureItem } from '../data/session-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';

/** Length of a counting window, in seconds. */
export const LOGIN_WINDOW_SECONDS = 900;

/** Failed sign-ins allowed per user name and per client address in one window. */
export interface LoginLimits {
  perUser: number;
  perAddress: number;
}

/**
 * The limits: 5 per user name (OWASP's usual lockout threshold) and 50 per address (an office
 * behind one NAT address may hold many users). LOGIN_MAX_FAILURES_PER_USER and
 * LOGIN_MAX_FAILURES_PER_ADDRESS change them.
 */
export function loginLimits(env: Record<string, string | undefined> = process.env): LoginLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return { perUser: read('LOGIN_MAX_FAILURES_PER_USER', 5), perAddress: read('LOGIN_MAX_FAILURES_PER_ADDRESS', 50) };
}

interface Window {
  start: number;
  end: number;
}

function windowOf(now: Date): Window {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % LOGIN_WINDOW_SECONDS);
  return { start, end: start + LOGIN_WINDOW_SECONDS };
}

const userSubject = (username: string) => `user#${username.trim().toLowerCase()}`;
const addressSubject = (address: string) => `ip#${address}`;

/**
 * Seconds until `username` from `address` may try again, or 0 when neither has reached its
 * limit in the current window.
 */
export async function loginRetryAfter(username: string, address: string, now = new Date(), limits = loginLimits()): Promise<number> {
  const window = windowOf(now);
  const keys = [loginFailureKey(userSubject(username), window.start), loginFailureKey(addressSubject(address), window.start)];
  const answer = await ddb.send(
    new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys, ConsistentRead: true } } }),
  );
  const items = (answer.Responses?.[config.tableName] ?? []) as LoginFailureItem[];
  const count = (pk: string) => items.find((i) => i.pk === pk)?.failures ?? 0;
  const blocked = count(keys[0].pk) >= limits.perUser || count(keys[1].pk) >= limits.perAddress;
  return blocked ? Math.max(1, window.end - Math.floor(now.getTime() / 1000)) : 0;
}

/** Counts one failed sign-in against the user name and the address (atomic ADDs). */
export async function recordLoginFailure(username: string, address: string, now = new Date()): Promise<void> {
  const window = windowOf(now);
  await Promise.all(
    [userSubject(username), addressSubject(address)].map((subject) =>
      ddb.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: loginFailureKey(subject, window.start),
          UpdateExpression: 'ADD failures :one SET entity = :entity, expiresAt = :expires',
          ExpressionAttributeValues: { ':one': 1, ':entity': 'loginFailures', ':expires': window.end + LOGIN_WINDOW_SECONDS },
        }),
      ),
    ),
  );
}

/** Forgets the user's failures of the current window after a successful sign-in. */
export async function clearUserFailures(username: string, now = new Date()): Promise<void> {
  const window = windowOf(now);
  await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: loginFailureKey(userSubject(username), window.start) }));
}

/** The message of a throttled sign-in, in whole minutes. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${countOf(minutes, 'minute')}.`;
}
