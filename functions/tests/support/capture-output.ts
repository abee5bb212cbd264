/**
 * Captures what a test's functions write (stdout, stderr, the console), one entry per line, and
 * reads Powertools' JSON log lines and EMF documents out of it. No side effect on import; a test
 * file that needs every log level and the EMF output imports ./telemetry first instead.
 */
import { format } from 'node:util';

/** One metric directive of an EMF line. */
export interface EmfLine {
  _aws: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
}

/** Everything written while capturing: stdout, stderr and the console, one entry per line. */
export interface Capture {
  lines: string[];
  /** The lines that are JSON objects (Powertools' log lines and EMF documents). */
  json(): Record<string, unknown>[];
  /** The log lines (JSON with a level and a message). */
  logs(): Record<string, unknown>[];
  /** The EMF documents. */
  emf(): EmfLine[];
  /** Values of metric `name` over every EMF document, with the dimensions of each. */
  metric(name: string): { value: number; dimensions: Record<string, unknown> }[];
  /** Stops capturing and restores the streams and the console. */
  stop(): void;
}

function parse(line: string): Record<string, unknown> | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Captures (and keeps off the test output) everything written to process.stdout, process.stderr
 * and the console until `stop()`.
 */
export function captureOutput(): Capture {
  const lines: string[] = [];
  const take = (text: string) => lines.push(...text.split('\n').filter((l) => l.trim() !== ''));
  const stdout = process.stdout.write;
  const stderr = process.stderr.write;
  const hook = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    take(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as typeof process.stdout.write;
  process.stdout.write = hook;
  process.stderr.write = hook;
  const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
  const spies = methods.map((m) => jest.spyOn(console, m).mockImplementation((...args: unknown[]) => take(format(...args))));
  const json = () => lines.map(parse).filter((l): l is Record<string, unknown> => l !== null);
  const emf = () => json().filter((l) => typeof l._aws === 'object') as EmfLine[];
  return {
    lines,
    json,
    logs: () => json().filter((l) => typeof l.level === 'string' && 'message' in l),
    emf,
    metric: (name) =>
      emf().flatMap((doc) => {
        const directive = doc._aws.CloudWatchMetrics[0];
        if (!directive.Metrics.some((m) => m.Name === name)) return [];
        const dimensions = Object.fromEntries(directive.Dimensions.flat().map((d) => [d, doc[d]]));
        const value = doc[name];
        return (Array.isArray(value) ? value : [value]).map((v) => ({ value: Number(v), dimensions }));
      }),
    stop() {
      process.stdout.write = stdout;
      process.stderr.write = stderr;
      for (const spy of spies) spy.mockRestore();
    },
  };
}
