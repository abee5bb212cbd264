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
