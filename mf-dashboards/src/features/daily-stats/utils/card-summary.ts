/** What a daily stats card shows, prepared for rendering (spec 001 sections 2.10 and 3). */
import { formatDayLabel, formatReference, lengthWord, lineLabel, lineOwnName, recordsShiftType, recordsSparkMinutes } from '@grindline/domain';
import type { DailyStatsCard, GrindRange } from '../types';
import { formatSiteLength } from './distance';

export interface LabelledValue {
  label: string;
  value: string;
}

/** A collapsed card: headline and the summary fields. */
export interface CardSummary {
  shiftId: string;
  heading: string;
  fields: LabelledValue[];
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const NOT_RECORDED = 'Not recorded';

const text = (value: string | null | undefined): string => (value && value.trim() ? value : NOT_RECORDED);

/**
 * The collapsed card: date, site, line, grinder type, shift type (not for a site whose form asks
 * none: BART's and NYCT's stored 'R-Regular'), completed and incomplete lengths, pass length,
 * spark minutes (not for a site whose form has none: BART's 0 is not a measurement) and
 * available time. Lengths are shown in the site's unit with its miles or
 * kilometres (spec 001 section 9).
 */
export function cardSummary(card: DailyStatsCard): CardSummary {
  const word = lengthWord(card.site);
  return {
    shiftId: card.shiftId,
    heading: `${formatDayLabel(card.date)} · ${card.site} · ${card.line?.trim() ? lineLabel(card.site, card.line) : NOT_RECORDED}`,
    fields: [
      { label: 'Date', value: formatDayLabel(card.date) },
      { label: 'Site', value: card.site },
      { label: 'Line', value: card.line?.trim() ? (lineOwnName(card.site, card.line) ?? card.line) : NOT_RECORDED },
      { label: 'Grinder type', value: text(card.grinderType) },
      ...(recordsShiftType(card.site) && card.shiftType !== null ? [{ label: 'Shift type', value: text(card.shiftType) }] : []),
      { label: `${word} completed`, value: formatSiteLength(card.feetComp, card.site) },
      { label: `${word} incomplete`, value: formatSiteLength(card.feetIncomp, card.site) },
      { label: `Pass ${word.toLowerCase()}`, value: formatSiteLength(card.passFeet, card.site) },
      ...(recordsSparkMinutes(card.site) && card.sparkMin !== null ? [{ label: 'Spark minutes', value: count.format(card.sparkMin) }] : []),
      { label: 'Available time', value: text(card.availableTime) },
    ],
  };
}

/** The expanded part: comments (or a note that there are none) and the delay in minutes, null where the form records none. */
export function cardDetails(card: DailyStatsCard): { comments: string; delay: string | null } {
  return {
    comments: card.comments.trim() || 'No comments.',
    delay: card.delay === null ? null : `${count.format(card.delay)} min`,
  };
}

/** One row of the grind-data table, every cell ready to print. */
export interface GrindRow {
  key: string;
  from: string;
  to: string;
  length: string;
  track: string;
  segmentType: string;
  profiles: string;
  passes: string;
  complete: string;
  defectsRemoved: string;
}

/**
 * The grind-data table; `showDefects` is true when any range recorded defects (NYCT),
 * `showProfiles` when any range has a rail profile (BART's form asks none: a column of '- / -'),
 * `showSegmentTypes` when any has a segment type (the standard forms ask none: a column of '-').
 */
export interface GrindTable {
  rows: GrindRow[];
  showDefects: boolean;
  showProfiles: boolean;
  showSegmentTypes: boolean;
}

const pair = (left: string | number | undefined, right: string | number | undefined): string =>
  `${left ?? '-'} / ${right ?? '-'}`;

function grindRow(site: string, range: GrindRange, index: number): GrindRow {
  const removed = (range.defects ?? []).reduce((sum, d) => sum + (Number(d.numRemoved) || 0), 0);
  return {
    key: `${range.trackId}-${range.from}-${range.to}-${index}`,
    from: formatReference(site, range.from),
    to: formatReference(site, range.to),
    length: count.format(range.length),
    track: text(range.trackId),
    segmentType: range.segmentType?.trim() || '-',
    profiles: pair(range.profileLeft, range.profileRight),
    passes: pair(range.passesLeft, range.passesRight),
    complete: range.complete ? 'Yes' : 'No',
    defectsRemoved: range.defects && range.defects.length > 0 ? count.format(removed) : '-',
  };
}

/**
 * Rows of the grind-data table of a site's shift: From, To (in the site's reference, NYCT's as
 * 'x + yy'), Length, Track, Segment Type, Profile L/R, Passes L/R, Complete, defects removed
 * (spec 001 section 3).
 */
export function grindTable(site: string, ranges: readonly GrindRange[]): GrindTable {
  return {
    rows: ranges.map((range, i) => grindRow(site, range, i)),
    showDefects: ranges.some((r) => (r.defects ?? []).length > 0),
    showProfiles: ranges.some((r) => Boolean(r.profileLeft?.trim() || r.profileRight?.trim())),
    showSegmentTypes: ranges.some((r) => Boolean(r.segmentType?.trim())),
  };
}

/** Cards newest first (by shift date; the server's order kept within a day). */
export function newestFirst(cards: readonly DailyStatsCard[]): DailyStatsCard[] {
  return [...cards].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}
