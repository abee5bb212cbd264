/**
 * Secrets read at run time (docs/decisions.md 'Secrets read at run time'). In AWS a Lambda's
 * environment names the secret (`<NAME>_SECRET`, a Secrets Manager name or ARN) and the value is
 * fetched with AWS Lambda Powertools Parameters, kept in memory for SECRET_MAX_AGE_SECONDS per
 * instance. The local stack has no Secrets Manager: it sets the value itself (`<NAME>`), and the
 * same reader returns it. The value is never logged.
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/** A rotated secret reaches every running instance within this time (docs/operations.md). */
export const SECRET_MAX_AGE_SECONDS = 900;

export interface SecretSource {
  /** Variable holding the value itself (local stack only). */
  valueVariable: string;
  /** Variable holding the Secrets Manager secret's name or ARN (AWS). */
  nameVariable: string;
}

/** The Google Maps JavaScript API key of the maps (optional: MapLibre without it). */
export const GOOGLE_MAPS_KEY: SecretSource = { valueVariable: 'GOOGLE_MAPS_API_KEY', nameVariable: 'GOOGLE_MAPS_API_KEY_SECRET' };

type Env = Record<string, string | undefined>;
/** Fetches a secret's current value by name (Secrets Manager, through the Powertools cache). */
export type SecretFetcher = (name: string) => Promise<unknown>;

const fromSecretsManager: SecretFetcher = (name) => getSecret(name, { maxAge: SECRET_MAX_AGE_SECONDS });

/**
 * The secret's value: the value variable when set (local), else the secret the name variable
 * names; null when neither is set (the feature is off). A named secret that is missing, empty or
 * not plain text fails with the secret's name, never its value.
 */
export async function readSecret(source: SecretSource, env: Env = process.env, fetch: SecretFetcher = fromSecretsManager): Promise<string | null> {
  const direct = env[source.valueVariable]?.trim();
  if (direct) return direct;
  const name = env[source.nameVariable]?.trim();
  if (!name) return null;
  const value = await fetch(name);
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`Secret ${name} (${source.nameVariable}) is empty or not plain text: store the value as a plain-text secret string`);
  }
  return value.trim();
}
