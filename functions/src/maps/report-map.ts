/** The map image request of a stored report: its site, line, date and complete / incomplete ranges. */
import type { MapImageRequest, ShiftReport } from '@grindline/domain';

/** What the mails draw for a report (the BART review and the daily stats card ask for the same). */
export function reportMapRequest(report: ShiftReport): MapImageRequest {
  const pairs = (complete: boolean) =>
    report.ranges.filter((r) => r.complete === complete).map((r): [number, number] => (r.from <= r.to ? [r.from, r.to] : [r.to, r.from]));
  return { site: report.site, line: report.line, date: report.date, label: `Shift ${report.shiftId}`, completeChains: pairs(true), incompleteChains: pairs(false) };
}
