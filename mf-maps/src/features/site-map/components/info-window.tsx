import type { InfoContent } from '../utils/layer-model';
import { CatRunsLink } from './cat-runs-link';
import { ConditionRunsLink } from './condition-runs-link';
import { LabelledRows } from '@grindline/ui/data-table';

/** The info window of a clicked segment: its title and a Label / Value table. */
export function InfoWindow({ info, onClose }: { info: InfoContent; onClose(): void }) {
  return (
    <div className="gl-map-info" role="dialog" aria-label="Segment information">
      <div className="gl-map-info__head">
        <h2>{info.title}</h2>
        <button type="button" className="gl-map-info__close" onClick={onClose} aria-label="Close segment information">
          ×
        </button>
      </div>
      <table>
        <LabelledRows rows={info.rows} />
      </table>
      {info.ground && <CatRunsLink segment={info.ground} />}
      {info.runs && <ConditionRunsLink query={info.runs.query} count={info.runs.count} />}
    </div>
  );
}
