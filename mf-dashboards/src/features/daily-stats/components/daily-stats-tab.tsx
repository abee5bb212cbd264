import { useMemo } from 'react';
import { useKeptFilters } from '../../../lib/kept-filters';
import type { Access } from '@grindline/domain';
import { useDailyStats } from '../api/get-daily-stats';
import type { DailyStatsFilters } from '../types';
import { isRangeValid, validateDateRange } from '../utils/date-range';
import { csvBlockedReason, initialFilters, keptFilters, siteOptions } from '../utils/filters';
import { FilterSidebar } from './filter-sidebar';
import { ShiftCardList } from './shift-card-list';
import './daily-stats.css';

export interface DailyStatsTabProps {
  access: Access;
  /** Whether the filter sidebar is shown on small screens ('Show Filters'). */
  filtersOpen: boolean;
  sidebarId: string;
}

/** The Daily Stats tab: filter sidebar and the shift report cards (spec 001 section 2.10). */
export function DailyStatsTab({ access, filtersOpen, sidebarId }: DailyStatsTabProps) {
  const [filters, setFilters] = useKeptFilters<DailyStatsFilters>(`daily:${access.role}`, () => initialFilters(access, new Date()), (kept, first) => keptFilters(kept, first, access));
  const dateErrors = useMemo(() => validateDateRange(filters), [filters]);
  const datesValid = isRangeValid(dateErrors);
  const shifts = useDailyStats(filters, datesValid);
  return (
    <div className="gl-dash-daily">
      <FilterSidebar
        id={sidebarId}
        open={filtersOpen}
        filters={filters}
        siteOptions={siteOptions(access)}
        dateErrors={dateErrors}
        csvBlockedReason={csvBlockedReason(filters, datesValid)}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      />
      <section aria-label="Shifts">
        <ShiftCardList access={access} datesValid={datesValid} query={shifts} dates={filters} onShowDay={(day) => setFilters((f) => ({ ...f, startDate: day, endDate: day }))} />
      </section>
    </div>
  );
}
