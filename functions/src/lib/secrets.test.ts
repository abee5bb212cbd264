import { GOOGLE_MAPS_KEY, readSecret, type SecretFetcher } from './secrets';

/** A fetcher that records the names it was asked for. */
function recording(values: Record<string, unknown>): SecretFetcher & { asked: string[] } {
  const asked: string[] = [];
  return Object.assign(async (name: string) => {
    asked.push(name);
    return values[name];
  }, { asked });
}

describe('readSecret', () => {
  it('reads the secret the environment names (AWS), trimmed', async () => {
    const fetch = recording({ 'grindline/google-maps-key': ' AIza-key \n' });
    await expect(readSecret(GOOGLE_MAPS_KEY, { GOOGLE_MAPS_API_KEY_SECRET: 'grindline/google-maps-key' }, fetch)).resolves.toBe('AIza-key');
    expect(fetch.asked).toEqual(['grindline/google-maps-key']);
  });

  it('uses the value variable when set (local stack) and asks no store', async () => {
    const fetch = recording({});
    await expect(readSecret(GOOGLE_MAPS_KEY, { GOOGLE_MAPS_API_KEY: 'local-key', GOOGLE_MAPS_API_KEY_SECRET: 'x' }, fetch)).resolves.toBe('local-key');
    expect(fetch.asked).toEqual([]);
  });

  it('is null when neither is set, so the feature is off', async () => {
    await expect(readSecret(GOOGLE_MAPS_KEY, { GOOGLE_MAPS_API_KEY: '  ' }, recording({}))).resolves.toBeNull();
  });

  it('fails naming the secret, not showing a value, when it is empty or not text', async () => {
    const env = { GOOGLE_MAPS_API_KEY_SECRET: 'grindline/google-maps-key' };
    await expect(readSecret(GOOGLE_MAPS_KEY, env, recording({ 'grindline/google-maps-key': '' }))).rejects.toThrow('Secret grindline/google-maps-key (GOOGLE_MAPS_API_KEY_SECRET) is empty or not plain text');
    await expect(readSecret(GOOGLE_MAPS_KEY, env, recording({ 'grindline/google-maps-key': new Uint8Array([1]) }))).rejects.toThrow('not plain text');
  });
});
