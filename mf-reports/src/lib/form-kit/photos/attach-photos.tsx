import { useId, type ChangeEvent } from 'react';
import { MAX_PHOTO_CAPTION, MAX_PHOTOS_PER_REPORT } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { FileDrop, type FileRejection } from '@grindline/ui/file-drop';
import { megabytes } from './photo-rules';
import { StoredPhotoThumb } from './stored-photo';
import type { PhotoAttachments } from './use-photo-attachments';
import './photos.css';

export interface AttachPhotosProps {
  attachments: PhotoAttachments;
  /** The form's ground ranges, named as the user knows them ('Range 1: 12.1 to 12.4'). */
  ranges: string[];
  /** Thumbnails of photos already in the bucket (a stored report being edited), by photo id. */
  thumbUrls?: ReadonlyMap<string, string>;
}

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/heic': ['.heic', '.heif'] };

/** 'Thu 26 Nov, 14:03' in the device's time zone. */
function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/**
 * Photos on a report (issue 28), the same on every form: take one with the camera or choose files
 * (up to 20 JPEG, PNG or HEIC of at most 25 MB; a refused file is named), each with a caption and
 * the range it shows; the time and place the device gives, the place sent only when allowed.
 */
export function AttachPhotos({ attachments, ranges, thumbUrls }: AttachPhotosProps) {
  const id = useId();
  const { items, includeLocation, refused, preparing } = attachments;
  const full = items.length >= MAX_PHOTOS_PER_REPORT;
  const onCamera = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    void attachments.add(files, 'camera');
  };
  const onFiles = (accepted: File[], rejected: FileRejection[]) => void attachments.add([...accepted, ...rejected.map((r) => r.file)], 'files');
  return (
    <fieldset className="gl-kit-photos">
      <legend>Photos ({items.length} of {MAX_PHOTOS_PER_REPORT})</legend>
      <div className="gl-kit-photos__pick">
        <label className={`gl-ui-button gl-ui-button--primary gl-kit-photos__camera${full ? ' gl-kit-photos__camera--off' : ''}`}>
          Take photo
          <input type="file" accept="image/*" capture="environment" onChange={onCamera} disabled={full} aria-label="Take photo" />
        </label>
        <FileDrop id={`${id}-files`} label="Choose photos" prompt="Drop photos here or click to choose (JPEG, PNG or HEIC, up to 25 MB each)" accept={ACCEPT} multiple onFiles={onFiles} disabled={full} />
      </div>
      <label className="gl-kit-photos__location">
        <input type="checkbox" checked={includeLocation} onChange={(e) => attachments.setIncludeLocation(e.target.checked)} /> Include location (where the device says each photo was taken)
      </label>
      {preparing > 0 ? <p role="status">Preparing {preparing} photo{preparing > 1 ? 's' : ''}...</p> : null}
      {refused.length ? (
        <ul className="gl-ui-error gl-kit-photos__refused" role="alert">
          {refused.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {items.length ? (
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
      ) : null}
    </fieldset>
  );
}
