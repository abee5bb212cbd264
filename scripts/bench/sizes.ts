/** A JS file the browser downloaded, with its raw and gzipped sizes. */
export interface Download {
  path: string;
  bytes: number;
  gzipBytes: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** What one step of the walk (an area's first screen) fetched, wherever it was served from. */
export interface AreaStep {
  area: string;
  files: Download[];
}

/**
 * Formats the size figures: the shell's first load, what the first screen after sign-in added
 * (with the remote entries among it), then per remote (files under /remotes/<name>/) what it
 * added once its area was shown, its own code beyond its remoteEntry apart.
 */
export function sizeReport(firstLoad: Download[], firstScreen: Download[], rest: Download[], prefetched: Download[] = [], steps: AreaStep[] = []): string {
  const later = [...firstScreen, ...rest];
  const sum = (list: Download[]) => list.reduce((a, d) => ({ bytes: a.bytes + d.bytes, gz: a.gz + d.gzipBytes }), { bytes: 0, gz: 0 });
  const lines = ['JS downloaded (gzip -9 of the bytes served):'];
  const shell = sum(firstLoad);
  lines.push(`  shell first load (login screen): ${kb(shell.gz)} gz (${kb(shell.bytes)} raw, ${firstLoad.length} files)`);
  const screen = sum(firstScreen);
  const entries = firstScreen.filter((d) => d.path.endsWith('remoteEntry.js'));
  lines.push(
    `  first screen after sign-in (bartadmin, Daily Stats): ${kb(shell.gz + screen.gz)} gz with the first load (${kb(screen.gz)} gz added, ${firstScreen.length} files); remoteEntry files fetched: ${entries.length}, ${kb(sum(entries).gz)} gz together`,
  );
  lines.push(
    prefetched.length
      ? `  fetched at idle after the first screen (the dashboards' chart prefetch, not waited for): ${kb(sum(prefetched).gz)} gz (${kb(sum(prefetched).bytes)} raw, ${prefetched.length} files); first screen and prefetch together ${kb(shell.gz + screen.gz + sum(prefetched).gz)} gz`
      : '  fetched at idle after the first screen: none (no chart prefetch mark)',
  );
  const byRemote = new Map<string, Download[]>();
  // The prefetched files are left out of the remotes' figures: they belong to the chart tabs.
  for (const d of [...firstLoad, ...later]) {
    const m = /^\/remotes\/([^/]+)\//.exec(d.path);
    if (!m) continue;
    byRemote.set(m[1], [...(byRemote.get(m[1]) ?? []), d]);
  }
  for (const [name, files] of [...byRemote].sort()) {
    const total = sum(files);
    const entry = files.find((f) => f.path.endsWith('remoteEntry.js'));
    const own = total.gz - (entry?.gzipBytes ?? 0);
    lines.push(`  remote ${name}: ${kb(total.gz)} gz (${kb(total.bytes)} raw, ${files.length} files; remoteEntry ${entry ? kb(entry.gzipBytes) : 'n/a'} gz, its own code beyond it ${kb(own)} gz)`);
  }
  const sharedLater = later.filter((d) => !d.path.startsWith('/remotes/'));
  if (sharedLater.length) lines.push(`  shell chunks loaded after sign-in: ${kb(sum(sharedLater).gz)} gz (${sharedLater.length} files)`);
  // By area: a shared library is served by whichever app provides it, so the by-path count above can
  // put one area's library in another's figure. Here each step's own fetches, from wherever served.
  if (steps.length) lines.push('  by area (what opening each area fetched, in the walk\'s order, wherever it was served from):');
  for (const step of steps) {
    const entry = step.files.filter((d) => d.path.endsWith('remoteEntry.js'));
    const own = step.files.filter((d) => d.path.startsWith('/remotes/') && !d.path.endsWith('remoteEntry.js'));
    const elsewhere = step.files.filter((d) => !d.path.startsWith('/remotes/'));
    const name = (d: Download) => `${d.path.replace(/^\/remotes\//, '').replace(/\.[0-9a-f]{8}\.js$/, '.js')} ${kb(d.gzipBytes)}`;
    lines.push(
      `    ${step.area}: ${kb(sum(step.files).gz)} gz in ${step.files.length} files; remoteEntry ${kb(sum(entry).gz)}, remotes' code beyond entries ${kb(sum(own).gz)}, shell chunks ${kb(sum(elsewhere).gz)}`,
      `      ${step.files.filter((d) => !d.path.endsWith('remoteEntry.js')).map(name).join(', ')}`,
    );
  }
  return lines.join('\n');
}
