import { useRef, useState } from 'react';
import { grindLength, type SkytrainReport } from '@grindline/domain';
import { ApiError, errorMessage } from 'shell/kit';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { useSubmitSkytrainReport, type SubmitSkytrainReportResponse } from '../api/submit-skytrain-report';

export interface SkytrainReviewProps {
  request: SkytrainReport;
  onBack: () => void;
  onSubmitted: (result: SubmitSkytrainReportResponse) => void;
}

type Row = SkytrainReport['rows'][number];

/**
 * Review, then Confirm and Submit (spec 000 sections 2.6 and 4): one request with every row. The
 * submission id is made once per review, so a double tap or a retry stores the report once.
 */
export function SkytrainReview({ request, onBack, onSubmitted }: SkytrainReviewProps) {
  const [submissionId] = useState(() => crypto.randomUUID());
  const submit = useSubmitSkytrainReport();
  const sending = useRef(false);
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    submit.mutate({ ...request, submissionId }, { onSuccess: onSubmitted, onSettled: () => (sending.current = false) });
  };
  if (submit.isPending) return <p role="status">Please wait while the form is being submitted...</p>;
  const error = submit.error;
  const shift: [string, string][] = [
    ['Date', request.shiftDate], ['Line', request.line], ['Operator', request.grinderOperator], ['Type of Shift', request.shiftType],
    ['Spark Mins', String(request.sparkMins)], ['Available Track Time', `${request.availableTrackTime} min`], ['Grinder Type', request.grinderType],
    ['Stone Type', request.stoneType], ['Engine Hours', String(request.engineHours)], ['Tie-up Location', request.tieUpLocation], ['External Comments', request.commentsExt],
  ];
  return (
    <>
      <DataTable caption="Shift" columns={[{ header: 'Field', cell: (r: [string, string]) => r[0] }, { header: 'Value', cell: (r) => r[1] }]} rows={shift} rowKey={(r) => r[0]} />
      <DataTable<Row>
        caption="Grind rows"
        columns={[
          { header: 'Complete', cell: (r) => (r.completed === 'complete' ? 'Complete' : 'Incomplete') },
          { header: 'Direction', cell: (r) => r.direction },
          { header: 'From', cell: (r) => r.segmentFrom },
          { header: 'To', cell: (r) => r.segmentTo },
          { header: 'Length (m)', cell: (r) => grindLength('SKYTRAIN', r.segmentFrom, r.segmentTo) },
          { header: 'Curve Type', cell: (r) => r.curveType },
          { header: 'Left Passes', cell: (r) => r.passesLeft },
          { header: 'Right Passes', cell: (r) => r.passesRight },
          { header: 'Comments', cell: (r) => r.comments },
        ]}
        rows={request.rows}
        rowKey={(_r, i) => String(i)}
      />
      {error ? (
        <Notice tone="error">
          {error instanceof ApiError && error.status === 400 ? (
            <>
              <p>{error.message}</p>
              {error.issues?.slice(1).map((issue) => <p key={`${issue.path}:${issue.message}`}>{issue.message}</p>)}
            </>
          ) : (
            <>
              <p>The report was not sent: {errorMessage(error)}</p>
              <p>Your report is kept on this device. Press Confirm and Submit again when the connection is back.</p>
            </>
          )}
        </Notice>
      ) : null}
      <div className="gl-rep-actions">
        <Button variant="secondary" onClick={onBack}>
          Back to Edit
        </Button>
        <Button onClick={confirm}>Confirm and Submit</Button>
      </div>
    </>
  );
}
