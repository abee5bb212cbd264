import { readConfig } from './config';

describe('readConfig', () => {
  it('derives the Cognito issuer and JWKS URL from the region and pool id', () => {
    const config = readConfig({ AWS_REGION: 'us-west-2', USER_POOL_ID: 'us-west-2_abc' });
    expect(config.cognitoIssuer).toBe('https://cognito-idp.us-west-2.amazonaws.com/us-west-2_abc');
    expect(config.cognitoJwksUrl).toBe('https://cognito-idp.us-west-2.amazonaws.com/us-west-2_abc/.well-known/jwks.json');
  });

  it('takes explicit issuer and JWKS URL (cognito-local) as given', () => {
    const config = readConfig({ COGNITO_ISSUER: 'http://127.0.0.1:1/pool', COGNITO_JWKS_URL: 'http://127.0.0.1:1/pool/jwks' });
    expect(config.cognitoIssuer).toBe('http://127.0.0.1:1/pool');
    expect(config.cognitoJwksUrl).toBe('http://127.0.0.1:1/pool/jwks');
  });

  it('makes cookies Secure unless COOKIE_SECURE is false', () => {
    expect(readConfig({}).cookieSecure).toBe(true);
    expect(readConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(readConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('names the missing variable when a required value is read', () => {
    const config = readConfig({ TABLE_NAME: ' ' });
    expect(() => config.tableName).toThrow('Missing environment variable TABLE_NAME');
    expect(() => config.userPoolClientId).toThrow('Missing environment variable USER_POOL_CLIENT_ID');
  });
});
