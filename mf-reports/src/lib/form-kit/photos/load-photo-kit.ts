/** The photo kit's one fetch (photo-kit.ts), shared by the section, the hook and every form. */
let kit: Promise<typeof import('./photo-kit')> | undefined;

/**
 * The photo kit, fetched on the first call; a failed fetch (offline before the chunk was cached)
 * is forgotten so that the next press asks again.
 */
export function loadPhotoKit(): Promise<typeof import('./photo-kit')> {
  kit ??= import('./photo-kit').catch((error: unknown) => {
    kit = undefined;
    throw error;
  });
  return kit;
}
