/**
 * Reads the claims we need from a Cognito ID token the caller has just received from Cognito
 * itself (login, refresh), so no signature check is needed here; requests are verified by the
 * authorizer.
 */
import { decodeJwt } from 'jose';

export interface IdentityClaims {
  username: string;
  /** First Cognito group, '' when the user is in none. */
  role: string;
  /** The agency provider a federated user signed in through (the `identities` claim's providerName). */
  identityProvider?: string;
}

/** Username and role from Cognito token claims (`cognito:username`, first of `cognito:groups`). */
export function identityFromClaims(claims: Record<string, unknown>): IdentityClaims {
  const groups = claims['cognito:groups'];
  const role = Array.isArray(groups) && typeof groups[0] === 'string' ? groups[0] : '';
  const name = claims['cognito:username'] ?? claims.username ?? claims.sub;
  const identities = Array.isArray(claims.identities) ? (claims.identities as { providerName?: unknown }[]) : [];
  const provider = identities[0]?.providerName;
  return { username: typeof name === 'string' ? name : '', role, ...(typeof provider === 'string' && provider ? { identityProvider: provider } : {}) };
}

/** Username and role of an ID token issued to us by Cognito. */
export function identityFromIdToken(idToken: string): IdentityClaims {
  return identityFromClaims(decodeJwt(idToken) as Record<string, unknown>);
}
