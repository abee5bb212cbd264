/**
 * Builds the offline basemap, one GeoJSON file per site (mf-maps/generated/basemap/<site>.geojson),
 * from the OpenStreetMap-derived water polygons of the @geo-maps npm packages (sea, lakes, rivers,
 * 10 m resolution), cut to each site's track catalogue bounds plus a margin. Run by mf-maps'
 * `npm run build` before webpack, which emits the files as hashed assets beside the bundle
 * (docs/decisions.md 'Offline basemap'). Skipped when its outputs are newer than its inputs.
 * `npx tsx mf-maps/scripts/build-basemap.ts [--force]`
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basemapCollection, polygonsOf, siteBounds } from './basemap-clip';
import { basemapFile, catalogueSites } from './basemap-sites';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const OUT_DIR = resolve(here, '..', 'generated', 'basemap');
const PACKAGES = {
  sea: '@geo-maps/earth-seas-10m/map.geo.json',
  lakes: '@geo-maps/earth-lakes-10m/map.geo.json',
  rivers: '@geo-maps/earth-rivers-10m/map.geo.json',
} as const;

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((e) => newest(join(path, e))));
}

function main(force: boolean): void {
  const started = Date.now();
  const sites = catalogueSites();
  const sources = Object.values(PACKAGES).map((p) => require.resolve(p));
  const inputs = Math.max(...sources.map(newest), newest(here), newest(resolve(here, '../../functions/src/reference')), newest(resolve(here, '../../functions/data/geometry')));
  const outputs = sites.map((s) => join(OUT_DIR, basemapFile(s.site)));
  if (!force && outputs.every((o) => existsSync(o) && statSync(o).mtimeMs > inputs)) {
    console.log('[basemap] up to date');
    return;
  }
  const [sea, lakes, rivers] = sources.map((file) => polygonsOf(JSON.parse(readFileSync(file, 'utf8'))));
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  for (const { site, coords } of sites) {
    const bounds = siteBounds(coords);
    if (!bounds) continue;
    const text = JSON.stringify(basemapCollection(bounds, { sea, lakes, rivers }));
    writeFileSync(join(OUT_DIR, basemapFile(site)), text);
    total += text.length;
  }
  console.log(`[basemap] ${sites.length} sites, ${(total / 1024).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.includes('--force'));
