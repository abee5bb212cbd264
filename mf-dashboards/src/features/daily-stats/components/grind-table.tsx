import { referenceSuffix, siteLengthSymbol } from '@grindline/domain';
import type { GrindRange } from '../types';
import { grindTable } from '../utils/card-summary';

/** The grind-data table of an expanded card (spec 001 section 3, grind segment of a card). */
export function GrindTable({ site, ranges }: { site: string; ranges: readonly GrindRange[] }) {
  if (ranges.length === 0) return <p>No grind data for this shift.</p>;
  const { rows, showDefects, showProfiles, showSegmentTypes } = grindTable(site, ranges);
  return (
    <div className="gl-ui-table-wrap gl-dash-grind-table">
      <table className="gl-ui-table">
        <thead>
          <tr>
            <th scope="col">From{referenceSuffix(site)}</th>
            <th scope="col">To{referenceSuffix(site)}</th>
            <th scope="col">Length ({siteLengthSymbol(site)})</th>
            <th scope="col">Track</th>
            {showSegmentTypes ? <th scope="col">Segment Type</th> : null}
            {showProfiles ? <th scope="col">Profile L/R</th> : null}
            <th scope="col">Passes L/R</th>
            <th scope="col">Complete</th>
            {showDefects ? <th scope="col">Defects removed</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.from}</td>
              <td>{row.to}</td>
              <td>{row.length}</td>
              <td>{row.track}</td>
              {showSegmentTypes ? <td>{row.segmentType}</td> : null}
              {showProfiles ? <td>{row.profiles}</td> : null}
              <td>{row.passes}</td>
              <td>{row.complete}</td>
              {showDefects ? <td>{row.defectsRemoved}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
