import type { CatalogueTable } from '../utils/catalogue-table';
import './tracks.css';

/** '2026-11-29 13:34 UTC' that breaks only between its date and its time on a narrow screen. */
function ImportedAt({ text }: { text: string }) {
  const [date, ...rest] = text.split(' ');
  return (
    <>
      <span className="gl-ui-nowrap">{date}</span> <span className="gl-ui-nowrap">{rest.join(' ')}</span>
    </>
  );
}

/** A track id that may break after its underscores ('CONFEDERATION_' / '2'), so a portrait tablet keeps the Preview column on screen. */
function TrackId({ id }: { id: string }) {
  const parts = id.split('_');
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

export interface TrackTableProps {
  site: string;
  table: CatalogueTable;
  /** Track id of the preview shown, or null. */
  selected: string | null;
  onPreview: (trackId: string) => void;
}

/**
 * The catalogue of a site: per line (named as its people know it) its directions with track id, chain
 * range in the customer's reference units and the imported geometry, which can be previewed.
 */
export function TrackTable({ site, table, selected, onPreview }: TrackTableProps) {
  return (
    <div className="gl-ui-table-wrap gl-maps-track-table">
      <table className="gl-ui-table">
        <caption>Tracks of {site}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Direction</th>
            <th scope="col">Track ID</th>
            <th scope="col">Chain range ({table.units.label})</th>
            <th scope="col">Imported</th>
            <th scope="col">Preview</th>
          </tr>
        </thead>
        {table.lines.map((line) => (
          <tbody key={line.name} aria-label={`Line ${line.name}`}>
            {line.rows.map((row, i) => (
              <tr key={row.key} className={row.trackId === selected ? 'gl-maps-row--selected' : undefined}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={line.rows.length}>
                    {line.name}
                    {line.title ? <span className="gl-maps-line-title">{line.title}</span> : null}
                  </th>
                ) : null}
                <td>{row.direction}</td>
                <td>
                  <TrackId id={row.trackId} />
                </td>
                <td className="gl-maps-range">{row.range}</td>
                <td>
                  {row.imported ? (
                    <>
                      <span className="gl-maps-imported">{row.imported.points}</span>
                      {row.imported.partial ? <span className="gl-maps-partial"> · {row.imported.partial}</span> : null}
                      <br />
                      <span className="gl-maps-muted">imported <ImportedAt text={row.imported.importedAt} /></span>
                    </>
                  ) : (
                    <span className="gl-maps-muted">Not imported</span>
                  )}
                </td>
                <td>
                  {row.imported ? (
                    <button
                      type="button"
                      className="gl-ui-button gl-ui-button--secondary"
                      aria-pressed={row.trackId === selected}
                      aria-label={`Preview ${row.trackId} (line ${line.name}, direction ${row.direction})`}
                      onClick={() => onPreview(row.trackId)}
                    >
                      Preview
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
