import { useRef, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@grindline/ui/button';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { focusFirstError } from '../../../lib/form-kit/focus-first-error';
import type { DraftState } from '../../../lib/form-kit/use-report-form';
import type { BartFormValues } from '../utils/form-values';
import { BartGrindRows } from './bart-grind-rows';
import { BartShiftFields } from './bart-shift-fields';

export interface BartEditorProps {
  draft: DraftState;
  onReview: (values: BartFormValues) => void;
  /** The photos section (the form kit's). */
  photos?: ReactNode;
}

/** The editing screen: the restored-draft notice, shift fields, grind rows, and Submit Form to the review. */
export function BartEditor({ draft, onReview, photos }: BartEditorProps) {
  const { handleSubmit } = useFormContext<BartFormValues>();
  const formRef = useRef<HTMLFormElement>(null);
  // After the errors render, focus the first one on screen (a grind row's error comes after the shift's).
  const onInvalid = () => requestAnimationFrame(() => focusFirstError(formRef.current));

  return (
    <form ref={formRef} onSubmit={handleSubmit(onReview, onInvalid)} noValidate>
      <DraftNotice draft={draft} />
      <BartShiftFields />
      <BartGrindRows />
      {photos}
      <div className="gl-ui-actions">
        <Button type="submit">Submit Form</Button>
      </div>
    </form>
  );
}
