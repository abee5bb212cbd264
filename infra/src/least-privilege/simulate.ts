/**
 * The least-privilege proof (docs/reliability.md): every AWS SDK call the handlers made in the
 * tests (functions/src/lib/sdk-recorder.ts) is evaluated with an IAM policy simulator against the
 * policies its Lambda is deployed with (synthesized-policies.ts). A denied call fails the proof;
 * each granted action no recorded call used is listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { SdkCallRecord } from '../../../functions/src/lib/sdk-recorder';
import type { IamRequest } from '../../../functions/src/lib/sdk-iam';
import { ACCOUNT, REGION, type AppResources, type FunctionPolicies, type SynthesizedApp } from './synthesized-policies';

/**
 * Actions granted for the Lambda service itself rather than for the code: writing its logs,
 * sending its X-Ray segments (Tracing.ACTIVE; the runtime's daemon sends them, not an SDK call),
 * and reading the table's stream for a stream worker's event source mapping.
 */
export const PLATFORM_ACTIONS = /^(logs:|xray:(PutTraceSegments|PutTelemetryRecords)$|dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$)/;

export interface DeniedCall {
  functionId: string;
  command: string;
  action: string;
  resource: string;
  context: Record<string, string | string[]>;
  /** 'ImplicitlyDenied', 'ExplicitlyDenied', or the simulator's validation error. */
  result: string;
}

export interface ProofReport {
  /** Functions of the app (routes, workers, authorizer). */
  functions: number;
  /** Functions with at least one recorded call, all of whose calls were evaluated. */
  functionsChecked: string[];
  /** Functions no test made an SDK call for (none, or not reached by a test). */
  functionsWithoutCalls: string[];
  callsRecorded: number;
  /** Distinct (function, action, resource, condition context) requests simulated. */
  requestsSimulated: number;
  denied: DeniedCall[];
  /** Records naming a function the app does not have. */
  unknownFunctions: string[];
  /** Per function: granted actions (not PLATFORM_ACTIONS) that no recorded call used. */
  unusedActions: Record<string, string[]>;
}

/** Reads every record of the JSONL files in `dir`. */
export function readRecords(dir: string): SdkCallRecord[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as SdkCallRecord),
    );
}

/**
 * A recorded request in the synthesised app's terms: the fixed account and region, and the
 * local table, bucket and user pool (whatever the test named them) as the app's only ones.
 */
export function toAppRequest(request: IamRequest, resources: AppResources): IamRequest {
  let resource = request.resource
    .replace(/^arn:aws:dynamodb:[^:]*:[^:]*:table\/[^/]+/, `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${resources.tableName}`)
    .replace(/^arn:aws:s3:::[^/]+/, `arn:aws:s3:::${resources.bucketName}`)
    .replace(/^arn:aws:cognito-idp:[^:]*:[^:]*:userpool\/.+$/, `arn:aws:cognito-idp:${REGION}:${ACCOUNT}:userpool/${resources.userPoolId}`);
  resource = resource.replace(/^arn:aws:ses:[^:]*:[^:]*:/, `arn:aws:ses:${REGION}:${ACCOUNT}:`);
  return { ...request, resource };
}

/** Evaluates one request against `fn`'s policies: 'Allowed', a denial, or the simulator's error. */
export async function simulate(fn: FunctionPolicies, request: IamRequest): Promise<string> {
  const response = await runSimulation(
    {
      request: {
        principal: fn.roleArn,
        action: request.action,
        resource: { resource: request.resource, accountId: ACCOUNT },
        contextVariables: request.context ?? {},
      },
      identityPolicies: fn.policies,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  if (response.resultType === 'error') return `error: ${JSON.stringify(response.errors)}`;
  return response.overallResult;
}

/** Every action the function's policies allow, as written in them. */
export function grantedActions(fn: FunctionPolicies): Set<string> {
  const actions = new Set<string>();
  for (const { policy } of fn.policies) {
    for (const statement of policy.Statement) {
      if (statement.Effect !== 'Allow') continue;
      for (const action of ([] as unknown[]).concat(statement.Action ?? [])) actions.add(String(action));
    }
  }
  return actions;
}

/** Evaluates `records` against the synthesised app. */
export async function proveLeastPrivilege(app: SynthesizedApp, records: SdkCallRecord[]): Promise<ProofReport> {
  const seen = new Map<string, { functionId: string; command: string; request: IamRequest }>();
  const unknown = new Set<string>();
  for (const record of records) {
    if (!app.functions.has(record.functionId)) {
      unknown.add(record.functionId);
      continue;
    }
    for (const raw of record.requests) {
      const request = toAppRequest(raw, app.resources);
      const key = JSON.stringify([record.functionId, request.action, request.resource, request.context ?? {}]);
      if (!seen.has(key)) seen.set(key, { functionId: record.functionId, command: record.command, request });
    }
  }
  const denied: DeniedCall[] = [];
  const used = new Map<string, Set<string>>();
  for (const { functionId, command, request } of seen.values()) {
    const result = await simulate(app.functions.get(functionId)!, request);
    if (result === 'Allowed') {
      if (!used.has(functionId)) used.set(functionId, new Set());
      used.get(functionId)!.add(request.action);
    } else {
      denied.push({ functionId, command, action: request.action, resource: request.resource, context: request.context ?? {}, result });
    }
  }
  const recordedFunctions = new Set(records.map((r) => r.functionId));
  const unusedActions: Record<string, string[]> = {};
  for (const [functionId, fn] of app.functions) {
    const unused = [...grantedActions(fn)].filter((a) => !PLATFORM_ACTIONS.test(a) && !used.get(functionId)?.has(a)).sort();
    if (unused.length) unusedActions[functionId] = unused;
  }
  return {
    functions: app.functions.size,
    functionsChecked: [...app.functions.keys()].filter((id) => recordedFunctions.has(id)).sort(),
    functionsWithoutCalls: [...app.functions.keys()].filter((id) => !recordedFunctions.has(id)).sort(),
    callsRecorded: records.length,
    requestsSimulated: seen.size,
    denied,
    unknownFunctions: [...unknown].sort(),
    unusedActions,
  };
}
