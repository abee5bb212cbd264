/**
 * Secrets the Lambdas read at run time (docs/deploy.md 'Secrets'): the template carries the
 * secret's name, never its value. Each Lambda that reads one gets `secretsmanager:GetSecretValue`
 * on that one secret and the name in an environment variable; nothing else does.
 */
import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { RouteSecret } from '../../functions/src/route-table';

/** The environment variable naming each secret (functions/src/lib/secrets.ts reads it). */
export const SECRET_NAME_VARIABLES: Readonly<Record<RouteSecret, string>> = {
  googleMapsKey: 'GOOGLE_MAPS_API_KEY_SECRET',
};

/** Secrets Manager names (or ARNs) of the secrets configured for the deployment. */
export type SecretNames = Partial<Record<RouteSecret, string>>;

/**
 * Context values that used to carry a secret's value: refused, since a context value is written
 * into the template (and into the Lambda's settings), with the name of the replacement.
 */
export const REFUSED_SECRET_CONTEXT: Readonly<Record<string, string>> = { googleMapsKey: 'googleMapsKeySecret' };

/** Throws when the context still gives a secret's value rather than its secret's name. */
export function refuseSecretValues(context: (key: string) => string | undefined): void {
  for (const [old, replacement] of Object.entries(REFUSED_SECRET_CONTEXT)) {
    if (context(old)) throw new Error(`${old} is no longer read: store the value in Secrets Manager and pass the secret's name as ${replacement} (docs/deploy.md 'Secrets')`);
  }
}

const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;

/** Checks a secret name or ARN from the context; throws naming the context value. */
export function parseSecretName(contextName: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.startsWith('arn:')) {
    if (!/^arn:[a-z-]+:secretsmanager:[a-z0-9-]+:\d{12}:secret:[A-Za-z0-9/_+=.@-]+$/.test(value)) throw new Error(`${contextName} must be a Secrets Manager secret name or ARN, got '${value}'`);
    return value;
  }
  if (!SECRET_NAME.test(value)) throw new Error(`${contextName} must be a Secrets Manager secret name (letters, digits and /_+=.@-), got '${value}'`);
  return value;
}

/**
 * The ARN that matches exactly the secret: its full ARN as given, or for a name the ARN with the
 * six random characters Secrets Manager appends (`-??????`, which matches no other secret name).
 */
export function secretArnPattern(scope: Construct, nameOrArn: string): string {
  if (nameOrArn.startsWith('arn:')) return nameOrArn;
  return Arn.format({ service: 'secretsmanager', resource: 'secret', resourceName: `${nameOrArn}-??????`, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, Stack.of(scope));
}

/** Lets `fn` read each secret in `needs` that is configured, and names it in its environment. */
export function grantSecrets(fn: LambdaFunction, needs: readonly RouteSecret[] | undefined, names: SecretNames): void {
  for (const secret of needs ?? []) {
    const name = names[secret];
    if (!name) continue;
    fn.addEnvironment(SECRET_NAME_VARIABLES[secret], name);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secretArnPattern(fn, name)] }));
  }
}
