import { useState } from 'react';
import { MOBILE_MAP_SITES_SHOWN, type Navigation } from '@grindline/domain';
import { MapsMenuItems, MenuItems } from './menu-items';
import { NavLink } from './nav-link';

/**
 * The small-screen menu (spec 002 section 2; spec 001 section 9): Reporting, Maps with the first
 * 4 sites and See All / See Less then the Track catalogue, Report Generator, Account and Log out.
 */
export function BurgerMenu({ navigation, onLogout }: { navigation: Navigation; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const [allSites, setAllSites] = useState(false);
  const close = () => setOpen(false);
  const sites = allSites ? navigation.maps : navigation.maps.slice(0, MOBILE_MAP_SITES_SHOWN);
  return (
    <div className="gl-shell-burger">
      <button
        type="button"
        className="gl-shell-nav-button"
        aria-expanded={open}
        aria-controls="gl-shell-burger-panel"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open && (
        <nav id="gl-shell-burger-panel" className="gl-shell-burger-panel" aria-label="Menu">
          {navigation.reporting.length > 0 && (
            <section aria-label="Reporting">
              <h2>Reporting</h2>
              <ul>
                <MenuItems entries={navigation.reporting} onNavigate={close} />
              </ul>
            </section>
          )}
          {navigation.maps.length > 0 && (
            <section aria-label="Maps">
              <h2>Maps</h2>
              <ul>
                <MapsMenuItems sites={sites} trackCatalogue={navigation.trackCatalogue} onNavigate={close} />
              </ul>
              {navigation.maps.length > MOBILE_MAP_SITES_SHOWN && (
                <button type="button" className="gl-shell-nav-button" onClick={() => setAllSites((value) => !value)}>
                  {allSites ? 'See Less' : 'See All'}
                </button>
              )}
            </section>
          )}
          {navigation.reportGenerator && (
            <NavLink to="/reports" onNavigate={close}>
              Report Generator
            </NavLink>
          )}
          <NavLink to="/account" onNavigate={close}>
            Account
          </NavLink>
          <button
            type="button"
            className="gl-shell-nav-button"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            Log out
          </button>
        </nav>
      )}
    </div>
  );
}
