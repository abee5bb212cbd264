/** Shift ids and grinder numbers (spec 000 sections 3.3 and 9.2). */
import { assertIsoDate, MAX_DATE } from './dates';

/** Grinder numbers (spec 000 section 9.2). */
const GRINDER_NUMBERS: Readonly<Record<string, number>> = {
  '5062': 1,
  '5063': 2,
  'LPC-1': 1,
  'LPC-5': 2,
  'LRG-24': 3,
  'VM-8000': 4,
  'LRG-31': 5,
  'LRG-7': 6,
  'LRG-32': 7,
  'C-Train': 11,
};

/** BART shift-id codes per grinder type (spec 000 section 3.3). */
const BART_CODES: Readonly<Record<string, string>> = { '5062': '001', '5063': '002', 'LRG-7': '006', '2103': '009' };
/** Subway shift-id codes per grinder type (spec 000 section 3.3). */
const NYCT_CODES: Readonly<Record<string, string>> = { 'LPC-1': '01', 'LPC-5': '02', 'LRG-32': '05' };
/** The elevated-rail form's fixed code (spec 000 section 3.3). */
const SKYTRAIN_CODE = '08';

const has = (table: Readonly<Record<string, unknown>>, key: string | undefined): key is string =>
  key !== undefined && Object.prototype.hasOwnProperty.call(table, key);

/** The number of a grinder type (spec 000 section 9.2); throws for a type without one. */
export function grinderNumber(grinderType: string): number {
  if (!has(GRINDER_NUMBERS, grinderType)) {
    throw new Error(`Grinder type "${grinderType}" has no grinder number; expected one of ${Object.keys(GRINDER_NUMBERS).join(', ')}`);
  }
  return GRINDER_NUMBERS[grinderType];
}

export interface ShiftIdInput {
  /** Which rule of spec 000 section 3.3 applies (multi-step and generic forms are 'standard'). */
  variant: 'standard' | 'skytrain' | 'bart' | 'nyct';
  /** 'YYYY-MM-DD', at most 2100-12-31. */
  date: string;
  /** Integer 0-999 (at most 3 digits, spec 000 section 9.6); not used by 'bart'. */
  shiftNum?: number;
  /** Required by 'standard', 'bart' and 'nyct'. */
  grinderType?: string;
}

function pad3(shiftNum: number | undefined): string {
  if (shiftNum === undefined || !Number.isInteger(shiftNum) || shiftNum < 0 || shiftNum > 999) {
    throw new Error(`shift number must be a whole number of at most 3 digits, got ${JSON.stringify(shiftNum)}`);
  }
  return String(shiftNum).padStart(3, '0');
}

function code(table: Readonly<Record<string, string>>, grinderType: string | undefined, variant: string): string {
  if (!has(table, grinderType)) {
    throw new Error(`Grinder type ${JSON.stringify(grinderType)} is not valid for ${variant} shift ids; expected one of ${Object.keys(table).join(', ')}`);
  }
  return table[grinderType];
}

/**
 * The shift id (spec 000 section 3.3): yyyymmdd followed by
 * - standard (multi-step and generic): shift number padded to 3, grinder number padded to 2;
 * - skytrain: shift number padded to 3, then '08';
 * - bart: '000', then 001 / 002 / 006 / 009 for 5062 / 5063 / LRG-7 / 2103;
 * - nyct: shift number padded to 3, then 01 / 02 / 05 for LPC-1 / LPC-5 / LRG-32.
 * Throws for a bad date, a shift number over 3 digits or a grinder type without a code.
 */
export function shiftId({ variant, date, shiftNum, grinderType }: ShiftIdInput): string {
  assertIsoDate(date);
  if (date > MAX_DATE) throw new Error(`date must be on or before ${MAX_DATE}, got ${date}`);
  const day = date.replace(/-/g, '');
  switch (variant) {
    case 'standard': {
      const num = grinderType === undefined ? undefined : grinderNumber(grinderType);
      if (num === undefined) throw new Error('grinderType is required for standard shift ids');
      return `${day}${pad3(shiftNum)}${String(num).padStart(2, '0')}`;
    }
    case 'skytrain':
      return `${day}${pad3(shiftNum)}${SKYTRAIN_CODE}`;
    case 'bart':
      return `${day}000${code(BART_CODES, grinderType, 'bart')}`;
    case 'nyct':
      return `${day}${pad3(shiftNum)}${code(NYCT_CODES, grinderType, 'nyct')}`;
    default:
      throw new Error(`Unknown shift id variant ${JSON.stringify(variant)}`);
  }
}
