import { keyPrefix, webApps } from './web-apps';

describe('web apps', () => {
  it('lists the shell and the four micro-frontends, each with its own site stack', () => {
    expect(webApps.map((a) => a.name)).toEqual(['shell', 'reports', 'dashboards', 'maps', 'datacollection']);
    expect(new Set(webApps.map((a) => a.stackName)).size).toBe(webApps.length);
  });

  it('stores a remote under the same prefix its CloudFront behaviour matches', () => {
    expect(webApps.map(keyPrefix)).toEqual(['', 'remotes/reports/', 'remotes/dashboards/', 'remotes/maps/', 'remotes/datacollection/']);
  });
});
