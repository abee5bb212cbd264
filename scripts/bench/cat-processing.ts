/**
 * The CAT processing figure: a 1 km run at 1 mm (1,000,000 samples, one rail) processed by
 * functions/src/cat/roughness.ts against the numpy reference of the same algorithm
 * (cat_reference.py) on the same samples, as a ratio (issue 30's goal: at or under 1.0x numpy's time), and the largest
 * difference of their band levels (they must agree).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAfterPair } from '../../functions/src/cat/demo-run';
import { processRoughness } from '../../functions/src/cat/roughness';
import { median } from './submit';

const REPEATS = 5;

/** Runs both and returns the printable lines. */
export function timeCatProcessing(): string {
  const { before } = beforeAfterPair(1000);
  const times: number[] = [];
  let result = processRoughness(before, 1);
  for (let r = 0; r < REPEATS; r++) {
    const started = performance.now();
    result = processRoughness(before, 1);
    times.push(performance.now() - started);
  }
  const dir = mkdtempSync(join(tmpdir(), 'gl-cat-bench-'));
  try {
    const file = join(dir, 'run.f64');
    writeFileSync(file, Buffer.from(before.buffer, before.byteOffset, before.byteLength));
    const py = spawnSync('python3', [join(__dirname, 'cat_reference.py'), file, '1', String(REPEATS)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (py.status !== 0) return `CAT processing (1 km at 1 mm, 1,000,000 samples): TypeScript ${median(times).toFixed(0)} ms; numpy reference failed: ${py.stderr.trim().split('\n').pop()}`;
    const ref = JSON.parse(py.stdout) as { ms: number[]; oct3: number[]; oct24: number[]; rms: number[]; cqi: Record<string, number> };
    const diff = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));
    const ts = median(times);
    const np = median(ref.ms);
    return [
      'CAT processing (1 km at 1 mm, 1,000,000 samples, one rail: spikes, curvature, Welch 1/3 + 1/24 octave, 1 m block RMS, CQI):',
      `  TypeScript + fft.js ${ts.toFixed(0)} ms (median of ${REPEATS}) vs numpy ${np.toFixed(0)} ms: ratio ${(ts / np).toFixed(2)}x (goal at or under 1.0x)`,
      `  agreement: 1/3 octave max |Δ| ${diff(result.OCT_3.y, ref.oct3).toFixed(2)} dB, 1/24 octave ${diff(result.OCT_24.y, ref.oct24).toFixed(2)} dB, block RMS ${diff(result.RMS_30_100.y, ref.rms).toFixed(2)} dB over ${ref.rms.length} blocks`,
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && process.argv[1].endsWith('cat-processing.ts')) console.log(timeCatProcessing());
