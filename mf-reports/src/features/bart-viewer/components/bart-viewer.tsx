import { useState } from 'react';
import { formatDayLabel, localIsoDate } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { LastShiftOffer } from '@grindline/ui/last-shift-offer';
import { Notice } from '@grindline/ui/notice';
import { useBartReports } from '../api/get-bart-reports';
import { useSkytrainReports } from '../api/get-skytrain-reports';
import { DatePickerForm } from './date-picker-form';
import { ShiftReportCard } from './shift-report-card';
import '@grindline/ui/styles.css';

export interface BartViewerProps {
  /** Which agency's viewer: BART's (default) or the sky train's, which works the same way. */
  site?: 'BART' | 'SKYTRAIN';
  /** The clock the first date is read from (tests set it). */
  now?: () => Date;
}

/**
 * Shift viewer (spec 001 section 2.9), BART's and the sky train's: pick a date, get every shift
 * report of that date (several grinders may have one each), delete a report after confirmation.
 * It opens on today's reports; a day without any offers the site's last shift day before it.
 */
export function BartViewer({ site = 'BART', now = () => new Date() }: BartViewerProps) {
  const [picked, setPicked] = useState(() => localIsoDate(now()));
  const [date, setDate] = useState<string | null>(picked);
  const bart = useBartReports(site === 'BART' ? date : null);
  const skytrain = useSkytrainReports(site === 'SKYTRAIN' ? date : null);
  const reports = site === 'BART' ? bart : skytrain;
  const show = (day: string) => {
    setPicked(day);
    setDate(day);
  };

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{site === 'BART' ? 'BART' : 'SkyTrain'} Shift Reports</h1>
      <DatePickerForm value={picked} onChange={setPicked} onPick={setDate} />
      {date === null ? null : reports.isPending ? (
        <p role="status">Loading reports for {formatDayLabel(date)}…</p>
      ) : reports.isError ? (
        <Notice tone="error">
          <p>The reports could not be loaded: {errorMessage(reports.error)}</p>
        </Notice>
      ) : reports.data.reports.length === 0 ? (
        <Notice>
          <p>No report found for {formatDayLabel(date)}.</p>
          {reports.data.lastShiftBefore ? <LastShiftOffer day={reports.data.lastShiftBefore} lead="The last shift before it was on" onShow={show} /> : null}
        </Notice>
      ) : (
        reports.data.reports.map((report) => (
          // Spec 001 section 2.9: after deletion the screen is emptied.
          <ShiftReportCard key={report.shiftId} report={report} site={site} onDeleted={() => setDate(null)} />
        ))
      )}
    </div>
  );
}
