/**
 * New York subway constants (spec 000 section 9.5). The spec names the divisions, the track-id
 * shape (IRT_BB_1) and a few values of each list; the line codes, yard names beyond those given
 * and the defect types beyond the four given are ours.
 */
import { LEVELS } from './lists';
import type { LevelOption } from './types';

export const NYCT_DIVISIONS = ['IRT', 'BMT', 'IND'] as const;
export type NyctDivision = (typeof NYCT_DIVISIONS)[number];

/** A subway line: display name, the code used in its track ids, and its track numbers. */
export interface NyctLine {
  name: string;
  code: string;
  tracks: readonly string[];
}

const TRUNK = ['1', '2', '3', '4'] as const;
const BRANCH = ['1', '2'] as const;

/** Lines per division. Track ids are `${division}_${code}_${track}` (spec 000 section 9.5). */
export const NYCT_LINES: Readonly<Record<NyctDivision, readonly NyctLine[]>> = {
  IRT: [
    { name: 'Broadway-Seventh Avenue', code: 'BB', tracks: TRUNK },
    { name: 'Lexington Avenue', code: 'LX', tracks: TRUNK },
    { name: 'Flushing', code: 'FL', tracks: ['1', '2', 'M'] },
    { name: 'Pelham', code: 'PL', tracks: ['1', '2', 'M'] },
    { name: 'Jerome Avenue', code: 'JR', tracks: ['1', '2', 'M'] },
    { name: 'White Plains Road', code: 'WP', tracks: ['1', '2', 'M'] },
    { name: 'Eastern Parkway', code: 'EP', tracks: TRUNK },
    { name: 'Dyre Avenue', code: 'DA', tracks: BRANCH },
  ],
  BMT: [
    { name: 'Canarsie', code: 'CN', tracks: BRANCH },
    { name: 'Jamaica', code: 'JM', tracks: ['1', '2', 'M'] },
    { name: 'Myrtle Avenue', code: 'MY', tracks: BRANCH },
    { name: 'Fourth Avenue', code: 'FA', tracks: TRUNK },
    { name: 'Sea Beach', code: 'SB', tracks: TRUNK },
    { name: 'West End', code: 'WE', tracks: ['1', '2', 'M'] },
    { name: 'Brighton', code: 'BR', tracks: TRUNK },
    { name: 'Astoria', code: 'AS', tracks: ['1', '2', 'M'] },
  ],
  IND: [
    { name: 'Eighth Avenue', code: 'EA', tracks: TRUNK },
    { name: 'Sixth Avenue', code: 'SA', tracks: TRUNK },
    { name: 'Queens Boulevard', code: 'QB', tracks: TRUNK },
    { name: 'Concourse', code: 'CC', tracks: ['1', '2', 'M'] },
    { name: 'Crosstown', code: 'CT', tracks: BRANCH },
    { name: 'Fulton Street', code: 'FS', tracks: TRUNK },
    { name: 'Rockaway', code: 'RK', tracks: BRANCH },
    { name: 'Culver', code: 'CU', tracks: ['1', '2', 'M'] },
  ],
};

/** Track ids of a line, e.g. IRT_BB_1 (spec 000 section 9.5). */
export function nyctTrackIds(division: NyctDivision, line: NyctLine): string[] {
  return line.tracks.map((t) => `${division}_${line.code}_${t}`);
}

/** Every track id of every division: what the 'Other' line lists (spec 000 section 9.5). */
export const NYCT_ALL_TRACK_IDS: readonly string[] = NYCT_DIVISIONS.flatMap((d) =>
  NYCT_LINES[d].flatMap((l) => nyctTrackIds(d, l)),
);


export const NYCT_YARDS = [
  'Canarsie',
  'Coney Island',
  'Jamaica',
  '207th Street',
  '239th Street',
  'Westchester',
  'Corona',
  'Livonia',
  'East New York',
  'Concourse',
  'Pitkin',
  'Other',
] as const;
export const NYCT_GRINDER_TYPES = ['LPC-1', 'LPC-5', 'LRG-32'] as const;
export const NYCT_SUPERVISOR_TYPES = ['MS-I', 'MS-II'] as const;
export const NYCT_SUB_DIVISIONS = ['T-1', 'T-2', 'T-3', 'T-6'] as const;
/** Fuel and water levels of the subway form: the common levels without 5/8 (spec 000 section 9.5). */
export const NYCT_LEVELS: readonly LevelOption[] = LEVELS.filter((level) => level.label !== '5/8');
export const NYCT_GO_PRIORITIES = ['Piggy Back', 'Scheduled'] as const;
export const NYCT_PROFILES = ['HR-1', 'HR-2', 'TAN', 'LOW'] as const;
export const NYCT_SEGMENT_TYPES = ['Tangent', 'Guarded Curve', 'Un-Guarded Curve'] as const;
export const NYCT_DEFECT_PRIORITIES = ['P1', 'P2', 'P3'] as const;

/** Twelve defect types with their codes; Battered, Corrugated, Shelled and Head-Checked are
 * the spec's, the others ours (spec 000 section 9.5). */
export const NYCT_DEFECT_TYPES = [
  { label: 'Battered', code: 'D01' },
  { label: 'Engine Burn', code: 'D02' },
  { label: 'Crushed Head', code: 'D03' },
  { label: 'Flattened Head', code: 'D04' },
  { label: 'Corrugated', code: 'D07' },
  { label: 'Lipped', code: 'D12' },
  { label: 'Spalled', code: 'D21' },
  { label: 'Shelled', code: 'D34' },
  { label: 'Flaking', code: 'D41' },
  { label: 'Wheel Burn', code: 'D52' },
  { label: 'Head-Checked', code: 'D64' },
  { label: 'Squat', code: 'D70' },
] as const;
