import { useState } from 'react';
import { errorMessage } from 'shell/kit';
import { Notice } from '@grindline/ui/notice';
import { useBartReports } from '../api/get-bart-reports';
import { DatePickerForm } from './date-picker-form';
import { ShiftReportCard } from './shift-report-card';
import '@grindline/ui/styles.css';

/**
 * BART shift viewer (spec 001 section 2.9): pick a date, get every BART shift report of that
 * date (several grinders may have one each), delete a report after confirmation.
 */
export function BartViewer() {
  const [date, setDate] = useState<string | null>(null);
  const reports = useBartReports(date);

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">BART Shift Reports</h1>
      <DatePickerForm onPick={setDate} />
      {date === null ? null : reports.isPending ? (
        <p role="status">Loading reports for {date}...</p>
      ) : reports.isError ? (
        <Notice tone="error">
          <p>The reports could not be loaded: {errorMessage(reports.error)}</p>
        </Notice>
      ) : reports.data.reports.length === 0 ? (
        <Notice>
          <p>No report found for {date}</p>
        </Notice>
      ) : (
        reports.data.reports.map((report) => (
          // Spec 001 section 2.9: after deletion the screen is emptied.
          <ShiftReportCard key={report.shiftId} report={report} onDeleted={() => setDate(null)} />
        ))
      )}
    </div>
  );
}
