/**
 * The group mapping of agency sign-in, run by the Cognito pre token generation trigger
 * (handlers/auth/sso-pre-token.ts; V2 event). For a user federated from an agency's provider (the
 * `identities` attribute names it), the token's groups become exactly one role: the provider's
 * site admin when the agency lists the user in the provider's admin group (`custom:agency_groups`,
 * mapped from the provider's groups claim), else the site's plain user; a provider Grindline does
 * not know gets no group at all (403 everywhere). Password users are left as they are. The local
 * stack's hosted-UI stand-in runs this same mapping (docs/local-stack.md 'Agency sign-in').
 */
import { providerByCognitoName, roleForAgencyUser } from './providers';

export interface PreTokenGenerationEvent {
  version?: string;
  triggerSource?: string;
  userName?: string;
  request: { userAttributes: Record<string, string | undefined> };
  response: {
    claimsAndScopeOverrideDetails?: { groupOverrideDetails?: { groupsToOverride: string[] } } | null;
  };
}

/** The provider name of a federated user's `identities` attribute (a JSON array), if any. */
export function federatedProviderName(identities: string | undefined): string | undefined {
  if (!identities) return undefined;
  try {
    const list = JSON.parse(identities) as { providerName?: unknown }[];
    const name = Array.isArray(list) ? list[0]?.providerName : undefined;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The agency groups of `custom:agency_groups`: a JSON array or a comma-separated list, as providers send them. */
export function agencyGroups(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    if (Array.isArray(parsed)) return parsed.filter((g): g is string => typeof g === 'string');
  } catch {
    // not JSON: a plain list
  }
  return value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
}

/** Sets the token's groups of a federated user (see above); answers the event. */
export async function mapAgencyGroups(event: PreTokenGenerationEvent): Promise<PreTokenGenerationEvent> {
  const providerName = federatedProviderName(event.request.userAttributes.identities);
  if (!providerName) return event;
  const provider = providerByCognitoName(providerName);
  const groups = provider ? [roleForAgencyUser(provider, agencyGroups(event.request.userAttributes['custom:agency_groups']))] : [];
  event.response.claimsAndScopeOverrideDetails = { groupOverrideDetails: { groupsToOverride: groups } };
  return event;
}
