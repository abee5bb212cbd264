/**
 * Reads every Lambda function of a synthesised cloud assembly with its staged asset folder, and
 * what its bundle reads from the environment, so a test can hold each one to what it needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assemblyStacks, readTemplate } from './cli-synth';

export interface SynthesizedFunction {
  stack: string;
  /** The construct path (`GrindlineApiReports/BartReportSubmit/Resource`). */
  path: string;
  runtime: string;
  handler: string;
  architecture: string;
  memoryMb: number;
  timeoutSeconds: number;
  /** Names of the environment variables the template sets. */
  environment: string[];
  /** The asset folder the CLI staged for it (cdk.out/asset.<hash>). */
  assetDir: string;
  /** The staged asset folders of its layers (what Lambda unpacks under /opt), in order. */
  layerDirs: string[];
}

type Resource = { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> };

/** Every AWS::Lambda::Function of the assembly in `outdir`; `ours` leaves out aws-cdk-lib's own. */
export function synthesizedFunctions(outdir: string, { ours }: { ours: boolean }): SynthesizedFunction[] {
  return assemblyStacks(outdir).flatMap((stack) => {
    const assets = JSON.parse(readFileSync(join(outdir, `${stack}.assets.json`), 'utf8')) as { files: Record<string, { source: { path: string } }> };
    const resources = readTemplate(outdir, stack).Resources as Record<string, Resource>;
    const assetDir = (key: unknown) => {
      const source = assets.files[String(key ?? '').replace(/\.zip$/, '')]?.source.path;
      return source ? join(outdir, source) : '';
    };
    return Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
      .map(([logicalId, r]) => {
        const p = r.Properties as Record<string, any>;
        const hash = String(p.Code?.S3Key ?? '').replace(/\.zip$/, '');
        const source = assets.files[hash]?.source.path;
        return {
          stack,
          path: String(r.Metadata?.['aws:cdk:path'] ?? `${stack}/${logicalId}`),
          runtime: String(p.Runtime),
          handler: String(p.Handler),
          architecture: String(p.Architectures?.[0] ?? 'x86_64'),
          memoryMb: Number(p.MemorySize ?? 128),
          timeoutSeconds: Number(p.Timeout ?? 3),
          environment: Object.keys(p.Environment?.Variables ?? {}),
          assetDir: source ? join(outdir, source) : '',
          layerDirs: ((p.Layers ?? []) as Array<{ Ref?: string }>).map((layer) => assetDir((resources[layer.Ref ?? '']?.Properties as Record<string, any> | undefined)?.Content?.S3Key)),
        };
      })
      // aws-cdk-lib's custom-resource handlers (BucketDeployment, auto-delete objects) are its code.
      .filter((fn) => !ours || !/\/Custom[A-Z:]/.test(fn.path));
  });
}

/** The Node.js major of a Lambda runtime id (`nodejs24.x` -> 24), or null for another language. */
export function nodeMajorOf(runtime: string): number | null {
  const match = /^nodejs(\d+)\.x$/.exec(runtime);
  return match ? Number(match[1]) : null;
}

/** Whether the ES module source exports a binding named `handler`. */
export function exportsHandler(source: string): boolean {
  return /export\s*\{[^}]*\bhandler\s*[,}]/.test(source) || /export\s+(async\s+)?(const|let|var|function)\s+handler\b/.test(source);
}

/** The handler file of a Lambda (`index.handler` -> `<assetDir>/index.mjs`), if it exists. */
export function handlerFile(fn: SynthesizedFunction): string | undefined {
  const base = fn.handler.replace(/\.[^.]+$/, '');
  return ['.mjs', '.js'].map((ext) => join(fn.assetDir, base + ext)).find((file) => existsSync(file));
}

const NAME = '[A-Z][A-Z0-9_]*';
/** Upper case with an underscore: how a variable looks, unlike a constant such as `e.GET`. */
const ENV_NAME = '[A-Z][A-Z0-9]*_[A-Z0-9_]+';
/** How far after `e = process.env` the alias `e` is followed (readConfig's body is ~1 KB minified). */
const ALIAS_REACH = 2000;

/**
 * The environment variables a bundle reads: `process.env.NAME`, `process.env["NAME"]`, and the
 * same through a name bound to `process.env` (`function readConfig(e = process.env)`, then
 * `e.NAME`), and the values handed by name to a reader (`required(env, "TABLE_NAME")`,
 * `read("LOGIN_MAX_FAILURES_PER_USER", 5)`), the forms functions/src/lib/config.ts and its
 * siblings compile to.
 */
export function environmentReads(source: string): Set<string> {
  const names = new Set<string>();
  const add = (re: RegExp) => {
    for (const match of source.matchAll(re)) names.add(match[1]);
  };
  add(new RegExp(`process\\.env\\.(${NAME})\\b`, 'g'));
  add(new RegExp(`process\\.env\\[\\s*["'\`](${NAME})["'\`]\\s*\\]`, 'g'));
  // Minified names are reused, so an alias counts only in the code right after its binding
  // (the body of the small reader function that declared it).
  for (const at of indexesOf(source, 'process.env')) {
    const binding = /([A-Za-z_$][\w$]*)\s*=\s*(\{\s*\.\.\.)?$/.exec(source.slice(Math.max(0, at - 60), at));
    if (!binding) continue;
    const alias = binding[1].replace(/\$/g, '\\$');
    const body = source.slice(at, at + ALIAS_REACH);
    for (const match of body.matchAll(new RegExp(`(?<![\\w$.])${alias}(?:\\?\\.|\\.)(${ENV_NAME})\\b`, 'g'))) names.add(match[1]);
  }
  add(new RegExp(`[\\w$]+\\(\\s*[\\w$]+\\s*,\\s*"(${ENV_NAME})"\\s*\\)`, 'g'));
  add(new RegExp(`[\\w$]+\\(\\s*"(${ENV_NAME})"\\s*,\\s*[\\d.e]+\\s*\\)`, 'g'));
  return names;
}

function* indexesOf(text: string, needle: string): Generator<number> {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) yield at;
}
