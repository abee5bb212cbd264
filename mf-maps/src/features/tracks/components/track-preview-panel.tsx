import { useEffect, useMemo, useRef } from 'react';
import { errorMessage } from 'shell/kit';
import { Notice } from '@grindline/ui/notice';
import { useTrackPoints } from '../api/get-track-points';
import { formatImportedAt, formatPointCount } from '../utils/catalogue-table';
import { formatChainRange, type ReferenceUnits } from '../utils/reference-units';
import { trackPreview } from '../utils/track-preview';
import { TrackDrawing } from './track-drawing';
import './tracks.css';

export interface TrackPreviewPanelProps {
  site: string;
  trackId: string;
  units: ReferenceUnits;
  onClose: () => void;
}

/** The preview of one imported track: its points drawn by structure, and what was imported. */
export function TrackPreviewPanel({ site, trackId, units, onClose }: TrackPreviewPanelProps) {
  const query = useTrackPoints(site, trackId);
  const preview = useMemo(() => (query.data ? trackPreview(query.data.points, units) : null), [query.data, units]);
  const track = query.data;
  const ref = useRef<HTMLElement>(null);
  // The table can be long (NYCT has 77 tracks): bring the preview into view when a track is chosen.
  useEffect(() => ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), [trackId]);
  return (
    <section ref={ref} className="gl-maps-preview" aria-labelledby="gl-maps-preview-title">
      <div className="gl-maps-preview-head">
        <h2 id="gl-maps-preview-title">Preview of {trackId}</h2>
        <button type="button" className="gl-ui-button gl-ui-button--secondary" onClick={onClose}>
          Close preview
        </button>
      </div>
      {query.isPending ? <p>Loading the points of {trackId} ...</p> : null}
      {query.isError ? (
        <Notice tone="error">
          <p>Could not load the points of {trackId}: {errorMessage(query.error)}</p>
          <button type="button" className="gl-ui-button gl-ui-button--secondary" onClick={() => void query.refetch()}>
            Retry
          </button>
        </Notice>
      ) : null}
      {track ? (
        <p>
          Line {track.line}, direction {track.direction} · {formatPointCount(track.points.length)} ·{' '}
          {formatChainRange(track.minChain, track.maxChain, units)} · imported {formatImportedAt(track.importedAt)} by {track.importedBy}
        </p>
      ) : null}
      {track && preview ? <TrackDrawing preview={preview} /> : null}
      {track && !preview ? <p>This track has fewer than two chain points; there is nothing to draw.</p> : null}
    </section>
  );
}
