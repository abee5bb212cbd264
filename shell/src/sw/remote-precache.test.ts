import { remoteFilesToCache } from './remote-precache';

describe('remoteFilesToCache', () => {
  const manifest = {
    version: '1.4.0',
    files: [
      { url: 'remoteEntry.js', revision: 'a1b2' },
      { url: '__federation_expose_app.0123abcd.js', revision: null },
      { url: '512.89abcdef.js', revision: null },
    ],
  };

  it('caches every file of a remote not cached yet, under its base path', () => {
    expect(remoteFilesToCache('/remotes/reports/', manifest, new Set())).toEqual([
      '/remotes/reports/remoteEntry.js',
      '/remotes/reports/__federation_expose_app.0123abcd.js',
      '/remotes/reports/512.89abcdef.js',
    ]);
  });

  it('skips hashed files already cached but always refreshes the entry', () => {
    const cached = new Set(['/remotes/reports/remoteEntry.js', '/remotes/reports/512.89abcdef.js']);
    expect(remoteFilesToCache('/remotes/reports/', manifest, cached)).toEqual(['/remotes/reports/remoteEntry.js', '/remotes/reports/__federation_expose_app.0123abcd.js']);
  });

  it('refuses paths that would leave the remote', () => {
    const evil = { files: [{ url: '../shell/index.html', revision: 'x' }, { url: '/api/user', revision: 'x' }] };
    expect(remoteFilesToCache('/remotes/reports/', evil, new Set())).toEqual([]);
  });
});
