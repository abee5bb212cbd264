/**
 * Agency single sign-on in the local stack (docs/local-stack.md 'Agency sign-in'): the demo
 * agency's OpenID provider (emulators/agency-idp.mjs, a real `oidc-provider`) and the stand-in
 * for Cognito's hosted OAuth endpoints that federate it (cognito-hosted-ui.ts), plus the
 * handlers' environment that points at them: the same variables the CDK app sets in AWS.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
// The trigger's mapping without the Lambda middlewares (their middy is ESM-only; this module also
// loads in jest's CommonJS global setup).
import { mapAgencyGroups as preTokenTrigger } from '../../functions/src/services/sso/pre-token';
import { startHostedUi, type PreTokenTrigger } from './cognito-hosted-ui';
import { answers, holdPort, repoRoot, startOnFreePort, startService } from './emulators/process';

/** The demo agency: BART staff signing in with 'their own' provider. */
export const DEMO_AGENCY = { id: 'bart', label: 'BART', site: 'BART', cognitoName: 'BART', adminGroup: 'grindline-admins', inspectorGroup: 'track-inspectors' } as const;
/** The demo agency's users (password `Agency-demo-1`): a plain BART user and a BART admin by group. */
export const DEMO_AGENCY_USERS = { user: 'bart.inspector', admin: 'bart.manager', password: 'Agency-demo-1' } as const;

export interface AgencySignIn {
  /** COGNITO_DOMAIN, SSO_REDIRECT_URL and SSO_PROVIDERS for the handlers. */
  env: Record<string, string>;
  /** The demo agency provider's issuer. */
  idpUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the demo agency provider and the hosted-UI stand-in for the pool's app client.
 * `appUrl` is the origin the browser comes back to (`<appUrl>/sso/callback`).
 */
export async function startAgencySignIn(options: {
  cognitoEndpoint: string;
  pool: { userPoolId: string; clientId: string };
  appUrl: string;
}): Promise<AgencySignIn> {
  // The hosted UI runs in this process: its port is held until it binds, as the provider's
  // redirect URI names it first.
  const held = await holdPort();
  const uiPort = held.port;
  const clientId = 'grindline-cognito';
  const clientSecret = randomBytes(24).toString('base64url');
  let idpUrl = '';
  const idp = await startOnFreePort(undefined, (idpPort) => {
    idpUrl = `http://127.0.0.1:${idpPort}`;
    return startService({
      name: 'agency identity provider (oidc-provider)',
      command: process.execPath,
      // --name=value: a random secret may start with '-', which parseArgs would take for an option.
      args: [
        join(repoRoot(), 'infra/local/emulators/agency-idp.mjs'),
        `--port=${idpPort}`,
        `--client-id=${clientId}`,
        `--client-secret=${clientSecret}`,
        `--redirect-uri=http://127.0.0.1:${uiPort}/oauth2/idpresponse`,
        `--name=${DEMO_AGENCY.label}`,
      ],
      ready: () => answers(`${idpUrl}/.well-known/openid-configuration`),
    });
  }).catch(async (error: unknown) => {
    await held.release();
    throw error;
  });
  const redirectUri = `${options.appUrl}/sso/callback`;
  const env = {
    COGNITO_DOMAIN: `http://127.0.0.1:${uiPort}`,
    SSO_REDIRECT_URL: redirectUri,
    SSO_PROVIDERS: JSON.stringify([DEMO_AGENCY]),
  };
  // The trigger reads SSO_PROVIDERS when it runs, as the Lambda does from its environment.
  Object.assign(process.env, env);
  try {
    await held.release();
    const ui = await startHostedUi({
      port: uiPort,
      cognitoEndpoint: options.cognitoEndpoint,
      userPoolId: options.pool.userPoolId,
      clientId: options.pool.clientId,
      redirectUris: [redirectUri],
      providers: [{ cognitoName: DEMO_AGENCY.cognitoName, issuer: idpUrl, clientId, clientSecret }],
      preToken: preTokenTrigger as unknown as PreTokenTrigger,
    });
    return {
      env,
      idpUrl,
      async stop() {
        await Promise.all([ui.stop(), idp.stop()]);
      },
    };
  } catch (error) {
    await idp.stop();
    throw error;
  }
}
