import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import type { DraftState } from './use-report-form';

/** 24-hour local time of a saved draft, as the crews read it. */
function savedTime(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.toLocaleDateString('en-CA')} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** 'Draft restored' with when it was saved and a Discard button; nothing when no draft came back. */
export function DraftNotice({ draft }: { draft: Pick<DraftState, 'restored' | 'savedAt' | 'discard'> }) {
  if (!draft.restored) return null;
  const when = savedTime(draft.savedAt);
  return (
    <Notice>
      <p>
        <strong>Draft restored</strong>: your unsent report was restored from this device{when ? ` (saved ${when})` : ''}.
      </p>
      <Button variant="secondary" onClick={draft.discard}>
        Discard draft
      </Button>
    </Notice>
  );
}
