/**
 * The one way the API stacks make a Lambda: its own log group, its own role with exactly its
 * route's access (no AWS-managed policy), the function. Hooks every API Lambda should get
 * (tracing, alarms) belong here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { accessStatements, type AccessResources } from '../lambda-permissions';
import { powertoolsEnvironment } from '../monitoring/metric-names';
import { acknowledgeTracing, acknowledgeUploadObjects } from '../nag/acknowledgements';
import type { RouteAccess } from '../route-access';
import { LAMBDA_RUNTIME } from '../lambda-runtime';

// The runtime and its Node major are declared once (scripts/lambda-node.mjs, ../lambda-runtime).
export { LAMBDA_NODE_MAJOR, LAMBDA_RUNTIME } from '../lambda-runtime';

const DEFAULT_MEMORY_MB = 256;
const DEFAULT_TIMEOUT_S = 10;

/** Construct id of a route's Lambda: `user-login` -> `UserLogin`. */
export const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

export interface ApiLambdaProps {
  /** Bundle folder under `functionsDist` (the route or worker id, or `authorizer`). */
  folder: string;
  functionsDist: string;
  access: RouteAccess;
  resources: AccessResources;
  environment: Record<string, string>;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** x86_64 for the printing Chromium (route.chromium); arm64 (Graviton) otherwise. */
  x86?: boolean;
  /** Lambda layers (lambda-layers.ts): the binaries the bundle loads from /opt. */
  layers?: ILayerVersion[];
}

/** Makes the Lambda `id` (with `<id>Logs` and `<id>ServiceRole`) in `scope`. */
export function apiLambda(scope: Construct, id: string, props: ApiLambdaProps): LambdaFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new Role(scope, `${id}ServiceRole`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `Grindline Lambda ${props.folder}`,
  });
  logGroup.grantWrite(role);
  for (const statement of accessStatements(props.access, props.resources)) role.addToPrincipalPolicy(statement);
  acknowledgeTracing(role);
  if (props.access.uploads !== 'none') acknowledgeUploadObjects(role, props.resources.uploads, props.access.uploadsPrefix);
  for (const prefix of props.access.objectReads ?? []) if (prefix !== props.access.uploadsPrefix) acknowledgeUploadObjects(role, props.resources.uploads, prefix);
  return new LambdaFunction(scope, id, {
    code: Code.fromAsset(bundle(props.functionsDist, props.folder)),
    handler: 'index.handler',
    runtime: LAMBDA_RUNTIME,
    architecture: props.x86 ? Architecture.X86_64 : Architecture.ARM_64,
    memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
    timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_S),
    // Powertools publishes its metrics where the alarms look (monitoring/metric-names.ts).
    environment: { ...props.environment, ...powertoolsEnvironment(props.folder) },
    tracing: Tracing.ACTIVE,
    layers: props.layers?.length ? props.layers : undefined,
    role,
    logGroup,
  });
}

/** The bundle folder of one Lambda; a missing one is a build step not run, so say which. */
function bundle(functionsDist: string, folder: string): string {
  const dir = join(functionsDist, folder);
  if (!existsSync(join(dir, 'index.mjs'))) {
    throw new Error(`Missing Lambda bundle ${join(dir, 'index.mjs')}: run \`node functions/build.mjs\` (or npm run build) first`);
  }
  return dir;
}
