import type { PhotoRef } from '@grindline/domain';

const named = (p: PhotoRef) => (p.caption ? `${p.fileName} ('${p.caption}')` : p.fileName);
const range = (p: PhotoRef) => (p.rangeIndex === undefined ? 'the whole shift' : `range ${p.rangeIndex + 1}`);

/**
 * What changed in a report's photos from one version to the next (issue 28), one line each: a photo
 * added or removed, a caption or the range it shows changed. Photos are matched by id.
 */
export function photoChanges(before: readonly PhotoRef[] | undefined, after: readonly PhotoRef[] | undefined): string[] {
  const old = new Map((before ?? []).map((p) => [p.id, p]));
  const now = new Map((after ?? []).map((p) => [p.id, p]));
  const lines: string[] = [];
  for (const p of now.values()) {
    const was = old.get(p.id);
    if (!was) lines.push(`Photo added: ${named(p)}`);
    else {
      if ((was.caption ?? '') !== (p.caption ?? '')) lines.push(`Photo ${p.fileName}: caption '${was.caption ?? ''}' → '${p.caption ?? ''}'`);
      if (was.rangeIndex !== p.rangeIndex) lines.push(`Photo ${p.fileName}: ${range(was)} → ${range(p)}`);
    }
  }
  for (const p of old.values()) if (!now.has(p.id)) lines.push(`Photo removed: ${named(p)}`);
  return lines;
}
