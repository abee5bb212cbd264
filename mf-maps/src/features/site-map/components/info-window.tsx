import type { InfoContent } from '../utils/layer-model';
import { CatRunsLink } from './cat-runs-link';

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
        <tbody>
          {info.rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {info.ground && <CatRunsLink segment={info.ground} />}
    </div>
  );
}
