/** Shapes of the track catalogue (docs/data.md). */

/** [lat, lng]: how anchors and clip points are written in the catalogue sources. */
export type LatLng = readonly [number, number];

/** Geometry files copied to functions/data/geometry (docs/data.md gives sources and licences). */
export type GeometryFile = 'bart' | 'nyc-subway' | 'vancouver-skytrain' | 'ottawa-otrain' | 'edmonton-lrt' | 'calgary-ctrain' | 'pittsburgh-t' | 'jfk-airtrain' | 'mbta-subway' | 'seattle-link' | 'nctd-rail' | 'sdmts-trolley' | 'vta-light-rail' | 'cleveland-rapid';

/** Where a line's geometry comes from. */
export type GeometrySource =
  /** A feature of a copied file (its `line` property), optionally cut between the vertices
   * nearest `from` and `to` and then running from `from` to `to`. */
  | { kind: 'file'; file: GeometryFile; feature: string; from?: LatLng; to?: LatLng }
  /** A seeded polyline through real anchor points of the agency's city (reference/generated-line.ts). */
  | { kind: 'generated'; anchors: readonly LatLng[] };

/** A catalogue line as written in the sources: database chain range and geometry. */
export interface LineSource {
  line: string;
  /** Database chain at the start and end of the geometry (spec 000 section 9.1 units). */
  minChain: number;
  maxChain: number;
  source: GeometrySource;
}

/** One direction (track) of a line. */
export interface CatalogueDirection {
  direction: string;
  /** Track id (spec 000 sections 9.2, 9.4, 9.5). Several directions may share one (NCTD M1, M2, MT are _2). */
  trackId: string;
  /** Database chain bounds, used by the 'entered chain is out of bounds' rule (spec 000 5.2). */
  minChain: number;
  maxChain: number;
}

export interface CatalogueLine {
  name: string;
  /** NYCT only: IRT, BMT or IND. */
  division?: string;
  minChain: number;
  maxChain: number;
  directions: CatalogueDirection[];
  source: GeometrySource;
}

/** Every line of one customer. */
export interface CustomerCatalogue {
  customer: string;
  referenceLabel: string;
  lengthUnit: 'feet' | 'meters';
  dbMultiplier: number;
  tenthChain: boolean;
  lines: CatalogueLine[];
  /** NYCT only: the 'Other' list, every track id of every division (spec 000 section 9.5). */
  otherTrackIds?: string[];
}

/**
 * A named station or stop of a site's reference data (reference/stations.ts): [name, lat, lng]
 * and, for NYCT, the routes stopping there (space-separated), which say which lines it is on.
 */
export type StationSource = readonly [name: string, lat: number, lng: number, routes?: string];
