/**
 * Where a seeding run's time goes (issue 30: the bench data set's load), in seconds per phase,
 * summed over the calls of each phase. The bench prints them next to the load time.
 */
export type Phases = Record<string, number>;

/** Runs `task`, adding its wall time in seconds to `phases[name]`. */
export async function timed<T>(phases: Phases, name: string, task: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  try {
    return await task();
  } finally {
    phases[name] = (phases[name] ?? 0) + (performance.now() - started) / 1000;
  }
}

/** `phases` as one line: `tracks 3.1 s, numbering 9.8 s, ...` in the order they were first timed. */
export function formatPhases(phases: Phases): string {
  return Object.entries(phases).map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ');
}
