import { routeById, type RouteDef } from '../../functions/src/route-table';
import { authorizerAccess, routeAccess, workerAccess } from './route-access';

describe('routeAccess', () => {
  it('gives session routes their own items only, never the whole table nor a Cognito grant', () => {
    expect(routeAccess(routeById('user-login'))).toEqual({
      table: 'none',
      items: [
        // The session and its index under the user (issue 31), and the user's last sign-in.
        { actions: ['dynamodb:BatchWriteItem'], keyPrefixes: ['SESSION#', 'USERSESSIONS#'] },
        { actions: ['dynamodb:UpdateItem'], keyPrefixes: ['ACCOUNT#'] },
        { actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], keyPrefixes: ['LOGINFAIL#'] },
        // An expired invitation names who sent it.
        { actions: ['dynamodb:GetItem'], keyPrefixes: ['ACCOUNT#'] },
      ],
      uploads: 'none',
      cognito: [],
    });
    expect(routeAccess(routeById('user-refresh'))).toMatchObject({ table: 'none', items: [{ actions: ['dynamodb:GetItem'] }] });
    expect(routeAccess(routeById('user-logout'))).toMatchObject({
      items: [{ actions: ['dynamodb:DeleteItem'], keyPrefixes: ['SESSION#', 'USERSESSIONS#'] }],
      cognito: [],
    });
    expect(routeAccess(routeById('user-me'))).toEqual({ table: 'none', items: [], uploads: 'none', cognito: ['cognito-idp:AdminGetUser'] });
  });

  it('gives the account routes their exact Cognito actions and their own items, never the whole table (issue 31)', () => {
    expect(routeAccess(routeById('users-disable'))).toEqual({
      table: 'none',
      items: [
        { actions: ['dynamodb:PutItem'], keyPrefixes: ['AUDIT#'] },
        { actions: ['dynamodb:Query'], keyPrefixes: ['USERSESSIONS#'] },
        { actions: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem'], keyPrefixes: ['SESSION#', 'USERSESSIONS#'] },
      ],
      uploads: 'none',
      cognito: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:ListUsersInGroup', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
    });
    expect(routeAccess(routeById('user-password-forgot'))).toMatchObject({ table: 'none', cognito: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'] });
    expect(routeAccess(routeById('user-mfa-setup'))).toEqual({ table: 'none', items: [], uploads: 'none', cognito: [] });
    expect(() => routeAccess({ ...routeById('users-list'), handler: 'users/something-new' })).toThrow(/route-access\.ts/);
  });

  it('lets the authorizer read session items only', () => {
    expect(authorizerAccess()).toEqual({
      table: 'none',
      items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: ['SESSION#'] }],
      uploads: 'none',
      cognito: [],
    });
  });

  it('refuses a user/* handler whose needs are not declared', () => {
    expect(() => routeAccess({ ...routeById('user-me'), handler: 'user/something-new' })).toThrow(/route-access\.ts/);
  });

  it('lets GET routes read the table and other methods write it', () => {
    expect(routeAccess(routeById('daily-stats'))).toMatchObject({ table: 'read', uploads: 'none', cognito: [] });
    expect(routeAccess(routeById('bart-report-submit'))).toMatchObject({ table: 'readWrite' });
    expect(routeAccess(routeById('report-delete'))).toMatchObject({ table: 'readWrite' });
  });

  it('gives an undeclared data-collection handler the upload bucket at the same level as the table', () => {
    const contract = { id: 'cat-other', method: 'POST', path: '/api/data-collection/other', summary: 'x', allow: ['super', 'adminMgmt'], site: { from: 'none' }, responses: {} } as const;
    const other: RouteDef = { ...contract, contract, handler: 'data-collection/other' };
    expect(routeAccess(other)).toEqual({ table: 'readWrite', items: [], uploads: 'readWrite', cognito: [] });
    expect(routeAccess({ ...other, method: 'GET' })).toMatchObject({ table: 'read', uploads: 'read' });
  });

  it('limits the CAT routes and the processing function to cat/uploads/ and their own items', () => {
    // Signing a PUT touches no table, puts only, and only under the upload prefix.
    expect(routeAccess(routeById('datacollection-upload'))).toEqual({ table: 'none', items: [], uploads: 'put', uploadsPrefix: 'cat/uploads/', cognito: [] });
    // Filing writes shift, records and claims only, and only checks that the uploads exist.
    expect(routeAccess(routeById('datacollection-shift'))).toEqual({
      table: 'none',
      items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: ['DCSHIFT#', 'CATFILE#', 'AUDIT#'] }],
      uploads: 'read',
      uploadsPrefix: 'cat/uploads/',
      cognito: [],
    });
    expect(routeAccess(routeById('datacollection-list'))).toEqual({ table: 'read', items: [], uploads: 'none', cognito: [] });
    expect(routeAccess(routeById('datacollection-file'))).toEqual({ table: 'none', items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: ['CATFILE#'] }], uploads: 'none', cognito: [] });
    expect(workerAccess({ handler: 'data-collection/process-upload' })).toEqual({
      table: 'none',
      items: [{ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keyPrefixes: ['CATFILE#'] }],
      uploads: 'read',
      uploadsPrefix: 'cat/uploads/',
      uploadsDelete: true,
      cognito: [],
    });
  });

  it('limits the photo routes to photos/ and photo-thumbs/, and lets the filings check photos/ only', () => {
    expect(routeAccess(routeById('photo-upload'))).toEqual({ table: 'none', items: [], uploads: 'put', uploadsPrefix: 'photos/', cognito: [] });
    expect(routeAccess(routeById('report-photos'))).toEqual({
      table: 'none',
      items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: ['REPORT#'] }],
      uploads: 'none',
      objectReads: ['photos/', 'photo-thumbs/'],
      cognito: [],
    });
    for (const id of ['bart-report-submit', 'standard-report-submit', 'skytrain-report-submit', 'second-flow-report-submit', 'generic-report-submit', 'nyct-report-submit']) {
      expect(routeAccess(routeById(id))).toEqual({ table: 'readWrite', items: [], uploads: 'none', objectReads: ['photos/'], cognito: [] });
    }
    expect(routeAccess(routeById('report-edit')).objectReads).toEqual(['photos/']);
  });

  it('lets the map image read the tracks and keep its pictures in the bucket', () => {
    expect(routeAccess(routeById('map-image'))).toEqual({ table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: 'maps/', cognito: [] });
    // The map layers only read the table.
    expect(routeAccess(routeById('maps-grind'))).toEqual({ table: 'read', items: [], uploads: 'none', cognito: [] });
  });
});

describe('workerAccess', () => {
  it('lets the mail worker use the table and the map pictures, and refuses an undeclared worker', () => {
    expect(workerAccess({ handler: 'mail/drain-outbox' })).toEqual({ table: 'readWrite', items: [], uploads: 'readWrite', uploadsPrefix: 'maps/', objectReads: ['photo-thumbs/'], cognito: [] });
    // The photo thumbnails read photos/ and write photo-thumbs/ only, no table (issue 28).
    expect(workerAccess({ handler: 'photos/make-thumbnails' })).toEqual({ table: 'none', items: [], uploads: 'put', uploadsPrefix: 'photo-thumbs/', objectReads: ['photos/'], cognito: [] });
    expect(() => workerAccess({ handler: 'cat/process-run' })).toThrow(/No IAM access declared for worker cat\/process-run/);
  });
});

describe('routeAccess of the weekly NYCT PDF and the monthly report PDF', () => {
  it('reads the table only and writes its own prefix of the bucket', () => {
    expect(routeAccess(routeById('nyct-weekly-pdf'))).toEqual({
      table: 'read',
      items: [],
      uploads: 'readWrite',
      uploadsPrefix: 'reports/nyct-weekly/',
      cognito: [],
    });
    expect(routeAccess(routeById('monthly-report-pdf'))).toEqual({ table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: 'reports/monthly/', cognito: [] });
    expect(routeAccess(routeById('nyct-weekly'))).toMatchObject({ table: 'read', uploads: 'none' });
  });
});
