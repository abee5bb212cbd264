import type { DailyStatsFilters } from '../types';
import { dailyStatsCsvFileName, dailyStatsCsvUrl } from '../api/daily-stats-csv';

export interface CsvDownloadProps {
  filters: DailyStatsFilters;
  /** Why the download is not possible now, or null (spec 001 section 5: not for All sites). */
  blockedReason: string | null;
}

/** 'Download CSV': a same-origin download link, or a disabled button that says why. */
export function CsvDownload({ filters, blockedReason }: CsvDownloadProps) {
  if (blockedReason) {
    return (
      <div className="gl-dash-csv">
        <button
          type="button"
          className="gl-ui-button gl-ui-button--primary"
          disabled
          title={blockedReason}
          aria-describedby="gl-dash-csv-why"
        >
          Download CSV
        </button>
        <p className="gl-ui-hint" id="gl-dash-csv-why">
          {blockedReason}
        </p>
      </div>
    );
  }
  return (
    <div className="gl-dash-csv">
      <a
        className="gl-ui-button gl-ui-button--primary"
        href={dailyStatsCsvUrl(filters)}
        download={dailyStatsCsvFileName(filters)}
      >
        Download CSV
      </a>
    </div>
  );
}
