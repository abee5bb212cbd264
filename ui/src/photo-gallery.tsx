import './styles.css';
import type { ReactNode } from 'react';
import type { PhotoView } from '@grindline/domain';
import { Button } from './button';
import { Modal } from './modal';

/** 'Thu 26 Nov 2026, 14:03' in the reader's time zone. */
export function photoTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** What a photo shows: its caption, else its file name. */
export function photoTitle(photo: Pick<PhotoView, 'caption' | 'fileName'>): string {
  return photo.caption?.trim() || photo.fileName;
}

/**
 * The thumbnails of a report's photos (issue 28): each a button that opens it in the lightbox. A
 * photo whose thumbnail the background function has not made yet shows its name instead.
 */
export function PhotoThumbs({ photos, onOpen, label = 'Photos' }: { photos: readonly PhotoView[]; onOpen(index: number): void; label?: string }) {
  return (
    <ul className="gl-ui-photo-thumbs" aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <button type="button" className="gl-ui-photo-thumb" onClick={() => onOpen(i)} aria-label={`Open photo ${i + 1}: ${photoTitle(p)}`}>
            {p.thumbUrl ? <img src={p.thumbUrl} alt="" loading="lazy" /> : <span>{p.fileName}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface PhotoLightboxProps {
  photos: readonly PhotoView[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
  /** Where the photo was taken or the range it shows (e.g. the line's map), under the picture. */
  place?: ReactNode;
}

/** One photo large in the one modal of the screens, with its caption, time and place; Previous / Next. */
export function PhotoLightbox({ photos, index, onIndex, onClose, place }: PhotoLightboxProps) {
  const photo = photos[index];
  if (!photo) return null;
  return (
    <Modal
      title={`Photo ${index + 1} of ${photos.length}: ${photoTitle(photo)}`}
      onClose={onClose}
      className="gl-ui-lightbox"
      footer={
        photos.length > 1 ? (
          <>
            <Button variant="secondary" disabled={index === 0} onClick={() => onIndex(index - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={index === photos.length - 1} onClick={() => onIndex(index + 1)}>
              Next
            </Button>
          </>
        ) : undefined
      }
    >
      <img className="gl-ui-lightbox__picture" src={photo.url} alt={photoTitle(photo)} />
      <dl className="gl-ui-lightbox__facts">
        {photo.caption ? (
          <div>
            <dt>Caption</dt>
            <dd>{photo.caption}</dd>
          </div>
        ) : null}
        <div>
          <dt>Taken</dt>
          <dd>{photo.takenAt ? photoTime(photo.takenAt) : 'The device gave no time'}</dd>
        </div>
        <div>
          <dt>Shows</dt>
          <dd>{photo.rangeIndex === undefined ? 'The whole shift' : `Range ${photo.rangeIndex + 1}`}</dd>
        </div>
        <div>
          <dt>Place</dt>
          <dd>{photo.position ? `${photo.position.lat.toFixed(5)}, ${photo.position.lng.toFixed(5)}` : 'No position given'}</dd>
        </div>
        <div>
          <dt>File</dt>
          <dd>{photo.fileName}</dd>
        </div>
      </dl>
      {place}
    </Modal>
  );
}
