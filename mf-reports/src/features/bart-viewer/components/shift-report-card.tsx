import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useUser } from 'shell/kit';
import { canReach, type ShiftReport } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { Notice } from '@grindline/ui/notice';
import { useDeleteReport } from '../api/delete-report';
import { ShiftDetailTable } from './shift-detail-table';
import { ShiftPhotos } from './shift-photos';
import { ShiftSummaryTable } from './shift-summary-table';
import './bart-viewer.css';

export interface ShiftReportCardProps {
  report: ShiftReport;
  site?: 'BART' | 'SKYTRAIN';
  /** Called once the report is deleted on the server. */
  onDeleted: () => void;
}

const DELETE_MESSAGE = 'This will delete the shift report entry from the database';

/** One shift: its summary, its segments and the delete action (spec 001 section 2.9). */
export function ShiftReportCard({ report, onDeleted, site = 'BART' }: ShiftReportCardProps) {
  const [confirming, setConfirming] = useState(false);
  const removal = useDeleteReport({ onDeleted });
  const user = useUser();
  const historyPath = `/grind-reports/history/${report.shiftId}`;

  return (
    <section className="gl-rep-shift" aria-label={`Shift report ${report.shiftId}`}>
      <ShiftSummaryTable report={report} site={site} />
      <ShiftDetailTable site={site} ranges={report.ranges} />
      <ShiftPhotos report={report} />
      <div className="gl-rep-shift-actions">
        {user && canReach(historyPath, user.access) ? <Link to={historyPath}>History of shift {report.shiftId}</Link> : null}
        {confirming ? null : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete shift report entry
          </Button>
        )}
      </div>
      {removal.error ? (
        <Notice tone="error">
          <p>The report could not be deleted: {errorMessage(removal.error)}</p>
        </Notice>
      ) : null}
      {confirming ? (
        <ConfirmBox
          message={DELETE_MESSAGE}
          busy={removal.isPending}
          onConfirm={() => removal.mutate(report.shiftId)}
          onCancel={() => {
            setConfirming(false);
            removal.reset();
          }}
        />
      ) : null}
    </section>
  );
}

