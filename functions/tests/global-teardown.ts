/** Stops the backend started by global-setup.ts. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__grindlineTestBackend?.stop();
  globalThis.__grindlineTestBackend = undefined;
}
