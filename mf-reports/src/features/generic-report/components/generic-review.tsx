import { useRef, useState } from 'react';
import type { GenericFiling } from '@grindline/domain';
import { ApiError, errorMessage } from 'shell/kit';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { useSubmitGenericReport } from '../api/submit-generic-report';

type Row = GenericFiling['grinds'][number];
const SHOWN: ReadonlyArray<[keyof GenericFiling, string]> = [
  ['shiftDate', 'Shift Date'], ['customer', 'Customer'], ['line', 'Line'], ['shiftNum', 'Shift Number'], ['shiftType', 'Shift Type'], ['workType', 'Work Type'],
  ['grinderType', 'Grinder Type'], ['stoneType', 'Stone Type'], ['sparkMins', 'Spark Minutes'], ['passFeet', 'Total Pass Feet'], ['callTime', 'Call Time'],
  ['startTime', 'Start Grind'], ['stopTime', 'Stop Grind'], ['grinderTieUpTime', 'Tie Up Time'], ['grinderOperator', 'Grinder Operator'], ['armSupervisor', 'ARM Supervisor'],
  ['transitRep', 'Transit Representative'], ['machineDelay', 'Machine Delay'], ['customerDelay', 'Customer Delay'], ['loramDelay', 'Loram Delay'], ['commentsExt', 'External Comments'],
];

export interface GenericReviewProps {
  request: GenericFiling;
  onBack: () => void;
  onSubmitted: (shiftId: string) => void;
}

/** Review (Back to Edit / Confirm and Submit), then 'Please wait while the form is being submitted...' (spec 000 2.4). */
export function GenericReview({ request, onBack, onSubmitted }: GenericReviewProps) {
  const [submissionId] = useState(() => crypto.randomUUID());
  const submit = useSubmitGenericReport();
  const sending = useRef(false);
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    submit.mutate({ ...request, submissionId }, { onSuccess: (d) => onSubmitted(d.shiftId), onSettled: () => (sending.current = false) });
  };
  if (submit.isPending) return <p role="status">Please wait while the form is being submitted...</p>;
  const error = submit.error;
  return (
    <>
      <DataTable caption="Shift" columns={[{ header: 'Field', cell: (r: [string, string]) => r[0] }, { header: 'Value', cell: (r) => r[1] }]} rows={SHOWN.map(([k, label]) => [label, String(request[k] ?? '')] as [string, string])} rowKey={(r) => r[0]} />
      <DataTable<Row>
        caption="Grind info"
        columns={[
          { header: 'From', cell: (g) => g.segmentFrom },
          { header: 'To', cell: (g) => g.segmentTo },
          { header: 'Length', cell: (g) => g.length },
          { header: 'Curve', cell: (g) => g.curve },
          { header: 'Left Passes', cell: (g) => g.leftRailPasses },
          { header: 'Right Passes', cell: (g) => g.rightRailPasses },
          { header: 'Complete', cell: (g) => g.completed },
          { header: 'Direction', cell: (g) => g.direction },
        ]}
        rows={request.grinds}
        rowKey={(_g, i) => String(i)}
      />
      {error ? (
        <Notice tone="error">
          <p>{error instanceof ApiError && error.status < 500 ? error.message : `The report was not sent: ${errorMessage(error)}. Press Confirm and Submit again when the connection is back.`}</p>
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
