import type { BartReportRequest, ShiftReport } from '@grindline/domain';

const text = (v: unknown): string => (v === undefined || v === null || v === '' ? '-' : String(v));

/**
 * The user's BART report beside the one already filed, field by field in the form's words, for
 * the conflict notice (a 409 met when sending: someone filed that date and grinder meanwhile).
 */
export function bartConflictRows(mine: BartReportRequest, theirs: unknown): Array<{ label: string; mine: string; theirs: string }> {
  const filed = (theirs ?? undefined) as ShiftReport | undefined;
  const other = (f: (r: ShiftReport) => unknown) => (filed ? text(f(filed)) : 'not loaded');
  const ranges = (rows: Array<{ from: number; to: number }>) => rows.map((r) => `${r.from}-${r.to}`).join(', ');
  return [
    { label: 'Person in Charge', mine: text(mine.grinderOperator), theirs: other((r) => r.grinderOperator) },
    { label: 'Date', mine: text(mine.date), theirs: other((r) => r.date) },
    { label: 'Grinder Type', mine: text(mine.grinderType), theirs: other((r) => r.grinderType) },
    { label: 'Line', mine: text(mine.line), theirs: other((r) => r.line) },
    { label: 'Stone Type', mine: text(mine.stoneType), theirs: other((r) => r.stoneType) },
    { label: 'Start Grinding Time', mine: text(mine.startTime), theirs: other((r) => r.startTime) },
    { label: 'Quit Grinding Time', mine: text(mine.stopTime), theirs: other((r) => r.stopTime) },
    { label: 'Mile points ground', mine: ranges(mine.rows.map((r) => ({ from: r.segmentFrom, to: r.segmentTo }))), theirs: other((r) => ranges(r.ranges)) },
    { label: 'Comments', mine: text(mine.comments), theirs: other((r) => r.comments) },
  ];
}
