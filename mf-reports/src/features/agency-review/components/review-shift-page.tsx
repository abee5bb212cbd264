import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { canReach, completeLabel, countOf, formatDayLabel, formatFigure, formatReference, lineLabel, MAP_LOADING_TEXT, referenceSuffix, reportRecordsShiftType, reportRecordsSparkMinutes, type ShiftReport, siteLengthSymbol } from '@grindline/domain';
import { errorMessage, useUser } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { DataTable } from '@grindline/ui/data-table';
import { Field } from '@grindline/ui/field';
import { useMapImage } from '@grindline/ui/map-image';
import { Notice } from '@grindline/ui/notice';
import { useRecordReview, useShiftForReview } from '../api/reviews';
import { shiftMapBody } from '../utils/shift-map-body';
import { ReviewPhotos } from './review-photos';
import { StatusBadge } from './status-badge';
import './agency-review.css';

type Range = ShiftReport['ranges'][number];
/** The ranges' columns, named with the site's reference (Mile Post, Chain...) and length unit. */
const rangeColumns = (site: string) => {
  const reference = referenceSuffix(site);
  return [
    { header: 'Track', cell: (r: Range) => r.trackId },
    { header: 'Direction', cell: (r: Range) => r.direction },
    { header: `From${reference}`, cell: (r: Range) => formatReference(site, r.from) },
    { header: `To${reference}`, cell: (r: Range) => formatReference(site, r.to) },
    { header: `Length (${siteLengthSymbol(site)})`, cell: (r: Range) => formatFigure(r.length) },
    { header: 'Passes L / R', cell: (r: Range) => `${r.passesLeft} / ${r.passesRight}` },
    { header: 'Complete', cell: (r: Range) => completeLabel(r.complete) },
  ];
};

/** The map of a filed shift's ranges (the mails' and the daily stats card's picture). */
function ShiftMap({ report }: { report: ShiftReport }) {
  const map = useMapImage(shiftMapBody(report));
  if (map.isPending) return <p role="status">{MAP_LOADING_TEXT}</p>;
  if (map.isError) return <p role="status">{errorMessage(map.error)}</p>;
  return <img className="gl-rep-map" src={map.data.src} width={800} height={560} alt={`Map of the ranges of shift ${report.shiftId}`} style={{ maxWidth: '100%', height: 'auto' }} />;
}

/** /grind-reports/review/:shiftId: a filed shift as it is now, its reviews, and Approve / Dispute for the site's agency reviewer. */
export function ReviewShiftPage() {
  const { shiftId = '' } = useParams();
  const user = useUser();
  const shift = useShiftForReview(shiftId);
  const record = useRecordReview(shiftId);
  const [comment, setComment] = useState('');
  if (shift.isPending) return <p role="status">Loading the shift...</p>;
  if (shift.isError) {
    return (
      <div className="gl-ui-page">
        <Notice tone="error">
          <p>Could not load shift {shiftId}: {errorMessage(shift.error)}</p>
        </Notice>
      </div>
    );
  }
  const { report, version, status, review, events, monthClosed, mayReview } = shift.data;
  const decide = (decision: 'approved' | 'disputed') => record.mutate({ decision, version, comment }, { onSuccess: () => setComment('') });
  return (
    <div className="gl-ui-page">
      <p>
        <Link to={`/grind-reports/review?site=${encodeURIComponent(report.site)}&month=${report.date.slice(0, 7)}`}>Back to the list</Link>
      </p>
      <h1 className="gl-ui-title">
        {report.site} shift {report.shiftId} <StatusBadge status={status} />
      </h1>
      <p>
        {formatDayLabel(report.date)} · {lineLabel(report.site, report.line)}, grinder {report.grinderType}{reportRecordsShiftType(report) ? `, ${report.shiftType} shift` : ''} · version {version} · completed {formatFigure(report.feetComp)}{'\u00a0'}{siteLengthSymbol(report.site)}, pass {formatFigure(report.passFeet)}{'\u00a0'}{siteLengthSymbol(report.site)}
        {reportRecordsSparkMinutes(report) ? `, spark minutes ${report.sparkMin}` : ''}
        {report.availableTrackTime ? `, track time ${report.availableTrackTime}` : ''}
      </p>
      {review?.latest.decision === 'disputed' && status === 'disputed' ? (
        <p className="gl-rev-dispute">
          <strong>Disputed</strong> by {review.latest.by}: {review.latest.comment}
        </p>
      ) : null}
      {status === 'needs-reapproval' && review?.lastApproval ? (
        <Notice tone="info">{`Changed since ${review.lastApproval.by} approved version ${review.lastApproval.version}: it needs re-approval.`}</Notice>
      ) : null}
      {report.comments ? <p>Comments: {report.comments}</p> : null}
      {report.ranges.length ? (
        <DataTable caption={countOf(report.ranges.length, 'grind range')} columns={rangeColumns(report.site)} rows={report.ranges} rowKey={(_r, i) => String(i)} />
      ) : (
        <p>No grind range was filed with this shift.</p>
      )}
      {report.ranges.length ? <ShiftMap report={report} /> : null}
      <ReviewPhotos report={report} />
      {mayReview ? (
        <section aria-label="Your review" className="gl-rev-actions">
          <Field id="review-comment" label="Comment (required to dispute)">
            <textarea id="review-comment" value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
          </Field>
          <Button onClick={() => decide('approved')} disabled={record.isPending}>
            Approve version {version}
          </Button>
          <Button variant="danger" onClick={() => decide('disputed')} disabled={record.isPending || !comment.trim()}>
            Dispute
          </Button>
        </section>
      ) : (
        <p>{monthClosed ? 'This month is closed.' : 'Only the agency’s reviewers approve or dispute this shift.'}</p>
      )}
      {record.isError ? (
        <Notice tone="error">
          <p>{errorMessage(record.error)}</p>
        </Notice>
      ) : null}
      {record.isSuccess ? <Notice tone="success">{record.data.status === 'approved' ? `Version ${version} approved.` : 'Dispute recorded: the office is told.'}</Notice> : null}
      <h2>Reviews</h2>
      {events.length ? (
        <ol className="gl-rev-events">
          {events.map((e) => (
            <li key={`${e.at}${e.by}`}>
              {e.at.slice(0, 16).replace('T', ' ')} UTC: {e.by} ({e.identityProvider}) {e.decision} version {e.version}
              {e.comment ? `: ${e.comment}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p>Not reviewed yet.</p>
      )}
      {user && canReach(`/grind-reports/history/${report.shiftId}`, user.access) ? (
        <p>
          <Link to={`/grind-reports/history/${report.shiftId}`}>Versions of this shift</Link>
        </p>
      ) : null}
    </div>
  );
}
