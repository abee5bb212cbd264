import { useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { MAX_PHOTOS_PER_REPORT } from '@grindline/domain';
import { lazyNamed } from '@grindline/ui/lazy-page';
import { loadPhotoKit } from './load-photo-kit';
import type { PhotoAttachments, PhotoSource } from './use-photo-attachments';
import './photos.css';

export interface AttachPhotosProps {
  attachments: PhotoAttachments;
  /** The form's ground ranges, named as the user knows them ('Range 1: 12.1 to 12.4'). */
  ranges: string[];
  /** Thumbnails of photos already in the bucket (a stored report being edited), by photo id. */
  thumbUrls?: ReadonlyMap<string, string>;
}

const ACCEPT = 'image/jpeg,.jpg,.jpeg,image/png,.png,image/heic,.heic,.heif';
const PROMPT = 'Drop photos here or click to choose (JPEG, PNG or HEIC, up to 25 MB each)';
// The input is the labelled control (tests and screen readers reach it); the drop area opens it.
const HIDDEN_INPUT = { border: 0, display: 'block', height: 0, margin: 0, maxWidth: 0, opacity: 0, overflow: 'hidden', padding: 0, width: 0 } as const;

const PhotoList = lazyNamed(loadPhotoKit, 'PhotoList', ({ attachments: { items } }) => (
  <p role="status">
    Loading the {items.length} attached photo{items.length > 1 ? 's' : ''}…
  </p>
));

/** Starts fetching the photo kit on the first press of a pick control; a failure is retried by the pick itself. */
const prefetchKit = () => void loadPhotoKit().catch(() => undefined);

/**
 * Photos on a report (issue 28), the same on every form: take one with the camera or choose files
 * (up to 20 JPEG, PNG or HEIC of at most 25 MB; a refused file is named), each with a caption and
 * the range it shows; the time and place the device gives, the place sent only when allowed.
 * The header, the pick controls and 'Include location' are on the form's first screen; the list
 * and the device's preparation are the photo kit, fetched on the first press (decisions §54) and
 * at once when the draft already has photos, so a restored photo is never hidden.
 */
export function AttachPhotos({ attachments, ranges, thumbUrls }: AttachPhotosProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { items, includeLocation, refused, preparing } = attachments;
  const full = items.length >= MAX_PHOTOS_PER_REPORT;
  const pick = (files: File[], source: PhotoSource) => void attachments.add(files, source);
  const onInput = (source: PhotoSource) => (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length) pick(files, source);
  };
  const openChooser = () => {
    if (!full) input.current?.click();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    openChooser();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!full && e.dataTransfer.files.length) pick([...e.dataTransfer.files], 'files');
  };
  return (
    <fieldset className="gl-kit-photos">
      <legend>Photos ({items.length} of {MAX_PHOTOS_PER_REPORT})</legend>
      <div className="gl-kit-photos__pick" onPointerDownCapture={prefetchKit} onClickCapture={prefetchKit} onKeyDownCapture={prefetchKit}>
        <label className={`gl-ui-button gl-ui-button--primary gl-kit-photos__camera${full ? ' gl-kit-photos__camera--off' : ''}`}>
          Take photo
          <input type="file" accept="image/*" capture="environment" onChange={onInput('camera')} disabled={full} aria-label="Take photo" />
        </label>
        <div className="gl-ui-field">
          <label htmlFor={`${id}-files`}>Choose photos</label>
          <div
            className={`gl-ui-drop${dragging ? ' gl-ui-drop--active' : ''}`}
            role="button"
            tabIndex={0}
            aria-disabled={full || undefined}
            onClick={openChooser}
            onKeyDown={onKey}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span>{dragging ? 'Drop the files here' : PROMPT}</span>
          </div>
          <input ref={input} id={`${id}-files`} className="gl-ui-drop__input" type="file" accept={ACCEPT} multiple tabIndex={-1} style={HIDDEN_INPUT} disabled={full} aria-label="Choose photos" onChange={onInput('files')} onClick={(e) => e.stopPropagation()} />
        </div>
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
        <PhotoList attachments={attachments} ranges={ranges} thumbUrls={thumbUrls} />
      ) : null}
    </fieldset>
  );
}
