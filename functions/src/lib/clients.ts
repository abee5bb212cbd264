/**
 * AWS SDK clients, created once per Lambda instance. Region, credentials and endpoints come from
 * the environment (AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
 * AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL_SESV2): the SDK reads them itself, so nothing here differs
 * between AWS and the local emulators except S3's path style. Each client is instrumented for
 * X-Ray (lib/observability.ts), so every SDK call of a traced invocation is a subsegment.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracer } from './observability';
import { recordSdkCalls } from './sdk-recorder';

/** Low-level DynamoDB client (for CreateTable and the like). */
export const dynamo = recordSdkCalls(tracer.captureAWSv3Client(new DynamoDBClient({})));

/** DynamoDB document client: plain JS values in and out; undefined attributes are dropped. It
 * shares `dynamo`'s middleware stack, so its calls are traced too. */
export const ddb = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export const cognito = recordSdkCalls(tracer.captureAWSv3Client(new CognitoIdentityProviderClient({})));

/**
 * S3 client. Checksums only when required: s3rver would otherwise store streamed bodies with
 * their aws-chunked framing, and S3 needs no more for our small objects.
 */
export const s3 = recordSdkCalls(
  tracer.captureAWSv3Client(
    new S3Client({
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  ),
);

export const ses = recordSdkCalls(tracer.captureAWSv3Client(new SESv2Client({})));
