/** Lists shared by several customers (spec 000 section 9.2). */
import type { LevelOption } from './types';

/** Work types (spec 000 section 9.2). */
export const WORK_TYPES = [
  'PRO Profile Grinding',
  'GFA Gauge Face Angle',
  'AGR Acoustic Grinding',
  'SGR Switch Grinding',
  'OTHER',
] as const;

/** Shift types of the main forms (spec 000 section 9.2). */
export const SHIFT_TYPES = [
  'R-Regular',
  'S-Stand By',
  'FM-Force Majeure',
  'F-Failed Shift',
  'F-Failed Shift|Staffing',
  'T-Test',
  'TR-Transit',
  'M-Maintenance',
  'TRN-Training',
  'O-Other',
  'OD-Off Day',
  'RI-Rail Inspection',
  'H-Holiday',
] as const;

/** The shift type that requires times and grind info (spec 000 sections 4 and 5.2). */
export const REGULAR_SHIFT = 'R-Regular';

/** Fuel and water levels (spec 000 section 9.2). */
export const LEVELS: readonly LevelOption[] = [
  { label: 'Full', value: 1 },
  { label: '7/8', value: 0.875 },
  { label: '3/4', value: 0.75 },
  { label: '5/8', value: 0.625 },
  { label: '1/2', value: 0.5 },
  { label: '3/8', value: 0.375 },
  { label: '1/4', value: 0.25 },
  { label: '1/8', value: 0.125 },
  { label: 'Empty', value: 0 },
];

/** Stone types: NA, then 10, 6 and 4 inch stones in four grades (spec 000 section 9.2). */
export const STONE_TYPES: readonly string[] = [
  'NA',
  ...['10"', '6"', '4"'].flatMap((size) => ['coarse', 'medium', 'fine', 'xf'].map((g) => `${size} ${g}`)),
];

/** Grinder types of the standard forms: every grinder with a number but the BART, NYCT and
 * C-Train ones (spec 000 section 9.2). */
export const STANDARD_GRINDERS = ['LRG-24', 'VM-8000', 'LRG-31', 'LRG-7'] as const;

/** Rail profiles where the spec names none for a customer (our choice). */
export const DEFAULT_PROFILES = ['CPG', 'CPF'] as const;

/** Chart palette of 9 colours (spec 001 section 9; values are ours). */
export const CHART_PALETTE = [
  '#2f7ed8',
  '#0d233a',
  '#8bbc21',
  '#910000',
  '#1aadce',
  '#492970',
  '#f28f43',
  '#77a1e5',
  '#c42525',
] as const;

/**
 * Each customer's legend colour (spec 001 section 2.6; values are ours): the 9 of the chart
 * palette for the customers of the spec's legend row, then five more for the customers it does
 * not name (NCTD, O-Train, VTA, GCRTA, C-Train), so no two sites share a colour in one chart.
 */
export const SITE_COLOURS = [...CHART_PALETTE, '#d6609f', '#8c564b', '#b8860b', '#00897b', '#5f6b7a'] as const;

/**
 * Colours of the series of one chart when they are many (the across-site grinder and stone types:
 * 14 and more over every site): the site colours and six more, 20 distinct, so two types stacked
 * in one column never share a colour; a 21st series takes the first again.
 */
export const SERIES_COLOURS = [...SITE_COLOURS, '#9c27b0', '#6b8e23', '#fa8072', '#66c2a5', '#2e7d32', '#e6c229'] as const;
