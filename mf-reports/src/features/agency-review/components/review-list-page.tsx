import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDayLabel, formatFigure, hoursAndMinutes, lineLabel, recordsShiftType, recordsSparkMinutes, reviewsSite, siteLengthSymbol, type StatementShift } from '@grindline/domain';
import { errorMessage, useUser } from 'shell/kit';
import { Field, Options } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useReviewList } from '../api/reviews';
import { monthToShow, shiftsToShow, siteToShow } from '../utils/review-view';
import { StatusBadge } from './status-badge';
import './agency-review.css';

/** One shift as a card: its status, quantities and, while disputed, the dispute. */
export function ReviewCard({ site, shift, unit }: { site: string; shift: StatementShift; unit: string }) {
  return (
    <li className={`gl-rev-card${shift.status === 'disputed' ? ' gl-rev-card--disputed' : ''}`} aria-label={`Shift ${shift.shiftId}`}>
      <h2>
        <span>
          {formatDayLabel(shift.date)} · {lineLabel(site, shift.line)}
        </span>
        <StatusBadge status={shift.status} />
      </h2>
      <dl>
        <dt>Shift</dt>
        <dd>
          {shift.shiftId} <span className="gl-ui-nowrap">(version {shift.version})</span>
        </dd>
        <dt>Grinder</dt>
        <dd>{shift.grinderType}</dd>
        {recordsShiftType(site) && shift.shiftType !== null ? (
          <>
            <dt>Shift type</dt>
            <dd>{shift.shiftType}</dd>
          </>
        ) : null}
        <dt>Completed / pass</dt>
        <dd>
          {formatFigure(shift.completedLength)} / {formatFigure(shift.passLength)} {unit}
        </dd>
        {recordsSparkMinutes(site) && shift.sparkMinutes !== null ? (
          <>
            <dt>Spark min · track time</dt>
            <dd>
              {shift.sparkMinutes} · {hoursAndMinutes(shift.trackMinutes)}
            </dd>
          </>
        ) : (
          <>
            <dt>Track time</dt>
            <dd>{hoursAndMinutes(shift.trackMinutes)}</dd>
          </>
        )}
      </dl>
      {shift.dispute ? (
        <p className="gl-rev-dispute">
          <strong>Disputed</strong> by {shift.dispute.by}: {shift.dispute.comment}
        </p>
      ) : null}
      <Link to={`/grind-reports/review/${shift.shiftId}`}>Open shift {shift.shiftId}</Link>
    </li>
  );
}

/** /grind-reports/review: the site's filed shifts of a month, those waiting for the agency first ('To review'), or all. */
export function ReviewListPage() {
  const user = useUser();
  const [search, setSearch] = useSearchParams();
  const [view, setView] = useState<'waiting' | 'all'>('waiting');
  const access = user?.access;
  const site = access ? siteToShow(access, search.get('site')) : '';
  const month = monthToShow(search.get('month'));
  const list = useReviewList(site, month);
  if (!access) return null;
  const set = (name: string, value: string) => setSearch((s) => ({ ...Object.fromEntries(s), site, month, [name]: value }), { replace: true });
  const shown = list.data ? shiftsToShow(list.data.shifts, view) : [];
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">To review</h1>
      <p>
        {reviewsSite(access, site) ? `Approve or dispute ${site}'s filed shifts, version by version.` : `Where ${site}'s filed shifts stand with the agency.`}{' '}
        <Link to={`/grind-reports/statement?site=${encodeURIComponent(site)}&month=${month}`}>Quantities statement of {month}</Link>
      </p>
      <div className="gl-ui-filters">
        {access.sites.length > 1 ? (
          <Field id="review-site" label="Site">
            <select id="review-site" value={site} onChange={(e) => set('site', e.target.value)}>
              <Options values={access.sites} />
            </select>
          </Field>
        ) : null}
        <Field id="review-month" label="Month">
          <input id="review-month" type="month" value={month} onChange={(e) => e.target.value && set('month', e.target.value)} />
        </Field>
        <Field id="review-view" label="Show">
          <select id="review-view" value={view} onChange={(e) => setView(e.target.value as 'waiting' | 'all')}>
            <option value="waiting">Waiting and disputed</option>
            <option value="all">Every shift of the month</option>
          </select>
        </Field>
      </div>
      {list.data?.monthState.closed ? <Notice tone="success">{`${site} ${month} is closed: every shift is approved.`}</Notice> : null}
      {list.isPending ? <p role="status">Loading the shifts...</p> : null}
      {list.isError ? (
        <Notice tone="error">
          <p>Could not load the shifts: {errorMessage(list.error)}</p>
        </Notice>
      ) : null}
      {list.data && shown.length === 0 ? <p>{view === 'waiting' ? 'Nothing waits for a review in this month.' : 'No shift was filed in this month.'}</p> : null}
      {shown.length ? (
        <ul className="gl-rev-cards" aria-label="Shifts">
          {shown.map((shift) => (
            <ReviewCard key={shift.shiftId} site={site} shift={shift} unit={siteLengthSymbol(site)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
