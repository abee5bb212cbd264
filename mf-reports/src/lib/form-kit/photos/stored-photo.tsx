import { useEffect, useState } from 'react';
import { photoBlob } from './photo-store';

/** An object URL of the picture of photo `id` kept on this device, revoked when no longer shown. */
export function useStoredPhotoUrl(id: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let cancelled = false;
    void photoBlob(id).then((blob) => {
      // A HEIC stays as picked: most browsers cannot show it, the list then names the file only.
      if (cancelled || !blob || blob.type === 'image/heic' || typeof URL.createObjectURL !== 'function') return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url;
}

/**
 * The thumbnail of a photo kept on this device (the form and the review show it before upload), or
 * `thumbUrl` for a photo of a stored report that is in the bucket only (the edit page).
 */
export function StoredPhotoThumb({ id, fileName, thumbUrl }: { id: string; fileName: string; thumbUrl?: string }) {
  const url = useStoredPhotoUrl(id) ?? thumbUrl;
  return url ? <img className="gl-kit-photo__thumb" src={url} alt={fileName} /> : <span className="gl-kit-photo__thumb gl-kit-photo__thumb--none" aria-hidden="true">{fileName.split('.').pop()?.toUpperCase()}</span>;
}
