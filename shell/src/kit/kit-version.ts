/**
 * The version of the federated kit this shell provides (the share scope's `shell/kit`), the one
 * every remote's declared kit range is checked against before it is mounted. It must equal
 * KIT_VERSION of scripts/webpack/create-config.cjs (kit-version.test.ts checks).
 */
export const KIT_VERSION = '1.1.0';
