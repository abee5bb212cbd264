import { Match, Template } from 'aws-cdk-lib/assertions';
import { synthGrindline } from '../testing/temp-repo';
import { DELETED_OBJECTS_KEPT_DAYS, PHOTOS_INFREQUENT_ACCESS_AFTER_DAYS } from './data-stack';

const { stacks, repo } = synthGrindline([], { uploadOrigins: ['https://grindline.example.com'] });
const template = Template.fromStack(stacks.data);
afterAll(() => repo.remove());

describe('DataStack', () => {
  it('declares the table of functions/src/data/table.ts: pk/sk and the bySiteDate index', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'bySiteDatePk', AttributeType: 'S' },
        { AttributeName: 'bySiteDateSk', AttributeType: 'S' },
      ]),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'bySiteDate',
          KeySchema: [
            { AttributeName: 'bySiteDatePk', KeyType: 'HASH' },
            { AttributeName: 'bySiteDateSk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      // The mail outbox is drained from the stream (functions/src/workers.ts).
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('expires sessions and login-failure counters with the table\'s TTL attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('logs every access to the upload bucket into a private log bucket kept a year, retained on delete', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^AccessLogs') }, LogFilePrefix: 's3/uploads/' },
    });
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({ LifecycleConfiguration: { Rules: [{ ExpirationInDays: 365, Status: 'Enabled' }] } }),
      DeletionPolicy: 'Retain',
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^AccessLogs') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'logging.s3.amazonaws.com' }, Action: 's3:PutObject' }),
        ]),
      },
    });
  });

  it('keeps the table and the upload bucket when the stack is deleted', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });

  it('makes the upload bucket private, encrypted and SSL-only, open to browser uploads from the app', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'POST'], AllowedOrigins: ['https://grindline.example.com'] })],
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('protects every table from deletion and keeps 35 days of point-in-time recovery', () => {
    const tables = Object.values(template.findResources('AWS::DynamoDB::Table'));
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(table.DeletionPolicy).toBe('Retain');
    }
  });

  it('versions the upload bucket and keeps a deleted or overwritten object recoverable for the stated days', () => {
    expect(DELETED_OBJECTS_KEPT_DAYS).toBe(30);
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Status: 'Enabled',
            NoncurrentVersionExpiration: { NoncurrentDays: DELETED_OBJECTS_KEPT_DAYS },
            ExpiredObjectDeleteMarker: true,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          }),
        ]),
      },
    });
    // Nothing expires the current version of a customer's object.
    const uploads = Object.values(template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }));
    expect(uploads).toHaveLength(1);
    for (const rule of uploads[0].Properties.LifecycleConfiguration.Rules) expect(rule.ExpirationInDays).toBeUndefined();
  });

  it('moves the photos and their thumbnails to infrequent access after 90 days, and nothing else (issue 28)', () => {
    expect(PHOTOS_INFREQUENT_ACCESS_AFTER_DAYS).toBe(90);
    const uploads = Object.values(template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }))[0];
    const rules = uploads.Properties.LifecycleConfiguration.Rules as Array<{ Prefix?: string; Status: string; Transitions?: unknown }>;
    expect(rules.filter((r) => r.Transitions).map((r) => [r.Prefix, r.Status, r.Transitions])).toEqual([
      ['photos/', 'Enabled', [{ StorageClass: 'STANDARD_IA', TransitionInDays: 90 }]],
      ['photo-thumbs/', 'Enabled', [{ StorageClass: 'STANDARD_IA', TransitionInDays: 90 }]],
    ]);
  });
});
