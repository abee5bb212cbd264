/**
 * The one layer model every map engine draws (MapLibre and Google alike): lines with a colour,
 * width and opacity, the info window each opens, a legend, and grey context lines beneath.
 */

/** [lng, lat] */
export type Coord = [number, number];

/** What a click on a segment shows: a title and a table of label/value rows. */
export interface InfoContent {
  title: string;
  rows: [string, string][];
  /** Set for a ground segment: where it lies, for the link to the CAT runs that cover it. */
  ground?: GroundSegment;
  /** Set for a Rail Condition segment: the Data Collection filter query of exactly its runs. */
  runs?: { query: string; count: number };
}

/** A ground segment's place in the units the forms enter (BART MP, SkyTrain segment, NYCT station ...). */
export interface GroundSegment {
  site: string;
  line: string;
  trackId: string;
  from: number;
  to: number;
}

export interface MapFeature {
  id: string;
  coords: Coord[];
  colour: string;
  width: number;
  opacity: number;
  info: InfoContent;
}

export interface LegendEntry {
  label: string;
  colour: string;
}

export interface LayerModel {
  features: MapFeature[];
  legend: LegendEntry[];
  /** Track lines drawn thin and grey beneath the layer, for orientation. */
  context: Coord[][];
  /** Said instead of the map's content when nothing matches (e.g. 'No map available for N180'). */
  notices: string[];
}

/** An empty model. */
export const EMPTY_MODEL: LayerModel = { features: [], legend: [], context: [], notices: [] };

/** The info content of a feature id in a model, or null. */
export function infoOf(model: LayerModel, id: string | null): InfoContent | null {
  if (!id) return null;
  return model.features.find((f) => f.id === id)?.info ?? null;
}

/**
 * The model as one GeoJSON collection for engines that take it: the grey context lines first
 * (`kind: 'context'`), then one LineString per feature with its style (`kind: 'layer'`). One
 * source, so MapLibre's worker indexes and tiles the map once, in one batch of tile jobs, instead
 * of once per source with a frame in between.
 */
export function toGeoJson(model: LayerModel) {
  return {
    type: 'FeatureCollection' as const,
    features: [
      ...model.context.map((coords) => ({
        type: 'Feature' as const,
        properties: { kind: 'context' as const },
        geometry: { type: 'LineString' as const, coordinates: coords },
      })),
      ...model.features.map((f) => ({
        type: 'Feature' as const,
        properties: { kind: 'layer' as const, id: f.id, colour: f.colour, width: f.width, opacity: f.opacity },
        geometry: { type: 'LineString' as const, coordinates: f.coords },
      })),
    ],
  };
}

/** Centre of [[west, south], [east, north]] bounds. */
export function boundsCentre(bounds: [[number, number], [number, number]] | null, fallback: Coord): Coord {
  if (!bounds) return fallback;
  return [(bounds[0][0] + bounds[1][0]) / 2, (bounds[0][1] + bounds[1][1]) / 2];
}
