import { formatDayLabel, lineLabel, type ReportHistory } from '@grindline/domain';

/**
 * What the shift is, from its newest stored version (a deletion keeps none): 'NYCT report of Tue,
 * Jan 7, 2087, Canarsie (BMT), grinder RGH-20', so a page opened from a link says which shift.
 */
export function shiftTitle(history: ReportHistory): string {
  const report = [...history.versions].reverse().find((v) => v.report)?.report;
  if (!report) return `${history.site} report`;
  return `${history.site} report of ${formatDayLabel(report.date)}, ${lineLabel(history.site, report.line)}, grinder ${report.grinderType}`;
}
