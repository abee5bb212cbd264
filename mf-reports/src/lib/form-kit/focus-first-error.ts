/**
 * Moves focus to the first invalid control in document order inside `root` (the form), and
 * scrolls it into view; answers it, or null when there is none. react-hook-form focuses the
 * first registered field it validated, which is not always the first one on screen (a field of a
 * later step, a custom control); this follows what the user sees. The error texts themselves are
 * announced by their role="alert".
 */
export function focusFirstError(root: ParentNode | null = typeof document === 'undefined' ? null : document): HTMLElement | null {
  if (!root) return null;
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return null;
  first.focus();
  first.scrollIntoView?.({ block: 'center' });
  return first;
}

/** Where a keyboard user continues: a field that takes input, or a control marked data-focus-next. */
const CONTINUE_AT = 'input:not([readonly]):not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [data-focus-next]';

/**
 * Moves focus to the first control inside `root` where the user continues (the first field of a
 * step that has just opened, or the button marked `data-focus-next` when there is no field left),
 * so that a keyboard or screen-reader user is not dropped at the top of the page when the part
 * they were in closes. Answers the control, or null when there is none.
 */
export function focusFirstControl(root: ParentNode | null | undefined): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>(CONTINUE_AT) ?? null;
  first?.focus();
  return first;
}
