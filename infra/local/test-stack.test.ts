import { answers } from './emulators/process';
import { startTestBackend } from './test-stack';

describe('startTestBackend', () => {
  it('starts DynamoDB Local and cognito-local, describes them in process.env, and stops them', async () => {
    const backend = await startTestBackend();
    try {
      expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toBe(backend.env.AWS_ENDPOINT_URL_DYNAMODB);
      expect(backend.env).toMatchObject({ TABLE_NAME: 'grindline-test', COOKIE_SECURE: 'false', AWS_REGION: 'us-east-1' });
      const jwks = await (await fetch(backend.env.COGNITO_JWKS_URL)).json();
      expect(jwks.keys).toHaveLength(1);
    } finally {
      await backend.stop();
    }
    expect(await answers(backend.env.AWS_ENDPOINT_URL_DYNAMODB)).toBe(false);
    expect(await answers(backend.env.COGNITO_JWKS_URL)).toBe(false);
  }, 30000);
});
