/**
 * The SES (v2) client, created once per Lambda instance (region, credentials and endpoint from the
 * environment, AWS_ENDPOINT_URL_SESV2 locally), instrumented for X-Ray (lib/observability.ts) and the least-privilege
 * recorder. One module per client: a function's bundle holds, and its cold start builds, only the
 * clients it uses.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { tracer } from '../observability';
import { recordSdkCalls } from '../sdk-recorder';

export const ses = recordSdkCalls(tracer.captureAWSv3Client(new SESv2Client({})));
