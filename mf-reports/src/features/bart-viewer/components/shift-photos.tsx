import { useState } from 'react';
import { countOf, type ShiftReport } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { PhotoLightbox, PhotoThumbs } from '@grindline/ui/photo-gallery';
import { useReportPhotos } from '../api/get-report-photos';

/** The photos of one shift in the viewer (issue 28): thumbnails, and the lightbox on a tap. */
export function ShiftPhotos({ report }: { report: ShiftReport }) {
  const carries = (report.photos?.length ?? 0) > 0;
  const photos = useReportPhotos(report.shiftId, carries);
  const [open, setOpen] = useState<number | null>(null);
  if (!carries) return null;
  if (photos.isError) return <p className="gl-ui-error">The photos could not be loaded: {errorMessage(photos.error)}</p>;
  if (!photos.data) return <p role="status">Loading {countOf(report.photos!.length, 'photo')}...</p>;
  return (
    <>
      <h3 className="gl-ui-subtitle">Photos</h3>
      <PhotoThumbs photos={photos.data} onOpen={setOpen} label={`Photos of shift ${report.shiftId}`} />
      {open !== null ? <PhotoLightbox photos={photos.data} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
