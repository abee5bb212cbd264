import { formatDayLabel } from '@grindline/domain';
import { Button } from './button';

export interface LastShiftOfferProps {
  /** The day offered, 'YYYY-MM-DD' (a route's `lastShiftBefore`). */
  day: string;
  /** The sentence before the day: 'The last shift before it was on'. */
  lead: string;
  /** Shows `day` instead of the empty one. */
  onShow: (day: string) => void;
}

/**
 * What an empty day offers on every screen that looks shifts up by date (Daily Stats, the shift
 * viewers, Delete Old Grind Report): the last shift's day, in a sentence, and a button to show it.
 */
export function LastShiftOffer({ day, lead, onShow }: LastShiftOfferProps) {
  const label = formatDayLabel(day);
  return (
    <>
      <p>
        {lead} {label}.
      </p>
      <p>
        <Button variant="secondary" onClick={() => onShow(day)}>
          Show {label}
        </Button>
      </p>
    </>
  );
}
