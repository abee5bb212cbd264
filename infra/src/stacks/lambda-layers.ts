/**
 * The Lambda layers the functions build writes (functions/build.mjs, decisions §56): `map-render`
 * (resvg and its fonts) and `chromium` (the PDF printer with Chromium's archives). The function's
 * own asset then carries its code only; the layer's bytes are uploaded once (CDK hashes the asset)
 * and unpacked by Lambda under /opt. Each area stack makes the layer versions its own functions
 * use, so an area still deploys and rolls back alone (decisions §36).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Architecture, Code, LayerVersion, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { LAMBDA_RUNTIME } from '../lambda-runtime';

/** dist/layers/layers.json: each layer's description and the functions (bundle ids) that need it. */
export type LayerManifest = Record<string, { description: string; functions: string[] }>;

/** Where the build puts the layers, under the functions' dist folder. */
export const LAYERS_FOLDER = 'layers';

/** The architectures a layer's binaries run on: Chromium's Lambda build is x86_64 only. */
const ARCHITECTURES: Record<string, Architecture[]> = { chromium: [Architecture.X86_64] };

/** The layer manifest of a build; a missing one is a build step not run, so say which. */
export function readLayerManifest(functionsDist: string): LayerManifest {
  const file = join(functionsDist, LAYERS_FOLDER, 'layers.json');
  if (!existsSync(file)) throw new Error(`Missing ${file}: run \`node functions/build.mjs\` (or npm run build) first`);
  return JSON.parse(readFileSync(file, 'utf8')) as LayerManifest;
}

/** Pascal case of a layer name: `map-render` -> `MapRender`. */
const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

/** The layers of one stack, each made the first time one of its functions asks. */
export class StackLayers {
  private readonly made = new Map<string, ILayerVersion>();
  private readonly manifest: LayerManifest;

  constructor(
    private readonly scope: Construct,
    private readonly functionsDist: string,
  ) {
    this.manifest = readLayerManifest(functionsDist);
  }

  /** The layers the function with bundle id `folder` needs (none for most). */
  for(folder: string): ILayerVersion[] {
    return Object.entries(this.manifest)
      .filter(([, layer]) => layer.functions.includes(folder))
      .map(([name, layer]) => this.layer(name, layer.description));
  }

  private layer(name: string, description: string): ILayerVersion {
    const found = this.made.get(name);
    if (found) return found;
    const dir = join(this.functionsDist, LAYERS_FOLDER, name);
    if (!existsSync(join(dir, 'nodejs', 'node_modules'))) throw new Error(`Missing Lambda layer ${join(dir, 'nodejs', 'node_modules')}: run \`node functions/build.mjs\` first`);
    const layer = new LayerVersion(this.scope, `${pascal(name)}Layer`, {
      code: Code.fromAsset(dir),
      compatibleRuntimes: [LAMBDA_RUNTIME],
      compatibleArchitectures: ARCHITECTURES[name] ?? [Architecture.ARM_64, Architecture.X86_64],
      description: `Grindline ${name}: ${description}`,
    });
    this.made.set(name, layer);
    return layer;
  }
}
