/**
 * `node --import tsx scripts/bench/hold-stack.ts`: the bench's local stack with the 5-year data
 * set, kept running (its URL printed) so the map traces (map-trace.ts) can be repeated against it
 * after rebuilding a remote, without loading the data set again. Ctrl-C stops it.
 */
import { startLocalStack } from '../../infra/local/start-stack';

async function main(): Promise<void> {
const stack = await startLocalStack({ seed: 'users', dynamoJit: 'full' });
const { seedBench } = await import('../../functions/src/seed/demo');
const started = performance.now();
await seedBench({ env: stack.env });
console.log(`data set loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`STACK ${stack.url}`);
process.on('SIGINT', () => void stack.stop().then(() => process.exit(0)));
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
setInterval(() => undefined, 1 << 30);
}

void main();
