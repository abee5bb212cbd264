import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormHandleSubmit, UseFormSetFocus, UseFormWatch } from 'react-hook-form';
import type { z } from 'zod';

/** The first problem of a failed parse: the spec's message, and the path of its field ('grinds.0.segmentTo'). */
export interface FirstIssue {
  message: string;
  path: string;
}

/**
 * The first issue of `error`, for the forms that show only the first error (spec 000 sections 5.3
 * and 5.4): its message to show, its path to put the focus on.
 */
export function firstIssue(error: z.ZodError | undefined): FirstIssue | undefined {
  const issue = error?.issues[0];
  return issue ? { message: issue.message, path: issue.path.map(String).join('.') } : undefined;
}

/**
 * The review step of a form that shows only the first error: `review` (a submit handler)
 * validates the values, shows the first issue's message as `error` and puts the focus on its
 * field, where the user fixes it; valid values go on to `onValid` as a request. The message goes
 * as soon as an edit of its field leaves that field without the first error: a message about a
 * fixed field would send the user looking for a problem that is gone. The next 'Submit' names the
 * next one, so still only one error is ever shown.
 */
export function useFirstIssueReview<V extends FieldValues, R>(
  form: { handleSubmit: UseFormHandleSubmit<V>; setFocus: UseFormSetFocus<V>; watch: UseFormWatch<V> },
  validate: (values: V) => FirstIssue | undefined,
  toRequest: (values: V) => R,
  onValid: (request: R) => void,
) {
  const [issue, setIssue] = useState<FirstIssue | undefined>();
  const { watch } = form;
  useEffect(() => {
    if (!issue) return undefined;
    const subscription = watch((values, { name }) => {
      if (name === issue.path && validate(values as V)?.path !== issue.path) setIssue(undefined);
    });
    return () => subscription.unsubscribe();
  }, [watch, issue, validate]);
  const review = form.handleSubmit((values) => {
    const first = validate(values);
    setIssue(first);
    if (first) form.setFocus(first.path as FieldPath<V>);
    else onValid(toRequest(values));
  });
  return { error: issue?.message, review };
}
