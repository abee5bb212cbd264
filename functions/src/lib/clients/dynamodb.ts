/**
 * The DynamoDB client, created once per Lambda instance (region, credentials and endpoint from the
 * environment, AWS_ENDPOINT_URL_DYNAMODB locally), instrumented for X-Ray (lib/observability.ts) and the least-privilege
 * recorder. One module per client: a function's bundle holds, and its cold start builds, only the
 * clients it uses.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from '../observability';
import { recordSdkCalls } from '../sdk-recorder';

/** Low-level DynamoDB client (for CreateTable and the like). */
export const dynamo = recordSdkCalls(tracer.captureAWSv3Client(new DynamoDBClient({})));

/** DynamoDB document client: plain JS values in and out; undefined attributes are dropped. It
 * shares `dynamo`'s middleware stack, so its calls are traced too. */
export const ddb = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});
