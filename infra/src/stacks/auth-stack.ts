import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  UserPool,
  UserPoolGroup,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ROLES } from '@grindline/domain';

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
      passwordPolicy: { minLength: 10, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: RemovalPolicy.RETAIN,
    });
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
