/** The map requests of the review page: the shift's ranges, or the one range a photo shows. */
import type { MapImageInput, ShiftReport } from '@grindline/domain';

/**
 * The map-image body of `report`'s ranges (each as [low, high] chainage), or of range
 * `rangeIndex` alone when a photo shows one range; every range when `rangeIndex` is undefined
 * (a photo of the whole shift) or names no range of the report. With `place` (where the photo was
 * taken), the picture marks it.
 */
export function shiftMapBody(report: Pick<ShiftReport, 'site' | 'line' | 'date' | 'shiftId' | 'ranges'>, rangeIndex?: number, place?: { lat: number; lng: number }): MapImageInput {
  const one = rangeIndex === undefined ? undefined : report.ranges[rangeIndex];
  const ranges = one ? [one] : report.ranges;
  const pairs = (complete: boolean) => ranges.filter((r) => r.complete === complete).map((r): [number, number] => (r.from <= r.to ? [r.from, r.to] : [r.to, r.from]));
  return { site: report.site, line: report.line, date: report.date, label: `Shift ${report.shiftId}`, completeChains: pairs(true), incompleteChains: pairs(false), ...(place ? { place } : {}) };
}
