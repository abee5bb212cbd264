import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const APPS = ['shell', 'mf-reports', 'mf-dashboards', 'mf-maps', 'mf-datacollection', 'ui'];

/** Source files the browser bundles run (tests and test helpers left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names (not types) a file imports from 'react-router-dom' or 'react-router'. */
function importedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',').map((p) => p.trim()).filter(Boolean)) {
      if (!part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

describe('the react-router subset shared in place of react-router-dom (scripts/webpack/react-router-subset.mjs)', () => {
  const subset = readFileSync(join(ROOT, 'scripts/webpack/react-router-subset.mjs'), 'utf8');
  const exported = new Set(/export\s*\{([^}]*)\}/.exec(subset)![1].split(',').map((n) => n.trim()));

  it('exports every name the shell and the remotes import from the router', () => {
    const files = APPS.flatMap((app) => sources(join(ROOT, app, 'src')));
    const missing = files.flatMap((file) => importedNames(readFileSync(file, 'utf8')).filter((n) => !exported.has(n)).map((n) => `${n} (${file.slice(ROOT.length + 1)})`));
    expect(files.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('reads imports the way the check above needs', () => {
    expect(importedNames("import { Link, type To, useParams as p } from 'react-router-dom';\nimport type { Location } from 'react-router';")).toEqual(['Link', 'useParams']);
    expect(exported.has('BrowserRouter')).toBe(true);
  });
});
