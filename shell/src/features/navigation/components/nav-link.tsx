import type { ReactNode } from 'react';
import { navigate } from 'shell/kit';

/** A link that navigates through single-spa, so every micro-frontend sees the change. */
export function NavLink({ to, onNavigate, children }: { to: string; onNavigate?: () => void; children: ReactNode }) {
  return (
    <a
      className="gl-shell-nav-link"
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate?.();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
