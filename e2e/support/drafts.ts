/**
 * Waits on the form kit's drafts in the page's IndexedDB (mf-reports form-kit/kit-db.ts) instead of
 * sleeping while the kit saves: a test reloads only once the values it typed are stored.
 */
import type { Page } from 'playwright-core';

/**
 * Resolves once a stored draft holds every one of `texts` (or, with `present` false, once no draft
 * holds them). The database is only read: it is never created here, so the kit's own upgrade runs.
 */
export async function waitForDraft(page: Page, texts: string[], present = true): Promise<void> {
  await page.waitForFunction(
    async ({ texts, present }) => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes('grindline-form-kit')) return !present;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('grindline-form-kit');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains('drafts')) return !present;
        const drafts = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        const holds = drafts.some((d) => texts.every((t) => JSON.stringify(d).includes(t)));
        return holds === present;
      } finally {
        db.close();
      }
    },
    { texts, present },
    { polling: 100, timeout: 15_000 },
  );
}
