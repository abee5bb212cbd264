/**
 * For test files that read what the functions log and publish (docs/observability.md). The test
 * backend keeps Powertools quiet (infra/local/test-stack.ts: WARN, no EMF); this module turns both
 * fully on for its test file: every log level down to DEBUG, and EMF metrics on stdout. It also
 * asks Powertools to log every invocation's event (POWERTOOLS_LOGGER_LOG_EVENT), which the
 * functions' middlewares must refuse: an event carries cookies and passwords.
 *
 * IMPORT THIS MODULE FIRST: Powertools reads its environment when lib/observability.ts loads.
 */
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
process.env.POWERTOOLS_LOGGER_LOG_EVENT = 'true';

export { captureOutput, type Capture, type EmfLine } from './capture-output';
