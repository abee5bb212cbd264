import { useMemo, useState } from 'react';
import { monthlyView, type MonthlyFigures } from '@grindline/domain';
import { ChartOrEmpty } from './chart-or-empty';

/** The monthly report of one site and phase (spec 001 section 2.7). */
export function MonthlyPanel({ figures, onPhase }: { figures: MonthlyFigures; onPhase: (phase: '1' | '2') => void }) {
  const view = useMemo(() => monthlyView(figures), [figures]);
  const [showTable, setShowTable] = useState(false);
  const [showMonths, setShowMonths] = useState(false);
  return (
    <>
      <p className="gl-dash-ranges">
        {view.mtdText} · {view.ptdText}
      </p>
      <fieldset className="gl-dash-phase">
        <legend>Phase</legend>
        {(['1', '2'] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="gl-dash-phase" value={p} checked={String(figures.phase) === p} onChange={() => onPhase(p)} /> Phase {p}
          </label>
        ))}
      </fieldset>
      <div className="gl-dash-chart-row gl-dash-chart-row--2">
        <div>
          <ChartOrEmpty view={view.pie} />
          <button type="button" className="gl-dash-button" aria-expanded={showTable} onClick={() => setShowTable((s) => !s)}>
            {showTable ? 'Hide Table' : 'Show Table'}
          </button>
          {showTable ? (
            <table className="gl-dash-table">
              <caption>Completed {view.units}</caption>
              <thead>
                <tr>
                  <th scope="col" />
                  <th scope="col">{view.units}</th>
                  <th scope="col">Percent</th>
                </tr>
              </thead>
              <tbody>
                {view.table.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.distance.toFixed(2)}</td>
                    <td>{row.percent === null ? '—' : `${row.percent.toFixed(2)} %`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
        <div>
          <ChartOrEmpty view={view.byMonth} />
          <button type="button" className="gl-dash-button" aria-expanded={showMonths} onClick={() => setShowMonths((s) => !s)}>
            {showMonths ? 'Hide Table' : 'Show Table'}
          </button>
          {showMonths ? (
            <table className="gl-dash-table">
              <caption>Completed {view.units} by month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">{view.units}</th>
                </tr>
              </thead>
              <tbody>
                {view.byMonthTable.map((p) => (
                  <tr key={p.x}>
                    <th scope="row">{p.x}</th>
                    <td>{p.y.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      </div>
      <ChartOrEmpty view={view.byTrack} />
      <div className="gl-dash-chart-row gl-dash-chart-row--6">
        {view.shiftTypes.map((c) => (
          <ChartOrEmpty key={c.id} view={c} />
        ))}
      </div>
    </>
  );
}
