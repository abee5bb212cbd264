import type { PhotoRef } from '@grindline/domain';
import { StoredPhotoThumb } from './stored-photo';
import { usePhotoUploadProgress } from './photo-upload';
import './photo-list.css';

/** The photos a report body carries (the filing bodies' optional `photos`). */
export function photosOf(body: unknown): PhotoRef[] | undefined {
  return (body as { photos?: PhotoRef[] } | null)?.photos;
}

/**
 * The photos of a report under review, and while it is being filed each one's upload progress
 * (a progress bar per photo: the pictures go to the bucket before the report is filed).
 */
export function ReviewPhotos({ photos, uploading = false }: { photos: readonly PhotoRef[] | undefined; uploading?: boolean }) {
  const progress = usePhotoUploadProgress();
  if (!photos?.length) return null;
  return (
    <section aria-label="Photos">
      <h2 className="gl-ui-subtitle">Photos ({photos.length})</h2>
      <ul className="gl-kit-review-photos">
        {photos.map((p) => {
          const percent = progress.get(p.id);
          return (
            <li key={p.id} className="gl-kit-photo-progress">
              <StoredPhotoThumb id={p.id} fileName={p.fileName} />
              <div>
                <p className="gl-kit-photo__name">
                  {p.fileName}
                  {p.caption ? <span className="gl-kit-photo__meta">: {p.caption}</span> : null}
                  {p.rangeIndex === undefined ? <span className="gl-kit-photo__meta"> (whole shift)</span> : <span className="gl-kit-photo__meta"> (range {p.rangeIndex + 1})</span>}
                </p>
                {uploading ? <progress max={100} value={percent ?? 0} aria-label={`Upload of ${p.fileName}`} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
