import { Template } from 'aws-cdk-lib/assertions';
import { synthGrindline } from '../testing/temp-repo';
import { apiSsmNames } from './api-stack';
import { parseRestoredTable } from './data-stack';

const restored = {
  tableName: 'grindline-restored-20261125',
  tableStreamArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/grindline-restored-20261125/stream/2026-11-25T10:00:00.000',
};

describe('parseRestoredTable (context restoredTable)', () => {
  it('reads the restored table and its stream', () => {
    expect(parseRestoredTable(JSON.stringify(restored))).toEqual(restored);
    expect(parseRestoredTable(undefined)).toBeUndefined();
  });

  it('names the field that is wrong, so a deploy never points at half a configuration', () => {
    expect(() => parseRestoredTable('grindline-restored')).toThrow('restoredTable must be JSON');
    expect(() => parseRestoredTable(JSON.stringify({ tableStreamArn: restored.tableStreamArn }))).toThrow('restoredTable.tableName');
    expect(() => parseRestoredTable(JSON.stringify({ tableName: restored.tableName }))).toThrow('restoredTable.tableStreamArn');
    const other = restored.tableStreamArn.replace('table/grindline-restored-20261125', 'table/grindline-live');
    expect(() => parseRestoredTable(JSON.stringify({ ...restored, tableStreamArn: other }))).toThrow('is the stream of grindline-live, not of grindline-restored-20261125');
  });
});

describe('a deployment pointed at a restored table', () => {
  const { stacks, repo } = synthGrindline([], { restoredTable: restored });
  afterAll(() => repo.remove());

  it('creates no table (the old one is retained, deletion-protected, outside the template)', () => {
    Template.fromStack(stacks.data).resourceCountIs('AWS::DynamoDB::Table', 0);
  });

  it('hands the restored table and its stream to every area through the API stack\'s parameters', () => {
    const api = Template.fromStack(stacks.api);
    api.hasResourceProperties('AWS::SSM::Parameter', { Name: apiSsmNames.tableName, Value: restored.tableName });
    api.hasResourceProperties('AWS::SSM::Parameter', { Name: apiSsmNames.tableStreamArn, Value: restored.tableStreamArn });
  });

  it('grants the authorizer the restored table only', () => {
    const policies = JSON.stringify(Template.fromStack(stacks.api).findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`:table/${restored.tableName}`);
    expect(policies).not.toMatch(/GrindlineData|TableCD117FA1/);
  });
});
