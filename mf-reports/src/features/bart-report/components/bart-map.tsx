import { lineLabel, MAP_LOADING_TEXT, type BartReportRequest, type MapImageInput } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { useMapImage } from '@grindline/ui/map-image';

/** The map request of a BART report: its line, date and the complete and incomplete MP ranges. */
export function bartMapBody(request: BartReportRequest): MapImageInput {
  const pairs = (complete: boolean) =>
    request.rows.filter((r) => (r.completed === 'complete') === complete).map((r): [number, number] => [r.segmentFrom, r.segmentTo]);
  return { site: 'BART', line: request.line, date: request.date, label: `Grinder ${request.grinderType}`, completeChains: pairs(true), incompleteChains: pairs(false) };
}

export interface BartMapProps {
  request: BartReportRequest;
}

/**
 * The picture of what is about to be filed (spec 000 sections 1 and 4): 'loading map ...' while
 * it is drawn, the server's 'No map available for <line>' when the line has no geometry.
 */
export function BartMap({ request }: BartMapProps) {
  const map = useMapImage(bartMapBody(request));
  if (map.isPending) return <p className="gl-rep-map gl-rep-map--pending" role="status">{MAP_LOADING_TEXT}</p>;
  if (map.isError) return <p className="gl-rep-map gl-rep-map--missing" role="status">{errorMessage(map.error)}</p>;
  return <img className="gl-rep-map" src={map.data.src} width={800} height={560} alt={`Map of the ranges ground on BART ${lineLabel('BART', request.line)} on ${request.date}`} />;
}
