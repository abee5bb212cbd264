import { homeFor, type Access } from '@grindline/domain';
import { normalizePath } from './route-status';

/** A part of the page owned by one micro-frontend (docs/architecture.md). */
export interface Area {
  /** Module Federation name of the remote, the key in /remotes.json. */
  name: string;
  /** Shown in the 'module is unavailable' notice. */
  label: string;
  /** Whether this area owns the (normalised) path for this user. */
  owns(path: string, access: Access): boolean;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The areas and their activity rules (frontend contract): reports on /grind-reports/* and
 * /edit-report/*; dashboards on /dash, /reports (the report generator) and on / for admin types;
 * maps on /maps/* and on / for plain site users (spec 002 section 2, homeFor); data collection
 * on /data-collection/*.
 */
export const AREAS: readonly Area[] = [
  { name: 'reports', label: 'Reports', owns: (p) => under('/grind-reports')(p) || under('/edit-report')(p) },
  {
    name: 'dashboards',
    label: 'Dashboards',
    owns: (p, a) => p === '/dash' || p === '/reports' || (p === '/' && homeFor(a) === 'dashboard'),
  },
  { name: 'maps', label: 'Maps', owns: (p, a) => under('/maps')(p) || (p === '/' && homeFor(a) === 'map') },
  { name: 'datacollection', label: 'Data Collection', owns: (p) => under('/data-collection')(p) },
];

/** The area that shows `path` for this user, if any. */
export function areaFor(path: string, access: Access): Area | undefined {
  const clean = normalizePath(path);
  return AREAS.find((area) => area.owns(clean, access));
}
