import type { LabelCollection } from '../utils/label-view';
import type { BasemapSetting } from '@grindline/domain';
import type { Coord, LayerModel } from '../utils/layer-model';

/** What every map engine draws from: the same layer model, centre, zoom and attribution. */
export interface CanvasProps {
  model: LayerModel;
  centre: Coord;
  /**
   * The site's lines' bounds ([[west, south], [east, north]]), or null. The first view shows them
   * whole: at `zoom` where that holds them, further out where a long network does not fit.
   */
  bounds?: [[number, number], [number, number]] | null;
  /** The site's map zoom: the first view's zoom, never closer. */
  zoom: number;
  attribution: string[];
  /** Station and line names and chain ticks (MapLibre draws them; Google does not). */
  labels?: LabelCollection;
  /** The site (MapLibre draws its offline basemap file). */
  site: string;
  /** The deployment's production basemap; null: the built-in offline one (MapLibre only). */
  basemap: BasemapSetting | null;
  /** A segment was clicked: its feature id. */
  onSelect(id: string): void;
  /** The layer is on screen (for the loading banner and the bench). */
  onDrawn?(): void;
  /** The user zoomed: the new zoom (the screen fetches finer lines when it matters). */
  onZoom?(zoom: number): void;
}
