import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationLoader, kitMismatch } from './federation-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

describe('createFederationLoader (kit compatibility before mounting)', () => {
  beforeEach(() => {
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(loadRemote).mockReset().mockResolvedValue(lifecycles);
  });

  it('registers and loads a remote whose kit range the shell’s kit satisfies', async () => {
    const load = createFederationLoader({ reports: { url: '/remotes/reports/1.0.0/remoteEntry.js', version: '1.0.0', kit: '^1.1.0' } }, '1.1.0');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'reports', entry: '/remotes/reports/1.0.0/remoteEntry.js' }]);
    await expect(load('reports')).resolves.toBe(lifecycles);
  });

  it('never fetches a remote built for another kit, and says why', async () => {
    const load = createFederationLoader({ maps: { url: '/remotes/maps/9.0.0/remoteEntry.js', version: '9.0.0', kit: '^2.0.0' } }, '1.1.0');
    expect(registerRemotes).toHaveBeenCalledWith([]);
    await expect(load('maps')).rejects.toThrow("Remote 'maps' 9.0.0 needs kit ^2.0.0; this shell provides kit 1.1.0");
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('admits an entry of the older manifest shape (no declared range) and refuses an absent remote', async () => {
    expect(kitMismatch('maps', { url: '/remotes/maps/remoteEntry.js' }, '1.1.0')).toBeNull();
    const load = createFederationLoader({}, '1.1.0');
    await expect(load('reports')).rejects.toThrow("Remote 'reports' is not in /remotes.json");
  });
});
