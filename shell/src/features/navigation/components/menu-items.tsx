import type { NavEntry } from '@grindline/domain';
import { NavLink } from './nav-link';

/** The list items of a menu: one link per entry, `onNavigate` closing the menu. */
export function MenuItems({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate: () => void }) {
  return (
    <>
      {entries.map((entry) => (
        <li key={`${entry.label} ${entry.path}`}>
          <NavLink to={entry.path} onNavigate={onNavigate}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** The Maps menu's items: one link per site (/maps/{site}), then the Track catalogue when there is one. */
export function MapsMenuItems({ sites, trackCatalogue, onNavigate }: { sites: readonly string[]; trackCatalogue: NavEntry | null; onNavigate: () => void }) {
  return (
    <>
      <MenuItems entries={sites.map((site) => ({ label: site, path: `/maps/${encodeURIComponent(site)}` }))} onNavigate={onNavigate} />
      {trackCatalogue && (
        <li className="gl-shell-menu-extra">
          <NavLink to={trackCatalogue.path} onNavigate={onNavigate}>
            {trackCatalogue.label}
          </NavLink>
        </li>
      )}
    </>
  );
}
