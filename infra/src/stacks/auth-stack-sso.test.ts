import { Match, Template } from 'aws-cdk-lib/assertions';
import { parseAgencySso, ssoProvidersEnv } from '../agency-sso';
import { synthGrindline, TEST_AGENCY_SSO } from '../testing/temp-repo';

const { stacks, repo } = synthGrindline([], { agencySso: TEST_AGENCY_SSO });
const auth = Template.fromStack(stacks.auth);
const api = Template.fromStack(stacks.api);
afterAll(() => repo.remove());

describe('agency sign-in in AWS (Cognito federation)', () => {
  it('federates each agency with its own OIDC provider, its groups claim mapped to custom:agency_groups', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'BART',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({ oidc_issuer: 'https://sso.bart.example', client_id: 'grindline', authorize_scopes: 'openid email profile' }),
      AttributeMapping: { email: 'email', 'custom:agency_groups': 'groups' },
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', { ProviderName: 'MBTA', AttributeMapping: Match.objectLike({ 'custom:agency_groups': 'roles' }) });
  });

  it('keeps the client secret in Secrets Manager (a dynamic reference, never in the template)', () => {
    const json = JSON.stringify(auth.toJSON());
    expect(json).toContain('{{resolve:secretsmanager:grindline/sso/bart:SecretString:::}}');
  });

  it('lets the web client use the code flow back to the shell, for Cognito users and each agency', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      CallbackURLs: ['https://grindline.example.com/sso/callback'],
      SupportedIdentityProviders: Match.arrayWith(['COGNITO']),
    });
    const client = Object.values(auth.findResources('AWS::Cognito::UserPoolClient'))[0];
    expect(JSON.stringify(client.Properties.SupportedIdentityProviders)).toMatch(/AgencyBART.*AgencyMBTA/);
    auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'grindline-test' });
  });

  it('runs the group mapping as a V2 pre token generation trigger that knows the providers (no secret)', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreTokenGenerationConfig: { LambdaVersion: 'V2_0', LambdaArn: Match.anyValue() } },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'agency_groups', AttributeDataType: 'String', Mutable: true })]),
    });
    auth.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Environment: { Variables: { SSO_PROVIDERS: ssoProvidersEnv(TEST_AGENCY_SSO), POWERTOOLS_SERVICE_NAME: 'sso-pre-token', POWERTOOLS_METRICS_NAMESPACE: 'Grindline' } },
      TracingConfig: { Mode: 'Active' },
    });
    expect(ssoProvidersEnv(TEST_AGENCY_SSO)).not.toContain('secret');
  });

  it('gives the API Lambdas the hosted domain, the callback and the providers', () => {
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          COGNITO_DOMAIN: Match.anyValue(),
          SSO_REDIRECT_URL: 'https://grindline.example.com/sso/callback',
          SSO_PROVIDERS: ssoProvidersEnv(TEST_AGENCY_SSO),
        }),
      },
    });
    expect(JSON.stringify(api.toJSON())).toContain('https://grindline-test.auth.');
  });

  it('refuses a configuration that would open another site or leak to another origin', () => {
    const base = { appUrl: 'https://a.example', domainPrefix: 'x', providers: [{ id: 'x', site: 'BART', issuer: 'https://i', clientId: 'c', clientSecretName: 's' }] };
    expect(parseAgencySso(JSON.stringify(base))?.providers).toHaveLength(1);
    expect(() => parseAgencySso(JSON.stringify({ ...base, appUrl: 'http://a.example' }))).toThrow('appUrl');
    expect(() => parseAgencySso(JSON.stringify({ ...base, providers: [{ ...base.providers[0], site: 'admin' }] }))).toThrow('site must be a customer');
    expect(parseAgencySso('')).toBeUndefined();
  });
});
