import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  LambdaVersion,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolGroup,
  UserPoolIdentityProviderOidc,
  UserPoolOperation,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { INVITATION_DAYS, PASSWORD_POLICY as DOMAIN_PASSWORD_POLICY, ROLES } from '@grindline/domain';
import { cognitoProviderName, ssoProvidersEnv, type AgencySsoConfig } from '../agency-sso';
import { LAMBDA_RUNTIME } from '../lambda-runtime';
import { functionAlarms } from '../monitoring/function-alarms';
import { powertoolsEnvironment } from '../monitoring/metric-names';
import { acknowledgeNoMfa, acknowledgeTracing } from '../nag/acknowledgements';

export interface AuthStackProps extends StackProps {
  /** Agency single sign-on (context `agencySso`); none by default. */
  agencySso?: AgencySsoConfig;
  /** Lambda bundles (functions/dist); needed with agencySso for the pre token trigger. */
  functionsDist?: string;
  /** The topic the pre token trigger's alarms notify (AlarmsStack); no alarms without it. */
  alarmTopic?: ITopic;
}

/**
 * Password rules of the pool: domain's PASSWORD_POLICY (12 characters or more, with upper and
 * lower case, a digit and a symbol), the rules the login screen shows as a new password is typed.
 */
export const PASSWORD_POLICY = { ...DOMAIN_PASSWORD_POLICY, tempPasswordValidity: Duration.days(INVITATION_DAYS) };

/**
 * The Cognito user pool: one group per role of domain's ROLES (a user's role is its group) and
 * the app client the login Lambda uses. Users are created by an administrator (docs/deploy.md);
 * no demo user ever exists in AWS.
 */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  /** Base URL of the hosted OAuth endpoints (COGNITO_DOMAIN), when agency sign-in is set up. */
  readonly hostedDomainUrl?: string;

  constructor(scope: Construct, id: string, props: AuthStackProps = {}) {
    super(scope, id, props);
    const sso = props.agencySso;

    const userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      passwordPolicy: PASSWORD_POLICY,
      // Forgotten passwords are handled by Grindline's own routes (a mailed code through the outbox
      // and AdminSetUserPassword: docs/decisions.md 'People and accounts'), never by Cognito's mail.
      accountRecovery: AccountRecovery.NONE,
      // TOTP only (any authenticator app); required for super and adminMgmt by the app (domain mfaRequired).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Plus plan: threat protection blocks sign-ins with compromised credentials and acts on
      // risky ones (about USD 0.02 per monthly active user; a contractor has tens of users).
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      removalPolicy: RemovalPolicy.RETAIN,
      // The agency's groups of a federated user, mapped from its provider's groups claim.
      ...(sso ? { customAttributes: { agency_groups: new StringAttribute({ mutable: true, maxLen: 2048 }) } } : {}),
    });
    acknowledgeNoMfa(userPool);
    for (const role of new Set(ROLES)) {
      new UserPoolGroup(this, `Group${role}`, { userPool, groupName: role });
    }

    const agencies = sso ? this.federateAgencies(userPool, sso, props.functionsDist, props.alarmTopic) : [];
    this.client = userPool.addClient('WebClient', {
      // USER_PASSWORD_AUTH from the login Lambda; CDK always adds REFRESH_TOKEN_AUTH.
      authFlows: { userPassword: true },
      // Agency sign-in: the code flow (PKCE sent by the sso-start Lambda) back to the shell.
      ...(sso
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${sso.appUrl}/sso/callback`],
            },
            supportedIdentityProviders: [
              UserPoolClientIdentityProvider.COGNITO,
              ...agencies.map((a) => UserPoolClientIdentityProvider.custom(a.providerName)),
            ],
          }
        : {}),
      generateSecret: false,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    for (const agency of agencies) this.client.node.addDependency(agency);
    this.userPool = userPool;
    if (sso) {
      this.hostedDomainUrl = `https://${sso.domainPrefix}.auth.${this.region}.amazoncognito.com`;
      new CfnOutput(this, 'HostedDomain', { value: this.hostedDomainUrl });
    }
    // Read by the AWS CLI commands of docs/deploy.md (first admin user).
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
  }

  /**
   * One OIDC identity provider per agency, the Cognito domain, and the pre token generation
   * trigger that maps an agency user's groups to one role of the agency's site.
   */
  private federateAgencies(userPool: UserPool, sso: AgencySsoConfig, functionsDist: string | undefined, alarmTopic: ITopic | undefined): UserPoolIdentityProviderOidc[] {
    userPool.addDomain('HostedDomain', { cognitoDomain: { domainPrefix: sso.domainPrefix } });
    const agencies = sso.providers.map(
      (p) =>
        new UserPoolIdentityProviderOidc(this, `Agency${cognitoProviderName(p)}`, {
          userPool,
          name: cognitoProviderName(p),
          issuerUrl: p.issuer,
          clientId: p.clientId,
          clientSecret: SecretValue.secretsManager(p.clientSecretName).unsafeUnwrap(),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.other('email'),
            custom: { 'custom:agency_groups': ProviderAttribute.other(p.groupsClaim ?? 'groups') },
          },
        }),
    );
    const bundle = join(functionsDist ?? '', 'sso-pre-token');
    if (!functionsDist || !existsSync(join(bundle, 'index.mjs'))) {
      throw new Error(`Agency sign-in needs the pre token trigger bundle ${bundle}/index.mjs: run npm run build`);
    }
    const logGroup = new LogGroup(this, 'SsoPreTokenLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    // Its own role: it only writes its log group (it reads nothing, the event carries the user).
    const role = new Role(this, 'SsoPreTokenServiceRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: 'Grindline Cognito pre token trigger' });
    logGroup.grantWrite(role);
    acknowledgeTracing(role);
    const trigger = new LambdaFunction(this, 'SsoPreToken', {
      code: Code.fromAsset(bundle),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment: { SSO_PROVIDERS: ssoProvidersEnv(sso), ...powertoolsEnvironment('sso-pre-token') },
      tracing: Tracing.ACTIVE,
      role,
      logGroup,
    });
    if (alarmTopic) functionAlarms(this, trigger, alarmTopic, 'sso-pre-token');
    userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, trigger, LambdaVersion.V2_0);
    return agencies;
  }
}
