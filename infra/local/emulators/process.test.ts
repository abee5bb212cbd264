import { freePort, startService } from './process';

describe('emulator processes', () => {
  it('picks free ports in 20000-60000', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20000);
    expect(port).toBeLessThan(60000);
  });

  it('fails with the service output when it exits before answering', async () => {
    const start = startService({
      name: 'broken',
      command: process.execPath,
      args: ['-e', 'console.error("no java here"); process.exit(3)'],
      ready: async () => false,
    });
    await expect(start).rejects.toThrow(/broken exited before it answered[\s\S]*no java here/);
  });

  it('kills a service that never answers once the time is up', async () => {
    const start = startService({
      name: 'silent',
      command: process.execPath,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      ready: async () => false,
      timeoutMs: 500,
    });
    await expect(start).rejects.toThrow(/silent did not answer in time/);
  });
});
