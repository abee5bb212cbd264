/**
 * Every cdk-nag (AwsSolutions) finding the deployment keeps on purpose, with the reason, in one
 * place (docs/security.md lists them). Each acknowledgement names one rule on one
 * construct, and for IAM4/IAM5 the exact policy or wildcard (`RuleId[Finding]`): nothing is
 * acknowledged for a whole stack, so a new finding anywhere still fails the nag test.
 */
import { DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import type { IConstruct } from 'constructs';

/** The flat form cdk-nag gives a CloudFormation value in a finding id (its flattenCfnReference). */
export function nagValue(scope: IConstruct, value: unknown): string {
  const visit = (node: unknown): string => {
    if (node === undefined) return '';
    if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
    const obj = node as Record<string, unknown>;
    if (obj['Fn::Join']) {
      const [delimiter, items] = obj['Fn::Join'] as [string, unknown[]];
      return items.map(visit).join(delimiter);
    }
    if (obj['Fn::Sub']) return visit(obj['Fn::Sub']);
    if (obj['Fn::GetAtt']) {
      const [resource, attribute] = obj['Fn::GetAtt'] as [unknown, unknown];
      return `<${visit(resource)}.${visit(attribute)}>`;
    }
    if (obj['Fn::ImportValue']) return visit(obj['Fn::ImportValue']);
    if (obj.Ref) return `<${visit(obj.Ref)}>`;
    return JSON.stringify(node);
  };
  return visit(Stack.of(scope).resolve(value));
}

/** The public routes of the HTTP API: the session routes (login, refresh, logout, agency sign-in) and the OpenAPI document. */
export function acknowledgePublicRoute(route: IConstruct, path: string): void {
  Validations.of(route).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason: path.endsWith('/api/openapi.json')
      ? `${path} is public by design: it is the published OpenAPI document of the API, generated from the route contracts, for agencies that build their own integration. It takes no input, reads no data (its Lambda has no grant on the table or the bucket) and says nothing a caller could not learn from the web app's own bundles; every route it describes keeps its own authorizer.`
      : path.includes('/sso/')
      ? `${path} is public by design: it is agency single sign-on itself, so no session can exist yet. It lists agencies, starts an OpenID Connect sign-in, or finishes one whose state is single-use, bound to the browser by an httpOnly cookie and whose Cognito ID token is verified (signature, audience, nonce, provider) before a session starts; every other route has the Lambda authorizer.`
      : `${path} is public by design: it is the sign-in itself (login, token refresh, logout), so no session can exist yet or it must still work with an expired one. These routes only accept credentials or the httpOnly session cookies, login is throttled per user name and per client address, and every other route has the Lambda authorizer.`,
  });
}

/**
 * A Lambda role's access to the objects of the CAT upload bucket (`bucket/*`): the keys are
 * chosen per upload, so they cannot be listed in the policy. The ARN is exported explicitly when
 * the bucket lives in another stack, so the finding's id is known while the app is built.
 */
export function acknowledgeUploadObjects(role: IConstruct, uploads: IBucket, prefix?: string): void {
  const arn = Stack.of(role) === uploads.stack ? uploads.bucketArn : uploads.stack.exportValue(uploads.bucketArn);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagValue(role, `${arn}/${prefix ?? ''}*`)}]`,
    reason: prefix
      ? `Objects are stored under ${prefix}<key derived from their content> (weekly PDFs by week and data hash, map pictures by input hash, report photos by site, submission and photo id), known only once the data is read, so the role is limited to that prefix of the bucket; the actions are read and write of objects, never s3:*.`
      : 'CAT files are stored under keys chosen per upload, so the objects of the one upload bucket cannot be named in advance; the actions are the route\'s own (read, or read and write), never s3:*.',
  });
}

/** The distribution served on its *.cloudfront.net name (no custom domain configured). */
/**
 * A stream worker's event source grants `dynamodb:ListStreams` on `*`: that action has no
 * resource-level permission in IAM, so it cannot be narrowed.
 */
export function acknowledgeStreamListing(role: IConstruct): void {
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'dynamodb:ListStreams, granted by the Lambda event source of the table stream, supports no resource-level permission; the stream reads themselves are on the table\'s stream ARN.',
  });
}

export function acknowledgeDefaultCertificate(distribution: IConstruct): void {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR4',
    reason: 'No custom domain is configured (context domainName/certificateArn), so viewers use the default *.cloudfront.net certificate, for which CloudFront cannot enforce a minimum TLS version. With a domain and ACM certificate the app sets TLSv1.2_2021 and this acknowledgement is not made. Viewers are redirected to HTTPS and /api/* is HTTPS only.',
  });
}

/** CloudFront geo restriction (warning). */
export function acknowledgeNoGeoRestriction(distribution: IConstruct): void {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'Users are the contractor\'s field crews and its transit-agency customers, who travel; blocking countries would lock them out and is not an access control. Every page needs a Cognito sign-in and every API route but sign-in has the Lambda authorizer.',
  });
}

/** CloudFront without a WAF web ACL (warning); `webAclArn` context attaches one. */
export function acknowledgeNoWaf(distribution: IConstruct): void {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR2',
    reason: 'No WAF web ACL is configured (context webAclArn attaches an existing us-east-1 CLOUDFRONT-scope ACL, and then this acknowledgement is not made). A web ACL is a paid, per-account decision; without it the app still has authentication on every non-sign-in route and per-user and per-address sign-in throttling.',
  });
}

/** The user pool without required MFA (warning). */
export function acknowledgeNoMfa(userPool: IConstruct): void {
  Validations.of(userPool).acknowledge({
    id: 'AwsSolutions-COG2',
    reason: 'MFA (TOTP) is OPTIONAL at the pool and required by the app for super and adminMgmt (domain mfaRequired: their sessions reach nothing but the enrolment until a factor is verified); pool-wide REQUIRED would force it on every field supervisor and agency user. Compensating controls for the others: 12+ character passwords with all character classes, Plus feature plan threat protection, sign-in throttling, administrator-invited users only.',
  });
}

/**
 * The Lambda of CDK's BucketDeployment (a singleton per stack and memory size): its runtime,
 * managed policy and policy are written by aws-cdk-lib, not by us. Only the wildcards it really
 * has are acknowledged: its action groups, the CDK asset bucket's objects, the destination
 * bucket's objects, and `*` for CloudFront invalidations (which have no resource ARN).
 */
export function acknowledgeBucketDeploymentHandler(deployment: BucketDeployment, destination: IBucket): void {
  const handler = deployment.handlerRole.node.scope;
  if (!handler) throw new Error('BucketDeployment handler role has no scope');
  const stack = Stack.of(deployment);
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  // The name as the synthesizer writes it: a concrete account or region replaces its token (the
  // CDK CLI always passes a region, and the account when it has credentials).
  const resolvedOr = (value: string, token: string) => (Token.isUnresolved(value) ? token : value);
  const assetBucket =
    stack.synthesizer instanceof DefaultStackSynthesizer
      ? nagValue(
          stack,
          DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', qualifier)
            .replace('${AWS::AccountId}', resolvedOr(stack.account, '${AWS::AccountId}'))
            .replace('${AWS::Region}', resolvedOr(stack.region, '${AWS::Region}')),
        )
      : undefined;
  const cdkOwned = 'CDK BucketDeployment custom resource (aws-cdk-lib owns its code and policy; it runs only during a deploy)';
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions-L1', reason: `${cdkOwned}: its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.` },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${cdkOwned}: the managed policy only lets it write its own CloudWatch logs.`,
    },
    ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${cdkOwned}: CDK's bucket grants (copy from the asset bucket into the destination), limited to those two buckets.`,
    })),
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${cdkOwned}: cloudfront:CreateInvalidation and GetInvalidation, which do not support resource-level permissions in CDK's grant.`,
    },
    {
      id: `AwsSolutions-IAM5[Resource::${nagValue(stack, destination.arnForObjects('*'))}]`,
      reason: `${cdkOwned}: writes the build's files, whose names it cannot know in advance, into this one site bucket.`,
    },
    ...(assetBucket
      ? [
          {
            id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*]`,
            reason: `${cdkOwned}: reads the zipped build from the CDK bootstrap asset bucket, whose object keys are content hashes.`,
          },
        ]
      : []),
  );
}

/**
 * The alarm topic without a KMS key (SNS2). CloudWatch alarms cannot publish to a topic encrypted
 * with the AWS-managed SNS key, and a customer key for messages that carry no customer data is not
 * worth its policy; publishing is TLS-only (enforceSSL).
 */
export function acknowledgeAlarmTopicKey(topic: IConstruct): void {
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason: 'The alarm topic carries CloudWatch alarm notifications only (alarm name, metric, threshold, state), no customer data. CloudWatch cannot publish to a topic encrypted with the AWS-managed aws/sns key, and a customer-managed key would be kept for data that holds no secret. Publishing requires TLS (enforceSSL).',
  });
}

/** A worker's dead-letter queue (SQS3 asks every queue to have a DLQ of its own). */
export function acknowledgeDeadLetterQueue(queue: IConstruct): void {
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: 'This queue is itself a dead-letter queue: the failure destination of a Lambda event source or the dead-letter target of an EventBridge rule (cdk-nag recognises only SQS redrive policies as DLQ use). A dead-letter queue of a dead-letter queue would only move the problem; its depth alarms instead.',
  });
}

/**
 * A Lambda traced with X-Ray (Tracing.ACTIVE): CDK grants `xray:PutTraceSegments` and
 * `xray:PutTelemetryRecords` on `*`, which have no resource-level permission.
 */
export function acknowledgeTracing(role: IConstruct): void {
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'xray:PutTraceSegments and xray:PutTelemetryRecords (active tracing) support no resource-level permission in IAM.',
  });
}
