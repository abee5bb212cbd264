import { formatDayLabel, type Access } from '@grindline/domain';
import { LastShiftOffer } from '@grindline/ui/last-shift-offer';
import { Notice } from '@grindline/ui/notice';
import type { DailyStatsAnswer } from '../types';
import { newestFirst } from '../utils/card-summary';
import { editLinkFor, historyLinkFor } from '../utils/edit-link';
import { ShiftCard } from './shift-card';

export interface ShiftCardListProps {
  access: Access;
  /** False while the dates have errors: nothing is queried. */
  datesValid: boolean;
  query: {
    data?: DailyStatsAnswer;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** Shows the shifts of one day (the newest before an empty range). */
  onShowDay: (date: string) => void;
  /** The dates shown, named when none has a shift (the filters may be folded away on a tablet). */
  dates: { startDate: string; endDate: string };
}

/** 'on Sun, Nov 29, 2026', or 'from Fri, Nov 27, 2026 to Sun, Nov 29, 2026'. */
export function datesPhrase({ startDate, endDate }: { startDate: string; endDate: string }): string {
  return startDate === endDate ? `on ${formatDayLabel(startDate)}` : `from ${formatDayLabel(startDate)} to ${formatDayLabel(endDate)}`;
}

/**
 * The shift report cards, newest first, with loading, empty and error states. An empty range
 * offers the day of the newest shift before it, so a site whose last shift is a week old is one
 * tap away instead of a guess at dates.
 */
export function ShiftCardList({ access, datesValid, query, onShowDay, dates }: ShiftCardListProps) {
  if (!datesValid) return <Notice tone="info">Fix the dates to see the shifts.</Notice>;
  if (query.isError) {
    return (
      <Notice tone="error">
        <p>Could not load the shifts: {query.error?.message || 'unknown error'}</p>
        <button type="button" className="gl-ui-button gl-ui-button--primary" onClick={() => query.refetch()}>
          Retry
        </button>
      </Notice>
    );
  }
  if (query.isPending || (query.isFetching && !query.data)) return <p role="status">LOADING ...</p>;
  const cards = newestFirst(query.data?.cards ?? []);
  const earlier = query.data?.lastShiftBefore;
  if (cards.length === 0) {
    return (
      <Notice tone="info">
        <p>No shifts reported {datesPhrase(dates)}.</p>
        {earlier ? <LastShiftOffer day={earlier} lead="The last shift before these dates was on" onShow={onShowDay} /> : null}
      </Notice>
    );
  }
  return (
    <ul className="gl-dash-cards" aria-label="Shift reports" aria-busy={query.isFetching}>
      {cards.map((card) => (
        <ShiftCard key={card.shiftId} card={card} editHref={editLinkFor(card, access)} historyHref={historyLinkFor(card, access)} />
      ))}
    </ul>
  );
}
