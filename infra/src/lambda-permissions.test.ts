import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { routeById } from '../../functions/src/route-table';
import { accessStatements } from './lambda-permissions';
import { routeAccess, workerAccess } from './route-access';

const stack = new Stack();
const resources = {
  table: { tableArn: 'arn:aws:dynamodb:eu-west-1:1:table/t', indexNames: ['bySiteDate'] },
  uploads: new Bucket(stack, 'Uploads'),
  userPoolArn: 'arn:aws:cognito-idp:eu-west-1:1:userpool/p',
};
const actionsOf = (access: Parameters<typeof accessStatements>[0]) =>
  accessStatements(access, resources).flatMap((s) => s.toStatementJson().Action as string | string[]).flat().sort();

describe('accessStatements', () => {
  it('gives readers single, batched and query reads only, and writers no batch write', () => {
    expect(actionsOf(routeAccess(routeById('daily-stats')))).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    // A filing also reads (HeadObject) the photos it refers to (issue 28).
    expect(actionsOf(routeAccess(routeById('bart-report-submit')))).toEqual([
      'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 's3:GetObject', 's3:ListBucket',
    ]);
  });

  it('limits the photo reads to their prefixes, listing included', () => {
    const json = accessStatements(routeAccess(routeById('report-photos')), resources).map((s) => stack.resolve(s.toStatementJson()) as { Action: string; Resource: unknown; Condition?: unknown });
    const list = json.find((s) => s.Action === 's3:ListBucket');
    expect(list?.Condition).toEqual({ StringLike: { 's3:prefix': ['photos/*', 'photo-thumbs/*'] } });
    const get = json.find((s) => s.Action === 's3:GetObject');
    expect(JSON.stringify(get?.Resource)).toMatch(/\/photos\/\*.*\/photo-thumbs\/\*/);
  });

  it('lets the upload signer put objects and nothing else, and the CAT processing read and delete but not write', () => {
    expect(actionsOf(routeAccess(routeById('datacollection-upload')))).toEqual(['s3:PutObject']);
    expect(actionsOf(workerAccess({ handler: 'data-collection/process-upload' }))).toEqual([
      'dynamodb:GetItem', 'dynamodb:PutItem', 's3:DeleteObject', 's3:GetObject', 's3:ListBucket',
    ]);
    expect(actionsOf(routeAccess(routeById('map-image')))).toEqual([
      'dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 's3:GetObject', 's3:ListBucket', 's3:PutObject',
    ]);
  });
});
