/**
 * The history of a report (issue 11): every change (file, edit, delete, restore) is a version,
 * and two versions differ field by field, grind ranges and their defects added, removed or
 * changed. Pure functions shared by the server (the 409 of a concurrent edit) and the History
 * screen.
 */
import type { PhotoRef } from '../photos/photo-schema';
import { formatReference, referenceSuffix } from '../rules/chain';
import type { GrindRange, RangeDefect, ShiftReport } from './shift-report';

/** What made a version. A delete makes a tombstone: a version without a report. */
export type ReportAction = 'file' | 'edit' | 'delete' | 'restore';

/** The client a change came from, as the server saw it. */
export interface ChangeClient {
  userAgent: string;
  sourceIp: string;
}

/** One version of a report's history (GET /api/reports/{shiftId}/history). */
export interface ReportVersion {
  shiftId: string;
  site: string;
  /** 1 for the filing, +1 per change. */
  version: number;
  /** Unique id of this change: what an edit names as the version it was made on. */
  changeId: string;
  action: ReportAction;
  /** ISO time of the change. */
  at: string;
  by: string;
  client?: ChangeClient;
  /** The report as this version left it; absent for a delete (tombstone). */
  report?: ShiftReport;
  /** For a restore: the version whose content was brought back. */
  restoredFrom?: number;
  /** Why the change was made: required when the shift was approved by the agency (decisions §53). */
  reason?: string;
}

/** One field that differs between two versions. `path` is dotted, `label` what a screen shows. */
export interface FieldChange {
  path: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** A grind range (NYCT grind limit) added, removed or changed, with its defects' changes. */
export interface RangeChange {
  kind: 'added' | 'removed' | 'changed';
  /** 1-based position in the version it is found in (the later one, except for 'removed'). */
  entry: number;
  label: string;
  fields: FieldChange[];
  defects: Array<{ kind: 'added' | 'removed' | 'changed'; entry: number; fields: FieldChange[] }>;
}

/** A photo added, removed or changed (its caption, range, time or place) between two versions (issue 28). */
export interface PhotoChange {
  kind: 'added' | 'removed' | 'changed';
  id: string;
  fileName: string;
  /** For 'changed': what about it changed (`photos.<id>.caption`, ...). */
  fields: FieldChange[];
}

/** The difference of two versions of a report. Empty lists mean no difference. */
export interface ReportDiff {
  fields: FieldChange[];
  ranges: RangeChange[];
  /** Photos added, removed or changed; absent when neither version differs in its photos. */
  photos?: PhotoChange[];
}

/** Attributes that say who and when, not what: never part of a difference. */
const NOT_CONTENT = new Set(['createdAt', 'createdBy', 'submissionId', 'ranges', 'extended', 'delays', 'photos']);

const LABELS: Record<string, string> = {
  date: 'Date',
  line: 'Line',
  grinderType: 'Grinder Type',
  grinderOperator: 'Supervisor Name',
  sparkMin: 'Spark Minutes',
  passFeet: 'Pass feet',
  feetComp: 'Feet complete',
  feetIncomp: 'Feet incomplete',
  comments: 'Comments',
  trackId: 'Track Id',
  from: 'From',
  to: 'To',
  length: 'Length',
  segmentType: 'Segment Type',
  passesLeft: 'Left Rail Passes',
  passesRight: 'Right Rail Passes',
  profileLeft: 'Left Rail Profile',
  profileRight: 'Right Rail Profile',
  complete: 'Complete Status',
  location: 'Location',
  minutes: 'Minutes',
  numRemoved: 'Number of Defects Removed',
  type: 'Defect Type',
  priority: 'Defect Priority',
  comment: 'Comment',
  caption: 'Caption',
  rangeIndex: 'Ground range',
  takenAt: 'Taken at',
  position: 'Position',
};

const ORDER = Object.keys(LABELS);
const rank = (name: string): number => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
const label = (name: string): string => LABELS[name] ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function objectChanges(before: object | undefined, after: object | undefined, prefix: string, skip = new Set<string>()): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  // Stored items come back in any key order: list fields in the form's order, then by name.
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((n) => !skip.has(n)).sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
  return names
    .filter((name) => !same(b[name], a[name]))
    .map((name) => ({ path: `${prefix}${name}`, label: label(name), before: b[name], after: a[name] }));
}

function defectChanges(before: RangeDefect[] = [], after: RangeDefect[] = [], prefix: string): RangeChange['defects'] {
  const out: RangeChange['defects'] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
    if (i >= before.length) out.push({ kind: 'added', entry: i + 1, fields: objectChanges(undefined, after[i], `${prefix}${i}.`) });
    else if (i >= after.length) out.push({ kind: 'removed', entry: i + 1, fields: objectChanges(before[i], undefined, `${prefix}${i}.`) });
    else {
      const fields = objectChanges(before[i], after[i], `${prefix}${i}.`);
      if (fields.length > 0) out.push({ kind: 'changed', entry: i + 1, fields });
    }
  }
  return out;
}

const rangeLabel = (site: string, r: GrindRange, entry: number): string => `Grind limit ${entry} (${r.trackId} ${formatReference(site, r.from)} to ${formatReference(site, r.to)})`;

/**
 * A range's ends as the site writes them: 'From (Station) 310 + 40 → 312 + 40' for NYCT (the form's
 * station 310 and 40 ft, stored 310.4), 'From (Mile Post) 12.3 → 12.5' for BART.
 */
function inReference(site: string, changes: FieldChange[]): FieldChange[] {
  const shown = (v: unknown) => (typeof v === 'number' ? formatReference(site, v) : v);
  return changes.map((c) => (/\.(from|to)$/.test(c.path) ? { ...c, label: `${c.label}${referenceSuffix(site)}`, before: shown(c.before), after: shown(c.after) } : c));
}

/**
 * Grind ranges are matched by position (the forms show them as 'entry n of N' and an edit keeps
 * their order): extra entries in `after` are added, missing ones removed, others compared field
 * by field and defect by defect.
 */
function rangeChanges(site: string, before: GrindRange[] = [], after: GrindRange[] = []): RangeChange[] {
  const out: RangeChange[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
    const b = before[i];
    const a = after[i];
    const prefix = `ranges.${i}.`;
    if (!b) out.push({ kind: 'added', entry: i + 1, label: rangeLabel(site, a, i + 1), fields: inReference(site, objectChanges(undefined, a, prefix, new Set(['defects']))), defects: defectChanges([], a.defects, `${prefix}defects.`) });
    else if (!a) out.push({ kind: 'removed', entry: i + 1, label: rangeLabel(site, b, i + 1), fields: inReference(site, objectChanges(b, undefined, prefix, new Set(['defects']))), defects: defectChanges(b.defects, [], `${prefix}defects.`) });
    else {
      const fields = inReference(site, objectChanges(b, a, prefix, new Set(['defects'])));
      const defects = defectChanges(b.defects, a.defects, `${prefix}defects.`);
      if (fields.length > 0 || defects.length > 0) out.push({ kind: 'changed', entry: i + 1, label: rangeLabel(site, a, i + 1), fields, defects });
    }
  }
  return out;
}

/**
 * The field-by-field difference from `before` to `after` (either may be absent: a filing has no
 * before, a tombstone no after): shift fields, the variant's own fields, delays, and grind ranges
 * with their defects. Who and when a version was made is not content and never differs.
 */
export function diffReports(before: ShiftReport | undefined, after: ShiftReport | undefined): ReportDiff {
  const fields = [
    ...objectChanges(before, after, '', NOT_CONTENT),
    ...objectChanges(before?.extended, after?.extended, 'extended.', new Set(['kind'])),
    ...delayChanges(before, after),
  ];
  const photos = photoChanges(before?.photos, after?.photos);
  return { fields, ranges: rangeChanges(after?.site ?? before?.site ?? '', before?.ranges, after?.ranges), ...(photos.length > 0 ? { photos } : {}) };
}

/**
 * Photos are matched by id (a photo keeps its id from the device to every version): ids only in
 * `after` were added, only in `before` removed; others compared by what the user said about them.
 * The upload itself (type, size, name) never changes under one id.
 */
export function photoChanges(before: readonly PhotoRef[] = [], after: readonly PhotoRef[] = []): PhotoChange[] {
  const kept = new Map(before.map((p) => [p.id, p]));
  const out: PhotoChange[] = [];
  for (const a of after) {
    const b = kept.get(a.id);
    if (!b) out.push({ kind: 'added', id: a.id, fileName: a.fileName, fields: [] });
    else {
      const pick = (p: PhotoRef) => ({ caption: p.caption, rangeIndex: p.rangeIndex, takenAt: p.takenAt, position: p.position });
      const fields = objectChanges(pick(b), pick(a), `photos.${a.id}.`);
      if (fields.length > 0) out.push({ kind: 'changed', id: a.id, fileName: a.fileName, fields });
    }
  }
  const now = new Set(after.map((p) => p.id));
  for (const b of before) if (!now.has(b.id)) out.push({ kind: 'removed', id: b.id, fileName: b.fileName, fields: [] });
  return out;
}

function delayChanges(before: ShiftReport | undefined, after: ShiftReport | undefined): FieldChange[] {
  const byKind = (r: ShiftReport | undefined) => Object.fromEntries((r?.delays ?? []).map((d) => [d.kind, d]));
  const b = byKind(before);
  const a = byKind(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((kind) =>
    objectChanges(b[kind], a[kind], `delays.${kind}.`, new Set(['kind'])).map((c) => ({ ...c, label: `${kind} delay ${c.label.toLowerCase()}` })),
  );
}

/** One line per change, for a message or a mail: 'Grind limit 1: From (Mile Post) 12.3 → 12.5'. */
export function describeDiff(diff: ReportDiff): string[] {
  const show = (v: unknown) => (v === undefined || v === null || v === '' ? '(blank)' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const lines = diff.fields.map((f) => `${f.label}: ${show(f.before)} → ${show(f.after)}`);
  for (const r of diff.ranges) {
    if (r.kind !== 'changed') lines.push(`${r.label} ${r.kind}`);
    for (const f of r.kind === 'changed' ? r.fields : []) lines.push(`Grind limit ${r.entry}: ${f.label} ${show(f.before)} → ${show(f.after)}`);
    for (const d of r.defects) {
      if (d.kind !== 'changed') lines.push(`Grind limit ${r.entry}, defect ${d.entry} ${d.kind}`);
      else for (const f of d.fields) lines.push(`Grind limit ${r.entry}, defect ${d.entry}: ${f.label} ${show(f.before)} → ${show(f.after)}`);
    }
  }
  for (const p of diff.photos ?? []) {
    if (p.kind !== 'changed') lines.push(`Photo ${p.fileName} ${p.kind}`);
    else for (const f of p.fields) lines.push(`Photo ${p.fileName}: ${f.label} ${show(f.before)} → ${show(f.after)}`);
  }
  return lines;
}

/** One audited write as GET /api/audit answers it (docs/api.md 'Report versions'). */
export interface AuditEntry {
  id: string;
  at: string;
  /** Username of the caller ('system' for seeders). */
  user: string;
  role: string;
  /** e.g. report.file, report.edit, report.delete, report.restore, measurements.import, track.import, mailList.put */
  action: string;
  /** Site of the data written ('' when the write has none, e.g. a mail list). */
  site: string;
  /** What was written: a shift id, a layer and date, a track id, a mail list's key. */
  target: string;
  /** One line a reader understands. */
  summary: string;
  userAgent: string;
  sourceIp: string;
}
