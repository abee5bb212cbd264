import { ROLES } from '@grindline/domain';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { synthGrindline } from '../testing/temp-repo';

const { stacks, repo } = synthGrindline([]);
const template = Template.fromStack(stacks.auth);
afterAll(() => repo.remove());

describe('AuthStack', () => {
  it('has one group per domain role', () => {
    const groups = Object.values(template.findResources('AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties.GroupName as string,
    );
    expect([...groups].sort()).toEqual([...new Set(ROLES)].sort());
    expect(groups).toEqual(expect.arrayContaining(['admin', 'adminMgmt', 'adminReadOnly', 'BARTadmin', 'NYCTadminedit']));
  });

  it('lets only administrators create users, who sign in by username', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameConfiguration: { CaseSensitive: false },
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', { AliasAttributes: Match.absent(), UsernameAttributes: Match.absent() });
  });

  it('asks for 12+ character passwords of every character class, on the Plus plan with threat protection enforced', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('creates no user at all (no demo users in AWS)', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolUser', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolUserToGroupAttachment', 0);
  });

  it('has a secretless client with password and refresh-token flows and token revocation', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });
});
