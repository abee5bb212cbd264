import { useState } from 'react';
import { completeLabel, formatFigure, formatReference, type GrindRange, lengthWord, referenceSuffix, reportRecordsSparkMinutes, type ShiftReport, siteLengthSymbol } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { DataTable } from '@grindline/ui/data-table';
import { Field } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { EMPTY_VALUE, reviewValue } from '../../../lib/form-kit/review-value';
import { useDeleteGrindRows } from '../api/delete-grind-rows';
import { useDeleteShift } from '../api/delete-shift';

type Pending = { what: 'row'; index: number } | { what: 'all' } | { what: 'shift' } | null;

/**
 * Step 2 of Delete Old Grind Report (spec 000 section 2.5): the shift record as a table, its grind
 * table with per-row delete and Delete All, and 'delete shift' only once no grind rows remain.
 * Every removal asks REMOVE/CANCEL first; the server archives what it removes.
 */
export function ShiftRecord({ report, onShiftDeleted }: { report: ShiftReport; onShiftDeleted: () => void }) {
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const rows = useDeleteGrindRows();
  const shift = useDeleteShift(onShiftDeleted);
  const busy = rows.isPending || shift.isPending;
  const confirm = () => {
    if (!pending) return;
    const done = { onSuccess: () => setPending(null) };
    if (pending.what === 'shift') shift.mutate(report.shiftId);
    else rows.mutate({ shiftId: report.shiftId, index: pending.what === 'row' ? pending.index : undefined, reason }, done);
  };
  const message = pending?.what === 'row' ? `Delete grind row ${pending.index + 1} of shift ${report.shiftId}?` : pending?.what === 'all' ? `Delete all ${report.ranges.length} grind rows of shift ${report.shiftId}?` : `Delete shift ${report.shiftId}?`;
  const error = rows.error ?? shift.error;
  return (
    <section className="gl-rep-section" aria-label={`Shift ${report.shiftId}`}>
      <DataTable<ShiftReport>
        caption={`Shift ${report.shiftId}`}
        columns={[
          { header: 'Line', cell: (r) => r.line },
          { header: 'Date', cell: (r) => <span className="gl-ui-nowrap">{r.date}</span> },
          { header: 'Grinder Type', cell: (r) => r.grinderType },
          // The second flow asks no operator: a dash, not a blank cell that reads as lost.
          { header: 'Grinder Operator', cell: (r) => reviewValue(r.grinderOperator) },
          // BART's form and the second flow have no spark minutes: their stored 0 is no figure to show.
          ...(reportRecordsSparkMinutes(report) ? [{ header: 'Spark Min', cell: (r: ShiftReport) => r.sparkMin }] : []),
          // The site's length unit: ETS's and SkyTrain's pass length is metres.
          { header: `Pass ${lengthWord(report.site)}`, cell: (r) => formatFigure(r.passFeet) },
          // The delays that cost time; 'None' rather than a list of zeros, a dash where the form records none (BART, SkyTrain, the second flow).
          { header: 'Delays', cell: (r) => (r.delays === undefined ? EMPTY_VALUE : r.delays.filter((d) => d.minutes > 0 || d.comment).map((d) => `${d.kind} ${d.minutes} min${d.comment ? ` (${d.comment})` : ''}`).join('; ') || 'None') },
        ]}
        rows={[report]}
        rowKey={(r) => r.shiftId}
      />
      <DataTable<GrindRange & { index: number }>
        caption="Grind"
        columns={[
          { header: 'Track', cell: (g) => g.trackId },
          { header: `From${referenceSuffix(report.site)}`, cell: (g) => formatReference(report.site, g.from) },
          { header: `To${referenceSuffix(report.site)}`, cell: (g) => formatReference(report.site, g.to) },
          { header: `Length (${siteLengthSymbol(report.site)})`, cell: (g) => formatFigure(g.length) },
          { header: 'Passes L/R', cell: (g) => `${g.passesLeft}/${g.passesRight}` },
          { header: 'Complete', cell: (g) => completeLabel(g.complete) },
          {
            header: 'Delete',
            cell: (g) => (
              <Button variant="danger" disabled={busy} onClick={() => setPending({ what: 'row', index: g.index })} aria-label={`Delete grind row ${g.index + 1}`}>
                Delete
              </Button>
            ),
          },
        ]}
        rows={report.ranges.map((g, index) => ({ ...g, index }))}
        rowKey={(g) => String(g.index)}
        empty="No grind row: the shift itself can be deleted."
      />
      <Field id={`reason-${report.shiftId}`} label="Reason for the change" hint="Required once the agency has approved the shift; kept with the new version and sent to the agency.">
        <input id={`reason-${report.shiftId}`} type="text" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {error ? (
        <Notice tone="error">
          <p>Nothing was deleted: {errorMessage(error)}</p>
        </Notice>
      ) : null}
      {pending ? (
        <ConfirmBox message={message} busy={busy} onConfirm={confirm} onCancel={() => setPending(null)} />
      ) : (
        <div className="gl-ui-actions">
          {report.ranges.length > 0 ? (
            <Button variant="danger" onClick={() => setPending({ what: 'all' })}>
              Delete All
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setPending({ what: 'shift' })}>
              delete shift
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
