/**
 * Marks a moment of the map's start-up on the page's performance timeline (the maps bench reads
 * the `gl-map:*` marks). Does nothing where the timeline has no marks (test doubles, old engines):
 * a measurement must never break the screen.
 */
export function timingMark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}
