import { errorId, Field, Options } from '@grindline/ui/field';
import type { DailyStatsFilters } from '../types';
import type { DateRangeErrors } from '../utils/date-range';
import { MAX_DATE } from '@grindline/domain';
import type { SiteOption } from '../utils/filters';
import { CsvDownload } from './csv-download';
import { GrinderSelect } from './grinder-select';
import './daily-stats.css';

export interface FilterSidebarProps {
  id: string;
  open: boolean;
  filters: DailyStatsFilters;
  /** null: the caller is fixed to their own site and sees no selector (spec 001 section 6). */
  siteOptions: SiteOption[] | null;
  dateErrors: DateRangeErrors;
  csvBlockedReason: string | null;
  onChange: (patch: Partial<DailyStatsFilters>) => void;
}

/** Daily stats filters: site (multi-site admins), grinder, dates, Download CSV (spec 001 section 2.10). */
export function FilterSidebar(props: FilterSidebarProps) {
  const { id, open, filters, siteOptions, dateErrors, onChange } = props;
  const dateInput = (key: 'startDate' | 'endDate', label: string) => (
    <Field id={`gl-dash-${key}`} label={label} error={dateErrors[key]}>
      <input
        id={`gl-dash-${key}`}
        type="date"
        max={MAX_DATE}
        value={filters[key]}
        aria-invalid={dateErrors[key] ? true : undefined}
        aria-describedby={dateErrors[key] ? errorId(`gl-dash-${key}`) : undefined}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </Field>
  );
  return (
    <aside id={id} className={`gl-dash-sidebar${open ? ' gl-dash-sidebar--open' : ''}`} aria-label="Filters">
      <h2>Filters</h2>
      {siteOptions ? (
        <Field id="gl-dash-site" label="Site">
          <select id="gl-dash-site" value={filters.site} onChange={(e) => onChange({ site: e.target.value, grinder: '' })}>
            <Options values={siteOptions} />
          </select>
        </Field>
      ) : (
        <p className="gl-dash-fixed-site">Site: {filters.site}</p>
      )}
      <GrinderSelect site={filters.site} value={filters.grinder} onChange={(grinder) => onChange({ grinder })} />
      {dateInput('startDate', 'Date from')}
      {dateInput('endDate', 'Date to')}
      <CsvDownload filters={filters} blockedReason={props.csvBlockedReason} />
    </aside>
  );
}
