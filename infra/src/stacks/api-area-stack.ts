import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpAuthorizer, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { RouteDef } from '../../../functions/src/route-table';
import type { WorkerDef } from '../../../functions/src/workers';
import type { ApiArea, ApiAreaName } from '../api-areas';
import { ALARM_TOPIC_PARAMETER } from '../monitoring/alarms-stack';
import { AreaMonitoring } from '../monitoring/area-monitoring';
import { workerDeadLetterQueue } from '../monitoring/dead-letter';
import { acknowledgePublicRoute, acknowledgeStreamListing } from '../nag/acknowledgements';
import { routeAccess, workerAccess } from '../route-access';
import { grantSecrets } from '../secrets';
import { apiLambda, pascal } from './api-lambda';
import { StackLayers } from './lambda-layers';
import { apiSsmNames, lambdaEnvironment, sesIdentityArns, type ApiSettings } from './api-stack';

export interface ApiAreaStackProps extends StackProps, ApiSettings {
  area: ApiArea;
  /** This area's routes (api-areas.ts chose them from the route table). */
  routes: readonly RouteDef[];
  /** This area's workers. */
  workers: readonly WorkerDef[];
  /** Names of the table's global secondary indexes (each gets its own ARN in the grants). */
  tableIndexNames: readonly string[];
}

/**
 * One area of the API (GrindlineApiReports, ...): a Lambda and an HTTP API route per route of
 * the area, the cookie authorizer on every route that is not public, and the area's workers.
 * The API, the authorizer, the table, the bucket and the user pool are GrindlineApi's, read
 * through SSM at deploy time, like the alarm topic of GrindlineAlarms: the stack imports no export,
 * so it deploys and rolls back alone.
 */
export class ApiAreaStack extends Stack {
  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    super(scope, id, { description: `Grindline API, ${props.area.name}: ${props.area.description}`, ...props });
    const ssm = (name: string) => StringParameter.valueForStringParameter(this, name);
    const tableName = ssm(apiSsmNames.tableName);
    const table = Table.fromTableAttributes(this, 'Table', { tableName, tableStreamArn: props.workers.some((w) => w.source.kind === 'tableStream') ? ssm(apiSsmNames.tableStreamArn) : undefined });
    const uploads = Bucket.fromBucketName(this, 'Uploads', ssm(apiSsmNames.uploadsBucket));
    const userPoolId = ssm(apiSsmNames.userPoolId);
    const environment = lambdaEnvironment({ tableName, bucketName: uploads.bucketName, userPoolId, userPoolClientId: ssm(apiSsmNames.userPoolClientId) }, props);
    const resources = {
      table: { tableArn: table.tableArn, indexNames: props.tableIndexNames },
      uploads,
      userPoolArn: this.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: userPoolId }),
    };
    const common = { functionsDist: props.functionsDist, resources, environment };
    // resvg and Chromium travel in layers made here for the functions that load them.
    const layers = new StackLayers(this, props.functionsDist);
    // Every Lambda's errors and throttles alarms, the area's application alarms and its dashboard.
    const monitoring = new AreaMonitoring(this, Topic.fromTopicArn(this, 'AlarmTopic', ssm(ALARM_TOPIC_PARAMETER)));
    const area = props.area.name as ApiAreaName;

    if (props.routes.length > 0) {
      const httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', { httpApiId: ssm(apiSsmNames.httpApiId) });
      if (area === 'access') monitoring.graphApi(httpApi);
      // Read only by an area with a route behind it: an unused parameter is a template warning.
      const authorizer = props.routes.some((r) => r.allow !== 'public')
        ? HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'CookieAuthorizer', {
            authorizerId: ssm(apiSsmNames.authorizerId),
            // The route's AuthorizationType: CUSTOM is a Lambda authorizer.
            authorizerType: 'CUSTOM',
          })
        : undefined;
      for (const route of props.routes) {
        const fn = apiLambda(this, pascal(route.id), {
          ...common,
          folder: route.id,
          access: routeAccess(route),
          memoryMb: route.memoryMb,
          timeoutSeconds: route.timeoutSeconds,
          // Graviton, except where the printing Chromium exists for x86_64 only.
          x86: route.chromium === true,
          layers: layers.for(route.id),
        });
        grantSecrets(fn, route.secrets, props.secrets ?? {});
        monitoring.watchFunction(area, route.id, fn);
        const isPublic = route.allow === 'public';
        const added = new HttpRoute(this, `${pascal(route.id)}Route`, {
          httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration: new HttpLambdaIntegration(`${pascal(route.id)}Integration`, fn),
          authorizer: isPublic ? undefined : authorizer,
        });
        if (isPublic) acknowledgePublicRoute(added, `${route.method} ${route.path}`);
      }
    }

    // Workers fed by the table's stream, filtered to new items of their entity (the mail outbox),
    // or by the bucket's object-created events: the same bundles the local stack invokes.
    for (const worker of props.workers) {
      // A worker with sharp runs on x86_64: its bundle carries sharp's linux-x64 binaries (functions/build.mjs).
      const fn = apiLambda(this, pascal(worker.id), { ...common, folder: worker.id, access: workerAccess(worker), memoryMb: worker.memoryMb, timeoutSeconds: worker.timeoutSeconds, x86: worker.sharp === true, layers: layers.for(worker.id) });
      const source = worker.source;
      monitoring.watchFunction(area, worker.id, fn);
      // Events that still fail after the retries are kept, not dropped (docs/operations.md).
      const deadLetters = workerDeadLetterQueue(this, pascal(worker.id));
      monitoring.watchDeadLetters(area, worker.id, deadLetters);
      if (source.kind === 'schedule') {
        // A scheduled worker (the reviewers' daily mail): EventBridge invokes it; what it still
        // fails on after Lambda's retries goes to its dead-letter queue.
        new Rule(this, `${pascal(worker.id)}Schedule`, {
          schedule: Schedule.expression(source.expression),
          targets: [new LambdaFunctionTarget(fn, { retryAttempts: 2, deadLetterQueue: deadLetters })],
        });
        fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(deadLetters) });
        continue;
      }
      if (source.kind === 's3ObjectCreated') {
        // The bucket sends its events to EventBridge (data-stack.ts); this rule hands the objects
        // created under the prefix to the function. A bucket notification would make the data
        // stack name this stack's Lambda, or need CDK's notification custom resource (an
        // AWS-managed policy and a wildcard).
        new Rule(this, `${pascal(worker.id)}Uploads`, {
          eventPattern: {
            source: ['aws.s3'],
            detailType: ['Object Created'],
            detail: { bucket: { name: [uploads.bucketName] }, object: { key: [{ prefix: source.prefix }] } },
          },
          targets: [new LambdaFunctionTarget(fn, { retryAttempts: 3, deadLetterQueue: deadLetters })],
        });
        // EventBridge's dead-letter queue takes events it could not hand to Lambda; an event the
        // function itself failed on (Lambda retries it twice) goes to the same queue from here.
        fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(deadLetters) });
        continue;
      }
      // Sending is allowed from the configured sender (its address and its domain) only. SESv2's
      // SendEmail (simple or raw content) is authorised as ses:SendEmail alone.
      const sender = sesIdentityArns(this.region, this.account, props.mailFrom);
      if (sender.length > 0) fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sender }));
      fn.addEventSource(
        new DynamoEventSource(table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: 10,
          retryAttempts: 3,
          bisectBatchOnError: true,
          onFailure: new SqsDlq(deadLetters),
          filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT'), dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(source.entity) } } } })],
        }),
      );
      acknowledgeStreamListing(fn.role!);
    }
  }
}
