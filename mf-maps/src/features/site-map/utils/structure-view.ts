/**
 * The Structure map's view model (spec 001 sections 2.2 and 9): the base layer coloured by
 * structure (section 9 colours) or by geometry, with the ticked values only, filtered by line,
 * direction and chain range (base-layer default 0 to 500000 times the multiplier).
 */
import { CHAIN_DEFAULTS, geometryColour, mapStructureColour, TRACK_GEOMETRIES, type BaseLayer, type SiteMapSettings } from '@grindline/domain';
import { formatChainRange } from './chain-format';
import { missingMapNotices } from './grind-view';
import type { LayerModel, MapFeature } from './layer-model';
import { chainWindow, passesLineFilter, type StructureFilters } from './map-filters';

/** The values the checkboxes offer: the structures present on the site, or every geometry value. */
export function structureValues(base: BaseLayer, filterType: StructureFilters['filterType']): string[] {
  if (filterType === 'Geometry') return [...TRACK_GEOMETRIES];
  return [...new Set(base.runs.map((r) => r.structure))].sort();
}

/** The Structure map's model. */
export function structureView(base: BaseLayer, filters: StructureFilters, settings: SiteMapSettings): LayerModel {
  const window = chainWindow(filters, settings, CHAIN_DEFAULTS.baseTo);
  const byGeometry = filters.filterType === 'Geometry';
  const colourOf = (value: string) => (byGeometry ? geometryColour(value) : mapStructureColour(value));
  const features: MapFeature[] = base.runs
    .filter((run) => passesLineFilter(run, filters, window))
    .filter((run) => !filters.hidden.includes(byGeometry ? run.geometry : run.structure))
    .map((run, i) => ({
      id: `s${i}`,
      coords: run.coords,
      colour: colourOf(byGeometry ? run.geometry : run.structure),
      width: 4,
      opacity: 1,
      info: {
        title: `${run.line} · ${run.trackId}`,
        rows: [
          ['Line', run.line],
          ['Chain', formatChainRange(run.from, run.to, settings)],
          ['Structure', run.structure],
          ['Geometry', run.geometry],
        ],
      },
    }));
  return {
    features,
    legend: structureValues(base, filters.filterType).map((v) => ({ label: v, colour: colourOf(v) })),
    context: [],
    notices: missingMapNotices(base, filters),
  };
}
