import { useState } from 'react';
import { countOf, lineLabel, type ShiftReport } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { useMapImage } from '@grindline/ui/map-image';
import { PhotoLightbox, PhotoThumbs } from '@grindline/ui/photo-gallery';
import { useReportPhotos } from '../api/get-report-photos';
import { shiftMapBody } from '../utils/shift-map-body';

/** The line map of the range a photo shows (of the whole shift for a photo of no one range). */
function PhotoPlace({ report, rangeIndex, place }: { report: ShiftReport; rangeIndex: number | undefined; place?: { lat: number; lng: number } }) {
  const map = useMapImage(shiftMapBody(report, rangeIndex, place));
  if (report.ranges.length === 0 || !map.data) return null;
  const what = rangeIndex === undefined || !report.ranges[rangeIndex] ? 'the shift' : `range ${rangeIndex + 1}`;
  return <img className="gl-ui-lightbox__map" src={map.data.src} width={800} height={560} alt={`Map of ${what} on ${report.site} ${lineLabel(report.site, report.line)}`} />;
}

/**
 * The photos of the shift under review (issue 28 on the issue 29 page): thumbnails, and the
 * lightbox with caption, time and the range's map. Asks for them only when the report names some.
 */
export function ReviewPhotos({ report }: { report: ShiftReport }) {
  const count = report.photos?.length ?? 0;
  const photos = useReportPhotos(report.shiftId, count > 0);
  const [open, setOpen] = useState<number | null>(null);
  if (count === 0) return null;
  const shown = open === null ? undefined : photos.data?.[open];
  return (
    <section aria-label="Photos" className="gl-rev-photos">
      <h2>Photos</h2>
      {photos.isError ? (
        <p className="gl-ui-error">The photos could not be loaded: {errorMessage(photos.error)}</p>
      ) : !photos.data ? (
        <p role="status">Loading {countOf(count, 'photo')}...</p>
      ) : (
        <>
          <PhotoThumbs photos={photos.data} onOpen={setOpen} label={`Photos of shift ${report.shiftId}`} />
          {open !== null ? <PhotoLightbox photos={photos.data} index={open} onIndex={setOpen} onClose={() => setOpen(null)} place={<PhotoPlace report={report} rangeIndex={shown?.rangeIndex} place={shown?.position} />} /> : null}
        </>
      )}
    </section>
  );
}
