import { useCallback, useId, useState } from 'react';
import type { ReactNode } from 'react';
import '@grindline/ui/styles.css';
import './ui.css';

export interface FrameTab {
  slug: string;
  label: string;
}

export interface DashboardFrameProps {
  tabs: readonly FrameTab[];
  activeSlug: string;
  onSelect: (slug: string) => void;
  /** Whether the active tab has a filter sidebar, hence the 'Show Filters' button (default true). */
  hasFilters?: boolean;
  /**
   * The active tab's content; `filtersOpen` says whether its filter sidebar is shown on small
   * screens, and `showFilters` opens it (a tab that can show nothing until a filter is set).
   */
  children: (filtersOpen: boolean, sidebarId: string, showFilters: () => void) => ReactNode;
}

/**
 * The dashboard: a row of tabs, a 'Show Filters' button visible on small screens only (spec 002
 * section 2), and the active tab's panel.
 */
export function DashboardFrame({ tabs, activeSlug, onSelect, hasFilters = true, children }: DashboardFrameProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const showFilters = useCallback(() => setFiltersOpen(true), []);
  const sidebarId = useId();
  const panelId = useId();
  return (
    <section className="gl-ui-page">
      <h1 className="gl-ui-title">Dashboard</h1>
      <div className="gl-dash-tabs" role="tablist" aria-label="Dashboard tabs">
        {tabs.map((tab) => (
          <button
            key={tab.slug}
            type="button"
            role="tab"
            className="gl-dash-tab"
            aria-selected={tab.slug === activeSlug}
            aria-controls={panelId}
            onClick={() => onSelect(tab.slug)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {hasFilters ? (
        <button
          type="button"
          className="gl-ui-button gl-ui-button--secondary gl-dash-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={sidebarId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? 'Hide Filters' : 'Show Filters'}
        </button>
      ) : null}
      <div role="tabpanel" id={panelId} aria-label={tabs.find((t) => t.slug === activeSlug)?.label}>
        {children(filtersOpen, sidebarId, showFilters)}
      </div>
    </section>
  );
}
