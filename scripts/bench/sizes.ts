/** A JS file the browser downloaded, with its raw and gzipped sizes. */
export interface Download {
  path: string;
  bytes: number;
  gzipBytes: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Formats the size figures: the shell's first load, then per remote (files under
 * /remotes/<name>/) what it added once its area was shown.
 */
export function sizeReport(firstLoad: Download[], later: Download[]): string {
  const sum = (list: Download[]) => list.reduce((a, d) => ({ bytes: a.bytes + d.bytes, gz: a.gz + d.gzipBytes }), { bytes: 0, gz: 0 });
  const lines = ['JS downloaded (gzip -9 of the bytes served):'];
  const shell = sum(firstLoad);
  lines.push(`  shell first load (login screen): ${kb(shell.gz)} gz (${kb(shell.bytes)} raw, ${firstLoad.length} files)`);
  const byRemote = new Map<string, Download[]>();
  for (const d of [...firstLoad, ...later]) {
    const m = /^\/remotes\/([^/]+)\//.exec(d.path);
    if (!m) continue;
    byRemote.set(m[1], [...(byRemote.get(m[1]) ?? []), d]);
  }
  for (const [name, files] of [...byRemote].sort()) {
    const total = sum(files);
    const entry = files.find((f) => f.path.endsWith('remoteEntry.js'));
    lines.push(`  remote ${name}: ${kb(total.gz)} gz (${kb(total.bytes)} raw, ${files.length} files; remoteEntry ${entry ? kb(entry.gzipBytes) : 'n/a'} gz)`);
  }
  const sharedLater = later.filter((d) => !d.path.startsWith('/remotes/'));
  if (sharedLater.length) lines.push(`  shell chunks loaded after sign-in: ${kb(sum(sharedLater).gz)} gz (${sharedLater.length} files)`);
  return lines.join('\n');
}
