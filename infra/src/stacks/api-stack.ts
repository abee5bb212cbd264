import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AuthorizerPayloadVersion, HttpApi, HttpAuthorizer, HttpAuthorizerType, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { apiAlarms } from '../monitoring/api-alarms';
import { functionAlarms } from '../monitoring/function-alarms';
import { authorizerAccess } from '../route-access';
import type { BasemapSetting } from '@grindline/domain';
import type { SecretNames } from '../secrets';
import { apiLambda } from './api-lambda';

export { LAMBDA_NODE_MAJOR, LAMBDA_RUNTIME } from './api-lambda';

/** Agency sign-in: Cognito's hosted domain, the shell's callback and the providers (no secret). */
export interface ApiSsoSettings {
  hostedDomainUrl: string;
  redirectUrl: string;
  providersJson: string;
}

/** What every API Lambda is configured with besides the shared resources' names. */
export interface ApiSettings {
  /** Folder holding one bundle folder per route id plus `authorizer` (functions/dist). */
  functionsDist: string;
  /** Sender address of the application's mail; MAIL_FROM is left unset (with a warning) without it. */
  mailFrom?: string;
  /** Secrets Manager names of the secrets the routes read (the Google Maps key); never a value. */
  secrets?: SecretNames;
  agencySso?: ApiSsoSettings;
  /** The production basemap (context `basemap`); unset: the maps draw the built-in offline one. */
  basemap?: BasemapSetting | null;
}

export interface ApiStackProps extends StackProps, ApiSettings {
  /** The topic every alarm notifies (GrindlineAlarms); the area stacks find it through SSM. */
  alarmTopic: ITopic;
  table: ITable;
  /** Names of the table's global secondary indexes (each gets its own ARN in the grants). */
  tableIndexNames: readonly string[];
  uploads: IBucket;
  userPool: IUserPool;
  client: IUserPoolClient;
}

/**
 * SSM parameters GrindlineApi writes and each area stack (api-area-stack.ts) reads at deploy
 * time: an area imports no CloudFormation export, so it deploys and rolls back alone.
 */
export const apiSsmNames = {
  httpApiId: '/grindline/api/http-api-id',
  authorizerId: '/grindline/api/authorizer-id',
  tableName: '/grindline/api/table-name',
  tableStreamArn: '/grindline/api/table-stream-arn',
  uploadsBucket: '/grindline/api/uploads-bucket',
  userPoolId: '/grindline/api/user-pool-id',
  userPoolClientId: '/grindline/api/user-pool-client-id',
} as const;

/** The names of the shared resources, as the Lambdas' environment needs them. */
export interface SharedNames {
  tableName: string;
  bucketName: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** The environment of every API Lambda (the handlers read these; api-functions test checks it). */
export function lambdaEnvironment(names: SharedNames, settings: ApiSettings): Record<string, string> {
  const environment: Record<string, string> = {
    TABLE_NAME: names.tableName,
    USER_POOL_ID: names.userPoolId,
    USER_POOL_CLIENT_ID: names.userPoolClientId,
    BUCKET_NAME: names.bucketName,
  };
  if (settings.mailFrom) environment.MAIL_FROM = settings.mailFrom;
  // The base-layer route tells the browser (functions/src/maps/base-layer.ts).
  if (settings.basemap) environment.GRINDLINE_BASEMAP = settings.basemap.url;
  if (settings.agencySso) {
    environment.COGNITO_DOMAIN = settings.agencySso.hostedDomainUrl;
    environment.SSO_REDIRECT_URL = settings.agencySso.redirectUrl;
    environment.SSO_PROVIDERS = settings.agencySso.providersJson;
  }
  return environment;
}

/** SES identities of the sender `mailFrom`: the address and its domain (none without a sender). */
export function sesIdentityArns(region: string, account: string, mailFrom: string | undefined): string[] {
  if (!mailFrom) return [];
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const domain = address.split('@')[1];
  return [address, domain].filter(Boolean).map((identity) => `arn:aws:ses:${region}:${account}:identity/${identity}`);
}

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

/**
 * GrindlineApi: the HTTP API, its access log and the cookie Lambda authorizer. The routes and
 * workers are the area stacks' (api-area-stack.ts); this stack publishes through SSM what they
 * share (the API, the authorizer, the table, the bucket, the user pool).
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly authorizer: HttpAuthorizer;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    if (!props.mailFrom) Annotations.of(this).addWarning('No mailFrom context value: MAIL_FROM is unset and sending mail will fail (docs/deploy.md).');
    const environment = lambdaEnvironment(
      { tableName: props.table.tableName, bucketName: props.uploads.bucketName, userPoolId: props.userPool.userPoolId, userPoolClientId: props.client.userPoolClientId },
      props,
    );
    const resources = {
      table: { tableArn: props.table.tableArn, indexNames: props.tableIndexNames },
      uploads: props.uploads,
      userPoolArn: props.userPool.userPoolArn,
    };
    const handler = apiLambda(this, 'Authorizer', { folder: 'authorizer', functionsDist: props.functionsDist, access: authorizerAccess(), resources, environment });
    // The authorizer's and the API's alarms live with them; their graphs are on the sign-in and
    // administration dashboard (GrindlineApiAccess).
    functionAlarms(this, handler, props.alarmTopic, 'authorizer');

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

    // The authorizer is made here, not by a route binding it (HttpLambdaAuthorizer's way), since
    // the routes live in the area stacks, which name it by id. Results are never cached: the
    // identity source is the whole Cookie header, and a cached answer would outlive a logout or
    // an expired token.
    this.authorizer = new HttpAuthorizer(this.api, 'CookieAuthorizer', {
      httpApi: this.api,
      authorizerName: 'CookieAuthorizer',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: ['$request.header.Cookie'],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${handler.functionArn}/invocations`,
      resultsCacheTtl: Duration.seconds(0),
    });
    handler.addPermission('CookieAuthorizerInvoke', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.formatArn({ service: 'execute-api', resource: this.api.apiId, resourceName: `authorizers/${this.authorizer.authorizerId}` }),
    });
    const authorizerId = this.authorizer.authorizerId;
    apiAlarms(this, this.api, props.alarmTopic);

    const shared: Record<keyof typeof apiSsmNames, string> = {
      httpApiId: this.api.apiId,
      authorizerId,
      tableName: props.table.tableName,
      tableStreamArn: requireStream(props.table),
      uploadsBucket: props.uploads.bucketName,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.client.userPoolClientId,
    };
    for (const [key, value] of Object.entries(shared) as Array<[keyof typeof apiSsmNames, string]>) {
      new StringParameter(this, `Ssm${key.charAt(0).toUpperCase()}${key.slice(1)}`, { parameterName: apiSsmNames[key], stringValue: value });
    }
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
  }
}

/** The table's stream ARN (the mail worker reads the stream); the data stack always enables it. */
function requireStream(table: ITable): string {
  if (!table.tableStreamArn) throw new Error('The table has no stream: the mail worker needs it (data-stack.ts)');
  return table.tableStreamArn;
}
