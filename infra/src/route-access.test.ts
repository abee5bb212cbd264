import { routeById, type RouteDef } from '../../functions/src/route-table';
import { routeAccess } from './route-access';

describe('routeAccess', () => {
  it('gives session routes Cognito and no table', () => {
    expect(routeAccess(routeById('user-login'))).toEqual({
      table: 'none',
      uploads: 'none',
      cognito: ['cognito-idp:InitiateAuth', 'cognito-idp:RevokeToken'],
    });
  });

  it('lets GET routes read the table and other methods write it', () => {
    expect(routeAccess(routeById('daily-stats'))).toMatchObject({ table: 'read', uploads: 'none', cognito: [] });
    expect(routeAccess(routeById('bart-report-submit'))).toMatchObject({ table: 'readWrite' });
    expect(routeAccess(routeById('report-delete'))).toMatchObject({ table: 'readWrite' });
  });

  it('gives data-collection handlers the upload bucket at the same level as the table', () => {
    const upload: RouteDef = {
      id: 'cat-upload',
      method: 'POST',
      path: '/api/data-collection/uploads',
      handler: 'data-collection/create-upload',
      allow: ['super', 'adminMgmt'],
      site: { from: 'none' },
    };
    expect(routeAccess(upload)).toEqual({ table: 'readWrite', uploads: 'readWrite', cognito: [] });
    expect(routeAccess({ ...upload, method: 'GET' })).toMatchObject({ table: 'read', uploads: 'read' });
  });

  it('lets the map image read the tracks and keep its pictures in the bucket', () => {
    expect(routeAccess(routeById('map-image'))).toEqual({ table: 'read', uploads: 'readWrite', cognito: [] });
  });
});
