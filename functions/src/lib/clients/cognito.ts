/**
 * The Cognito user pool client, created once per Lambda instance (region, credentials and endpoint from the
 * environment, AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally), instrumented for X-Ray (lib/observability.ts) and the least-privilege
 * recorder. One module per client: a function's bundle holds, and its cold start builds, only the
 * clients it uses.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { tracer } from '../observability';
import { recordSdkCalls } from '../sdk-recorder';

export const cognito = recordSdkCalls(tracer.captureAWSv3Client(new CognitoIdentityProviderClient({})));
