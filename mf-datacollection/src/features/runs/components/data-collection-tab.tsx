/**
 * The Data Collection tab (spec 001 section 2.13): filters kept in the URL, the runs (one row per
 * rail file) with a checkbox each, and the charts of the selected runs overlaid: 1/3 and 1/24
 * octave spectra, 1 m block RMS, CQI over time at the chosen quantile; with two runs of one rail
 * of one track on two days selected, before and after grinding side by side with the improvement
 * per band (any other two say why they are no pair).
 */
import { countOf, CQI_QUANTILES, customerIdOf, CUSTOMERS, DEFAULT_CQI_QUANTILE, type DataCollectionRun } from '@grindline/domain';
import { DataTable, type Column } from '@grindline/ui/data-table';
import { Field, hintId, Options } from '@grindline/ui/field';
import { useSiteTracks } from '@grindline/ui/site-tracks';
import { Notice } from '@grindline/ui/notice';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shell/kit';
import { useRunResults } from '../api/get-run-result';
import { useRuns, type RunFilters } from '../api/list-runs';
import { beforeAfterPair, beforeAfterProblem } from '../utils/before-after';
import { cqiSeriesNames } from '../utils/cqi-series';
import { lineOptions, trackOptions } from '../utils/filter-options';
import { bandImprovements, blockRmsChart, cqiChart, runColours, spectrumChart, type ProcessedRun } from '../utils/run-charts';
import { RunChart } from './run-chart';
import { RunInfoDialog } from './run-info-dialog';

const FILTER_KEYS = ['from', 'to', 'line', 'track', 'segmentFrom', 'segmentTo'] as const;
const runLabel = (r: DataCollectionRun) => `${r.date} ${r.trackId} ${r.rail}`;

export function DataCollectionTab() {
  const [params, setParams] = useSearchParams();
  const filters: RunFilters = {
    // 'bart' in an address is BART; a name that is no client lists every site rather than an error.
    site: customerIdOf(params.get('site') ?? '') ?? 'ALL',
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined])),
    runningBand: params.get('runningBand') === 'true' ? 'true' : undefined,
  };
  // Lines and tracks are a site's: the filters offer the chosen site's catalogue.
  const oneSite = filters.site !== 'ALL' && filters.site !== '';
  const catalogue = useSiteTracks(oneSite ? filters.site : '');
  const setFilters = (changes: Record<string, string>) =>
    setParams((p) => { const n = new URLSearchParams(p); for (const [k, v] of Object.entries(changes)) { if (v) n.set(k, v); else n.delete(k); } return n; }, { replace: true });
  const setFilter = (key: string, value: string) => setFilters({ [key]: value });
  const runs = useRuns(filters);
  const [selected, setSelected] = useState<string[]>([]);
  // The quantile is in the address with the filters ('quantile=0.85'), so a reload keeps it.
  const asked = Number(params.get('quantile'));
  const quantile = (CQI_QUANTILES as readonly number[]).includes(asked) ? asked : DEFAULT_CQI_QUANTILE;
  const [infoId, setInfoId] = useState<string | null>(null);
  const rows = runs.data?.runs ?? [];
  const infoRun = rows.find((r) => r.id === infoId);
  const chosen = rows.filter((r) => selected.includes(r.id) && r.status === 'processed');
  const results = useRunResults(chosen.map((r) => r.id));
  const processed: ProcessedRun[] = chosen.flatMap((r, i) => {
    const result = results[i]?.data?.result;
    return result ? [{ fileId: r.id, label: runLabel(r), date: r.date, result }] : [];
  });
  const cqiRuns = useMemo(() => {
    const measured = rows.filter((r) => r.cqi);
    const names = cqiSeriesNames(measured);
    return measured.map((r, i) => ({ fileId: r.id, label: runLabel(r), date: r.date, series: names[i]!, result: { OCT_3: { x: [], y: [] }, OCT_24: { x: [], y: [] }, RMS_30_100: { x: [], y: [] }, CQI: r.cqi! } }));
  }, [rows]);
  // Colours follow the selection, not which results arrived first: a run keeps its colour everywhere.
  const colours = runColours(chosen.map((r) => ({ fileId: r.id })));
  // Before and after only for one rail of one track on two days, with both results in.
  const pairRows = beforeAfterPair(chosen);
  const pairRuns = pairRows?.map((r) => processed.find((p) => p.fileId === r.id));
  const pair = pairRuns && pairRuns[0] && pairRuns[1] ? [pairRuns[0], pairRuns[1]] : null;
  const noPair = chosen.length === 2 ? beforeAfterProblem(chosen[0]!, chosen[1]!) : null;
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  // With one site chosen its column would repeat the caption on every row: the room goes to the file names.
  const runColumns: Column<DataCollectionRun>[] = [
    { header: 'Select', cell: (r) => <input type="checkbox" aria-label={`Select ${r.fileName}`} checked={selected.includes(r.id)} disabled={r.status !== 'processed'} onChange={() => toggle(r.id)} /> },
    { header: 'Info', cell: (r) => <button type="button" className="gl-dc-info-button" aria-label={`Information on ${r.fileName}`} onClick={() => setInfoId(r.id)}>i</button> },
    { header: 'Date', cell: (r) => <span className="gl-ui-nowrap">{r.date}</span> },
    { header: 'Site', cell: (r) => r.clientId },
    { header: 'Line', cell: (r) => r.lineName },
    { header: 'Track', cell: (r) => r.trackId },
    { header: 'From', cell: (r) => r.from },
    { header: 'To', cell: (r) => r.to },
    { header: 'Rail', cell: (r) => r.rail },
    { header: 'File', cell: (r) => <span className="gl-dc-file-name">{r.fileName}</span> },
    { header: 'Status', cell: (r) => (r.status === 'failed' ? `failed: ${r.reason}` : r.status) },
    { header: `CQI ${Math.round(quantile * 100)}% (µm)`, cell: (r) => r.cqi?.[String(Math.round(quantile * 100))] ?? '' },
  ];

  return (
    <section className="gl-dc" aria-labelledby="gl-dc-title">
      <h1 id="gl-dc-title" className="gl-ui-title">Data Collection</h1>
      <form className="gl-dc-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <Field id="dc-site" label="Site">
          <select id="dc-site" value={filters.site} onChange={(e) => setFilters({ site: e.target.value === 'ALL' ? '' : e.target.value, line: '', track: '' })}>
            {['ALL', ...CUSTOMERS].map((c) => <option key={c} value={c}>{c === 'ALL' ? 'All sites' : c}</option>)}
          </select>
        </Field>
        <Field id="dc-from" label="From"><input id="dc-from" type="date" value={filters.from ?? ''} onChange={(e) => setFilter('from', e.target.value)} /></Field>
        <Field id="dc-to" label="To"><input id="dc-to" type="date" value={filters.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} /></Field>
        <Field id="dc-line" label="Line" hint={oneSite ? undefined : 'Choose a site to filter by line'}>
          <select id="dc-line" value={filters.line ?? ''} disabled={!oneSite} aria-describedby={oneSite ? undefined : hintId('dc-line')} onChange={(e) => setFilters({ line: e.target.value, track: '' })}>
            <Options values={lineOptions(catalogue.data, filters.line)} />
          </select>
        </Field>
        <Field id="dc-track" label="Track">
          <select id="dc-track" value={filters.track ?? ''} disabled={!oneSite} onChange={(e) => setFilter('track', e.target.value)}>
            <Options values={trackOptions(catalogue.data, filters.line, filters.track)} />
          </select>
        </Field>
        <Field id="dc-seg-from" label="Segment from"><input id="dc-seg-from" inputMode="decimal" value={filters.segmentFrom ?? ''} onChange={(e) => setFilter('segmentFrom', e.target.value)} /></Field>
        <Field id="dc-seg-to" label="Segment to"><input id="dc-seg-to" inputMode="decimal" value={filters.segmentTo ?? ''} onChange={(e) => setFilter('segmentTo', e.target.value)} /></Field>
        <label className="gl-dc-check"><input type="checkbox" checked={filters.runningBand === 'true'} onChange={(e) => setFilter('runningBand', e.target.checked ? 'true' : '')} /> Running band only</label>
      </form>
      {runs.isError && <Notice tone="error">{errorMessage(runs.error)}</Notice>}
      {runs.isPending ? <p>LOADING ...</p> : (
        <DataTable
          caption={oneSite ? `${countOf(rows.length, 'run')} of ${filters.site}` : countOf(rows.length, 'run')}
          rows={rows}
          rowKey={(r) => r.id}
          columns={runColumns.filter((c) => !(oneSite && c.header === 'Site'))}
          empty="No CAT run matches these filters."
        />
      )}
      {processed.length === 0 ? <p>Select processed runs to draw their spectra and block RMS.</p> : null}
      <div className="gl-dc-charts">
        {processed.length > 0 ? (
          <>
            <RunChart model={spectrumChart(processed, 'OCT_3', colours)} />
            <RunChart model={spectrumChart(processed, 'OCT_24', colours)} />
            <RunChart model={blockRmsChart(processed, colours)} />
          </>
        ) : null}
        {/* The quantile belongs to CQI over time (spec 001), and to the table's CQI column. */}
        <div className="gl-dc-cqi">
          <Field id="dc-quantile" label="CQI quantile">
            <select id="dc-quantile" value={quantile} onChange={(e) => setFilter('quantile', Number(e.target.value) === DEFAULT_CQI_QUANTILE ? '' : e.target.value)}>
              {CQI_QUANTILES.map((q) => <option key={q} value={q}>{Math.round(q * 100)}%</option>)}
            </select>
          </Field>
          {cqiRuns.length > 0 && <RunChart model={cqiChart(cqiRuns, quantile)} />}
        </div>
      </div>
      {noPair ? (
        <p className="gl-ui-hint" role="status">
          No before and after for these two runs: {noPair} Select one rail of one track measured on two days.
        </p>
      ) : null}
      {pair && (
        <section aria-labelledby="gl-dc-ba" className="gl-dc-before-after">
          <h3 id="gl-dc-ba">Before and after grinding: {pair[0].date} → {pair[1].date}</h3>
          <RunChart model={{ ...spectrumChart(pair, 'OCT_3', colours), title: 'Before and after, 1/3 octave' }} />
          <DataTable
            caption="Improvement per 1/3-octave band (dB, before − after)"
            rows={bandImprovements(pair[0], pair[1])}
            rowKey={(b) => String(b.wavelengthCm)}
            columns={[
              { header: 'Wavelength (cm)', cell: (b) => b.wavelengthCm },
              { header: 'Before (dB)', cell: (b) => b.before.toFixed(1) },
              { header: 'After (dB)', cell: (b) => b.after.toFixed(1) },
              { header: 'Improvement (dB)', cell: (b) => b.improvement.toFixed(1) },
            ]}
          />
        </section>
      )}
      {infoRun && <RunInfoDialog run={infoRun} onClose={() => setInfoId(null)} />}
    </section>
  );
}
