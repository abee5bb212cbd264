import { lineLabel, MAP_LOADING_TEXT, type MapImageInput } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { useMapImage } from '@grindline/ui/map-image';
import type { DailyStatsCard } from '../types';

/** The map request of a shift card: its site, line, date and its complete and incomplete ranges. */
export function cardMapBody(card: DailyStatsCard): MapImageInput {
  const pairs = (complete: boolean) => card.grindData.filter((r) => r.complete === complete).map((r): [number, number] => [r.from, r.to]);
  return { site: card.site, line: card.line, date: card.date, label: `Shift ${card.shiftId}`, completeChains: pairs(true), incompleteChains: pairs(false) };
}

/** The map of one shift's ranges (spec 001 section 2.10), drawn when asked for and kept in the card. */
export function ShiftMap({ card }: { card: DailyStatsCard }) {
  const map = useMapImage(cardMapBody(card));
  if (map.isPending) return <p className="gl-dash-map gl-dash-map--pending" role="status">{MAP_LOADING_TEXT}</p>;
  if (map.isError) return <p className="gl-dash-map gl-dash-map--missing" role="status">{errorMessage(map.error)}</p>;
  return <img className="gl-dash-map" src={map.data.src} width={800} height={560} alt={`Map of shift ${card.shiftId}, ${card.site} ${lineLabel(card.site, card.line)}`} />;
}
