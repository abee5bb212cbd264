import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoRef } from '@grindline/domain';
import { onDraftCleared, readDraft, writeDraftPhotos } from '../drafts';
import type { DraftPhotos } from '../kit-db';
import { loadPhotoKit } from './load-photo-kit';
import { checkPickedFiles, keptPictureRefusal, toPhotoRefs, type DraftPhoto } from './photo-rules';

/** Where picked files came from: the camera gives its own time and place when the EXIF has none. */
export type PhotoSource = 'camera' | 'files';

export interface PhotoAttachments {
  items: DraftPhoto[];
  includeLocation: boolean;
  /** Messages naming each file refused or that could not be read. */
  refused: string[];
  /** Photos being read and resized. */
  preparing: number;
  /** The draft key the pictures are kept under. */
  draftKey: string;
  add(files: File[], source: PhotoSource): Promise<void>;
  update(id: string, patch: Partial<Pick<DraftPhoto, 'caption' | 'rangeIndex'>>): void;
  remove(id: string): void;
  setIncludeLocation(include: boolean): void;
  /** The references a filing sends, for a form with `rangeCount` ground ranges. */
  refs(rangeCount: number): PhotoRef[];
}

/** Where the device is now, if it says within a few seconds (a camera photo without EXIF GPS). */
function devicePosition(): Promise<{ lat: number; lng: number } | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6 }),
      () => resolve(undefined),
      { timeout: 8000, maximumAge: 60_000 },
    ),
  );
}

/**
 * The photos attached to one draft: their list (captions, ranges, whether positions are sent) saved
 * with the draft, their pictures resized and kept in IndexedDB as they are picked, all restored
 * with the draft and gone when it is cleared. `initial` are the photos of a stored report being
 * edited, shown when the draft has none saved.
 */
export function usePhotoAttachments(draftKey: string, options: { version?: number; initial?: PhotoRef[] } = {}): PhotoAttachments {
  const version = options.version ?? 1;
  const initial = useRef<DraftPhotos>({ items: (options.initial ?? []).map((r) => ({ ...r, caption: r.caption ?? '' })), includeLocation: (options.initial ?? []).some((r) => r.position) });
  const [state, setState] = useState<DraftPhotos>(initial.current);
  const [refused, setRefused] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);
  const current = useRef(state);
  const loaded = useRef(false);

  useEffect(() => {
    let cancelled = false;
    loaded.current = false;
    void readDraft(draftKey).then((draft) => {
      if (cancelled) return;
      if (draft?.photos) {
        current.current = draft.photos;
        setState(draft.photos);
      }
      loaded.current = true;
    });
    const off = onDraftCleared(draftKey, () => {
      if (cancelled) return;
      current.current = initial.current;
      setState(initial.current);
      setRefused([]);
    });
    return () => {
      cancelled = true;
      off();
    };
  }, [draftKey]);

  const change = useCallback(
    (next: (previous: DraftPhotos) => DraftPhotos) => {
      current.current = next(current.current);
      setState(current.current);
      void writeDraftPhotos(draftKey, current.current, version);
    },
    [draftKey, version],
  );

  const add = useCallback(
    async (files: File[], source: PhotoSource) => {
      const check = checkPickedFiles(files, current.current.items.length);
      setRefused(check.refused);
      setPreparing((n) => n + check.accepted.length);
      // The device's preparation and the picture store are the photo kit, fetched with the first photo.
      let kit: Awaited<ReturnType<typeof loadPhotoKit>> | undefined;
      if (check.accepted.length) {
        try {
          kit = await loadPhotoKit();
        } catch {
          kit = undefined;
        }
      }
      for (const { file, contentType } of check.accepted) {
        try {
          if (!kit) throw new Error('the photo tools could not be loaded (no connection?): try again');
          const { readExif, resizePhoto, putPhotoPicture } = kit;
          const id = crypto.randomUUID();
          const [exif, picture] = await Promise.all([readExif(file), resizePhoto(file, contentType)]);
          const refusal = keptPictureRefusal(picture.contentType, picture.blob === file, exif.position);
          if (refusal) throw new Error(refusal);
          await putPhotoPicture(id, draftKey, picture.blob).catch((error: unknown) => {
            throw new Error('there is no room left on this device to keep it', { cause: error });
          });
          let { takenAt, position } = exif;
          if (source === 'camera') {
            takenAt ??= new Date(file.lastModified || Date.now()).toISOString();
            if (!position && current.current.includeLocation) position = await devicePosition();
          }
          const photo: DraftPhoto = { id, fileName: file.name, contentType: picture.contentType, size: picture.blob.size, caption: '', takenAt, position };
          change((s) => ({ ...s, items: [...s.items, photo] }));
        } catch (error) {
          const reason = error instanceof Error ? error.message : 'it could not be read';
          setRefused((r) => [...r, `${file.name} was not attached: ${reason}.`]);
        } finally {
          setPreparing((n) => n - 1);
        }
      }
    },
    [draftKey, change],
  );

  const update = useCallback(
    (id: string, patch: Partial<Pick<DraftPhoto, 'caption' | 'rangeIndex'>>) =>
      change((s) => ({ ...s, items: s.items.map((p) => (p.id === id ? { ...p, ...patch } : p)) })),
    [change],
  );

  const remove = useCallback(
    (id: string) => {
      change((s) => ({ ...s, items: s.items.filter((p) => p.id !== id) }));
      void loadPhotoKit().then((kit) => kit.forgetPhotoPicture(id, draftKey), () => undefined);
    },
    [change, draftKey],
  );

  const setIncludeLocation = useCallback((include: boolean) => change((s) => ({ ...s, includeLocation: include })), [change]);
  const refs = useCallback((rangeCount: number) => toPhotoRefs(current.current.items, { includeLocation: current.current.includeLocation, rangeCount }), []);

  return { ...state, refused, preparing, draftKey, add, update, remove, setIncludeLocation, refs };
}

/** `request` with its photos, or unchanged when there are none (a report without photos is filed as before). */
export function withPhotos<T extends object>(request: T, refs: PhotoRef[]): T & { photos?: PhotoRef[] } {
  return refs.length ? { ...request, photos: refs } : request;
}
