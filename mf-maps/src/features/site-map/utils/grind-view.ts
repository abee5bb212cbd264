/**
 * The grind layer's view model (spec 001 sections 2.1 and 2.3): runs drawn completed green and
 * thicker, incomplete red and half opaque (domain GRIND_SEGMENT_STYLE), filtered by line,
 * direction and chain range, with the site's tracks in grey beneath.
 */
import { type BaseLayer, completeLabel, GRIND_SEGMENT_STYLE, type GrindLayer, type SiteMapSettings } from '@grindline/domain';
import { formatChainRange } from './chain-format';
import type { LayerModel, MapFeature } from './layer-model';
import { chainWindow, passesLineFilter, type LineFilter } from './map-filters';

/** Notices for chosen lines without geometry: 'No map available for N180'. */
export function missingMapNotices(base: BaseLayer, filters: LineFilter): string[] {
  const lines = filters.line ? base.lines.filter((l) => l.name === filters.line) : [];
  return lines.filter((l) => !l.hasGeometry).map((l) => `No map available for ${l.name}`);
}

/** The grind layer's model. */
export function grindView(base: BaseLayer, grind: GrindLayer | undefined, filters: LineFilter, settings: SiteMapSettings): LayerModel {
  const window = chainWindow(filters, settings);
  const labelOf = new Map(base.lines.flatMap((l) => l.directions.map((d) => [d.trackId, d.label] as const)));
  const features: MapFeature[] = (grind?.runs ?? [])
    .filter((run) => passesLineFilter(run, filters, window))
    .map((run, i) => {
      const style = run.complete ? GRIND_SEGMENT_STYLE.complete : GRIND_SEGMENT_STYLE.incomplete;
      return {
        id: `g${i}`,
        coords: run.coords,
        colour: style.colour,
        width: style.weight,
        opacity: style.opacity,
        info: {
          title: `${run.line} · ${labelOf.get(run.trackId) ?? run.track}`,
          rows: [
            ['Line', run.line],
            ['Track', run.trackId],
            // Named as the site's filters name it (Mile Post on BART's map, Segment on SkyTrain's).
            [settings.chainLabel, formatChainRange(run.from, run.to, settings)],
            ['Status', completeLabel(run.complete)],
            ['Date', run.date],
            ['Shift', run.shiftId],
            ['Grinder', run.grinderType],
            ['Grind type', run.workType],
            ['Passes (L / R)', `${run.passesLeft} / ${run.passesRight}`],
          ],
          ground: { site: settings.site, line: run.line, trackId: run.trackId, from: run.from / settings.chainMultiplier, to: run.to / settings.chainMultiplier },
        },
      };
    });
  // Incomplete first so completed (thicker) runs draw on top.
  features.sort((a, b) => a.width - b.width);
  return {
    features,
    legend: [
      { label: 'Complete', colour: GRIND_SEGMENT_STYLE.complete.colour },
      { label: 'Incomplete', colour: GRIND_SEGMENT_STYLE.incomplete.colour },
    ],
    context: base.runs.filter((run) => passesLineFilter(run, filters, chainWindow(filters, settings, Number.POSITIVE_INFINITY))).map((r) => r.coords),
    notices: missingMapNotices(base, filters),
  };
}
