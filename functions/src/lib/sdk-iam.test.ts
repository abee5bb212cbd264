import { iamRequestsOf, notFoundRequests } from './sdk-iam';

const env = { region: 'us-east-1', userPoolId: 'local_pool' };
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/t';

describe('iamRequestsOf', () => {
  it('authorises a transaction item by item, each with its partition key', () => {
    const requests = iamRequestsOf('DynamoDBClient', 'TransactWriteItemsCommand', {
      TransactItems: [
        { Put: { TableName: 't', Item: { pk: 'REPORT#1', sk: 'CURRENT' } } },
        { Update: { TableName: 't', Key: { pk: { S: 'AGG#1' }, sk: { S: 'x' } } } },
        { ConditionCheck: { TableName: 't', Key: { pk: 'CATFILE#1', sk: 'x' } } },
        { Delete: { TableName: 't', Key: { pk: 'SESSION#1', sk: 'x' } } },
      ],
    }, env);
    expect(requests).toEqual([
      { action: 'dynamodb:PutItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['REPORT#1'] } },
      { action: 'dynamodb:UpdateItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['AGG#1'] } },
      { action: 'dynamodb:ConditionCheckItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['CATFILE#1'] } },
      { action: 'dynamodb:DeleteItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['SESSION#1'] } },
    ]);
  });

  it("names an index query's index ARN and the partition key its key condition fixes", () => {
    const request = iamRequestsOf('DynamoDBClient', 'QueryCommand', {
      TableName: 't',
      IndexName: 'bySiteDate',
      KeyConditionExpression: '#pk = :site AND #sk BETWEEN :a AND :b',
      ExpressionAttributeNames: { '#pk': 'bySiteDatePk', '#sk': 'bySiteDateSk' },
      ExpressionAttributeValues: { ':site': 'BART', ':a': '1', ':b': '2' },
    }, env);
    expect(request).toEqual([{ action: 'dynamodb:Query', resource: `${TABLE}/index/bySiteDate`, context: { 'dynamodb:LeadingKeys': ['BART'] } }]);
  });

  it('gathers the distinct partition keys of a batch read per table', () => {
    const request = iamRequestsOf('DynamoDBClient', 'BatchGetItemCommand', {
      RequestItems: { t: { Keys: [{ pk: 'LOGINFAIL#u', sk: 'a' }, { pk: 'LOGINFAIL#ip', sk: 'b' }, { pk: 'LOGINFAIL#u', sk: 'c' }] } },
    }, env);
    expect(request).toEqual([{ action: 'dynamodb:BatchGetItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['LOGINFAIL#u', 'LOGINFAIL#ip'] } }]);
  });

  it('treats HEAD as GET, names the object ARN, and the SES sender identity', () => {
    expect(iamRequestsOf('S3Client', 'HeadObjectCommand', { Bucket: 'b', Key: 'cat/uploads/x' }, env)).toEqual([
      { action: 's3:GetObject', resource: 'arn:aws:s3:::b/cat/uploads/x' },
    ]);
    expect(iamRequestsOf('SESv2Client', 'SendEmailCommand', { FromEmailAddress: 'Grindline <no-reply@grindline.local>' }, env)).toEqual([
      { action: 'ses:SendEmail', resource: 'arn:aws:ses:us-east-1:000000000000:identity/no-reply@grindline.local' },
    ]);
  });

  it("needs no IAM request for Cognito's public-client operations, but does for admin ones", () => {
    expect(iamRequestsOf('CognitoIdentityProviderClient', 'InitiateAuthCommand', { ClientId: 'c' }, env)).toEqual([]);
    expect(iamRequestsOf('CognitoIdentityProviderClient', 'AdminCreateUserCommand', { UserPoolId: 'p' }, env)).toEqual([
      { action: 'cognito-idp:AdminCreateUser', resource: 'arn:aws:cognito-idp:us-east-1:000000000000:userpool/p' },
    ]);
  });

  it('counts the listing a 404 of a missing object relies on', () => {
    expect(notFoundRequests('S3Client', 'GetObjectCommand', { Bucket: 'b', Key: 'maps/x.png' })).toEqual([
      { action: 's3:ListBucket', resource: 'arn:aws:s3:::b', context: { 's3:prefix': 'maps/x.png' } },
    ]);
    expect(notFoundRequests('S3Client', 'PutObjectCommand', { Bucket: 'b', Key: 'x' })).toEqual([]);
  });
});
