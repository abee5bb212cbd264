/**
 * The kit's classes (`gl-ui-*`) are styled by the kit's styles.css only. A remote's CSS is global
 * once loaded, so a rule of a remote that starts at a kit class (`.gl-ui-table { ... }`) restyles
 * that class in every remote after the first visit to its screen, and a kit class a remote defines
 * is missing wherever that remote was not loaded. A remote's rule starts at a class of its own
 * prefix, which no other app shares (docs/decisions.md §73).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const REMOTES = ['mf-reports', 'mf-dashboards', 'mf-maps', 'mf-datacollection'];
/** The class prefixes each app's CSS may start a rule at: its own, shared with no other app. */
const OWN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'mf-reports': ['gl-rep-', 'gl-rev-', 'gl-kit-'],
  'mf-dashboards': ['gl-dash-', 'gl-nyct', 'gl-report-gen'],
  'mf-maps': ['gl-maps-', 'gl-map-', 'gl-site-map'],
  'mf-datacollection': ['gl-dc-'],
  shell: ['gl-shell-'],
};

/** Every file under `dir` whose name ends with one of `endings`. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), endings) : endings.some((end) => e.name.endsWith(end)) ? [join(dir, e.name)] : [],
  );
}
const cssFiles = (dir: string) => filesUnder(dir, ['.css']);

/** The selectors of every style rule of `css`, those inside @media and @supports included. */
export function selectorsOf(css: string): string[] {
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  // Innermost blocks first: a rule's prelude is what precedes its '{' since the last '{', '}' or ';'.
  for (;;) {
    const blocks = [...text.matchAll(/([^{};]*)\{[^{}]*\}/g)];
    if (blocks.length === 0) break;
    for (const [, prelude] of blocks) if (!prelude.trim().startsWith('@')) selectors.push(...prelude.split(',').map((s) => s.trim()).filter(Boolean));
    text = text.replace(/([^{};]*)\{[^{}]*\}/g, '');
  }
  return selectors;
}

/** Whether `selector` starts at a compound whose classes are all the kit's: a global restyle of it. */
export function startsAtKitClass(selector: string): boolean {
  const first = selector.split(/\s*[\s>+~]\s*/)[0] ?? '';
  const classes = [...first.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
  return classes.length > 0 && classes.every((c) => c.startsWith('gl-ui-'));
}

/**
 * Whether `selector` starts at a compound without a class of `prefixes` (an element, an id, a kit
 * class, another app's class): a rule that reaches past the app's own markup.
 */
export function startsOutside(selector: string, prefixes: readonly string[]): boolean {
  const first = selector.split(/\s*[\s>+~]\s*/)[0] ?? '';
  if (/^(from|to|\d+%)$/.test(first)) return false;
  return ![...first.matchAll(/\.([\w-]+)/g)].some((m) => prefixes.some((p) => m[1].startsWith(p)));
}

describe("the kit's classes", () => {
  it('tells a global restyle of the kit from a scoped one', () => {
    expect(selectorsOf('/* x */ .a, .b .c { color: red } @media (max-width: 9px) { .d > .e { x: y } }')).toEqual(['.a', '.b .c', '.d > .e']);
    expect(startsAtKitClass('.gl-ui-table th')).toBe(true);
    expect(startsAtKitClass('.gl-ui-table-wrap--stack td:last-child')).toBe(true);
    expect(startsAtKitClass('.gl-maps-track-table .gl-ui-table')).toBe(false);
    expect(startsAtKitClass('.gl-rep-shift-summary.gl-ui-table-wrap--stack tr')).toBe(false);
    expect(startsOutside('table th', ['gl-dash-'])).toBe(true);
    expect(startsOutside('.gl-dash-card h4', ['gl-dash-'])).toBe(false);
    expect(startsOutside('.gl-rep-shift td', ['gl-dash-'])).toBe(true);
    const all = Object.values(OWN_PREFIXES).flat();
    expect(all.filter((p) => all.some((q) => q !== p && (q.startsWith(p) || p.startsWith(q))))).toEqual([]);
  });

  it.each(REMOTES)('are never restyled globally by %s, whose rules start at its own classes only', (remote) => {
    const offending = cssFiles(join(ROOT, remote, 'src')).flatMap((file) =>
      selectorsOf(readFileSync(file, 'utf8'))
        .filter((selector) => startsOutside(selector, OWN_PREFIXES[remote]!))
        .map((selector) => `${relative(ROOT, file)}: ${selector}`),
    );
    expect(offending).toEqual([]);
  });

  it('are never restyled globally by the shell, which styles the page and its own classes', () => {
    const offending = cssFiles(join(ROOT, 'shell', 'src')).flatMap((file) =>
      selectorsOf(readFileSync(file, 'utf8'))
        .filter((selector) => startsAtKitClass(selector) || (!/^(html|body|:root|#gl-shell)\b/.test(selector) && startsOutside(selector, OWN_PREFIXES.shell!)))
        .map((selector) => `${relative(ROOT, file)}: ${selector}`),
    );
    expect(offending).toEqual([]);
  });

  it('used by the shell and the remotes are each defined by the kit', () => {
    const defined = new Set(cssFiles(join(ROOT, 'ui', 'src')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\.(gl-ui-[\w-]+)/g)].map((m) => m[1])));
    const undefinedUses = ['ui', 'shell', ...REMOTES].flatMap((app) =>
      filesUnder(join(ROOT, app, 'src'), ['.tsx', '.ts'])
        .filter((f) => !/\.test\.tsx?$/.test(f))
        // A name built from a prefix (`gl-ui-button--${variant}`) is checked at its prefix.
        .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/gl-ui-[\w-]+/g)].map((m) => ({ file: relative(ROOT, f), name: m[0].replace(/-+$/, '') })))
        .filter(({ name }) => !defined.has(name))
        .map(({ file, name }) => `${file}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });
});

