/**
 * Configuration from the environment, read once per Lambda instance. Endpoints are not ours:
 * the AWS SDK reads AWS_ENDPOINT_URL_<SERVICE> itself, so the code path is the same locally.
 * A missing required value fails when it is used, with its name, not at import time, so that a
 * handler that never needs (say) the bucket does not fail for lack of it.
 */

export interface Config {
  readonly tableName: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly cognitoIssuer: string;
  readonly cognitoJwksUrl: string;
  readonly bucketName: string;
  readonly mailFrom: string;
  /** Cognito's hosted domain (OAuth endpoints for agency sign-in), e.g. https://x.auth.us-east-1.amazoncognito.com. */
  readonly cognitoDomain: string;
  /** Where Cognito sends the browser back after an agency sign-in: <app origin>/sso/callback. */
  readonly ssoRedirectUrl: string;
  /** Whether cookies carry `Secure`; only 'false' (local http) turns it off. */
  readonly cookieSecure: boolean;
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** Builds the configuration from `env`; required values are checked on first read. */
export function readConfig(env: Env = process.env): Config {
  const issuer = (): string =>
    env.COGNITO_ISSUER?.trim() ||
    `https://cognito-idp.${required(env, 'AWS_REGION')}.amazonaws.com/${required(env, 'USER_POOL_ID')}`;
  return {
    get tableName() {
      return required(env, 'TABLE_NAME');
    },
    get userPoolId() {
      return required(env, 'USER_POOL_ID');
    },
    get userPoolClientId() {
      return required(env, 'USER_POOL_CLIENT_ID');
    },
    get cognitoIssuer() {
      return issuer();
    },
    get cognitoJwksUrl() {
      return env.COGNITO_JWKS_URL?.trim() || `${issuer()}/.well-known/jwks.json`;
    },
    get bucketName() {
      return required(env, 'BUCKET_NAME');
    },
    get mailFrom() {
      return required(env, 'MAIL_FROM');
    },
    get cognitoDomain() {
      return required(env, 'COGNITO_DOMAIN').replace(/\/+$/, '');
    },
    get ssoRedirectUrl() {
      return required(env, 'SSO_REDIRECT_URL');
    },
    cookieSecure: env.COOKIE_SECURE?.trim().toLowerCase() !== 'false',
  };
}

/** The configuration of this process (environment snapshot taken at module load). */
export const config: Config = readConfig({ ...process.env });
