import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, FilterCriteria, FilterRule, Function as LambdaFunction, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { routes as routeTable, type RouteDef } from '../../../functions/src/route-table';
import { workers as workerTable, type WorkerDef } from '../../../functions/src/workers';
import { routeAccess, type DataAccess } from '../route-access';

export interface ApiStackProps extends StackProps {
  table: ITable;
  uploads: IBucket;
  userPool: IUserPool;
  client: IUserPoolClient;
  /** Folder holding one bundle folder per route id plus `authorizer` (functions/dist). */
  functionsDist: string;
  /** Sender address of the application's mail; MAIL_FROM is left unset (with a warning) without it. */
  mailFrom?: string;
  /** Defaults to the route table; tests may pass a subset. */
  routes?: readonly RouteDef[];
  /** Defaults to functions/src/workers.ts; tests may pass a subset. */
  workers?: readonly WorkerDef[];
}

const DEFAULT_MEMORY_MB = 256;
const DEFAULT_TIMEOUT_S = 10;

/** Construct id of a route's Lambda: `user-login` -> `UserLogin`. */
const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

/**
 * The HTTP API: one Lambda per route-table entry (functions/dist/<id>/index.mjs), the cookie
 * Lambda authorizer on every route that is not public.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const environment: Record<string, string> = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.client.userPoolClientId,
      BUCKET_NAME: props.uploads.bucketName,
    };
    if (props.mailFrom) environment.MAIL_FROM = props.mailFrom;
    else Annotations.of(this).addWarning('No mailFrom context value: MAIL_FROM is unset and sending mail will fail (docs/deploy.md).');

    const lambda = (name: string, folder: string, memoryMb = DEFAULT_MEMORY_MB, timeoutS = DEFAULT_TIMEOUT_S) =>
      new LambdaFunction(this, name, {
        code: Code.fromAsset(bundle(props.functionsDist, folder)),
        handler: 'index.handler',
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        memorySize: memoryMb,
        timeout: Duration.seconds(timeoutS),
        environment,
        logGroup: new LogGroup(this, `${name}Logs`, {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
      });

    // Results are never cached: the identity source is the whole Cookie header, and a cached
    // answer would outlive a logout or an expired token.
    const authorizer = new HttpLambdaAuthorizer('CookieAuthorizer', lambda('Authorizer', 'authorizer'), {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Cookie'],
      resultsCacheTtl: Duration.seconds(0),
    });

    this.api = new HttpApi(this, 'HttpApi', { description: 'Grindline API (/api/*, behind CloudFront)' });
    for (const route of props.routes ?? routeTable) {
      const fn = lambda(pascal(route.id), route.id, route.memoryMb, route.timeoutSeconds);
      const access = routeAccess(route);
      grant(access.table, (r) => props.table.grantReadData(r), (rw) => props.table.grantReadWriteData(rw), fn);
      grant(access.uploads, (r) => props.uploads.grantRead(r), (rw) => props.uploads.grantReadWrite(rw), fn);
      if (access.cognito.length > 0) {
        fn.addToRolePolicy(new PolicyStatement({ actions: access.cognito, resources: [props.userPool.userPoolArn] }));
      }
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.id)}Integration`, fn),
        authorizer: route.allow === 'public' ? undefined : authorizer,
      });
    }

    // Workers fed by the table's stream, filtered to new items of their entity (the mail outbox):
    // the same bundles the local stack's stream worker invokes (infra/local/stream-worker.ts).
    for (const worker of props.workers ?? workerTable) {
      const fn = lambda(pascal(worker.id), worker.id, worker.memoryMb, worker.timeoutSeconds);
      props.table.grantReadWriteData(fn);
      props.uploads.grantReadWrite(fn);
      fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [`arn:aws:ses:${this.region}:${this.account}:identity/*`] }));
      fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: 10,
          retryAttempts: 3,
          bisectBatchOnError: true,
          filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT'), dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(worker.source.entity) } } } })],
        }),
      );
    }
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }
}

/** The bundle folder of one Lambda; a missing one is a build step not run, so say which. */
function bundle(functionsDist: string, folder: string): string {
  const dir = join(functionsDist, folder);
  if (!existsSync(join(dir, 'index.mjs'))) {
    throw new Error(`Missing Lambda bundle ${join(dir, 'index.mjs')}: run \`node functions/build.mjs\` (or npm run build) first`);
  }
  return dir;
}

function grant(
  level: DataAccess,
  read: (fn: LambdaFunction) => void,
  readWrite: (fn: LambdaFunction) => void,
  fn: LambdaFunction,
): void {
  if (level === 'read') read(fn);
  if (level === 'readWrite') readWrite(fn);
}
