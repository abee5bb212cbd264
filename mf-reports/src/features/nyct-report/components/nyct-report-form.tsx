import { useRef, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router-dom';
import { canReach, nyctShiftSchema, type PhotoRef } from '@grindline/domain';
import { errorMessage, useUser } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { Field } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import { FormPhotos } from '../../../lib/form-kit/photos/form-photos';
import { ReviewPhotos } from '../../../lib/form-kit/photos/review-photos';
import { usePhotoAttachments, withPhotos } from '../../../lib/form-kit/photos/use-photo-attachments';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import type { UseSubmitReportReturn } from '../../../lib/form-kit/use-submit-report';
import { useReportForEdit, useSaveNyctEdit, type ReportForEdit } from '../api/edit-nyct-report';
import { useSubmitNyctReport } from '../api/submit-nyct-report';
import { useStoredPhotoThumbs } from '../api/get-report-photos';
import { defaultValues, fromDraft, toFormValues, toRequest, type NyctFormValues } from '../utils/form-values';
import { NyctGrindLimits } from './nyct-grind-limits';
import { NyctReview } from './nyct-review';
import { NyctShiftSections } from './nyct-shift-sections';
import '@grindline/ui/styles.css';
import '../../bart-report/components/bart-report.css';
import './nyct-report.css';

type Submission = UseSubmitReportReturn<ReturnType<typeof toRequest>, { report: { shiftId: string }; version?: number }>;

const conflictRows = (_mine: unknown, theirs: unknown) =>
  ((theirs as Array<{ path: string; message: string }> | undefined) ?? []).map((i) => ({ label: i.path, mine: 'your edit', theirs: i.message }));

/** The form's body: sections, Review Details, the kit's draft notice and submission states. */
function NyctForm({ title, formKey, initial, initialPhotos, thumbUrls, submission, doneText, links }: { title: string; formKey: string; initial: () => NyctFormValues; initialPhotos?: PhotoRef[]; thumbUrls?: ReadonlyMap<string, string>; submission: Submission; doneText(shiftId: string, version?: number): string; links?: ReactNode }) {
  const form = useReportForm<NyctFormValues>({ formKey, schema: nyctShiftSchema, defaultValues: initial, toFormValues: fromDraft, version: 1 });
  const photos = usePhotoAttachments(form.draftKey, { initial: initialPhotos });
  const request = () => {
    const values = form.getValues();
    const refs = photos.refs(values.grindLimits.length);
    // An edit always says which photos the report keeps (none, when all were removed).
    return initialPhotos ? { ...toRequest(values), photos: refs } : withPhotos(toRequest(values), refs);
  };
  const [review, setReview] = useState(false);
  if (submission.state === 'sent' && submission.result) {
    const { shiftId } = submission.result.report;
    return (
      <div className="gl-ui-page">
        <h1 className="gl-ui-title">Form Submitted</h1>
        <Notice tone="success">
          <p>{doneText(shiftId, submission.result.version)}</p>
        </Notice>
        <Link to={`/grind-reports/history/${shiftId}`}>History of shift {shiftId}</Link>
      </div>
    );
  }
  const openReview = async () => {
    await form.trigger();
    setReview(true);
  };
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{title}</h1>
      {links}
      <FormProvider {...form}>
        <DraftNotice draft={form.draft} />
        <SubmitStatus state={submission.state} error={submission.error} conflict={submission.conflict} compare={conflictRows} onDismissConflict={submission.dismissConflict} />
        {review ? (
          <NyctReview state={submission.state} onBack={() => setReview(false)} onSubmit={() => void submission.submit(request())} photos={<ReviewPhotos photos={photos.refs(form.getValues().grindLimits.length)} uploading={submission.state === 'submitting'} />} />
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void openReview();
            }}
          >
            <NyctShiftSections />
            <NyctGrindLimits />
            <FormPhotos attachments={photos} rows="grindLimits" thumbUrls={thumbUrls} />
            <Button type="submit">Review and Submit</Button>
          </form>
        )}
      </FormProvider>
    </div>
  );
}

/** /grind-reports/new for NYCT (spec 000 section 2.8): the Grind Shift Report, filed once. */
export function NyctReportForm() {
  const submission = useSubmitNyctReport() as unknown as Submission;
  return (
    <NyctForm
      title="Grind Shift Report"
      formKey="nyct"
      initial={defaultValues}
      submission={submission}
      doneText={(shiftId) => `Your report was filed as shift ${shiftId}.`}
    />
  );
}

function EditForm({ shiftId, loaded }: { shiftId: string; loaded: ReportForEdit }) {
  const [reason, setReason] = useState('');
  const reasonRef = useRef(reason);
  reasonRef.current = reason;
  const submission = useSaveNyctEdit(shiftId, loaded.changeId, loaded.report, reasonRef) as unknown as Submission;
  const thumbUrls = useStoredPhotoThumbs(shiftId, (loaded.report.photos?.length ?? 0) > 0);
  const user = useUser();
  const history = `/grind-reports/history/${shiftId}`;
  // What changed before: an editor reads the history before saving over it (issue 26).
  const links = (
    <>
      {user && canReach(history, user.access) ? (
        <p className="gl-rep-edit-links">
          <Link to={history}>History of shift {shiftId}: every version and what changed</Link>
        </p>
      ) : null}
      <Field id={`reason-${shiftId}`} label="Reason for the change" hint="Required once the agency has approved the shift; kept with the new version and sent to the agency.">
        <input id={`reason-${shiftId}`} type="text" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </>
  );
  return (
    <NyctForm
      title={`Edit Grind Shift Report ${shiftId} (version ${loaded.version})`}
      formKey={`nyct-edit-${shiftId}`}
      initial={() => toFormValues(loaded.form)}
      initialPhotos={loaded.report.photos ?? []}
      thumbUrls={thumbUrls}
      submission={submission}
      doneText={(id, version) => `Your changes to shift ${id} were saved as version ${version}.`}
      links={links}
    />
  );
}

/**
 * /edit-report/{shiftId} (spec 002 'Shift edit page'; adminMgmt and NYCTedit): the stored report
 * in the same form; saved as a new version on the version loaded. Other roles go to /.
 */
export function NyctEditPage() {
  const { shiftId = '' } = useParams();
  const user = useUser();
  const allowed = !!user && canReach(`/edit-report/${shiftId}`, user.access);
  const loaded = useReportForEdit(shiftId, allowed);
  if (!allowed) return <Navigate to="/" replace />;
  if (loaded.isPending) return <p role="status">Loading the report...</p>;
  if (loaded.isError) {
    return (
      <div className="gl-ui-page">
        <h1 className="gl-ui-title">Edit Grind Shift Report</h1>
        <Notice tone="error">
          <p>Could not load the report: {errorMessage(loaded.error)}</p>
        </Notice>
      </div>
    );
  }
  return <EditForm key={loaded.data.changeId} shiftId={shiftId} loaded={loaded.data} />;
}
