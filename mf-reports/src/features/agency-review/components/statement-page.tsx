import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { countOf, formatFigure, formatFixed, hoursAndMinutes, dateRangeLabel, lengthSymbol, recordsShiftType, recordsSparkMinutes, REVIEW_STATUS_LABELS, reviewsSite, STATEMENT_COLUMN_LABELS, STATEMENT_COLUMNS, type QuantitiesStatement, type StatementFigures, type StatementShift } from '@grindline/domain';
import { errorMessage, useUser } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { DataTable } from '@grindline/ui/data-table';
import { Field, Options } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { statementCsvUrl, useMonthClosing, useStatement, useStatementPdf, type StatementFilters } from '../api/statements';
import { monthToShow, siteToShow } from '../utils/review-view';
import { StatusBadge } from './status-badge';
import './agency-review.css';

type Row = { label: string; f: StatementFigures };
function summaryColumns(s: QuantitiesStatement) {
  const unit = lengthSymbol(s.lengthUnit);
  const dist = s.units === 'Miles' ? 'mi' : 'km';
  return [
    { header: 'Status', cell: (r: Row) => r.label },
    { header: 'Shifts', cell: (r: Row) => r.f.shifts },
    { header: `Completed (${unit})`, cell: (r: Row) => formatFigure(r.f.completedLength) },
    // Distances to the thousandth they are kept to, every figure with its three digits, so they line up.
    { header: `Completed (${dist})`, cell: (r: Row) => formatFixed(r.f.completedDistance, 3) },
    { header: `Pass (${dist})`, cell: (r: Row) => formatFixed(r.f.passDistance, 3) },
    // BART's form has no spark minutes (its reports store 0): no column of them.
    ...(recordsSparkMinutes(s.site) ? [{ header: 'Spark min', cell: (r: Row) => formatFigure(r.f.sparkMinutes) }] : []),
    { header: 'Track time', cell: (r: Row) => hoursAndMinutes(r.f.trackMinutes) },
    { header: 'Lines', cell: (r: Row) => r.f.lines.join(', ') },
    { header: 'Dates', cell: (r: Row) => <DateRange first={r.f.firstDate} last={r.f.lastDate} /> },
  ];
}
/** A date that never breaks at its hyphens on a narrow screen. */
const Day = ({ date }: { date: string }) => <span className="gl-ui-nowrap">{date}</span>;
/** A range of dates that breaks only between its two dates ('2026-11-08 –' / '2026-11-21'). */
function DateRange({ first, last }: { first: string | null; last: string | null }) {
  const label = dateRangeLabel(first, last);
  if (!first || label === first) return label ? <Day date={first!} /> : null;
  return (
    <>
      <Day date={first} /> – <Day date={last!} />
    </>
  );
}
const shiftColumns = (s: QuantitiesStatement) => [
  { header: 'Date', cell: (x: StatementShift) => <Day date={x.date} /> },
  { header: 'Shift', cell: (x: StatementShift) => <Link to={`/grind-reports/review/${x.shiftId}`}>{x.shiftId}</Link> },
  { header: 'Line', cell: (x: StatementShift) => x.line },
  // BART's and NYCT's forms ask no shift type: their stored 'R-Regular' is not shown as chosen.
  ...(recordsShiftType(s.site) ? [{ header: 'Shift type', cell: (x: StatementShift) => x.shiftType ?? '—' }] : []),
  // A soft hyphen: on a portrait tablet the header of a one-digit column breaks 'Ver-sion' rather than push 'Approved by' off screen.
  { header: 'Ver\u00adsion', cell: (x: StatementShift) => x.version },
  { header: 'Status', cell: (x: StatementShift) => <StatusBadge status={x.status} /> },
  { header: `Completed (${lengthSymbol(s.lengthUnit)})`, cell: (x: StatementShift) => formatFigure(x.completedLength) },
  { header: 'Approved by', cell: (x: StatementShift) => (x.approval ? `${x.approval.by} (${x.approval.identityProvider}) ${x.approval.at.slice(0, 16).replace('T', ' ')}` : x.dispute ? `${REVIEW_STATUS_LABELS.disputed}: ${x.dispute.comment}` : '') },
];

/** /grind-reports/statement: the monthly quantities statement of a site (and phase), its CSV and PDF, and the month's closing. */
export function StatementPage() {
  const user = useUser();
  const [search, setSearch] = useSearchParams();
  const [reason, setReason] = useState('');
  const access = user?.access;
  const phase = search.get('phase');
  const filters: StatementFilters = { site: access ? siteToShow(access, search.get('site')) : '', month: monthToShow(search.get('month')), ...(phase === '1' || phase === '2' ? { phase } : {}) };
  const statement = useStatement(filters);
  const pdf = useStatementPdf();
  const closing = useMonthClosing(filters);
  if (!access) return null;
  const set = (name: string, value: string) => setSearch((s) => ({ ...Object.fromEntries(s), site: filters.site, month: filters.month, [name]: value }), { replace: true });
  const s = statement.data;
  const reviewer = reviewsSite(access, filters.site);
  const mayReopen = reviewer || access.adminType === 'adminMgmt';
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">Quantities statement</h1>
      <div className="gl-ui-filters">
        {access.sites.length > 1 ? (
          <Field id="statement-site" label="Site">
            <select id="statement-site" value={filters.site} onChange={(e) => set('site', e.target.value)}>
              <Options values={access.sites} />
            </select>
          </Field>
        ) : null}
        <Field id="statement-month" label="Month">
          <input id="statement-month" type="month" value={filters.month} onChange={(e) => e.target.value && set('month', e.target.value)} />
        </Field>
        <Field id="statement-phase" label="Phase">
          <select id="statement-phase" value={filters.phase ?? ''} onChange={(e) => set('phase', e.target.value)}>
            <Options values={[{ value: '', label: 'Whole month' }, { value: '1', label: 'Phase 1' }, { value: '2', label: 'Phase 2' }]} />
          </select>
        </Field>
        <a href={statementCsvUrl(filters)} download>
          Download CSV
        </a>
        <Button variant="secondary" disabled={pdf.isPending} onClick={() => pdf.mutate(filters)}>
          {pdf.isPending ? 'Printing the PDF...' : 'Print PDF'}
        </Button>
        {pdf.data ? (
          <a href={pdf.data.url} download={pdf.data.fileName}>
            Download {pdf.data.fileName}
          </a>
        ) : null}
      </div>
      {pdf.isError ? <Notice tone="error">{`Could not print the PDF: ${errorMessage(pdf.error)}`}</Notice> : null}
      {statement.isPending ? <p role="status">Loading the statement...</p> : null}
      {statement.isError ? <Notice tone="error">{`Could not load the statement: ${errorMessage(statement.error)}`}</Notice> : null}
      {s ? (
        <>
          <p>
            {s.site} · {s.month}
            {s.phase ? ` · phase ${s.phase}` : ''} · {countOf(s.total.shifts, 'shift')} · month <strong>{s.monthState.closed ? 'closed' : 'open'}</strong>
          </p>
          <DataTable caption="Quantities by review status" className="gl-rev-summary" columns={summaryColumns(s)} rows={[...STATEMENT_COLUMNS.map((c) => ({ label: STATEMENT_COLUMN_LABELS[c], f: s.columns[c] })), { label: 'Total', f: s.total }]} rowKey={(r) => r.label} />
          <section className="gl-rev-actions" aria-label="Closing of the month">
            {reviewer && !s.monthState.closed ? (
              <Button onClick={() => closing.mutate(null)} disabled={!s.closable || closing.isPending}>
                Close {s.month}
              </Button>
            ) : null}
            {reviewer && !s.monthState.closed && !s.closable ? <span>Every shift must be approved before the month closes.</span> : null}
            {mayReopen && s.monthState.closed ? (
              <>
                <Field id="reopen-reason" label="Reason for reopening">
                  <input id="reopen-reason" type="text" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
                </Field>
                <Button variant="secondary" onClick={() => closing.mutate(reason, { onSuccess: () => setReason('') })} disabled={reason.trim().length < 5 || closing.isPending}>
                  Reopen {s.month}
                </Button>
              </>
            ) : null}
          </section>
          {closing.isError ? <Notice tone="error">{errorMessage(closing.error)}</Notice> : null}
          {s.monthState.events.length ? (
            <ul className="gl-rev-events" aria-label="Closings">
              {s.monthState.events.map((e) => (
                <li key={e.at}>{`${e.at.slice(0, 16).replace('T', ' ')} UTC: ${e.action} by ${e.by}${e.reason ? `: ${e.reason}` : ''}`}</li>
              ))}
            </ul>
          ) : null}
          <DataTable caption={countOf(s.shifts.length, 'shift')} columns={shiftColumns(s)} rows={s.shifts} rowKey={(x) => x.shiftId} empty="No filed shift in this month." />
        </>
      ) : null}
    </div>
  );
}
