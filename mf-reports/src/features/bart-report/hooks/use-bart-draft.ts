import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { draftKey, loadDraft, saveDraft } from '../../../lib/draft-storage';
import { defaultValues, fromDraft, type BartFormValues } from '../utils/form-values';

/** The draft key of the signed-in user's BART report. */
export function bartDraftKey(username: string | undefined): string {
  return draftKey('bart', username ?? 'signed-out');
}

/**
 * The values the form starts with: the user's saved draft when there is one, else an empty
 * report. `restored` is true when the draft holds anything the user typed.
 */
export function useInitialBartValues(key: string): { values: BartFormValues; restored: boolean } {
  const [initial] = useState(() => {
    const draft = fromDraft(loadDraft(key));
    const empty = defaultValues();
    return draft ? { values: draft, restored: JSON.stringify(draft) !== JSON.stringify(empty) } : { values: empty, restored: false };
  });
  return initial;
}

/** Saves every change of the form as the user's draft while mounted (the editing screen). */
export function useAutosaveBartDraft(key: string, control: Control<BartFormValues>): void {
  const values = useWatch({ control });
  useEffect(() => {
    saveDraft(key, values);
  }, [key, values]);
}
