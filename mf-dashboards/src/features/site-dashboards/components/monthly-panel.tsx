import { useMemo, useState, type ReactNode } from 'react';
import { lazyNamed } from '@grindline/ui/lazy-page';
import { monthlyCsvTables, monthlyView, NO_DATA, otherPhase, otherPhaseNote, type CompletedRow, type MonthlyFigures } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { DataTable } from '@grindline/ui/data-table';
import { Notice } from '@grindline/ui/notice';
import { ChartOrEmpty } from '../../../components/charts/chart-or-empty';
import { useMonthly } from '../api/get-site-dashboards';

// Only administrators open it: its form code loads when they do.
const SitePlanEditor = lazyNamed(() => import('./site-plan-editor'), 'SitePlanEditor', () => <p>Loading the site plan…</p>);

export interface MonthlyPanelProps {
  figures: MonthlyFigures;
  /** The query `figures` answer: the other phase is asked with it when this one is empty. */
  query: Record<string, string>;
  onPhase: (phase: '1' | '2') => void;
  /** Whether the caller may edit the site's plan (mayEditSitePlans). */
  canEditPlan: boolean;
  /** What the screen adds beside the report's ranges (the Report Generator's 'Download PDF'). */
  actions?: ReactNode;
}

/**
 * The monthly report of one site and phase (spec 001 section 2.7), with a CSV of every table,
 * and its site plan's editor for administrators. The one component of the Performance Metrics
 * 'Monthly Report' and the Report Generator (/reports), both fed domain monthlyView.
 */
export function MonthlyPanel({ figures, query, onPhase, canEditPlan, actions }: MonthlyPanelProps) {
  const view = useMemo(() => monthlyView(figures), [figures]);
  const empty = figures.plan !== null && figures.completed.totalFeet === 0;
  const other = useMonthly({ ...query, phase: otherPhase(figures.phase) }, empty);
  const note = empty ? otherPhaseNote(figures, other.data) : null;
  const csv = useMemo(() => monthlyCsvTables(view, `${figures.site}-phase-${figures.phase}-${figures.mtd.endDate}`.toLowerCase()), [view, figures]);
  const [showTable, setShowTable] = useState(false);
  const [showMonths, setShowMonths] = useState(false);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <p className="gl-dash-ranges">
        {view.mtdText} · {view.ptdText}
      </p>
      <div className="gl-dash-monthly-actions">
        {actions}
        <ul className="gl-dash-csv" aria-label="CSV of the tables">
          {csv.map((t) => (
            <li key={t.fileName}>
              <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(t.csv)}`} download={t.fileName}>
                CSV: {t.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {canEditPlan && !editing ? (
        <Button variant="secondary" onClick={() => { setSaved(false); setEditing(true); }}>
          Edit site plan
        </Button>
      ) : null}
      {figures.plan === null && !editing ? <p className="gl-ui-hint">{figures.site} has no site plan: the figures count every track and there is no remaining track.</p> : null}
      {saved ? <Notice tone="info"><p>Site plan of {figures.site} saved.</p></Notice> : null}
      {editing ? (
        <SitePlanEditor site={figures.site} plan={figures.plan} onClose={(ok) => { setEditing(false); setSaved(ok); }} />
      ) : null}
      <fieldset className="gl-dash-phase">
        <legend>Phase</legend>
        {(['1', '2'] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="gl-dash-phase" value={p} checked={String(figures.phase) === p} onChange={() => onPhase(p)} /> Phase {p}
          </label>
        ))}
      </fieldset>
      {note ? (
        <Notice tone="info">
          <p>{note.text}</p>
          <Button variant="secondary" onClick={() => onPhase(note.phase)}>
            Show Phase {note.phase}
          </Button>
        </Notice>
      ) : null}
      <div className="gl-dash-chart-row gl-dash-chart-row--2">
        <div>
          <ChartOrEmpty view={view.pie} />
          <Button variant="secondary" aria-expanded={showTable} onClick={() => setShowTable((s) => !s)}>
            {showTable ? 'Hide Table' : 'Show Table'}
          </Button>
          {showTable ? (
            <DataTable<CompletedRow>
              caption={`Completed ${view.units}`}
              columns={[
                { header: '', cell: (r) => r.label },
                { header: view.units, cell: (r) => r.distance.toFixed(2) },
                { header: 'Percent', cell: (r) => (r.percent === null ? '—' : `${r.percent.toFixed(2)} %`) },
              ]}
              rows={view.table}
              rowKey={(r) => r.label}
            />
          ) : null}
        </div>
        <div>
          <ChartOrEmpty view={view.byMonth} />
          <Button variant="secondary" aria-expanded={showMonths} onClick={() => setShowMonths((s) => !s)}>
            {showMonths ? 'Hide Table' : 'Show Table'}
          </Button>
          {showMonths ? (
            <DataTable<{ x: string; y: number }>
              caption={`Completed ${view.units} by month`}
              columns={[
                { header: 'Month', cell: (p) => p.x },
                { header: view.units, cell: (p) => p.y.toFixed(2) },
              ]}
              rows={view.byMonthTable}
              rowKey={(p) => p.x}
              empty={NO_DATA}
            />
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
