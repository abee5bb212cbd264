import { useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { MULTI_STEP_MESSAGES } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { Notice } from '@grindline/ui/notice';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { focusFirstControl, focusFirstError } from '../../../lib/form-kit/focus-first-error';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import { FormPhotos } from '../../../lib/form-kit/photos/form-photos';
import { usePhotoAttachments, withPhotos } from '../../../lib/form-kit/photos/use-photo-attachments';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import { checkShiftId } from '../../../lib/lookups/check-shift-id';
import { getAutopopulate } from '../../../lib/lookups/get-autopopulate';
import { useChainBounds } from '../../../lib/lookups/get-chain-bounds';
import { useSubmitStandardReport } from '../api/submit-standard-report';
import { applyAutopopulate, clearAfterBasic, defaultValues, formShiftId, fromDraft, isRegular, submittedCount, toRequest, type StandardFormValues, type StandardRequestBody, type Step } from '../utils/form-values';
import { conflictRows } from '../utils/review-view';
import { validateEntry, validateStep, type StepIssue } from '../utils/validate-step';
import { BasicStep } from './basic-step';
import { GrindStep } from './grind-step';
import { ShiftStep } from './shift-step';
import { StaffStep } from './staff-step';
import { StandardReview } from './standard-review';
import { StandardThanks } from './standard-thanks';
import { StepCard } from './step-card';
import '@grindline/ui/styles.css';
import './standard-report.css';

/**
 * 'Complete New Grind Report' (spec 000 sections 2.2, 4 and 5.2), the multi-step form of the
 * standard customers, on the form kit: four steps that collapse into summary cards, 'SHOW DATA'
 * once all are submitted, then one request for the whole report. `ownSite`: the customer of a
 * site admin, chosen from the start (super chooses among all).
 */
export function StandardReportForm({ ownSite = '' }: { ownSite?: string }) {
  const form = useReportForm<StandardFormValues>({ formKey: 'standard', defaultValues: () => defaultValues(ownSite), toFormValues: fromDraft, version: 1 });
  const submission = useSubmitStandardReport();
  const photos = usePhotoAttachments(form.draftKey);
  const { control, getValues, setValue, setError, clearErrors, reset } = form;
  const values = useWatch({ control }) as StandardFormValues;
  const [review, setReview] = useState<StandardRequestBody | null>(null);
  const [alerts, setAlerts] = useState<Partial<Record<Step | 'show', string>>>({});
  const [confirmStep1, setConfirmStep1] = useState(false);
  const [busy, setBusy] = useState<'autopopulate' | 'check' | null>(null);
  const bounds = useChainBounds(values.site || undefined, values.line || undefined);
  const root = useRef<HTMLDivElement>(null);
  // A step or an entry closed: the focus follows to where the user continues (the next open step's
  // first field, 'submit grind info', then SHOW DATA), never back to the top of the page.
  const [focusMoves, setFocusMoves] = useState(0);
  useEffect(() => {
    if (focusMoves === 0) return;
    const open = root.current?.querySelector('.gl-rep-step:not(.gl-rep-step--done)');
    focusFirstControl(open ?? root.current?.querySelector('.gl-rep-show-data'));
  }, [focusMoves]);
  const focusNext = () => setFocusMoves((n) => n + 1);
  const context = bounds.data ? { customer: values.site, minChain: bounds.data.minChain, maxChain: bounds.data.maxChain } : undefined;

  const show = (step: Step | 'show', issues: StepIssue[]): boolean => {
    clearErrors();
    issues.filter((i) => i.path !== '').forEach((i) => setError(i.path as FieldPath<StandardFormValues>, { type: 'step', message: i.message }));
    const general = issues.find((i) => i.path === '')?.message ?? (issues.length > 0 ? MULTI_STEP_MESSAGES.incomplete : undefined);
    setAlerts({ [step]: general });
    if (issues.length > 0) requestAnimationFrame(() => focusFirstError(root.current));
    return issues.length === 0;
  };
  const mark = (step: Step, done: boolean) => {
    setValue(`done.${step}`, done, { shouldDirty: true });
    focusNext();
  };

  const nextBasic = async () => {
    if (!show('basic', validateStep('basic', getValues()))) return;
    setBusy('autopopulate');
    const { site, line, date } = getValues();
    const found = await getAutopopulate(site, line, date).catch(() => ({ found: false }) as const);
    const next = applyAutopopulate(getValues(), found);
    reset({ ...next, done: { ...next.done, basic: true } }, { keepDefaultValues: true });
    setBusy(null);
    focusNext();
  };
  const editBasic = () => {
    const { done } = getValues();
    if (done.shift || done.staff || done.grind) setConfirmStep1(true);
    else mark('basic', false);
  };
  const nextShift = () => {
    const v = getValues();
    if (!show('shift', validateStep('shift', v))) return;
    mark('shift', true);
    // Step 4 is done by itself for any shift type but Regular (spec 000 section 4).
    mark('grind', isRegular(v) ? v.done.grind && v.entries.every((e) => e.confirmed) : true);
  };
  const nextStaff = () => {
    if (show('staff', validateStep('staff', getValues()))) mark('staff', true);
  };
  const confirmEntry = (index: number) => {
    if (!context) return show('grind', [{ path: '', message: 'The chain bounds of the line are not loaded yet.' }]);
    if (!show('grind', validateEntry(getValues().entries[index], index, context))) return;
    setValue(`entries.${index}.confirmed`, true, { shouldDirty: true });
    focusNext();
  };
  const submitGrind = () => {
    if (show('grind', validateStep('grind', getValues(), context))) mark('grind', true);
  };
  const showData = async () => {
    const v = getValues();
    const id = formShiftId(v);
    setBusy('check');
    // Offline the check cannot run: the server checks the shift id again when the report arrives.
    const exists = id ? await checkShiftId(v.site, id).catch(() => false) : false;
    setBusy(null);
    if (exists) return setAlerts({ show: MULTI_STEP_MESSAGES.shiftIdExists });
    setAlerts({});
    const request = toRequest(v);
    setReview(withPhotos(request, photos.refs(request.entries.length)));
  };
  const startOver = () => {
    form.draft.discard();
    submission.reset();
    setReview(null);
    setAlerts({});
  };
  // A report the server refused as a conflict, thrown away at the user's word: outbox entry and draft.
  const discardReport = () => {
    submission.dismissConflict();
    startOver();
  };

  if (submission.state === 'sent' && submission.result) {
    return (
      <div className="gl-ui-page">
        <h1 className="gl-ui-title">Complete New Grind Report</h1>
        <StandardThanks result={submission.result} onFileAnother={startOver} />
      </div>
    );
  }
  const done = values.done;
  const count = submittedCount(done);
  const regular = isRegular(values);
  return (
    <div className="gl-ui-page" ref={root}>
      <h1 className="gl-ui-title">Complete New Grind Report</h1>
      <p className="gl-ui-hint">Fields marked with * are required</p>
      <p className="gl-rep-counter" role="status">
        Submitted {count}/4 forms
      </p>
      <DraftNotice draft={form.draft} />
      <FormProvider {...form}>
        {review ? (
          <StandardReview
            body={review}
            submission={submission}
            onBack={() => {
              submission.dismissConflict();
              setReview(null);
            }}
            onDiscard={discardReport}
          />
        ) : (
          <form onSubmit={(e) => e.preventDefault()} noValidate>
            {submission.state === 'queued' || submission.state === 'conflict' ? (
              <SubmitStatus state={submission.state} conflict={submission.conflict} compare={conflictRows} onEdit={() => submission.dismissConflict()} onDiscard={discardReport} />
            ) : null}
            {confirmStep1 ? (
              <ConfirmBox
                message={MULTI_STEP_MESSAGES.editStep1}
                onConfirm={() => {
                  setConfirmStep1(false);
                  reset(clearAfterBasic(getValues()), { keepDefaultValues: true });
                }}
                onCancel={() => setConfirmStep1(false)}
              />
            ) : null}
            <StepCard number={1} title="Basic Info" done={done.basic} onEdit={editBasic} summary={[['Date', values.date], ['Customer', values.site], ['Line', values.line]]}>
              <StepAlert message={alerts.basic} />
              <BasicStep onNext={() => void nextBasic()} busy={busy === 'autopopulate'} />
            </StepCard>
            {done.basic ? (
              <StepCard
                number={2}
                title="Shift Info"
                done={done.shift}
                onEdit={() => mark('shift', false)}
                summary={[['Shift Number', values.shiftNum], ['Shift Type', values.shiftType], ['Grinder Type', values.grinderType], ['Call Time', values.callTime], ['Grinder Tie-Up Time', values.grinderTime]]}
              >
                <StepAlert message={alerts.shift} />
                <ShiftStep onNext={nextShift} />
              </StepCard>
            ) : null}
            {done.basic && done.shift ? (
              <StepCard
                number={3}
                title="Staff Info"
                done={done.staff}
                onEdit={() => mark('staff', false)}
                summary={[['Grinder Operator', values.grinderOperator], ['ARM Supervisor', values.ARMSupervisor], ['Transit Rep', values.transitRep]]}
              >
                <StepAlert message={alerts.staff} />
                <StaffStep onNext={nextStaff} />
              </StepCard>
            ) : null}
            {done.basic && done.shift && done.staff && regular ? (
              <StepCard
                number={4}
                title="Grind Info"
                done={done.grind}
                onEdit={() => mark('grind', false)}
                summary={[['Grind entries', String(values.entries.length)], ['Ranges', values.entries.map((e) => `${e.chainFrom_comp}-${e.chainTo_comp}`).join(', ')]]}
              >
                <GrindStep onConfirmEntry={confirmEntry} onSubmit={submitGrind} alert={alerts.grind} />
              </StepCard>
            ) : null}
            {count === 4 ? <FormPhotos attachments={photos} rows="entries" /> : null}
            {count === 4 ? (
              <div className="gl-ui-actions gl-rep-show-data">
                <StepAlert message={alerts.show} />
                <Button onClick={() => void showData()} disabled={busy === 'check'} data-focus-next>
                  {busy === 'check' ? 'Checking the shift id...' : 'SHOW DATA'}
                </Button>
              </div>
            ) : null}
          </form>
        )}
      </FormProvider>
    </div>
  );
}

function StepAlert({ message }: { message?: string }) {
  return message ? (
    <Notice tone="error">
      <p>{message}</p>
    </Notice>
  ) : null;
}
