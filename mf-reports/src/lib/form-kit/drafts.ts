/**
 * Drafts: what the user typed, per user and form, in IndexedDB. Every operation on one draft runs
 * after the previous one on it finished, so a late autosave can never resurrect a draft that a
 * submit or a discard has just cleared. Storage that is unavailable (private mode, quota) degrades
 * to "no draft" instead of breaking the form.
 */
import { kitDb, type DraftPhotos, type StoredDraft } from './kit-db';

/** The key of one user's draft of one form (drafts are never shared between users). */
export function draftKey(owner: string | undefined, formKey: string): string {
  return `${owner ?? 'signed-out'}:${formKey}`;
}

/** The database now; a failure to open is handled where it is awaited (storage unavailable). */
function opened() {
  const database = kitDb();
  database.catch(() => undefined);
  return database;
}

const chains = new Map<string, Promise<unknown>>();
// Each operation takes the database at call time (kitDb() below, before it waits its turn), so an
// operation always lands in the database of the moment it was asked for.

/** Runs `task` after every earlier task on `key`. */
function serial<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = chains.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  chains.set(key, next);
  return next;
}

const clearedListeners = new Map<string, Set<() => void>>();

/** Calls `listener` whenever the draft `key` is cleared (submitted or discarded); returns the unsubscribe. */
export function onDraftCleared(key: string, listener: () => void): () => void {
  const set = clearedListeners.get(key) ?? new Set();
  set.add(listener);
  clearedListeners.set(key, set);
  return () => set.delete(listener);
}

/** The stored draft under `key`, or null (none, or storage unavailable). */
export function readDraft(key: string): Promise<StoredDraft | null> {
  const database = opened();
  return serial(key, async () => {
    try {
      return (await (await database).get('drafts', key)) ?? null;
    } catch {
      return null;
    }
  });
}

/**
 * Saves `values` as the draft under `key`, keeping the draft's submission id. Answers the time
 * saved, or undefined when the browser refused.
 */
export function writeDraft(key: string, values: unknown, version: number): Promise<string | undefined> {
  return changeDraft(key, () => undefined, async (existing, put) => {
    const savedAt = new Date().toISOString();
    await put({ key, version, savedAt, values: structuredCloneable(values), submissionId: existing?.submissionId, photos: existing?.photos });
    return savedAt;
  });
}

/**
 * Saves the photos attached to the draft under `key` (their list, captions and ranges; the pictures
 * are stored by photo-store), keeping its values and submission id.
 */
export function writeDraftPhotos(key: string, photos: DraftPhotos, version: number): Promise<string | undefined> {
  return changeDraft(key, () => undefined, async (existing, put) => {
    const savedAt = new Date().toISOString();
    await put({ key, version: existing?.version ?? version, savedAt, values: existing?.values ?? null, submissionId: existing?.submissionId, photos: structuredCloneable(photos) as DraftPhotos });
    return savedAt;
  });
}

/**
 * The submission id of the report being written under `key`, made once and kept with the draft,
 * so every retry of this report (a double tap, a reload, a queued send) carries the same id.
 */
export function ensureSubmissionId(key: string, version: number): Promise<string> {
  return changeDraft(key, () => crypto.randomUUID(), async (existing, put) => {
    if (existing?.submissionId) return existing.submissionId;
    const submissionId = crypto.randomUUID();
    await put({ key, version, savedAt: new Date().toISOString(), values: existing?.values ?? null, submissionId, photos: existing?.photos });
    return submissionId;
  });
}

/**
 * Reads the draft under `key` and lets `change` put its new version, in one read-write
 * transaction that waits its turn on `key`; `fallback` answers when storage is unavailable.
 */
function changeDraft<T>(
  key: string,
  fallback: () => T,
  change: (existing: StoredDraft | undefined, put: (draft: StoredDraft) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const database = opened();
  return serial(key, async () => {
    try {
      const db = await database;
      const tx = db.transaction('drafts', 'readwrite');
      const result = await change(await tx.store.get(key), (draft) => tx.store.put(draft));
      await tx.done;
      return result;
    } catch {
      return fallback();
    }
  });
}

/** Removes the draft under `key`, its submission id and its photos' pictures (after a submit or a discard). */
export function clearDraft(key: string): Promise<void> {
  const database = opened();
  return serial(key, async () => {
    try {
      const tx = (await database).transaction(['drafts', 'photos'], 'readwrite');
      await tx.objectStore('drafts').delete(key);
      for (const id of await tx.objectStore('photos').index('draftKey').getAllKeys(key)) await tx.objectStore('photos').delete(id);
      await tx.done;
    } catch {
      // Storage unavailable: nothing was stored to clear.
    }
    clearedListeners.get(key)?.forEach((listener) => listener());
  });
}

/** react-hook-form hands proxies and class instances at times; a JSON round trip stores plain data. */
function structuredCloneable(values: unknown): unknown {
  return values === undefined ? null : (JSON.parse(JSON.stringify(values)) as unknown);
}
