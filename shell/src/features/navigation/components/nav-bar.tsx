import { navigationFor, type Access } from '@grindline/domain';
import { BurgerMenu } from './burger-menu';
import { DropdownMenu } from './dropdown-menu';
import { MapsMenuItems, MenuItems } from './menu-items';
import { NavLink } from './nav-link';
import './navigation.css';

/**
 * The navigation bar of spec 002 section 2, built from the domain's navigationFor: Reporting and
 * Maps dropdowns (Maps ends with the Track catalogue), Report Generator (adminMgmt), Account (the
 * user's own sign-in settings, every user) and Log out on wide screens; the burger menu on small
 * ones (CSS decides which shows).
 */
export function NavBar({ access, onLogout }: { access: Access; onLogout: () => void }) {
  const navigation = navigationFor(access);
  return (
    <header className="gl-shell-header">
      <NavLink to="/">
        <span className="gl-shell-brand">Grindline</span>
      </NavLink>
      <nav className="gl-shell-nav" aria-label="Main">
        {navigation.reporting.length > 0 && (
          <DropdownMenu label="Reporting">
            {(close) => <MenuItems entries={navigation.reporting} onNavigate={close} />}
          </DropdownMenu>
        )}
        {navigation.maps.length > 0 && (
          <DropdownMenu label="Maps">
            {(close) => <MapsMenuItems sites={navigation.maps} trackCatalogue={navigation.trackCatalogue} onNavigate={close} />}
          </DropdownMenu>
        )}
        {navigation.reportGenerator && <NavLink to="/reports">Report Generator</NavLink>}
        <NavLink to="/account">Account</NavLink>
        <button type="button" className="gl-shell-nav-button" onClick={onLogout}>
          Log out
        </button>
      </nav>
      <BurgerMenu navigation={navigation} onLogout={onLogout} />
    </header>
  );
}
