import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort, holdPort, servicePortRanges, startOnFreePort, startService } from './process';

function kernelEphemeralRange(): [number, number] | undefined {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return [low, high];
  } catch {
    return undefined;
  }
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('emulator processes', () => {
  it('picks free ports outside the range the kernel gives outgoing connections, never twice', async () => {
    const ephemeral = kernelEphemeralRange();
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20000);
      expect(port).toBeLessThanOrEqual(65535);
      if (ephemeral) expect(port < ephemeral[0] || port > ephemeral[1]).toBe(true);
    }
    expect(servicePortRanges().length).toBeGreaterThan(0);
  });

  it('holds a port until it is released, then the server that asked for it can bind it', async () => {
    const held = await holdPort();
    expect(await canBind(held.port)).toBe(false);
    await held.release();
    expect(await canBind(held.port)).toBe(true);
  });

  it('starts again on another port when the probed one was taken before the bind', async () => {
    const tried: number[] = [];
    const started = await startOnFreePort(undefined, async (port) => {
      tried.push(port);
      if (tried.length === 1) throw new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
      return port;
    });
    expect(tried).toHaveLength(2);
    expect(started).toBe(tried[1]);
    expect(tried[1]).not.toBe(tried[0]);
  });

  it('does not retry other failures, nor a port the caller asked for', async () => {
    let calls = 0;
    await expect(
      startOnFreePort(undefined, async () => {
        calls += 1;
        throw new Error('java: not found');
      }),
    ).rejects.toThrow('java: not found');
    expect(calls).toBe(1);
    await expect(
      startOnFreePort(4567, async (port) => {
        calls += 1;
        throw new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
      }),
    ).rejects.toThrow(/4567/);
    expect(calls).toBe(2);
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
