/**
 * Load, short form of the benchmark's (scripts/bench/load.ts): 10 supervisors, each signed in
 * with a session of their own, file distinct BART reports back to back for 5 s through the
 * gateway of a local stack; every report answered 201 must be in DynamoDB exactly once, and no
 * request may fail (5xx or no answer).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startLocalStack, type LocalStack } from '../../infra/local/start-stack';
import { formatLoad, runLoad } from '../../scripts/bench/load';

let stack: LocalStack;
before(async () => {
  stack = await startLocalStack({ seed: 'users' });
});
after(async () => {
  await stack?.stop();
});

test('10 supervisors filing for 5 s: every accepted report stored exactly once, none failed', async () => {
  const result = await runLoad({ url: stack.url, env: stack.env, concurrency: 10, durationMs: 5000 });
  console.log(formatLoad(result));
  assert.ok(result.accepted > 0, 'reports were accepted');
  assert.equal(result.failures, 0, `no 5xx and no request without an answer (${JSON.stringify(result.statuses)})`);
  assert.deepEqual(Object.keys(result.statuses), ['201'], 'every distinct report is accepted with 201');
  assert.equal(result.lost, 0, 'accepted reports missing from DynamoDB');
  assert.equal(result.duplicates, 0, 'reports stored more than once');
  assert.equal(result.unexpected, 0, 'reports stored without a 201');
});
