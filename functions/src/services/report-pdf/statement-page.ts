/**
 * The HTML page of the monthly quantities statement's PDF (issue 29): the site, month, phase and
 * whether the month is closed; the summary split approved / disputed / not yet reviewed; every
 * shift with its status; then the appendix of approvals (who, when, through which provider,
 * which version) and the month's closings and reopenings. No chart and no script beyond the
 * renderer's chart count (0), so printing starts once the page is loaded.
 */
import { countOf, dateRangeLabel, formatFigure, formatFixed, hoursAndMinutes, lengthSymbol, recordsShiftType, recordsSparkMinutes, REVIEW_STATUS_LABELS, STATEMENT_COLUMN_LABELS, STATEMENT_COLUMNS, type QuantitiesStatement, type StatementFigures } from '@grindline/domain';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A date never breaks at its hyphens, so a column is at least one date wide (not '2026-11-' / '28').
const cell = (value: string | number) => `<td>${escapeHtml(String(value)).replace(/\d{4}-\d{2}-\d{2}/g, '<span class="nw">$&</span>')}</td>`;
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The statement's page; `printedAt` is when it was asked for (shown in the header). */
export function statementPageHtml(s: QuantitiesStatement, printedAt: string): string {
  const unit = lengthSymbol(s.lengthUnit);
  const dist = s.units === 'Miles' ? 'mi' : 'km';
  // BART's form has no spark minutes (its reports store 0): no column of them.
  const spark = <T>(v: T): T[] => (recordsSparkMinutes(s.site) ? [v] : []);
  // Nor a shift type where the form asks none (BART, NYCT store 'R-Regular' for every shift).
  const type = <T>(v: T): T[] => (recordsShiftType(s.site) ? [v] : []);
  const figureRow = (label: string, f: StatementFigures) =>
    `<tr><th>${escapeHtml(label)}</th>${[f.shifts, formatFigure(f.completedLength), formatFixed(f.completedDistance, 3), formatFigure(f.passLength), formatFixed(f.passDistance, 3), ...spark(f.sparkMinutes).map(formatFigure), hoursAndMinutes(f.trackMinutes), f.lines.join(', '), dateRangeLabel(f.firstDate, f.lastDate) || '—'].map(cell).join('')}</tr>`;
  const shiftRows = s.shifts
    .map((x) => `<tr class="${x.status}">${[x.date, x.shiftId, x.line, x.grinderType, ...type(x.shiftType ?? '—'), x.version].map(cell).join('')}<td class="status">${escapeHtml(REVIEW_STATUS_LABELS[x.status])}</td>${[...[x.completedLength, x.passLength].map(formatFigure), ...spark(x.sparkMinutes === null ? '—' : formatFigure(x.sparkMinutes)), hoursAndMinutes(x.trackMinutes), x.dispute?.comment ?? ''].map(cell).join('')}</tr>`)
    .join('');
  const approvals = s.shifts.filter((x) => x.approval);
  const approvalRows = approvals.map((x) => `<tr>${[x.shiftId, x.approval!.version, x.approval!.by, utc(x.approval!.at), x.approval!.identityProvider, x.approval!.comment].map(cell).join('')}</tr>`).join('');
  const monthRows = s.monthState.events.map((e) => `<tr>${[e.action, e.by, utc(e.at), e.identityProvider ?? '', e.reason ?? ''].map(cell).join('')}</tr>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quantities statement ${escapeHtml(s.site)} ${escapeHtml(s.month)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;font-size:10px;color:#1a1a1a;margin:0}
h1{font-size:16px;margin:0 0 4px}h2{font-size:12px;margin:14px 0 4px;border-bottom:1px solid #888}
/* Columns sized by their content (a shift id, a date, a figure whole); long comments wrap at words. */
.meta{color:#444;margin-bottom:8px}table{border-collapse:collapse;width:calc(100% - 2px)}
th,td{border:1px solid #bbb;padding:2px 4px;text-align:left;vertical-align:top;overflow-wrap:break-word}thead th{background:#e8eef5}
.nw{white-space:nowrap}
tr.disputed td{background:#fdecea}tr.approved td.status{color:#1b5e20;font-weight:bold}
.appendix{page-break-before:always}
</style></head><body>
<h1>Monthly quantities statement: ${escapeHtml(s.site)}, ${escapeHtml(s.month)}${s.phase === null ? '' : `, phase ${s.phase}`}</h1>
<div class="meta">Month ${s.monthState.closed ? '<strong>closed</strong> by the agency' : 'open'} · ${countOf(s.total.shifts, 'shift')} · printed ${escapeHtml(utc(printedAt))}</div>
<h2>Quantities</h2>
<table><thead><tr><th>Status</th><th>Shifts</th><th>Completed (${unit})</th><th>Completed (${dist})</th><th>Pass (${unit})</th><th>Pass (${dist})</th>${spark('<th>Spark min</th>').join('')}<th>Track time</th><th>Lines</th><th>Dates</th></tr></thead>
<tbody>${STATEMENT_COLUMNS.map((c) => figureRow(STATEMENT_COLUMN_LABELS[c], s.columns[c])).join('')}${figureRow('Total', s.total)}</tbody></table>
<h2>Shifts</h2>
<table><thead><tr><th>Date</th><th>Shift</th><th>Line</th><th>Grinder</th>${type('<th>Shift type</th>').join('')}<th>Version</th><th>Status</th><th>Completed (${unit})</th><th>Pass (${unit})</th>${spark('<th>Spark min</th>').join('')}<th>Track time</th><th>Dispute</th></tr></thead>
<tbody>${shiftRows || `<tr><td colspan="${10 + type(1).length + spark(1).length}">No filed shift in this month</td></tr>`}</tbody></table>
<div class="appendix"><h2>Appendix: approvals</h2>
<table><thead><tr><th>Shift</th><th>Version</th><th>Approved by</th><th>When</th><th>Identity provider</th><th>Comment</th></tr></thead>
<tbody>${approvalRows || '<tr><td colspan="6">No approval yet</td></tr>'}</tbody></table>
<h2>Closing of the month</h2>
<table><thead><tr><th>Action</th><th>By</th><th>When</th><th>Identity provider</th><th>Reason</th></tr></thead>
<tbody>${monthRows || '<tr><td colspan="5">Never closed</td></tr>'}</tbody></table></div>
<script>window.__chartsRendered = 0;</script>
</body></html>`;
}
