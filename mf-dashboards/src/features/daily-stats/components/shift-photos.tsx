import { useState } from 'react';
import { lineLabel, type MapImageInput } from '@grindline/domain';
import { useMapImage } from '@grindline/ui/map-image';
import { PhotoLightbox, PhotoThumbs } from '@grindline/ui/photo-gallery';
import { useReportPhotos } from '../api/get-report-photos';
import type { DailyStatsCard } from '../types';

/** The map request of a photo: the card's line with the range the photo shows (or every range). */
export function photoMapBody(card: DailyStatsCard, rangeIndex: number | undefined, place?: { lat: number; lng: number }): MapImageInput {
  const ranges = rangeIndex === undefined ? card.grindData : card.grindData.slice(rangeIndex, rangeIndex + 1);
  const pairs = (complete: boolean) => ranges.filter((r) => r.complete === complete).map((r): [number, number] => [r.from, r.to]);
  return { site: card.site, line: card.line, date: card.date, label: `Shift ${card.shiftId}`, completeChains: pairs(true), incompleteChains: pairs(false), ...(place ? { place } : {}) };
}

function PhotoPlace({ card, rangeIndex, place }: { card: DailyStatsCard; rangeIndex: number | undefined; place?: { lat: number; lng: number } }) {
  const map = useMapImage(photoMapBody(card, rangeIndex, place));
  if (card.grindData.length === 0 || !map.data) return null;
  return <img className="gl-ui-lightbox__map" src={map.data.src} width={800} height={560} alt={`Map of ${rangeIndex === undefined ? 'the shift' : `range ${rangeIndex + 1}`} on ${card.site} ${lineLabel(card.site, card.line)}`} />;
}

/** The thumbnails of a card's photos (issue 28) and the lightbox with the caption, time and place. */
export function ShiftPhotos({ card }: { card: DailyStatsCard }) {
  const photos = useReportPhotos(card.shiftId);
  const [open, setOpen] = useState<number | null>(null);
  if (!photos.data?.length) return null;
  const shown = open === null ? undefined : photos.data[open];
  return (
    <div className="gl-dash-card-photos">
      <PhotoThumbs photos={photos.data} onOpen={setOpen} label={`Photos of shift ${card.shiftId}`} />
      {open !== null ? <PhotoLightbox photos={photos.data} index={open} onIndex={setOpen} onClose={() => setOpen(null)} place={<PhotoPlace card={card} rangeIndex={shown?.rangeIndex} place={shown?.position} />} /> : null}
    </div>
  );
}
