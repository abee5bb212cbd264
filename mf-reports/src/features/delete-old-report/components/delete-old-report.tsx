import { useState, type FormEvent } from 'react';
import { formatDayLabel, lineLabel } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { Field, Options } from '@grindline/ui/field';
import { LastShiftOffer } from '@grindline/ui/last-shift-offer';
import { Notice } from '@grindline/ui/notice';
import { useFormCustomers } from '../../../lib/lookups/get-form-customers';
import { useFormLines } from '../../../lib/lookups/get-form-lines';
import { useFindShifts, type ShiftSearch } from '../api/find-shifts';
import { ShiftRecord } from './shift-record';
import '@grindline/ui/styles.css';
import '../../../components/form/form-layout.css';

/**
 * Delete Old Grind Report (spec 000 sections 2.5 and 5.8): step 1 takes date, customer and line
 * ('Search needs date, line and site'); step 2 shows each matching shift, or offers the line's
 * last shift day before an empty date. Deleting a shift returns to step 1.
 */
export function DeleteOldReport() {
  const [site, setSite] = useState('');
  const [date, setDate] = useState('');
  const [line, setLine] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [search, setSearch] = useState<ShiftSearch | null>(null);
  const customers = useFormCustomers();
  const lines = useFormLines(site || undefined);
  const shifts = useFindShifts(search);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date || !site || !line) {
      setProblem('Search needs date, line and site');
      return;
    }
    setProblem(undefined);
    setSearch({ site, date, line });
  };
  /** Searches the same customer and line on `day` (the offered last shift), the date field with it. */
  const showDay = (day: string) => {
    setDate(day);
    setSearch((current) => (current ? { ...current, date: day } : current));
  };

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">Delete Old Grind Report</h1>
      {search === null ? (
        <form onSubmit={submit} noValidate>
          <div className="gl-rep-grid">
            <Field id="gl-rep-del-date" label="Date">
              <input id="gl-rep-del-date" type="date" max="2100-12-31" value={date} onChange={(e) => setDate(e.target.value)} />
            </Field>
            <Field id="gl-rep-del-site" label="Customer">
              <select id="gl-rep-del-site" value={site} onChange={(e) => (setSite(e.target.value), setLine(''))}>
                <option value="">Select a customer</option>
                {(customers.data?.customers ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.id}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="gl-rep-del-line" label="Line">
              <select id="gl-rep-del-line" value={line} onChange={(e) => setLine(e.target.value)}>
                <option value="">Select a line</option>
                <Options values={lines.data ?? []} />
              </select>
            </Field>
          </div>
          {problem ? (
            <p className="gl-ui-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="gl-ui-actions">
            <Button type="submit">Search</Button>
          </div>
        </form>
      ) : (
        <>
          <div className="gl-ui-actions">
            <Button variant="secondary" onClick={() => setSearch(null)}>
              New search
            </Button>
          </div>
          {shifts.isPending ? (
            <p role="status">Loading the shifts...</p>
          ) : shifts.isError ? (
            <Notice tone="error">
              <p>The shifts could not be loaded: {errorMessage(shifts.error)}</p>
            </Notice>
          ) : shifts.data.reports.length === 0 ? (
            <Notice>
              <p>
                No shift of {search.site} {lineLabel(search.site, search.line)} on {formatDayLabel(search.date)}.
              </p>
              {shifts.data.lastShiftBefore ? <LastShiftOffer day={shifts.data.lastShiftBefore} lead="The line's last shift before it was on" onShow={showDay} /> : null}
            </Notice>
          ) : (
            shifts.data.reports.map((r) => <ShiftRecord key={r.shiftId} report={r} onShiftDeleted={() => setSearch(null)} />)
          )}
        </>
      )}
    </div>
  );
}
