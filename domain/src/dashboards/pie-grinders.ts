/**
 * Which grinders the monthly report's shift-type pies are drawn for (spec 001 section 2.7).
 */
import { customerProfile } from '../customers/customer-profile';
import { isCustomerId } from '../customers/customer-ids';
import { DASHBOARD_DEFAULTS } from './figures';

/**
 * The spec's three grinders (5063, 5062, LRG-7; two pies each, month- and project-to-date) when
 * the site's profile runs all three (BART, whose fleet the spec's list is). Elsewhere that list
 * names machines the site never uses and its pies would always be empty, so a site gets the
 * grinders that worked in the report's range (`worked`), its profile's order first, or its
 * profile's grinders when none did (NYCT: LPC-1, LPC-5, LRG-32). Pure.
 */
export function monthlyPieGrinders(site: string, worked: Iterable<string> = []): readonly string[] {
  const spec = DASHBOARD_DEFAULTS.monthlyGrinders;
  const own = isCustomerId(site) ? customerProfile(site).grinderTypes : [];
  if (spec.every((g) => own.includes(g))) return spec;
  const used = new Set([...worked].filter((g) => g !== ''));
  if (used.size === 0) return own.length > 0 ? own : spec;
  const rank = (g: string) => (own.includes(g) ? own.indexOf(g) : own.length);
  return [...used].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
