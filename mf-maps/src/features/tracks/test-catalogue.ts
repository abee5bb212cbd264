/** Sample answers of the reference-data API for this feature's tests (shapes of docs/api.md). */
import type { SiteTracks, TrackPoints, TrackSummary } from '@grindline/domain';

const direction = (trackId: string, d: string, maxChain: number) => ({ direction: d, trackId, minChain: 0, maxChain, imported: null });

export const bartTracks: SiteTracks = {
  site: 'BART',
  referenceLabel: 'Mile Post',
  lengthUnit: 'feet',
  dbMultiplier: 10,
  tenthChain: true,
  lines: [
    { name: 'A', minChain: 0, maxChain: 248, directions: [direction('A_1', '1', 248), direction('A_2', '2', 248)] },
    {
      name: 'K',
      minChain: 0,
      maxChain: 60,
      directions: [
        { ...direction('K_1', '1', 60), imported: { minChain: 0, maxChain: 45, pointCount: 451, importedAt: '2025-03-14T10:05:09.000Z' } },
        direction('K_2', '2', 60),
      ],
    },
  ],
};

export const nyctTracks: SiteTracks = {
  site: 'NYCT',
  referenceLabel: 'Station',
  lengthUnit: 'feet',
  dbMultiplier: 1,
  tenthChain: false,
  lines: [
    {
      name: 'IRT_BB',
      division: 'IRT',
      minChain: 0,
      maxChain: 77200,
      directions: [
        { ...direction('IRT_BB_1', '1', 77200), imported: { minChain: 0, maxChain: 77200, pointCount: 773, importedAt: '2025-03-01T00:00:00.000Z' } },
        direction('IRT_BB_2', '2', 77200),
      ],
    },
  ],
  otherTrackIds: ['IRT_BB_1', 'IRT_BB_2'],
};

export const k1Summary: TrackSummary = {
  site: 'BART',
  line: 'K',
  direction: '1',
  trackId: 'K_1',
  minChain: 0,
  maxChain: 45,
  pointCount: 451,
  chunkCount: 1,
  version: 1,
  importedAt: '2025-03-14T10:05:09.000Z',
  importedBy: 'admin',
};

/** Three points of K_1: two on an aerial structure, one in the subway. */
export const k1Points: TrackPoints = {
  ...k1Summary,
  pointCount: 3,
  points: [
    { chain: 0, tenthChain: 0, coord: [37.8, -122.27], structure: 'AERIAL', geometry: 'Switch' },
    { chain: 0, tenthChain: 1, coord: [37.79, -122.25], structure: 'AERIAL', geometry: 'Tangent' },
    { chain: 0, tenthChain: 2, coord: [37.78, -122.24], structure: 'SUBWAY', geometry: 'Tangent' },
  ],
};
