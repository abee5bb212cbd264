/**
 * The credit line a map image needs for its geometry (docs/data.md 'Geometry sources and
 * licences'): OpenStreetMap-derived lines carry '© OpenStreetMap contributors' (ODbL).
 */
import type { GeometrySource } from '../reference/catalogue-types';

/** The attribution text of a catalogue line's geometry source. */
export function attributionFor(source: GeometrySource): string {
  if (source.kind === 'generated') return 'Schematic line (generated), not a survey';
  switch (source.file) {
    case 'bart':
      return 'Geometry © 2017 Uber Technologies (deck.gl-data, MIT)';
    case 'vancouver-skytrain':
      return 'Geometry © Rail Fans Canada (MIT), TransLink; © OpenStreetMap contributors';
    case 'edmonton-lrt':
      return source.feature === 'Valley'
        ? 'Geometry © Rail Fans Canada (MIT), City of Edmonton; © OpenStreetMap contributors'
        : 'Geometry © Rail Fans Canada (MIT), City of Edmonton';
    case 'ottawa-otrain':
      return 'Geometry © Rail Fans Canada (MIT), City of Ottawa';
    case 'calgary-ctrain':
      return 'Geometry © Rail Fans Canada (MIT), City of Calgary; © OpenStreetMap contributors';
    case 'pittsburgh-t':
    case 'jfk-airtrain':
    case 'mbta-subway':
      return 'Geometry: railmap (augwich, CC0)';
    case 'seattle-link':
      return 'Geometry: Sound Transit GTFS route shapes (spring 2025)';
    case 'cleveland-rapid':
      return 'Geometry: Wikimedia Commons and Wikipedia map data (CC0), via norman-mei/metro-tools';
    case 'nctd-rail':
    case 'sdmts-trolley':
    case 'vta-light-rail':
      return 'Geometry © OpenStreetMap contributors (ODbL), via norman-mei/metro-memory';
    case 'nyc-subway':
      return 'Geometry: MTA GTFS route shapes (2018)';
    default:
      return 'Geometry: Grindline track catalogue';
  }
}
