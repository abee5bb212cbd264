/**
 * Page quality with Lighthouse (the npm package's CLI) in Debian's Chromium: the login screen and
 * the dashboard after sign-in (the session cookies passed with --extra-headers). Prints the
 * performance and accessibility scores and the console errors Lighthouse saw; nothing asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu';

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; details?: { items?: { description?: string; source?: string }[] } }>;
}

/** Runs the Lighthouse CLI once on `url`; answers its JSON result. */
async function runLighthouse(url: string, preset: 'mobile' | 'desktop', headers?: Record<string, string>): Promise<LighthouseResult> {
  const cli = createRequire(join(process.cwd(), 'package.json')).resolve('lighthouse/cli/index.js');
  const dir = mkdtempSync(join(tmpdir(), 'gl-lighthouse-'));
  const out = join(dir, 'report.json');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`))));
    });
    return JSON.parse(readFileSync(out, 'utf8')) as LighthouseResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in through the API and answers the Cookie header of the three session cookies. */
export async function sessionCookieHeader(url: string, username = 'bartadmin'): Promise<string> {
  const response = await fetch(new URL('/api/user/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Grindline-demo-1' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function line(name: string, result: LighthouseResult): string {
  const score = (id: string) => result.categories[id]?.score?.toFixed(2) ?? 'n/a';
  const errors = result.audits['errors-in-console']?.details?.items ?? [];
  const listed = errors.map((e) => `${e.source ?? ''} ${e.description ?? ''}`.trim()).slice(0, 3).join(' | ');
  return `  ${name}: performance ${score('performance')}, accessibility ${score('accessibility')}, console errors ${errors.length}${listed ? ` (${listed})` : ''}`;
}

/** Lighthouse on the login screen and the signed-in dashboard, mobile (default) and desktop presets. */
export async function lighthouseReport(url: string): Promise<string> {
  const lines = ['Lighthouse 12 (Debian Chromium, headless; target: performance >= 0.95, accessibility 1.00, no console errors):'];
  for (const preset of ['mobile', 'desktop'] as const) {
    try {
      lines.push(line(`login screen, ${preset}`, await runLighthouse(url, preset)));
      const cookie = await sessionCookieHeader(url);
      lines.push(line(`dashboard signed in as bartadmin, ${preset}`, await runLighthouse(url, preset, { Cookie: cookie })));
    } catch (error) {
      lines.push(`  ${preset}: Lighthouse failed: ${(error as Error).message}`);
    }
  }
  return lines.join('\n');
}
