import { useFormContext } from 'react-hook-form';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { useAutosaveBartDraft } from '../hooks/use-bart-draft';
import type { BartFormValues } from '../utils/form-values';
import { BartGrindRows } from './bart-grind-rows';
import { BartShiftFields } from './bart-shift-fields';

export interface BartEditorProps {
  draftKey: string;
  restored: boolean;
  onReview: (values: BartFormValues) => void;
  onStartOver: () => void;
}

/** The editing screen: shift fields, grind rows, autosave, and Submit Form to the review. */
export function BartEditor({ draftKey, restored, onReview, onStartOver }: BartEditorProps) {
  const { control, handleSubmit } = useFormContext<BartFormValues>();
  useAutosaveBartDraft(draftKey, control);

  return (
    <form onSubmit={handleSubmit(onReview)} noValidate>
      {restored ? (
        <Notice>
          <p>Your unsent report was restored from this device.</p>
          <Button variant="secondary" onClick={onStartOver}>
            Start a new report instead
          </Button>
        </Notice>
      ) : null}
      <BartShiftFields />
      <BartGrindRows />
      <div className="gl-ui-actions">
        <Button type="submit">Submit Form</Button>
      </div>
    </form>
  );
}
