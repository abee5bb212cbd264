import type { Access } from '@grindline/domain';
import { Notice } from '@grindline/ui/notice';
import type { DailyStatsCard } from '../types';
import { newestFirst } from '../utils/card-summary';
import { editLinkFor } from '../utils/edit-link';
import { ShiftCard } from './shift-card';

export interface ShiftCardListProps {
  access: Access;
  /** False while the dates have errors: nothing is queried. */
  datesValid: boolean;
  query: {
    data?: DailyStatsCard[];
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
}

/** The shift report cards, newest first, with loading, empty and error states. */
export function ShiftCardList({ access, datesValid, query }: ShiftCardListProps) {
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
  const cards = newestFirst(query.data ?? []);
  if (cards.length === 0) return <Notice tone="info">No shifts reported for these dates</Notice>;
  return (
    <ul className="gl-dash-cards" aria-label="Shift reports" aria-busy={query.isFetching}>
      {cards.map((card) => (
        <ShiftCard key={card.shiftId} card={card} editHref={editLinkFor(card, access)} />
      ))}
    </ul>
  );
}
