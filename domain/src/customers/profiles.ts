/**
 * One profile per customer (spec 000 section 9.1 for the numbers, 9.2-9.5 and spec 001
 * section 9 for the lists). Where the spec names no lines for a customer, the lines are the
 * agency's public line names (our choice); line bounds then come from the track catalogue.
 */
import {
  BART_DIRECTIONS,
  BART_GRIND_PLANS,
  BART_GRINDER_TYPES,
  BART_LINES,
  BART_PROFILES,
  BART_SEGMENT_TYPES,
  BART_SHIFT_TYPE,
  BART_SPARK_BLANKET,
  BART_STONE_TYPES,
} from './bart';
import { DEFAULT_PROFILES, LEVELS, SHIFT_TYPES, SITE_COLOURS, STANDARD_GRINDERS, STONE_TYPES, WORK_TYPES } from './lists';
import { NYCT_DIVISIONS, NYCT_LINES, NYCT_GRINDER_TYPES, NYCT_LEVELS, NYCT_PROFILES, NYCT_SEGMENT_TYPES } from './nyct';
import {
  SKYTRAIN_CURVE_TYPES,
  SKYTRAIN_DIRECTIONS,
  SKYTRAIN_GRINDER_TYPES,
  SKYTRAIN_LINES,
  SKYTRAIN_SHIFT_TYPES,
  SKYTRAIN_STONE_TYPES,
} from './skytrain';
import type { CustomerProfile, LineDef } from './types';

type Table91 = Pick<
  CustomerProfile,
  'lengthUnit' | 'referenceLabel' | 'lengthMultiplier' | 'dbMultiplier' | 'segmentIncrement' | 'entryResolution'
>;

const NB_SB = ['SB', 'NB'] as const;
const EB_WB = ['EB', 'WB'] as const;
const OB_IB = ['OB', 'IB'] as const;
const lines = (directions: readonly string[], ...names: string[]): LineDef[] => names.map((name) => ({ name, directions }));

/** Builds a profile from the 9.1 row and what differs from the standard multi-step customer. */
function profile(
  id: string,
  table: Table91,
  colour: number,
  rest: Partial<Omit<CustomerProfile, 'id' | keyof Table91>> & Pick<CustomerProfile, 'lines' | 'mapMenu' | 'agencyName'>,
): CustomerProfile {
  return {
    id,
    ...table,
    tenthChain: false,
    unitsShown: table.lengthUnit === 'feet' ? 'Miles' : 'Kilometers',
    mapZoom: 10,
    legendColour: SITE_COLOURS[colour],
    variant: 'standard',
    grinderTypes: STANDARD_GRINDERS,
    workTypes: WORK_TYPES,
    grindWorkTypes: ['PRO', 'GFA'],
    shiftTypes: SHIFT_TYPES,
    stoneTypes: STONE_TYPES,
    profiles: DEFAULT_PROFILES,
    fuelLevels: LEVELS,
    waterLevels: LEVELS,
    segmentTypes: [],
    grindPlans: [],
    sparkBlanket: [],
    ...rest,
  };
}

const m = (referenceLabel: Table91['referenceLabel'], lengthMultiplier: number, dbMultiplier: number, segmentIncrement: number, entryResolution: number): Table91 => ({
  lengthUnit: 'meters', referenceLabel, lengthMultiplier, dbMultiplier, segmentIncrement, entryResolution,
});
const f = (referenceLabel: Table91['referenceLabel'], lengthMultiplier: number, dbMultiplier: number, segmentIncrement: number, entryResolution: number): Table91 => ({
  lengthUnit: 'feet', referenceLabel, lengthMultiplier, dbMultiplier, segmentIncrement, entryResolution,
});

/**
 * Every customer's profile, keyed by id, in the order of spec 000 section 9.1. The customer ids,
 * the roles, the Maps menu and every list are derived from this object: adding a customer is
 * adding one entry here.
 */
export const PROFILES = {
  ETS: profile('ETS', m('Segment', 1000, 100, 5, 0.05), 0, {
    agencyName: 'Edmonton Transit Service',
    mapMenu: 3,
    lines: [...lines(NB_SB, 'Capital Line', 'Metro Line'), ...lines(EB_WB, 'Valley Line')],
    profiles: ['CPG', 'CPF', 'HRC'],
    resolutionMessage: 'Value must be entered in 50m segments',
  }),
  SOUNDTRANSIT: profile('SOUNDTRANSIT', f('Mile Post', 5280, 10, 1, 0.01), 1, {
    agencyName: 'Sound Transit',
    mapMenu: 4,
    lines: lines(NB_SB, 'SouthLine', 'NorthLine', 'E130', 'TACOMA'),
    grindWorkTypes: ['PRO', 'AGR'],
    profiles: ['CPF', 'CPG', '118RE', '136RE'],
  }),
  PRT: profile('PRT', f('Mile Post', 5280, 10, 1, 0.01), 2, {
    agencyName: 'Pittsburgh Regional Transit',
    mapMenu: null, lines: lines(OB_IB, 'Red Line', 'Blue Line', 'Silver Line') }),
  MBTA: profile('MBTA', f('Chain', 100, 1, 0.1, 0.1), 3, {
    agencyName: 'Massachusetts Bay Transportation Authority',
    mapMenu: 5,
    tenthChain: true,
    lines: [...lines(NB_SB, 'Red Line', 'Orange Line', 'Mattapan Line'), ...lines(EB_WB, 'Blue Line', 'Green Line')],
    profiles: ['CPG', 'CPF', 'CPC'],
  }),
  BART: profile('BART', f('Mile Post', 5280, 10, 0.1, 0.01), 4, {
    agencyName: 'Bay Area Rapid Transit',
    mapMenu: 1,
    tenthChain: true,
    variant: 'bart',
    lines: BART_LINES.map((l) => ({ name: l.name, directions: BART_DIRECTIONS, minChain: Math.round(l.minMp * 10), maxChain: Math.round(l.maxMp * 10) })),
    grinderTypes: BART_GRINDER_TYPES,
    shiftTypes: [BART_SHIFT_TYPE],
    stoneTypes: BART_STONE_TYPES,
    profiles: BART_PROFILES,
    segmentTypes: BART_SEGMENT_TYPES,
    grindPlans: BART_GRIND_PLANS,
    sparkBlanket: BART_SPARK_BLANKET,
  }),
  SKYTRAIN: profile('SKYTRAIN', m('Segment', 25, 1, 1, 1), 5, {
    agencyName: 'TransLink SkyTrain',
    mapMenu: 2,
    variant: 'skytrain',
    lines: lines(SKYTRAIN_DIRECTIONS, ...SKYTRAIN_LINES),
    grinderTypes: SKYTRAIN_GRINDER_TYPES,
    grindWorkTypes: ['PRO', 'AGR'],
    shiftTypes: SKYTRAIN_SHIFT_TYPES,
    stoneTypes: SKYTRAIN_STONE_TYPES,
    profiles: ['SkyTrain'],
    segmentTypes: SKYTRAIN_CURVE_TYPES,
  }),
  JFK: profile('JFK', f('Chain', 82.02, 1, 1, 1), 6, {
    agencyName: 'AirTrain JFK',
    mapMenu: 6,
    lines: lines(OB_IB, 'Howard Beach Line', 'Jamaica Line', 'Terminal Loop'),
    profiles: ['CPG', 'CPF', 'HRS'],
  }),
  SDMTS: profile('SDMTS', f('Mile Post', 5280, 100, 1, 0.01), 7, {
    agencyName: 'San Diego Metropolitan Transit System',
    mapMenu: 7,
    // Copper Line: El Cajon to Santee, track of its own since the Green Line ends at El Cajon (docs/data.md).
    lines: [...lines(NB_SB, 'Blue Line'), ...lines(EB_WB, 'Orange Line', 'Green Line'), ...lines(NB_SB, 'Copper Line')],
  }),
  NYCT: profile('NYCT', f('Station', 1, 1, 0.01, 1), 8, {
    agencyName: 'MTA New York City Transit',
    mapMenu: 8,
    variant: 'nyct',
    lines: NYCT_DIVISIONS.flatMap((d) => NYCT_LINES[d].map((l) => ({ name: `${d}_${l.code}`, directions: l.tracks }))),
    grinderTypes: NYCT_GRINDER_TYPES,
    profiles: NYCT_PROFILES,
    fuelLevels: NYCT_LEVELS,
    waterLevels: NYCT_LEVELS,
    segmentTypes: NYCT_SEGMENT_TYPES,
  }),
  NCTD: profile('NCTD', f('Mile Post', 5280, 10, 1, 0.1), 9, {
    agencyName: 'North County Transit District',
    mapMenu: 9,
    lines: lines(['1', '2', 'M1', 'M2', 'MT'], 'COASTER', 'SPRINTER'),
    profiles: ['CPF', 'CPG', 'New Rail'],
  }),
  OTRAIN: profile('OTRAIN', m('Segment', 1000, 100, 1, 0.01), 10, {
    agencyName: 'OC Transpo O-Train',
    mapMenu: 10,
    mapZoom: 13,
    lines: [{ name: 'CONFEDERATION', directions: EB_WB, reversed: true }, ...lines(NB_SB, 'TRILLIUM', 'AIRPORT')],
  }),
  VTA: profile('VTA', f('Mile Post', 5280, 100, 5, 0.05), 11, {
    agencyName: 'Santa Clara Valley Transportation Authority',
    mapMenu: 11, lines: lines(NB_SB, 'Blue Line', 'Green Line', 'Orange Line') }),
  GCRTA: profile('GCRTA', f('Chain', 100, 1, 0.1, 0.1), 12, {
    agencyName: 'Greater Cleveland Regional Transit Authority',
    mapMenu: 12,
    lines: [...lines(EB_WB, 'Red Line', 'Blue Line', 'Green Line'), ...lines(NB_SB, 'Waterfront Line')],
  }),
  'C-Train': profile('C-Train', m('Mile Post', 1000, 100, 1, 0.01), 13, {
    agencyName: 'Calgary Transit CTrain',
    mapMenu: null,
    lines: lines(NB_SB, 'Red Line', 'Blue Line'),
    grinderTypes: ['C-Train'],
  }),
} satisfies Record<string, CustomerProfile>;
