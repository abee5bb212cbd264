/**
 * Server-side sessions (docs/security.md). Login creates one and hands its id to the browser in
 * the httpOnly `gl_sid` cookie; the authorizer admits a request only while the session exists
 * and belongs to the ID token's user; logout deletes it. So a copied `gl_id` cookie stops
 * working the moment its user signs out, not when the ID token expires.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../data/batch-write';
import { accountKey, userSessionKeys, type UserSessionItem } from '../data/account-entities';
import { sessionKey, type SessionItem } from '../data/session-entities';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';

/** How long a session lives: 30 days, as long as Cognito's refresh token. */
export const SESSION_SECONDS = 2_592_000;

/** The hash a session id is stored under; ids are hashed so the table never holds a usable one. */
function hashOf(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url');
}

/** The table key of a session id. */
function keyOf(sid: string) {
  return sessionKey(hashOf(sid));
}

/** A session id: 256 random bits, URL-safe. */
function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const SID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Starts a session of `username` and returns its id (for the `gl_sid` cookie). Writes the session,
 * its index item under the user (so every session of a user can be ended at once) and the
 * user's last sign-in, in one batch.
 */
export async function createSession(username: string, now = new Date(), mfaPending = false): Promise<string> {
  const sid = newSessionId();
  const sidHash = hashOf(sid);
  const expiresAt = Math.floor(now.getTime() / 1000) + SESSION_SECONDS;
  const item: SessionItem = { ...sessionKey(sidHash), entity: 'session', username, createdAt: now.toISOString(), expiresAt, ...(mfaPending ? { mfaPending } : {}) };
  const index: UserSessionItem = { ...userSessionKeys.session(username, sidHash), entity: 'userSession', sidHash, expiresAt };
  await batchWrite({ [config.tableName]: [{ PutRequest: { Item: item } }, { PutRequest: { Item: index } }] });
  await recordSignIn(username, now);
  return sid;
}

/** Keeps the user's last sign-in on the account record (the Users screen shows it). */
async function recordSignIn(username: string, now: Date): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: accountKey(username),
      UpdateExpression: 'SET entity = :e, username = :u, lastSignInAt = :t',
      ExpressionAttributeValues: { ':e': 'account', ':u': username, ':t': now.toISOString() },
    }),
  );
}

/**
 * Ends every session of `username` (a disabled user, a reset password): its next request is
 * refused by the authorizer. Answers how many sessions were ended.
 */
export async function endUserSessions(username: string): Promise<number> {
  let ended = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userSessionKeys.partition(username) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    const items = (page.Items ?? []) as UserSessionItem[];
    for (let i = 0; i < items.length; i += 12) {
      const chunk = items.slice(i, i + 12);
      await batchWrite({
        [config.tableName]: chunk.flatMap((s) => [
          { DeleteRequest: { Key: sessionKey(s.sidHash) } },
          { DeleteRequest: { Key: userSessionKeys.session(username, s.sidHash) } },
        ]),
      });
    }
    ended += items.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return ended;
}

/**
 * The live session `sid` of `username`, or null. A strongly consistent read, so a logout is seen
 * by the very next request; an expired item that TTL has not removed yet counts as ended.
 */
export async function liveSession(sid: string | undefined, username: string, now = new Date()): Promise<SessionItem | null> {
  if (!sid || !SID_SHAPE.test(sid)) return null;
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: keyOf(sid), ConsistentRead: true }));
  const session = Item as SessionItem | undefined;
  return session && session.username === username && session.expiresAt > Math.floor(now.getTime() / 1000) ? session : null;
}

/** Whether `sid` names a live session of `username`. */
export async function isSessionActive(sid: string | undefined, username: string, now = new Date()): Promise<boolean> {
  return (await liveSession(sid, username, now)) !== null;
}

/** The session has its second factor now: it reaches every route its role allows. */
export async function completeMfaSetup(sid: string): Promise<void> {
  if (!SID_SHAPE.test(sid)) return;
  await ddb.send(new UpdateCommand({ TableName: config.tableName, Key: keyOf(sid), UpdateExpression: 'REMOVE mfaPending', ConditionExpression: 'attribute_exists(pk)' }));
}

/** Ends the session `sid` (nothing happens when there is none). */
export async function endSession(sid: string | undefined): Promise<void> {
  if (!sid || !SID_SHAPE.test(sid)) return;
  const sidHash = hashOf(sid);
  const { Attributes } = await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: sessionKey(sidHash), ReturnValues: 'ALL_OLD' }));
  const username = (Attributes as SessionItem | undefined)?.username;
  if (username) await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: userSessionKeys.session(username, sidHash) }));
}
