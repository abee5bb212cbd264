/**
 * Records every AWS SDK call a Lambda's code makes, for the least-privilege proof
 * (docs/reliability.md): on only when GRINDLINE_SDK_RECORD_DIR names a folder, where each process
 * appends one JSON line per call to its own file. Each call is attributed to the function it is
 * made for through {@link asFunction}, which createHandler, the authorizer and the workers wrap
 * their work in; a call made outside any function (test fixtures, seeders) is not recorded.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HandlerExecutionContext, InitializeHandlerArguments, InitializeHandlerOptions, InitializeMiddleware } from '@smithy/types';
import { iamRequestsOf, notFoundRequests, type IamRequest } from './sdk-iam';

/** One recorded call: which function made it and what IAM authorises for it. */
export interface SdkCallRecord {
  functionId: string;
  client: string;
  command: string;
  requests: IamRequest[];
}

/** The environment variable naming the folder of the record files. */
export const RECORD_DIR_ENV = 'GRINDLINE_SDK_RECORD_DIR';

const functionIds = new AsyncLocalStorage<string | undefined>();

/**
 * Runs `fn` as the work of function `functionId` (a route id, a worker id or 'authorizer': the
 * id the CDK app names the Lambda after), so the SDK calls it makes are attributed to it.
 */
export function asFunction<T>(functionId: string, fn: () => Promise<T>): Promise<T> {
  return functionIds.run(functionId, fn);
}

/**
 * Runs `fn` as no function's work: for a call a test injects on purpose (a fault), which the
 * production code never makes, so its grant must not be demanded of the Lambda.
 */
export function outsideFunction<T>(fn: () => Promise<T>): Promise<T> {
  return functionIds.run(undefined, fn);
}

const madeDirs = new Set<string>();

function recordFile(dir: string): string {
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  return join(dir, `calls-${process.pid}.jsonl`);
}

/** Appends `record`; a record that cannot be written must not fail the call it describes. */
function write(dir: string, record: SdkCallRecord): void {
  try {
    appendFileSync(recordFile(dir), `${JSON.stringify(record)}\n`);
  } catch (error) {
    console.error(`[sdk-recorder] could not write to ${dir}: ${(error as Error).message}`);
  }
}

/** The client's name as the SDK's context gives it, or its class's name. */
function clientNameOf(context: HandlerExecutionContext, fallback: string): string {
  return (context as { clientName?: string }).clientName ?? fallback;
}

/**
 * Adds the recording middleware to `client` when GRINDLINE_SDK_RECORD_DIR is set (otherwise
 * leaves it untouched) and returns it. A document client shares its client's stack: record the
 * low-level client once.
 */
export function recordSdkCalls<C extends { middlewareStack: { add(middleware: never, options: InitializeHandlerOptions): void } }>(client: C): C {
  const dir = process.env[RECORD_DIR_ENV];
  if (!dir) return client;
  const fallbackName = client.constructor.name;
  const middleware: InitializeMiddleware<object, object> = (next, context) => async (args: InitializeHandlerArguments<object>) => {
    const functionId = functionIds.getStore();
    if (!functionId) return next(args);
    const clientName = clientNameOf(context, fallbackName);
    const command = context.commandName ?? 'unknown';
    const input = args.input as Record<string, unknown>;
    const env = { region: process.env.AWS_REGION ?? 'us-east-1', userPoolId: process.env.USER_POOL_ID };
    write(dir, { functionId, client: clientName, command, requests: iamRequestsOf(clientName, command, input, env) });
    try {
      return await next(args);
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NotFound' || name === 'NoSuchKey') {
        write(dir, { functionId, client: clientName, command: `${command} (not found)`, requests: notFoundRequests(clientName, command, input) });
      }
      throw error;
    }
  };
  client.middlewareStack.add(middleware as never, { step: 'initialize', name: 'grindlineSdkRecorder', override: true });
  return client;
}
