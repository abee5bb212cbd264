/**
 * IndexedDB for component tests: fake-indexeddb (a complete in-memory implementation) installed on
 * the jsdom window, fresh for each test that calls {@link freshIndexedDb}.
 */
import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { resetKitDbForTests } from '../lib/form-kit/kit-db';

// jsdom's window lacks structuredClone, which fake-indexeddb uses to store values.
if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
}

/** An empty database for the next test. */
export function freshIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
  resetKitDbForTests();
}
