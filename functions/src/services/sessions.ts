/**
 * Server-side sessions (docs/security.md). Login creates one and hands its id to the browser in
 * the httpOnly `gl_sid` cookie; the authorizer admits a request only while the session exists
 * and belongs to the ID token's user; logout deletes it. So a copied `gl_id` cookie stops
 * working the moment its user signs out, not when the ID token expires.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionKey, type SessionItem } from '../data/session-entities';
import { ddb } from '../lib/clients';
import { config } from '../lib/config';

/** How long a session lives: 30 days, as long as Cognito's refresh token. */
export const SESSION_SECONDS = 2_592_000;

/** The table key of a session id; ids are hashed so the table never holds a usable one. */
function keyOf(sid: string) {
  return sessionKey(createHash('sha256').update(sid).digest('base64url'));
}

/** A session id: 256 random bits, URL-safe. */
function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const SID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session of `username` and returns its id (for the `gl_sid` cookie). */
export async function createSession(username: string, now = new Date()): Promise<string> {
  const sid = newSessionId();
  const item: SessionItem = {
    ...keyOf(sid),
    entity: 'session',
    username,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + SESSION_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: item }));
  return sid;
}

/**
 * Whether `sid` names a live session of `username`. A strongly consistent read, so a logout is
 * seen by the very next request; an expired item that TTL has not removed yet counts as ended.
 */
export async function isSessionActive(sid: string | undefined, username: string, now = new Date()): Promise<boolean> {
  if (!sid || !SID_SHAPE.test(sid)) return false;
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: keyOf(sid), ConsistentRead: true }));
  const session = Item as SessionItem | undefined;
  return !!session && session.username === username && session.expiresAt > Math.floor(now.getTime() / 1000);
}

/** Ends the session `sid` (nothing happens when there is none). */
export async function endSession(sid: string | undefined): Promise<void> {
  if (!sid || !SID_SHAPE.test(sid)) return;
  await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: keyOf(sid) }));
}
