import { useState } from 'react';
import { errorMessage } from 'shell/kit';
import type { ShiftReport } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { Notice } from '@grindline/ui/notice';
import { useDeleteReport } from '../api/delete-report';
import { ShiftDetailTable } from './shift-detail-table';
import { ShiftSummaryTable } from './shift-summary-table';
import './bart-viewer.css';

export interface ShiftReportCardProps {
  report: ShiftReport;
  /** Called once the report is deleted on the server. */
  onDeleted: () => void;
}

const DELETE_MESSAGE = 'This will delete the shift report entry from the database';

/** One shift: its summary, its segments and the delete action (spec 001 section 2.9). */
export function ShiftReportCard({ report, onDeleted }: ShiftReportCardProps) {
  const [confirming, setConfirming] = useState(false);
  const removal = useDeleteReport({ onDeleted });

  return (
    <section className="gl-rep-shift" aria-label={`Shift report ${report.shiftId}`}>
      <ShiftSummaryTable report={report} />
      <ShiftDetailTable ranges={report.ranges} />
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
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete shift report entry
        </Button>
      )}
    </section>
  );
}

