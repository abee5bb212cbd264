import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { countOf, canReach, describeDiff, type ReviewEvent } from '@grindline/domain';
import { errorMessage, useUser } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { Field } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useReportHistory, type HistoryVersion } from '../api/get-report-history';
import { useRestoreReport } from '../api/restore-report';
import { shiftTitle } from '../utils/shift-title';
import './report-history.css';
import '../../agency-review/components/agency-review.css';
import { clientLabel } from '../../../lib/clients/client-label';

const ACTIONS: Record<HistoryVersion['action'], string> = { file: 'Filed', edit: 'Edited', delete: 'Deleted', restore: 'Restored' };
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function VersionEntry({ v, current, canRestore, onRestore, reviews }: { v: HistoryVersion; current: boolean; canRestore: boolean; onRestore(): void; reviews: readonly ReviewEvent[] }) {
  // The server's diff lists the photos added, removed or changed too (issue 28).
  const changes = v.diff ? describeDiff(v.diff) : [];
  const photos = v.action === 'file' ? (v.report?.photos ?? []) : [];
  return (
    <li className="gl-rep-version" aria-label={`Version ${v.version}`}>
      <h2 className="gl-rep-version-title">
        Version {v.version}: {ACTIONS[v.action]} by {v.by}, {when(v.at)}
        {current ? <span className="gl-rep-version-current"> (current)</span> : null}
      </h2>
      {v.restoredFrom ? <p>Brought back version {v.restoredFrom}.</p> : null}
      {v.reason ? <p>Reason: {v.reason}</p> : null}
      {v.action === 'delete' ? <p>The report was deleted; its content stays in the versions above.</p> : null}
      {v.action !== 'delete' && v.diff ? (
        changes.length ? (
          <ul className="gl-rep-diff">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>No field changed.</p>
        )
      ) : null}
      {photos.length ? <p>Filed with {photos.length} photo{photos.length > 1 ? 's' : ''}: {photos.map((p) => p.fileName).join(', ')}.</p> : null}
      {reviews.map((r) => (
        <p key={`${r.at}${r.by}`} className={`gl-rev-badge gl-rev-badge--${r.decision}`}>
          {r.decision === 'approved' ? 'Approved' : 'Disputed'} by {r.by} ({r.identityProvider}), {when(r.at)}
          {r.comment ? `: ${r.comment}` : ''}
        </p>
      ))}
      {v.client ? <p className="gl-rep-version-client" title={v.client.userAgent || undefined}>From {clientLabel(v.client.sourceIp, v.client.userAgent)}</p> : null}
      {canRestore && v.report && !current ? (
        <Button variant="secondary" onClick={onRestore}>
          Restore version {v.version}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * /grind-reports/history/{shiftId} (super, adminMgmt, the report's own site admins): every
 * version of a report with who, when and what changed field by field; adminMgmt restores a
 * deleted report or an earlier version (a new version).
 */
export function ReportHistoryPage() {
  const { shiftId = '' } = useParams();
  const user = useUser();
  const history = useReportHistory(shiftId);
  const restore = useRestoreReport(shiftId);
  const [asked, setAsked] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const canRestore = user?.access.adminType === 'adminMgmt';
  const editPath = `/edit-report/${shiftId}`;
  // The edit page edits NYCT reports (spec 002 'Shift edit page'), for those who may edit.
  const canEdit = !!user && canReach(editPath, user.access) && history.data?.site === 'NYCT' && !history.data.deleted;
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">History of shift {shiftId}</h1>
      {history.isPending ? <p role="status">Loading the history...</p> : null}
      {history.isError ? (
        <Notice tone="error">
          <p>Could not load the history: {errorMessage(history.error)}</p>
        </Notice>
      ) : null}
      {restore.isError ? (
        <Notice tone="error">
          <p>Nothing was restored: {errorMessage(restore.error)}</p>
        </Notice>
      ) : null}
      {restore.isSuccess ? (
        <Notice tone="success">
          <p>Restored as version {restore.data.version}.</p>
        </Notice>
      ) : null}
      {history.data ? (
        <>
          <p>
            {shiftTitle(history.data)}: {history.data.deleted ? 'deleted' : `current version ${history.data.currentVersion}`}, {countOf(history.data.versions.length, 'version')}.
          </p>
          {canEdit ? (
            <p>
              <Link to={editPath}>Edit shift {shiftId}</Link>
            </p>
          ) : null}
          <ol className="gl-rep-versions">
            {history.data.versions.map((v) => (
              <VersionEntry key={v.changeId} v={v} current={v.version === history.data.currentVersion} canRestore={canRestore} onRestore={() => setAsked(v.version)} reviews={v.action === 'delete' ? [] : (history.data.reviews ?? []).filter((r) => r.version === v.version)} />
            ))}
          </ol>
        </>
      ) : null}
      {asked !== null ? (
        <div className="gl-ui-confirm" role="alertdialog" aria-label={`Restore version ${asked}?`}>
          <p>Restore version {asked}? It becomes the current version; the present one stays in the history.</p>
          <Field id="restore-reason" label="Reason for the change" hint="Required once the agency has approved the shift.">
            <input id="restore-reason" type="text" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="gl-ui-actions">
            <Button onClick={() => restore.mutate({ version: asked, reason }, { onSettled: () => setAsked(null) })} disabled={restore.isPending}>
              RESTORE
            </Button>
            <Button variant="secondary" onClick={() => setAsked(null)}>
              CANCEL
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
