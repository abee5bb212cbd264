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
