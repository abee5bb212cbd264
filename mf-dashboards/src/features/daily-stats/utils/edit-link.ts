/** The Edit link of a daily stats card (spec 001 section 2.10; spec 002 section 2). */
import { canReach, customerProfile, isCustomerId } from '@grindline/domain';
import type { Access } from '@grindline/domain';

/**
 * `/edit-report/{shiftId}` when the card may show an Edit link, else null: only cards of the New
 * York site (the customer whose form variant is 'nyct'), and only when the caller may open the
 * edit-report route (domain canReach: adminMgmt, or an edit-capable NYCT admin).
 */
export function editLinkFor(card: { site: string; shiftId: string }, access: Access): string | null {
  if (!isCustomerId(card.site) || customerProfile(card.site).variant !== 'nyct') return null;
  const path = `/edit-report/${encodeURIComponent(card.shiftId)}`;
  return canReach(path, access) ? path : null;
}

/**
 * Target of a card's History link (issue 11): the report's history for super, adminMgmt and the
 * admins of the report's own site; null for everyone else.
 */
export function historyLinkFor(card: { site: string; shiftId: string }, access: Access): string | null {
  const path = `/grind-reports/history/${encodeURIComponent(card.shiftId)}`;
  if (!canReach(path, access)) return null;
  return access.sites.includes(card.site) ? path : null;
}
