import { KIT_VERSION } from './kit-version';

describe('KIT_VERSION', () => {
  it('is the version the webpack build provides in the share scope', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { KIT_VERSION: built } = require('../../../scripts/webpack/create-config.cjs') as { KIT_VERSION: string };
    expect(KIT_VERSION).toBe(built);
  });
});
