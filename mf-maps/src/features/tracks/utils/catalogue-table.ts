/** The Track catalogue table, every cell ready to print (docs/data.md 'Track catalogue'). */
import { countOf, lineOwnName, type ImportedTrack, type SiteTracks } from '@grindline/domain';
import { formatBareRange, referenceUnits, type ReferenceUnits } from './reference-units';

/** One direction (track) of a line. */
export interface CatalogueRow {
  key: string;
  direction: string;
  trackId: string;
  /** The catalogue's chain bounds in the units the column's header names, e.g. '0.00 – 24.80'. */
  range: string;
  /**
   * null when the track was never imported. `partial` is the imported chain range when it does not
   * cover the catalogue's (e.g. 'only 0.00 – 4.50'), '' when it does: the whole range
   * printed again beside the catalogue's said nothing new.
   */
  imported: { points: string; partial: string; importedAt: string } | null;
}

export interface CatalogueLine {
  name: string;
  /**
   * The line's name as its people know it where the catalogue's code differs, with NYCT's
   * division (IRT_BB is 'Broadway-Seventh Avenue (IRT)'), else ''.
   */
  title: string;
  rows: CatalogueRow[];
}

export interface CatalogueTable {
  units: ReferenceUnits;
  lines: CatalogueLine[];
  /** e.g. '3 of 18 tracks imported'. */
  summary: string;
}

const count = new Intl.NumberFormat('en-US');

/** '2025-03-14 10:05 UTC' for an ISO timestamp; other text is kept as it is. */
export function formatImportedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** '451 chain points', '1 chain point'. */
export function formatPointCount(n: number): string {
  return `${count.format(n)} chain point${n === 1 ? '' : 's'}`;
}

function importedCell(imported: ImportedTrack | null, bounds: { minChain: number; maxChain: number }, units: ReferenceUnits): CatalogueRow['imported'] {
  if (!imported) return null;
  const whole = imported.minChain <= bounds.minChain && imported.maxChain >= bounds.maxChain;
  return {
    points: formatPointCount(imported.pointCount),
    partial: whole ? '' : `only ${formatBareRange(imported.minChain, imported.maxChain, units)}`,
    importedAt: formatImportedAt(imported.importedAt),
  };
}

/**
 * The table of a site's catalogue: per line its directions with track id, chain range in the
 * customer's reference units and what was imported. Directions that share a track id (NCTD M1,
 * M2, MT) show the same import, as they share one stored track.
 */
export function catalogueTable(catalogue: SiteTracks): CatalogueTable {
  const units = referenceUnits(catalogue);
  const lines = catalogue.lines.map((line) => ({
    name: line.name,
    title: lineOwnName(catalogue.site, line.name) ?? '',
    rows: line.directions.map((d) => ({
      key: `${line.name}|${d.direction}`,
      direction: d.direction,
      trackId: d.trackId,
      range: formatBareRange(d.minChain, d.maxChain, units),
      imported: importedCell(d.imported, d, units),
    })),
  }));
  const directions = catalogue.lines.flatMap((l) => l.directions);
  const tracks = new Set(directions.map((d) => d.trackId));
  const imported = new Set(directions.filter((d) => d.imported !== null).map((d) => d.trackId));
  return {
    units,
    lines,
    summary: `${imported.size} of ${countOf(tracks.size, 'track')} imported`,
  };
}
