import { synthesizedPolicies, type SynthesizedApp } from './synthesized-policies';
import { proveLeastPrivilege } from './simulate';
import type { SdkCallRecord } from '../../../functions/src/lib/sdk-recorder';

// What the recorder writes for a local run: any table, bucket or pool name, the placeholder account.
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/grindline-test';
const call = (functionId: string, action: string, resource: string, context?: Record<string, string[] | string>): SdkCallRecord => ({
  functionId,
  client: 'test',
  command: action,
  requests: [{ action, resource, ...(context ? { context } : {}) }],
});

let app: SynthesizedApp;
beforeAll(() => {
  app = synthesizedPolicies();
}, 300_000);

describe('the least-privilege proof', () => {
  it('finds every route, worker and the authorizer in the synthesised app, with its role policies', () => {
    expect(app.functions.get('user-login')?.path).toMatch(/\/UserLogin$/);
    expect(app.functions.get('mail-outbox')?.policies.length).toBeGreaterThan(0);
    expect(app.functions.get('authorizer')?.policies.length).toBeGreaterThan(0);
  });

  it('allows a call the Lambda is granted: the login writes a session item', async () => {
    // The session and its index under the user are one BatchWrite (services/sessions.ts).
    const report = await proveLeastPrivilege(app, [call('user-login', 'dynamodb:BatchWriteItem', TABLE, { 'dynamodb:LeadingKeys': ['SESSION#abc', 'USERSESSIONS#mbta'] })]);
    expect(report.denied).toEqual([]);
    expect(report.functionsChecked).toEqual(['user-login']);
  });

  it('denies a call outside the grant: the login writing a report item', async () => {
    const report = await proveLeastPrivilege(app, [call('user-login', 'dynamodb:PutItem', TABLE, { 'dynamodb:LeadingKeys': ['REPORT#1'] })]);
    expect(report.denied).toEqual([expect.objectContaining({ functionId: 'user-login', action: 'dynamodb:PutItem', result: 'ImplicitlyDenied' })]);
  });

  it('denies a write by a reading route and an object outside the route prefix', async () => {
    const report = await proveLeastPrivilege(app, [
      call('daily-stats', 'dynamodb:PutItem', TABLE, { 'dynamodb:LeadingKeys': ['REPORT#1'] }),
      call('datacollection-upload', 's3:PutObject', 'arn:aws:s3:::local-bucket/cat/uploads/a.cat'),
      call('datacollection-upload', 's3:PutObject', 'arn:aws:s3:::local-bucket/maps/a.png'),
    ]);
    expect(report.denied.map((d) => `${d.functionId} ${d.action} ${d.resource.split(':::')[1] ?? ''}`)).toEqual([
      'daily-stats dynamodb:PutItem ',
      expect.stringMatching(/^datacollection-upload s3:PutObject .*\/maps\/a\.png$/),
    ]);
  });

  it('reports records of a function the app does not have, and the granted actions no call used', async () => {
    const report = await proveLeastPrivilege(app, [
      call('no-such-route', 'dynamodb:GetItem', TABLE),
      call('user-logout', 'dynamodb:DeleteItem', TABLE, { 'dynamodb:LeadingKeys': ['SESSION#abc'] }),
    ]);
    expect(report.unknownFunctions).toEqual(['no-such-route']);
    expect(report.unusedActions['user-logout']).toBeUndefined();
    expect(report.unusedActions['user-refresh']).toEqual(['dynamodb:GetItem']);
    expect(report.functionsWithoutCalls).toContain('user-refresh');
  });
});
