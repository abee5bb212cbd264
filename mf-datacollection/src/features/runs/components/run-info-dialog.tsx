import type { DataCollectionRun } from '@grindline/domain';
import { useMapImage } from '@grindline/ui/map-image';
import { Modal } from '@grindline/ui/modal';
import { Notice } from '@grindline/ui/notice';
import { errorMessage } from 'shell/kit';
import { runInfoRows, runMapBody } from '../utils/run-info';
import { LabelledRows } from '@grindline/ui/data-table';

/**
 * The run-information popup of the Data Collection tab (spec 001 section 2.13): the run's
 * information and the static map of its start..end MP on its line (POST /api/maps/image, the
 * picture the mails and the upload review use; 'No map available for <line>' without geometry).
 */
export function RunInfoDialog({ run, onClose }: { run: DataCollectionRun; onClose(): void }) {
  const map = useMapImage(runMapBody(run));
  return (
    <Modal title={`Run ${run.fileName}`} onClose={onClose} className="gl-dc-run-info">
      <div className="gl-dc-run-info__body">
        <table className="gl-dc-table gl-dc-info" aria-label={`Information on ${run.fileName}`}>
          <LabelledRows rows={runInfoRows(run)} />
        </table>
        {map.isPending ? (
          <p role="status">Drawing the map…</p>
        ) : map.error ? (
          <Notice tone="info">{errorMessage(map.error)}</Notice>
        ) : (
          <img className="gl-dc-map" src={map.data.src} alt={`Map of ${run.fileName}: ${run.lineName} ${run.trackId}, MP ${run.from} to ${run.to}`} />
        )}
      </div>
    </Modal>
  );
}
