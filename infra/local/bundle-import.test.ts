import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './emulators/process';

describe('importBundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads a bundle under tsx (as the local stack runs) as Node would, its dynamic imports untouched', () => {
    const bundle = join(dir, 'index.mjs');
    writeFileSync(bundle, 'export async function load() { return import("node:path"); }\nexport const handler = async () => "ok";\n');
    const script = [
      `import { importBundle } from ${JSON.stringify(join(repoRoot(), 'infra/local/bundle-import.ts'))};`,
      `const plain = await import(${JSON.stringify(bundle)});`,
      `const kept = await importBundle(${JSON.stringify(bundle)});`,
      'console.log(JSON.stringify({ plain: plain.load.toString(), kept: kept.load.toString(), answer: await kept.handler() }));',
    ].join('\n');
    const env = { ...process.env };
    delete env.JEST_WORKER_ID;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot(), env, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const loaded = JSON.parse(run.stdout) as { plain: string; kept: string; answer: string };
    // What tsx does to a module it loads: each dynamic import rewritten (and a source map made).
    expect(loaded.plain).toContain('import("node:path").then(');
    expect(loaded.kept).toBe('async function load() { return import("node:path"); }');
    expect(loaded.answer).toBe('ok');
  });
});
