/**
 * Agency single sign-on in AWS (docs/deploy.md 'Agency sign-in'): the user pool federates each
 * agency's OpenID provider (one UserPoolIdentityProviderOidc per agency, the provider's groups
 * claim mapped to `custom:agency_groups`), exposes its hosted OAuth endpoints on a Cognito
 * domain, lets the web client use the authorization code flow back to <appUrl>/sso/callback,
 * and runs the pre token generation trigger (functions/src/handlers/auth/sso-pre-token.ts) that
 * turns an agency user's groups into exactly one Grindline role of the agency's site.
 *
 * Configured with the context value `agencySso` (JSON), e.g.
 * { "appUrl": "https://grindline.example.com", "domainPrefix": "grindline-acme",
 *   "providers": [{ "id": "bart", "label": "BART", "site": "BART", "issuer": "https://sso.bart.example",
 *     "clientId": "grindline", "clientSecretName": "grindline/sso/bart", "adminGroup": "grindline-admins" }] }
 * The client secret stays in Secrets Manager (a CloudFormation dynamic reference).
 */
import { isCustomerId } from '@grindline/domain';

export interface AgencySsoProviderConfig {
  id: string;
  label?: string;
  site: string;
  /** The agency's OpenID issuer URL. */
  issuer: string;
  /** Grindline's client id at the agency's provider. */
  clientId: string;
  /** Secrets Manager secret (name or ARN) holding the client secret as plain text. */
  clientSecretName: string;
  /** Agency group whose members get the site's admin role. */
  adminGroup?: string;
  /** Agency group whose members get the site's inspector role (approve the site's shifts: decisions §53). */
  inspectorGroup?: string;
  /** Claim of the provider that lists the user's groups (default `groups`). */
  groupsClaim?: string;
}

export interface AgencySsoConfig {
  /** Origin of the app (CloudFront or the custom domain); the callback is <appUrl>/sso/callback. */
  appUrl: string;
  /** Prefix of the Cognito domain: https://<prefix>.auth.<region>.amazoncognito.com. */
  domainPrefix: string;
  providers: AgencySsoProviderConfig[];
}

/** Name of an agency's provider in the user pool (its `identities` providerName). */
export const cognitoProviderName = (p: AgencySsoProviderConfig): string => p.id.toUpperCase();

/** Checks the `agencySso` context value; throws with the field at fault. */
export function parseAgencySso(text: string | undefined): AgencySsoConfig | undefined {
  if (!text?.trim()) return undefined;
  const value = JSON.parse(text) as Partial<AgencySsoConfig>;
  if (!value.appUrl || !/^https:\/\/[^/]+$/.test(value.appUrl)) throw new Error('agencySso.appUrl must be an https origin without a path');
  if (!value.domainPrefix || !/^[a-z0-9-]{1,63}$/.test(value.domainPrefix)) throw new Error('agencySso.domainPrefix must be lower-case letters, digits and dashes');
  if (!Array.isArray(value.providers) || value.providers.length === 0) throw new Error('agencySso.providers must list at least one agency');
  const ids = new Set<string>();
  value.providers.forEach((p, i) => {
    const at = `agencySso.providers[${i}]`;
    if (!/^[a-z0-9][a-z0-9-]{0,29}$/.test(p.id ?? '')) throw new Error(`${at}.id must be a short lower-case id`);
    if (ids.has(p.id)) throw new Error(`${at}.id '${p.id}' is listed twice`);
    ids.add(p.id);
    if (!isCustomerId(p.site)) throw new Error(`${at}.site must be a customer`);
    if (!/^https:\/\//.test(p.issuer ?? '')) throw new Error(`${at}.issuer must be an https URL`);
    if (!p.clientId || !p.clientSecretName) throw new Error(`${at} needs clientId and clientSecretName`);
  });
  return value as AgencySsoConfig;
}

/** The SSO_PROVIDERS value the Lambdas read (functions/src/services/sso/providers.ts): no secret in it. */
export function ssoProvidersEnv(config: AgencySsoConfig): string {
  return JSON.stringify(
    config.providers.map((p) => ({ id: p.id, label: p.label ?? p.site, site: p.site, cognitoName: cognitoProviderName(p), adminGroup: p.adminGroup, ...(p.inspectorGroup ? { inspectorGroup: p.inspectorGroup } : {}) })),
  );
}
