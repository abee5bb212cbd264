/**
 * Which dashboard tabs to show and which one is selected. Who may see a tab is the domain's
 * rule (dashboardTabs); this module only intersects it with the tabs this version implements
 * and maps tabs to the `?tab=` slug kept in the URL.
 */

/** 'Daily Stats' -> 'daily-stats': the value of `?tab=` for a tab label. */
export function tabSlug(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The tabs to render: those the caller may see (in the domain's order) that this version
 * implements. A tab that exists in the spec but not yet here is not rendered at all (spec 002
 * section 2 'Dashboard tabs'; no empty tabs).
 */
export function visibleTabs(allowed: readonly string[], implemented: readonly string[]): string[] {
  return allowed.filter((tab) => implemented.includes(tab));
}

/**
 * The selected tab label for a `?tab=` value: the matching visible tab, else the first visible
 * tab (a missing, unknown or forbidden slug falls back), else null when nothing is visible.
 */
export function selectedTab(visible: readonly string[], slug: string | null): string | null {
  return visible.find((tab) => tabSlug(tab) === slug) ?? visible[0] ?? null;
}
