/**
 * The outbox: reports submitted without network, waiting with their submission id until it
 * returns, and reports whose sending met a conflict, kept (with the server's version) until the
 * user decides. Nothing leaves the outbox but a report the server stored or the user dismissed.
 */
import { kitDb, type OutboxEntry } from './kit-db';

export type { OutboxEntry } from './kit-db';

/** Puts (or replaces) `entry` in the outbox. Throws when storage is unavailable. */
export async function putOutbox(entry: OutboxEntry): Promise<void> {
  await (await kitDb()).put('outbox', entry);
}

/** The outbox entries of one draft key (one user's form), oldest first. */
export async function outboxFor(draftKey: string): Promise<OutboxEntry[]> {
  try {
    const entries = await (await kitDb()).getAllFromIndex('outbox', 'draftKey', draftKey);
    return entries.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  } catch {
    return [];
  }
}

/** Removes the entry of `submissionId` (stored by the server, or dismissed by the user). */
export async function removeOutbox(submissionId: string): Promise<void> {
  try {
    await (await kitDb()).delete('outbox', submissionId);
  } catch {
    // Storage unavailable: nothing was queued.
  }
}
