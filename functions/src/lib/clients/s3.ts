/**
 * The S3 client, created once per Lambda instance (region, credentials and endpoint from the
 * environment, AWS_ENDPOINT_URL_S3 locally, with path-style addressing for s3rver), instrumented for X-Ray (lib/observability.ts) and the least-privilege
 * recorder. One module per client: a function's bundle holds, and its cold start builds, only the
 * clients it uses.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { tracer } from '../observability';
import { recordSdkCalls } from '../sdk-recorder';

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
