/**
 * Which local addresses listen on a TCP port, read from the kernel's socket tables
 * (/proc/net/tcp and tcp6, Linux). Used by the tests that prove every local service listens on
 * the loopback address only.
 */
import { existsSync, readFileSync } from 'node:fs';

const LISTEN = '0A';

function ipv4(hex: string): string {
  // Little-endian: 0100007F is 127.0.0.1.
  const bytes = hex.match(/../g)!.map((b) => parseInt(b, 16)).reverse();
  return bytes.join('.');
}

function ipv6(hex: string): string {
  // Four little-endian 32-bit words.
  const words = hex.match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(''));
  const groups = words.join('').match(/.{4}/g)!.map((g) => parseInt(g, 16).toString(16));
  const text = groups.join(':');
  if (text === '0:0:0:0:0:0:0:0') return '::';
  if (text === '0:0:0:0:0:0:0:1') return '::1';
  const mapped = /^0:0:0:0:0:ffff:([0-9a-f]+):([0-9a-f]+)$/.exec(text);
  if (mapped) {
    const n = (parseInt(mapped[1], 16) << 16) | parseInt(mapped[2], 16);
    return `::ffff:${[n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')}`;
  }
  return text;
}

/** The addresses listening on `port` (e.g. ['127.0.0.1']); empty when none, or off Linux. */
export function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const [file, decode] of [['/proc/net/tcp', ipv4], ['/proc/net/tcp6', ipv6]] as const) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 4 || cols[3] !== LISTEN) continue;
      const [addr, portHex] = cols[1].split(':');
      if (parseInt(portHex, 16) === port) found.push(decode(addr));
    }
  }
  return found;
}

/** Whether an address is a loopback one. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
