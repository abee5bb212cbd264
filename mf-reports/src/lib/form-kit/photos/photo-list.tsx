import { MAX_PHOTO_CAPTION } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { megabytes } from './photo-rules';
import { StoredPhotoThumb } from './stored-photo';
import type { PhotoAttachments } from './use-photo-attachments';
import './photo-list.css';

/** 'Thu 26 Nov, 14:03' in the device's time zone. */
function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export interface PhotoListProps {
  attachments: PhotoAttachments;
  /** The form's ground ranges, named as the user knows them ('Range 1: 12.1 to 12.4'). */
  ranges: string[];
  /** Thumbnails of photos already in the bucket (a stored report being edited), by photo id. */
  thumbUrls?: ReadonlyMap<string, string>;
}

/**
 * The photos attached to a report form: each with its thumbnail (from IndexedDB, or the bucket for
 * a stored report), its caption and the range it shows. Part of the photo kit (photo-kit.ts),
 * fetched with the first photo, not with the form.
 */
export function PhotoList({ attachments, ranges, thumbUrls }: PhotoListProps) {
  const { items, includeLocation } = attachments;
  return (
    <ol className="gl-kit-photos__list" aria-label="Attached photos">
      {items.map((p, i) => (
        <li key={p.id} className="gl-kit-photo">
          <StoredPhotoThumb id={p.id} fileName={p.fileName} thumbUrl={thumbUrls?.get(p.id)} />
          <div className="gl-kit-photo__fields">
            <p className="gl-kit-photo__name">
              {p.fileName} <span className="gl-kit-photo__meta">{megabytes(p.size)}{p.takenAt ? `, taken ${when(p.takenAt)}` : ''}{includeLocation && p.position ? `, at ${p.position.lat.toFixed(5)}, ${p.position.lng.toFixed(5)}` : ''}</span>
            </p>
            <label>
              Caption of photo {i + 1}
              <input type="text" value={p.caption} maxLength={MAX_PHOTO_CAPTION} onChange={(e) => attachments.update(p.id, { caption: e.target.value })} />
            </label>
            <label>
              Photo {i + 1} shows
              <select value={p.rangeIndex === undefined || p.rangeIndex >= ranges.length ? '' : String(p.rangeIndex)} onChange={(e) => attachments.update(p.id, { rangeIndex: e.target.value === '' ? undefined : Number(e.target.value) })}>
                <option value="">The whole shift</option>
                {ranges.map((r, n) => (
                  <option key={n} value={n}>
                    {r}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Button variant="secondary" onClick={() => attachments.remove(p.id)} aria-label={`Remove photo ${p.fileName}`}>
            Remove
          </Button>
        </li>
      ))}
    </ol>
  );
}
