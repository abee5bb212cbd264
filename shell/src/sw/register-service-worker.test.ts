import { syncSessionCache } from './register-service-worker';

describe('syncSessionCache', () => {
  const worker = (post: jest.Mock) => ({ ready: Promise.resolve({ active: { postMessage: post } }) }) as unknown as ServiceWorkerContainer;
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('asks the worker to keep the session on sign-in and to drop it on sign-out', async () => {
    process.env.NODE_ENV = 'production';
    const post = jest.fn();
    syncSessionCache(true, worker(post));
    syncSessionCache(false, worker(post));
    await new Promise((r) => setTimeout(r, 0));
    expect(post.mock.calls).toEqual([[{ type: 'cache-session' }], [{ type: 'drop-session' }]]);
  });

  it('does nothing outside production builds (no worker is built there)', async () => {
    process.env.NODE_ENV = 'development';
    const post = jest.fn();
    syncSessionCache(true, worker(post));
    await new Promise((r) => setTimeout(r, 0));
    expect(post).not.toHaveBeenCalled();
  });
});
