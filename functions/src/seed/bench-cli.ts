/**
 * Loads the bench data set (5 years) into a DynamoDB endpoint and prints how long it took and
 * how many items it wrote:
 *   npx tsx functions/src/seed/bench-cli.ts --endpoint http://127.0.0.1:8000 [--table grindline] [--today 2025-06-30]
 * The table is created when missing. Credentials default to dummy values (DynamoDB Local).
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../data/table';
import { seedBench } from './demo';
import { formatPhases } from './phases';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

async function ensureTable(endpoint: string, table: string, region: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region });
  try {
    await client.send(new DescribeTableCommand({ TableName: table }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(tableDefinition(table)));
  } finally {
    client.destroy();
  }
}

async function main(): Promise<void> {
  const endpoint = arg('endpoint');
  if (!endpoint) throw new Error('Usage: bench-cli.ts --endpoint <DynamoDB URL> [--table <name>] [--today YYYY-MM-DD]');
  const table = arg('table') ?? 'grindline';
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const env = {
    TABLE_NAME: table,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  };
  Object.assign(process.env, env);
  await ensureTable(endpoint, table, region);
  const summary = await seedBench({ today: arg('today'), env });
  const verb = summary.skipped ? 'already loaded (marker found); nothing written' : 'loaded';
  console.log(`bench ${verb}: ${summary.from}..${summary.to} in ${summary.seconds.toFixed(1)} s`);
  if (!summary.skipped) console.log(`phases: ${formatPhases(summary.phases)}`);
  console.log(`items: ${summary.items} (tracks ${summary.tracks}, track chunks ${summary.trackChunks} with ${summary.points} chain points, reports ${summary.reportsCreated} created + ${summary.reportsExisting} existing, marker 1)`);
  console.log(`requests by variant: ${Object.entries(summary.byVariant).map(([v, n]) => `${v} ${n}`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
