import { createServer } from 'node:net';
import { isLoopback, listeningAddresses } from './listen-addresses';

const listen = (host: string) =>
  new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    const server = createServer().listen(0, host, () => {
      const { port } = server.address() as { port: number };
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });

(process.platform === 'linux' ? describe : describe.skip)('listeningAddresses', () => {
  it('tells a loopback listener from a wildcard one', async () => {
    const local = await listen('127.0.0.1');
    const everywhere = await listen('0.0.0.0');
    try {
      expect(listeningAddresses(local.port)).toEqual(['127.0.0.1']);
      expect(listeningAddresses(everywhere.port)).toEqual(['0.0.0.0']);
      expect(isLoopback('127.0.0.1')).toBe(true);
      expect(isLoopback('0.0.0.0')).toBe(false);
      expect(isLoopback('::')).toBe(false);
    } finally {
      await Promise.all([local.close(), everywhere.close()]);
    }
  });
});
