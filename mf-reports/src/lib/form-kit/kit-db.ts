/**
 * The form kit's IndexedDB database (through `idb`): drafts per user and form, and the outbox of
 * reports submitted while offline (or whose sending hit a conflict). One database for every form
 * so a new form adds no schema change.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A draft: the form's values as typed, and the one submission id of this report. */
export interface StoredDraft {
  key: string;
  version: number;
  savedAt: string;
  values: unknown;
  submissionId?: string;
}

/** A report waiting in the outbox: queued until the network returns, or kept after a conflict. */
export interface OutboxEntry {
  submissionId: string;
  /** `${owner}:${formKey}`, the draft key of the report it came from. */
  draftKey: string;
  owner: string;
  formKey: string;
  body: unknown;
  queuedAt: string;
  status: 'queued' | 'conflict';
  /** The server's version when status is 'conflict' (when the form could load it). */
  theirs?: unknown;
  message?: string;
}

interface KitSchema extends DBSchema {
  drafts: { key: string; value: StoredDraft };
  outbox: { key: string; value: OutboxEntry; indexes: { draftKey: string } };
}

export type KitDb = IDBPDatabase<KitSchema>;

const DB_NAME = 'grindline-form-kit';
const DB_VERSION = 1;
let opening: Promise<KitDb> | null = null;

/** The kit's database, opened once per page. */
export function kitDb(): Promise<KitDb> {
  opening ??= openDB<KitSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'key' });
      db.createObjectStore('outbox', { keyPath: 'submissionId' }).createIndex('draftKey', 'draftKey');
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Test helper: forgets the open connection (after fake-indexeddb is reset). */
export function resetKitDbForTests(): void {
  opening = null;
}
