import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, FilterCriteria, FilterRule, Function as LambdaFunction, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { routes as routeTable, type RouteDef } from '../../../functions/src/route-table';
import { workers as workerTable, type WorkerDef } from '../../../functions/src/workers';
import { accessStatements } from '../lambda-permissions';
import { acknowledgePublicRoute, acknowledgeStreamListing, acknowledgeUploadObjects } from '../nag/acknowledgements';
import { authorizerAccess, routeAccess, workerAccess, type RouteAccess } from '../route-access';

export interface ApiStackProps extends StackProps {
  table: ITable;
  /** Names of the table's global secondary indexes (each gets its own ARN in the grants). */
  tableIndexNames: readonly string[];
  uploads: IBucket;
  userPool: IUserPool;
  client: IUserPoolClient;
  /** Folder holding one bundle folder per route id plus `authorizer` (functions/dist). */
  functionsDist: string;
  /** Sender address of the application's mail; MAIL_FROM is left unset (with a warning) without it. */
  mailFrom?: string;
  /** Google Maps JavaScript API key for the maps; without it the maps draw with MapLibre. */
  googleMapsKey?: string;
  /** Defaults to the route table; tests may pass a subset. */
  routes?: readonly RouteDef[];
  /** Defaults to functions/src/workers.ts; tests may pass a subset. */
  workers?: readonly WorkerDef[];
  /** Agency sign-in: Cognito's hosted domain, the shell's callback and the providers (no secret). */
  agencySso?: { hostedDomainUrl: string; redirectUrl: string; providersJson: string };
}

const DEFAULT_MEMORY_MB = 256;
const DEFAULT_TIMEOUT_S = 10;

/**
 * The Lambda runtime: the latest Node.js Lambda offers (the bundles target node20 in
 * functions/build.mjs, so the same code also runs on the Node 20 of the local stack).
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/**
 * One JSON line per request in the API's access log. No header, cookie or body is logged: the
 * session cookies must never reach a log.
 */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  user: '$context.authorizer.username',
  authorizerError: '$context.authorizer.error',
  integrationError: '$context.integrationErrorMessage',
});

/** SES identities of the sender `mailFrom`: the address and its domain (none without a sender). */
export function sesIdentityArns(region: string, account: string, mailFrom: string | undefined): string[] {
  if (!mailFrom) return [];
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const domain = address.split('@')[1];
  return [address, domain].filter(Boolean).map((identity) => `arn:aws:ses:${region}:${account}:identity/${identity}`);
}

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
    if (props.agencySso) {
      environment.COGNITO_DOMAIN = props.agencySso.hostedDomainUrl;
      environment.SSO_REDIRECT_URL = props.agencySso.redirectUrl;
      environment.SSO_PROVIDERS = props.agencySso.providersJson;
    }
    if (props.googleMapsKey) environment.GOOGLE_MAPS_API_KEY = props.googleMapsKey;
    else Annotations.of(this).addWarning('No mailFrom context value: MAIL_FROM is unset and sending mail will fail (docs/deploy.md).');

    const resources = {
      table: { tableArn: props.table.tableArn, indexNames: props.tableIndexNames },
      uploads: props.uploads,
      userPoolArn: props.userPool.userPoolArn,
    };
    // Each Lambda has its own role with exactly its route's access and writing to its own log
    // group (no AWS-managed policy).
    const lambda = (name: string, folder: string, access: RouteAccess, memoryMb = DEFAULT_MEMORY_MB, timeoutS = DEFAULT_TIMEOUT_S, x86 = false) => {
      const logGroup = new LogGroup(this, `${name}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      const role = new Role(this, `${name}ServiceRole`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Grindline Lambda ${folder}`,
      });
      logGroup.grantWrite(role);
      for (const statement of accessStatements(access, resources)) role.addToPrincipalPolicy(statement);
      if (access.uploads !== 'none') acknowledgeUploadObjects(role, props.uploads, access.uploadsPrefix);
      return new LambdaFunction(this, name, {
        code: Code.fromAsset(bundle(props.functionsDist, folder)),
        handler: 'index.handler',
        runtime: LAMBDA_RUNTIME,
        // Graviton, except where the printing Chromium exists for x86_64 only (route.chromium).
        architecture: x86 ? Architecture.X86_64 : Architecture.ARM_64,
        memorySize: memoryMb,
        timeout: Duration.seconds(timeoutS),
        environment,
        role,
        logGroup,
      });
    };

    // Results are never cached: the identity source is the whole Cookie header, and a cached
    // answer would outlive a logout or an expired token.
    const authorizer = new HttpLambdaAuthorizer('CookieAuthorizer', lambda('Authorizer', 'authorizer', authorizerAccess()), {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Cookie'],
      resultsCacheTtl: Duration.seconds(0),
    });

    this.api = new HttpApi(this, 'HttpApi', { description: 'Grindline API (/api/*, behind CloudFront)' });
    // Access log of the default stage. HTTP APIs write it with API Gateway's service-linked role.
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.api.defaultStage!.node.defaultChild as CfnStage).accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: ACCESS_LOG_FORMAT,
    };

    for (const route of props.routes ?? routeTable) {
      const fn = lambda(pascal(route.id), route.id, routeAccess(route), route.memoryMb, route.timeoutSeconds, route.chromium === true);
      const isPublic = route.allow === 'public';
      const added = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.id)}Integration`, fn),
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) for (const r of added) acknowledgePublicRoute(r, `${route.method} ${route.path}`);
    }

    // Workers fed by the table's stream, filtered to new items of their entity (the mail outbox):
    // the same bundles the local stack's stream worker invokes (infra/local/stream-worker.ts).
    for (const worker of props.workers ?? workerTable) {
      const fn = lambda(pascal(worker.id), worker.id, workerAccess(worker), worker.memoryMb, worker.timeoutSeconds);
      const source = worker.source;
      if (source.kind === 's3ObjectCreated') {
        // The CAT processing: the bucket sends its events to EventBridge (data-stack.ts); this rule
        // hands the objects created under the prefix to the function. A bucket notification would
        // make the data stack name this stack's Lambda (a dependency cycle) or need CDK's
        // notification custom resource (an AWS-managed policy and a wildcard).
        new Rule(this, `${pascal(worker.id)}Uploads`, {
          eventPattern: {
            source: ['aws.s3'],
            detailType: ['Object Created'],
            detail: { bucket: { name: [props.uploads.bucketName] }, object: { key: [{ prefix: source.prefix }] } },
          },
          targets: [new LambdaFunctionTarget(fn, { retryAttempts: 3 })],
        });
        continue;
      }
      // Sending is allowed from the configured sender (its address and its domain) only. SESv2's
      // SendEmail (simple or raw content) is authorised as ses:SendEmail alone.
      const sender = sesIdentityArns(this.region, this.account, props.mailFrom);
      if (sender.length > 0) fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sender }));
      fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: 10,
          retryAttempts: 3,
          bisectBatchOnError: true,
          filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT'), dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(source.entity) } } } })],
        }),
      );
      acknowledgeStreamListing(fn.role!);
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
