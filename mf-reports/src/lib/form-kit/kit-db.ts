/**
 * The form kit's IndexedDB database (through `idb`): drafts per user and form, and the outbox of
 * reports submitted while offline (or whose sending hit a conflict), and the pictures of the photos
 * attached to drafts. One database for every form so a new form adds no schema change.
 */
import type { DraftPhoto } from './photos/photo-rules';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A draft: the form's values as typed, and the one submission id of this report. */
export interface StoredDraft {
  key: string;
  version: number;
  savedAt: string;
  values: unknown;
  submissionId?: string;
  /** The photos attached to this report (issue 28); their pictures are in the `photos` store. */
  photos?: DraftPhotos;
}

/** The photos of a draft as the form shows them, and whether their positions go with the report. */
export interface DraftPhotos {
  items: DraftPhoto[];
  includeLocation: boolean;
}

/**
 * The picture of one attached photo, kept until its report is filed or its draft discarded. Bytes
 * rather than a Blob: every browser (and the test double) stores an ArrayBuffer the same way.
 */
export interface StoredPhoto {
  /** The photo id (a UUID made on the device), also the last part of its bucket key. */
  id: string;
  /** The draft it belongs to (`${owner}:${formKey}`). */
  draftKey: string;
  bytes: ArrayBuffer;
  contentType: string;
  /** True once the bucket has it: a retry does not upload it again. */
  uploaded: boolean;
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
  photos: { key: string; value: StoredPhoto; indexes: { draftKey: string } };
}

export type KitDb = IDBPDatabase<KitSchema>;

const DB_NAME = 'grindline-form-kit';
// 2: the photos store (issue 28); drafts and outbox are kept as they are.
const DB_VERSION = 2;
let opening: Promise<KitDb> | null = null;

/** The kit's database, opened once per page. */
export function kitDb(): Promise<KitDb> {
  // No IndexedDB at all (an old browser, a test without it) rejects like a refused open.
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= openDB<KitSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('drafts', { keyPath: 'key' });
        db.createObjectStore('outbox', { keyPath: 'submissionId' }).createIndex('draftKey', 'draftKey');
      }
      if (oldVersion < 2) db.createObjectStore('photos', { keyPath: 'id' }).createIndex('draftKey', 'draftKey');
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
