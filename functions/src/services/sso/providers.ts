/**
 * The agencies whose staff sign in with their own identity provider (docs/security.md 'Agency
 * sign-in'). Deployment configuration, not code: the `SSO_PROVIDERS` environment variable holds
 * a JSON array written by the CDK app from its `agencySso` context (and by the local stack for
 * its demo agency). Each names the site it opens, the Cognito identity provider that federates
 * it, and the agency group whose members get the site's admin role; everyone else from that
 * provider is a plain user of the site. Nobody from a provider ever gets another site.
 */
import { accessFor, inspectorRole, isCustomerId, ROLES } from '@grindline/domain';

export interface AgencyProvider {
  /** Short id used in links (`?sso=bart`) and requests. */
  id: string;
  /** Shown on the login screen ('Sign in with BART'). */
  label: string;
  /** The one site this provider's users may use. */
  site: string;
  /** Name of the identity provider in the Cognito user pool (`identity_provider`, `identities`). */
  cognitoName: string;
  /** Agency group (from the provider's groups claim) whose members get the site's admin role. */
  adminGroup?: string;
  /**
   * Agency group whose members are the agency's inspectors: they get the site's inspector role
   * (`<SITE>inspector`), a plain user of the site who approves and disputes its shifts (decisions §53).
   */
  inspectorGroup?: string;
}

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Reads and checks the providers of `SSO_PROVIDERS`; a wrong entry is a deployment mistake and throws. */
export function parseProviders(text: string | undefined): AgencyProvider[] {
  if (!text?.trim()) return [];
  const list = JSON.parse(text) as unknown;
  if (!Array.isArray(list)) throw new Error('SSO_PROVIDERS must be a JSON array');
  return list.map((entry: Partial<AgencyProvider>, i) => {
    const where = `SSO_PROVIDERS[${i}]`;
    if (!entry || typeof entry.id !== 'string' || !ID.test(entry.id)) throw new Error(`${where}.id must match ${ID}`);
    if (!isCustomerId(entry.site)) throw new Error(`${where}.site must be a customer`);
    if (typeof entry.cognitoName !== 'string' || !entry.cognitoName) throw new Error(`${where}.cognitoName is required`);
    return {
      id: entry.id,
      label: typeof entry.label === 'string' && entry.label ? entry.label : entry.site,
      site: entry.site,
      cognitoName: entry.cognitoName,
      adminGroup: typeof entry.adminGroup === 'string' && entry.adminGroup ? entry.adminGroup : undefined,
      inspectorGroup: typeof entry.inspectorGroup === 'string' && entry.inspectorGroup ? entry.inspectorGroup : undefined,
    };
  });
}

let cached: { text: string | undefined; providers: AgencyProvider[] } | null = null;

/** The configured providers (read once per Lambda instance). */
export function agencyProviders(env: Record<string, string | undefined> = process.env): AgencyProvider[] {
  if (!cached || cached.text !== env.SSO_PROVIDERS) cached = { text: env.SSO_PROVIDERS, providers: parseProviders(env.SSO_PROVIDERS) };
  return cached.providers;
}

/** The provider with this id, if configured. */
export function providerById(id: string, env?: Record<string, string | undefined>): AgencyProvider | undefined {
  return agencyProviders(env).find((p) => p.id === id);
}

/** The provider Cognito knows by this name, if configured. */
export function providerByCognitoName(name: string, env?: Record<string, string | undefined>): AgencyProvider | undefined {
  return agencyProviders(env).find((p) => p.cognitoName === name);
}

/**
 * The role of a user of `provider` (the group mapping): the site's admin role when the agency
 * puts them in the provider's admin group and such a role exists, the site's inspector role when
 * it puts them in the provider's inspector group, else the site's plain user.
 */
export function roleForAgencyUser(provider: AgencyProvider, agencyGroups: readonly string[]): string {
  const adminRole = `${provider.site}admin`;
  if (provider.adminGroup && agencyGroups.includes(provider.adminGroup) && ROLES.includes(adminRole)) return adminRole;
  if (provider.inspectorGroup && agencyGroups.includes(provider.inspectorGroup)) return inspectorRole(provider.site);
  return provider.site;
}

/** Whether `role` opens exactly the provider's site and nothing else (never a multi-site role). */
export function roleStaysInSite(provider: AgencyProvider, role: string): boolean {
  const access = accessFor(role);
  return access.sites.length === 1 && access.sites[0] === provider.site && access.site === provider.site;
}
