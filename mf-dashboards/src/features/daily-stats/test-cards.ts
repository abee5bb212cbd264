/** Sample cards for this feature's tests (shapes of docs/api.md). */
import type { DailyStatsCard } from './types';

export const bartCard: DailyStatsCard = {
  shiftId: 'BART-2025-03-02-LRG-7',
  site: 'BART',
  line: 'Richmond-Fremont',
  date: '2025-03-02',
  grinderType: 'LRG-7',
  passFeet: 21120,
  sparkMin: 0,
  feetComp: 10560,
  feetIncomp: 1320,
  availableTime: '05:30',
  shiftType: 'R-Regular',
  delay: 15,
  comments: 'Rail hot near the station; slowed down.',
  grindData: [
    {
      trackId: 'M1',
      direction: '1',
      from: 12.3,
      to: 12.8,
      length: 2640,
      segmentType: 'Tangent',
      passesLeft: 2,
      passesRight: 3,
      profileLeft: 'A1',
      profileRight: 'B2',
      complete: true,
    },
  ],
};

export const nyctCard: DailyStatsCard = {
  shiftId: 'NYCT-2025-03-01-LPC-1-1',
  site: 'NYCT',
  line: 'IRT_BB_1',
  date: '2025-03-01',
  grinderType: 'LPC-1',
  passFeet: 900,
  sparkMin: 60,
  feetComp: 450,
  feetIncomp: 0,
  availableTime: null,
  shiftType: 'R-Regular',
  delay: 0,
  comments: '',
  grindData: [
    {
      trackId: 'IRT_BB_1',
      direction: '1',
      from: 101.25,
      to: 105.75,
      length: 450,
      segmentType: 'Curve',
      passesLeft: 1,
      passesRight: 1,
      complete: false,
      defects: [{ numRemoved: 2 }, { numRemoved: 3 }],
    },
  ],
};
