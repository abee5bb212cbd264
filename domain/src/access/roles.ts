/**
 * Roles and what they grant (spec 002 sections 4 and 6). A role is the Cognito group a user
 * belongs to; everything else about access is derived from it here.
 */
import { CUSTOMERS } from '../customers/customer-ids';

/** Admin type of a signed-in user; null for a plain site user (spec 002 section 4). */
export type AdminType =
  | 'super'
  | 'adminMgmt'
  | 'adminReadOnly'
  | 'SKYTRAIN'
  | 'NYCT'
  | 'NYCTedit'
  | 'BART'
  | 'OTRAIN'
  | 'NCTD'
  | null;

/** What a role may do: the answer of {@link accessFor}. */
export interface Access {
  role: string;
  adminType: AdminType;
  /** The caller's own site; null for multi-site admins and for a blank role. */
  site: string | null;
  /** True when the admin type contains 'edit' (spec 002 section 6, NYCTedit). */
  canEdit: boolean;
  /** Every site the caller may see. */
  sites: string[];
  /**
   * Present (true) only for an agency inspector role (`<SITE>inspector`, decisions §53): a plain
   * user of the site who also reviews, approves and disputes its filed shifts. Never on a
   * contractor role, so no admin type ever approves.
   */
  agencyReviewer?: true;
}

/** Admin roles and the admin type and site each maps to (spec 002 section 4). */
const ADMIN_ROLES: Readonly<Record<string, { adminType: Exclude<AdminType, null>; site: string | null }>> = {
  admin: { adminType: 'super', site: null },
  adminMgmt: { adminType: 'adminMgmt', site: null },
  adminReadOnly: { adminType: 'adminReadOnly', site: null },
  SKYTRAINadmin: { adminType: 'SKYTRAIN', site: 'SKYTRAIN' },
  NYCTadmin: { adminType: 'NYCT', site: 'NYCT' },
  NYCTadminedit: { adminType: 'NYCTedit', site: 'NYCT' },
  BARTadmin: { adminType: 'BART', site: 'BART' },
  OTRAINadmin: { adminType: 'OTRAIN', site: 'OTRAIN' },
  NCTDadmin: { adminType: 'NCTD', site: 'NCTD' },
};

/** Admin types that see every site (spec 002 section 6). */
const MULTI_SITE: ReadonlySet<AdminType> = new Set<AdminType>(['super', 'adminMgmt', 'adminReadOnly']);

/** Suffix of the agency inspector role of a site (`BARTinspector`: decisions §53). */
export const INSPECTOR_SUFFIX = 'inspector';

/** The agency inspector role of `site`: the site's plain user who reviews its shifts. */
export function inspectorRole(site: string): string {
  return `${site}${INSPECTOR_SUFFIX}`;
}

/** The site of an agency inspector role, or null for any other role. */
export function inspectorSite(role: string): string | null {
  if (!role.endsWith(INSPECTOR_SUFFIX)) return null;
  const site = role.slice(0, -INSPECTOR_SUFFIX.length);
  return (CUSTOMERS as readonly string[]).includes(site) ? site : null;
}

/**
 * Every role (Cognito group) the product knows: the admin groups, one plain site role per
 * customer id (spec 002 section 4, 'any other role ... whose role is the site name'), then one
 * agency inspector role per customer id (decisions §53).
 */
export const ROLES: readonly string[] = [...Object.keys(ADMIN_ROLES), ...CUSTOMERS, ...CUSTOMERS.map(inspectorRole)];

/**
 * Maps a role to its access (spec 002 section 4).
 * - admin is super; adminMgmt and adminReadOnly keep their names; XXXadmin is admin type XXX
 *   for site XXX; NYCTadminedit is NYCTedit for site NYCT.
 * - Any other non-blank role is a plain site user whose site is the role itself.
 * - `<SITE>inspector` of a customer is a plain user of SITE with `agencyReviewer` (decisions §53).
 * - A blank role (empty or whitespace) grants nothing: adminType null, site null, no sites.
 * - `sites`: every customer for super, adminMgmt and adminReadOnly; otherwise the own site.
 * - `canEdit` is true when the admin type contains 'edit' (spec 002 section 6).
 */
export function accessFor(role: string | null | undefined): Access {
  const name = (role ?? '').trim();
  if (name === '') return { role: '', adminType: null, site: null, canEdit: false, sites: [] };
  const admin = Object.prototype.hasOwnProperty.call(ADMIN_ROLES, name) ? ADMIN_ROLES[name] : undefined;
  const inspected = admin ? null : inspectorSite(name);
  if (inspected) return { role: name, adminType: null, site: inspected, canEdit: false, sites: [inspected], agencyReviewer: true };
  if (!admin) return { role: name, adminType: null, site: name, canEdit: false, sites: [name] };
  const multi = MULTI_SITE.has(admin.adminType);
  return {
    role: name,
    adminType: admin.adminType,
    site: admin.site,
    canEdit: admin.adminType.includes('edit'),
    sites: multi ? [...CUSTOMERS] : admin.site ? [admin.site] : [],
  };
}

/** True for super, adminMgmt and adminReadOnly, who see all sites (spec 002 section 6). */
export function isMultiSite(access: Access): boolean {
  return MULTI_SITE.has(access.adminType);
}

