import { lineLabel, type UploadForm } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Modal } from '@grindline/ui/modal';
import { Notice } from '@grindline/ui/notice';
import { errorMessage } from 'shell/kit';
import { useMapImage } from '@grindline/ui/map-image';
import { reviewMapBody } from '../utils/upload-entries';

/** The review modal (spec 002 section 2): date, line, the files, the map of the runs, and Submit. */
export function ReviewDialog({ form, submitting, error, onSubmit, onClose }: { form: UploadForm; submitting: boolean; error?: string; onSubmit(): void; onClose(): void }) {
  const map = useMapImage(reviewMapBody(form));
  return (
    <Modal
      title="Review and Submit"
      onClose={onClose}
      busy={submitting}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>Back</Button>
          <Button onClick={onSubmit} disabled={submitting} aria-busy={submitting}>{submitting ? 'Submitting…' : 'Submit'}</Button>
        </>
      }
    >
      <p>
        <strong>Date</strong> {form.date} · <strong>Client</strong> {form.clientId} · <strong>Line</strong> {form.lineName}
      </p>
      <table className="gl-dc-table" aria-label="Files to submit">
        <thead>
          <tr><th>File</th><th>Track Id</th><th>Start MP</th><th>End MP</th><th>Rail</th><th>Running band</th></tr>
        </thead>
        <tbody>
          {form.files.map((f) => (
            <tr key={f.fileName}><td>{f.fileName}</td><td>{f.trackId}</td><td>{f.startMP}</td><td>{f.endMP}</td><td>{f.rail}</td><td>{f.runningBand ? 'Yes' : 'No'}</td></tr>
          ))}
        </tbody>
      </table>
      {map.isPending ? <p>Drawing the map…</p> : map.error ? <Notice tone="info">{errorMessage(map.error)}</Notice> : <img className="gl-dc-map" src={map.data.src} alt={`Map of the runs on ${lineLabel(form.clientId, form.lineName)}`} />}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Modal>
  );
}
