/**
 * The two ratchets of issue 25 (functions/tests/contracts.test.ts): what is still to do, as
 * sorted lists in small text files (one entry a line) that only shrink. Each engineer who
 * describes a route or converts an API file removes its line in the same commit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteContract } from '@grindline/domain';

export const REPO = join(__dirname, '..', '..', '..');

/** A ratchet list: its lines, without blanks and # comments. */
export function readList(file: string): string[] {
  return readFileSync(join(__dirname, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** Whether a contract describes at least one success (2xx) answer. */
export function describesSuccess(contract: RouteContract): boolean {
  return Object.keys(contract.responses).some((status) => Number(status) >= 200 && Number(status) < 300);
}

/**
 * The source folders of the browser apps whose API calls must go through apiCall: every
 * micro-frontend's src, and the shell's src except its kit (the session-aware fetch apiCall uses)
 * and its service worker. Tests and test support are left out: their doubles come from the
 * contracts through ui/src/testing/mock-api.ts.
 */
function browserSources(): string[] {
  const roots = readdirSync(REPO)
    .filter((dir) => dir.startsWith('mf-') || dir === 'shell')
    .map((dir) => join(REPO, dir, 'src'));
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(REPO, path);
      if (entry.isDirectory()) {
        if (['node_modules', 'testing', '__tests__', '__mocks__'].includes(entry.name)) continue;
        if (rel === join('shell', 'src', 'kit') || rel === join('shell', 'src', 'sw')) continue;
        walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  for (const root of roots) {
    try {
      walk(root);
    } catch {
      // a workspace without src
    }
  }
  return files;
}

/** Why a browser source still reaches the API by hand, or null when it does not. */
export function rawApiUse(source: string): string | null {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
  // A string holding /api/ as a path (not a relative import such as '../api/get-x').
  const path = code.match(/(['"`])[^'"`\n]*(?<![.\w])\/api\/[^'"`\n]*\1?/);
  if (path) return `writes the path ${path[0]}`;
  const call = code.match(/\bapi(Json|Fetch)\s*[<(]/);
  if (call) return `calls ${call[0].replace(/\s*[<(]$/, '')} directly`;
  return null;
}

/** The browser sources that still write an /api/ path or call apiJson/apiFetch, with why (repo-relative, sorted). */
export function rawApiFiles(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of browserSources()) {
    const why = rawApiUse(readFileSync(file, 'utf8'));
    if (why) found.set(relative(REPO, file).split('\\').join('/'), why);
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}
