import { loadReleaseManifest, parseReleaseManifest } from './release-manifest';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the release manifest (/remotes.json)', () => {
  it('reads each remote’s version, URL and kit range', () => {
    expect(
      parseReleaseManifest({
        remotes: { reports: { version: '1.4.0', url: '/remotes/reports/1.4.0/remoteEntry.js', kit: '^1.1.0' } },
      }),
    ).toEqual({ reports: { version: '1.4.0', url: '/remotes/reports/1.4.0/remoteEntry.js', kit: '^1.1.0' } });
  });

  it('still reads the older name-to-URL shape, which declares no kit range', () => {
    expect(parseReleaseManifest({ remotes: { maps: '/remotes/maps/remoteEntry.js', dashboards: '' } })).toEqual({
      maps: { url: '/remotes/maps/remoteEntry.js' },
    });
  });

  it('drops an entry without a URL and refuses a body without remotes', () => {
    expect(parseReleaseManifest({ remotes: { maps: { version: '1.0.0' } } })).toEqual({});
    expect(() => parseReleaseManifest({ apps: {} })).toThrow('no "remotes" object');
  });

  it('gives no remotes when the file cannot be read, so every area shows its notice', async () => {
    const failing = jest.fn(async () => new Response('nope', { status: 404 }));
    expect(await loadReleaseManifest(failing as unknown as typeof fetch)).toEqual({});
    expect(failing).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });
});
