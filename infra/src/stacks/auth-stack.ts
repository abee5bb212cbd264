import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolGroup,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ROLES } from '@grindline/domain';
import { acknowledgeNoMfa } from '../nag/acknowledgements';

/**
 * Password rules of the pool: 12 characters or more, with upper and lower case, a digit and a
 * symbol. Users are created by an administrator (docs/deploy.md), so nobody meets them by surprise.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/**
 * The Cognito user pool: one group per role of domain's ROLES (a user's role is its group) and
 * the app client the login Lambda uses. Users are created by an administrator (docs/deploy.md);
 * no demo user ever exists in AWS.
 */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    const userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      passwordPolicy: PASSWORD_POLICY,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Plus plan: threat protection blocks sign-ins with compromised credentials and acts on
      // risky ones (about USD 0.02 per monthly active user; a contractor has tens of users).
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeNoMfa(userPool);
    for (const role of new Set(ROLES)) {
      new UserPoolGroup(this, `Group${role}`, { userPool, groupName: role });
    }

    this.client = userPool.addClient('WebClient', {
      // USER_PASSWORD_AUTH from the login Lambda; CDK always adds REFRESH_TOKEN_AUTH.
      authFlows: { userPassword: true },
      generateSecret: false,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    this.userPool = userPool;
    // Read by the AWS CLI commands of docs/deploy.md (first admin user).
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
  }
}
