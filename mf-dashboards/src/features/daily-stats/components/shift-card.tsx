import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { REVIEW_STATUS_LABELS } from '@grindline/domain';
import { navigate } from 'shell/kit';
import type { DailyStatsCard } from '../types';
import { cardDetails, cardSummary } from '../utils/card-summary';
import { GrindTable } from './grind-table';
import { lazyNamed, PageSuspense } from '@grindline/ui/lazy-page';
import './daily-stats.css';

// The map (the map-image call and the maps contract) loads on 'Show map', not with Daily Stats.
const ShiftMap = lazyNamed(() => import('./shift-map'), 'ShiftMap');
// The photos (gallery, lightbox and their call) load only for a card whose report has some.
const ShiftPhotos = lazyNamed(() => import('./shift-photos'), 'ShiftPhotos');

export interface ShiftCardProps {
  card: DailyStatsCard;
  /** Target of the Edit link, or null when the card shows none (spec 001 section 2.10). */
  editHref: string | null;
  /** Target of the History link, or null when the user may not see the report's history. */
  historyHref?: string | null;
}

/** One shift report card: the summary, and on demand its comments and grind data. */
export function ShiftCard({ card, editHref, historyHref = null }: ShiftCardProps) {
  const [expanded, setExpanded] = useState(false);
  // Once asked for, the map stays in the card (spec 001 section 2.10).
  const [mapShown, setMapShown] = useState(false);
  const moreId = useId();
  const summary = cardSummary(card);
  const details = cardDetails(card);
  const goEdit = (e: MouseEvent<HTMLAnchorElement>) => {
    // The edit form lives in another micro-frontend: navigate through the shell.
    e.preventDefault();
    if (editHref) navigate(editHref);
  };
  const goHistory = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (historyHref) navigate(historyHref);
  };
  return (
    <li className="gl-dash-card" aria-label={summary.heading}>
      <div className="gl-dash-card-head">
        <h3>
          {summary.heading}
          {card.review ? <span className={`gl-dash-review gl-dash-review--${card.review.status}`}>{REVIEW_STATUS_LABELS[card.review.status]}</span> : null}
        </h3>
        <div className="gl-dash-card-actions">
          {editHref ? (
            <a className="gl-ui-button gl-ui-button--secondary" href={editHref} onClick={goEdit}>
              Edit
            </a>
          ) : null}
          {historyHref ? (
            <a className="gl-ui-button gl-ui-button--secondary" href={historyHref} onClick={goHistory}>
              History
            </a>
          ) : null}
          {/* A shift without grind ranges (Stand By, Off Day ...) has nothing to draw. */}
          {mapShown || card.grindData.length === 0 ? null : (
            <button type="button" className="gl-ui-button gl-ui-button--secondary" onClick={() => setMapShown(true)}>
              Show map
            </button>
          )}
          <button
            type="button"
            className="gl-ui-button gl-ui-button--primary"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        </div>
      </div>
      <dl className="gl-dash-card-fields">
        {summary.fields.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {card.review?.status === 'disputed' ? (
        <p className="gl-dash-dispute">
          <strong>Disputed by the agency</strong> ({card.review.by}): {card.review.comment}
        </p>
      ) : null}
      {card.photoCount ? (
        <PageSuspense>
          <ShiftPhotos card={card} />
        </PageSuspense>
      ) : null}
      {mapShown ? (
        <PageSuspense>
          <ShiftMap card={card} />
        </PageSuspense>
      ) : null}
      {expanded ? (
        <div className="gl-dash-card-more" id={moreId}>
          <h4>Comments</h4>
          <p>{details.comments}</p>
          {details.delay === null ? null : <p>Delay: {details.delay}</p>}
          <h4>Grind data</h4>
          <GrindTable site={card.site} ranges={card.grindData} />
        </div>
      ) : null}
    </li>
  );
}
