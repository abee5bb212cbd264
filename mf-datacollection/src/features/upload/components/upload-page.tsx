import { CUSTOMERS, MAX_UPLOAD_BYTES, parseSummaryFile, UPLOAD_MESSAGES, uploadFormSchema, type SummaryFile, type UploadForm, type UploadFormInput } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Field } from '@grindline/ui/field';
import { FileDrop, type FileRejection } from '@grindline/ui/file-drop';
import { Notice } from '@grindline/ui/notice';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { errorMessage, events, navigate } from 'shell/kit';
import { useFileShift } from '../api/file-shift';
import { useLines } from '../api/get-lines';
import { uploadCatFile } from '../api/upload-cat-file';
import { entriesFromDrop, toRequest, uploadMetadata } from '../utils/upload-entries';
import { FileEditDialog } from './file-edit-dialog';
import { ReviewDialog } from './review-dialog';

const DROP_PROMPT = 'Drag and drop or click here to upload all CAT and .sum files';
const MB = 1024 * 1024;

/** Why a dropped file was refused, in the user's words. */
function refusal({ file, errors }: FileRejection): string {
  if (errors.some((e) => e.code === 'file-too-large')) return `${file.name} is larger than ${MAX_UPLOAD_BYTES / MB} MB: it was not uploaded`;
  return `${file.name} was refused: ${errors.map((e) => e.message).join('; ')}`;
}

/** The form-level message of spec 002 section 5 for what is still wrong. */
export function summaryMessage(errors: FieldErrors<UploadFormInput>): string | undefined {
  if (errors.date) return UPLOAD_MESSAGES.dateSummary;
  if (errors.clientId) return UPLOAD_MESSAGES.inline.clientId;
  if (errors.lineName) return UPLOAD_MESSAGES.line;
  if (errors.files?.root || (errors.files && 'message' in errors.files && errors.files.message)) return UPLOAD_MESSAGES.noFiles;
  const files = Array.isArray(errors.files) ? errors.files : [];
  if (files.some((f) => f?.leftRailFileId || f?.rightRailFileId)) return UPLOAD_MESSAGES.uploading;
  if (files.some(Boolean)) return UPLOAD_MESSAGES.filesIncomplete;
  return undefined;
}

/** A file's text through FileReader (Blob.text() is missing from older browsers and jsdom). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsText(file);
  });
}

type Progress = Record<string, { percent: number; error?: string }>;

/** /data-collection/new: Upload CAT Data (spec 002 sections 2, 4 and 5). */
export function UploadPage() {
  const form = useForm<UploadFormInput, unknown, UploadForm>({ resolver: zodResolver(uploadFormSchema), defaultValues: { date: '', clientId: '', lineName: '', files: [] } });
  const { register, watch, setValue, getValues, handleSubmit, formState } = form;
  const [progress, setProgress] = useState<Progress>({});
  const [notes, setNotes] = useState<string[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [review, setReview] = useState<UploadForm | null>(null);
  const [summary, setSummary] = useState<string>();
  const fileShift = useFileShift();
  const clientId = watch('clientId');
  const files = watch('files');
  const lines = useLines(clientId);
  const lineName = watch('lineName');
  const trackIds = lines.data?.find((l) => l.name === lineName)?.trackIds ?? [];

  async function onFiles(accepted: File[], rejected: FileRejection[]) {
    const summaries = new Map<string, SummaryFile>();
    for (const file of accepted.filter((f) => f.name.toLowerCase().includes('.sum'))) summaries.set(file.name, parseSummaryFile(await readText(file)));
    const { entries, uploads, unplaced } = entriesFromDrop(accepted, summaries);
    setNotes([...rejected.map(refusal), ...unplaced.map((n) => `${n}: no rail in its name or its summary, or its rail is taken: not uploaded`)]);
    const offset = getValues('files').length;
    setValue('files', [...getValues('files'), ...entries], { shouldValidate: formState.isSubmitted });
    for (const u of uploads) {
      const index = offset + u.entry;
      const key = `${index}-${u.side}`;
      const set = (p: { percent: number; error?: string }) => setProgress((all) => ({ ...all, [key]: p }));
      set({ percent: 0 });
      uploadCatFile(u.file, uploadMetadata(entries[u.entry].extended), (percent) => set({ percent }))
        .then((fileId) => setValue(`files.${index}.${u.side === 'left' ? 'leftRailFileId' : 'rightRailFileId'}`, fileId, { shouldValidate: formState.isSubmitted }))
        .catch((error: unknown) => set({ percent: 0, error: errorMessage(error) }));
    }
  }

  const openReview = handleSubmit(
    (values) => {
      setSummary(undefined);
      setReview(values);
    },
    (errors) => setSummary(summaryMessage(errors)),
  );

  function submit() {
    if (!review) return;
    fileShift.mutate(toRequest(review), {
      onSuccess: ({ shiftId }) => {
        events.emit('report:submitted', { shiftId, site: review.clientId });
        navigate('/dash');
      },
    });
  }

  const fileErrors = formState.errors.files;
  const cell = (index: number, side: 'left' | 'right', name: string | null | undefined) => {
    if (!name) return '—';
    const p = progress[`${index}-${side}`];
    return (
      <div className="gl-dc-upload">
        <span>{name}</span>
        {p?.error ? <span className="gl-ui-error" role="alert">{p.error}</span> : <progress max={100} value={p?.percent ?? 0} aria-label={`Upload of ${name}`} data-percent={p?.percent ?? 0}>{p?.percent ?? 0}%</progress>}
        {p && !p.error ? <span className="gl-dc-percent">{p.percent}%</span> : null}
      </div>
    );
  };

  return (
    <section className="gl-dc gl-dc-upload-page" aria-labelledby="dc-upload-title">
      <h1 id="dc-upload-title" className="gl-ui-title">Upload CAT Data</h1>
      <form onSubmit={(e) => { e.preventDefault(); void openReview(); }} noValidate>
        <fieldset className="gl-dc-general">
          <legend>General Info</legend>
          <Field id="dc-date" label="Date" error={formState.errors.date ? UPLOAD_MESSAGES.inline.date : undefined}>
            <input id="dc-date" type="date" {...register('date')} />
          </Field>
          <Field id="dc-client" label="Client Name" error={formState.errors.clientId?.message}>
            <select id="dc-client" {...register('clientId', { onChange: () => setValue('lineName', '') })}>
              <option value="">Choose a client</option>
              {CUSTOMERS.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </Field>
          <Field id="dc-line" label="Line" error={formState.errors.lineName ? UPLOAD_MESSAGES.inline.lineName : undefined} hint={lines.error ? errorMessage(lines.error) : undefined}>
            <select id="dc-line" {...register('lineName')} disabled={!clientId}>
              <option value="">{clientId ? (lines.isPending ? 'Loading lines…' : 'Choose a line') : 'Choose a client first'}</option>
              {(lines.data ?? []).map((l) => <option key={l.name} value={l.name}>{l.name}</option>)}
            </select>
          </Field>
        </fieldset>
        <FileDrop id="dc-files" label="CAT files" prompt={DROP_PROMPT} multiple maxSize={MAX_UPLOAD_BYTES} hint="Rail files (…L.txt, …R.txt) and their .sum file; 100 MB per file at most." onFiles={(a, r) => void onFiles(a, r)} />
        {notes.length > 0 ? <Notice tone="error">{notes.map((n) => <span key={n} className="gl-dc-note">{n}</span>)}</Notice> : null}
        {files.length > 0 ? (
          <table className="gl-dc-table" aria-label="Uploaded files">
            <thead>
              <tr><th>File</th><th>Track Id</th><th>Start MP</th><th>End MP</th><th>Rail</th><th>Left rail</th><th>Right rail</th><th>Running band</th><th><span className="gl-ui-visually-hidden">Edit</span></th></tr>
            </thead>
            <tbody>
              {files.map((f, i) => {
                const incomplete = Array.isArray(fileErrors) && fileErrors[i];
                return (
                  <tr key={`${f.fileName}-${i}`} className={incomplete ? 'gl-dc-row--invalid' : undefined}>
                    <td>{f.fileName}</td>
                    <td>{f.trackId || (formState.isSubmitted ? <span className="gl-ui-error">{UPLOAD_MESSAGES.inline.trackId}</span> : '—')}</td>
                    <td>{f.startMP ?? '—'}</td>
                    <td>{f.endMP ?? '—'}</td>
                    <td>{f.rail}</td>
                    <td>{cell(i, 'left', f.leftRailFile)}</td>
                    <td>{cell(i, 'right', f.rightRailFile)}</td>
                    <td>{f.runningBand ? 'Yes' : 'No'}</td>
                    <td><Button variant="secondary" onClick={() => setEditing(i)} aria-label={`Edit ${f.fileName}`}>Edit</Button></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
        {summary ? <Notice tone="error">{summary}</Notice> : null}
        <Button type="submit" disabled={files.length === 0 || fileShift.isPending}>Review and Submit</Button>
      </form>
      {editing !== null && files[editing] ? <FileEditDialog index={editing} entry={files[editing]} trackIds={trackIds} register={register} errors={formState.errors} onClose={() => { setEditing(null); if (formState.isSubmitted) void form.trigger(); }} /> : null}
      {review ? <ReviewDialog form={review} submitting={fileShift.isPending} error={fileShift.error ? errorMessage(fileShift.error) : undefined} onSubmit={submit} onClose={() => setReview(null)} /> : null}
    </section>
  );
}
