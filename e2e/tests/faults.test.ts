/**
 * Fault injection: the gateway runs as a child process of its own (infra/local/gateway-cli.ts,
 * same route table and handler bundles) against a DynamoDB Local and a cognito-local that stay
 * up, and is killed with SIGKILL at random moments during 100 operations (BART report
 * submissions and deletions, e2e/support/fault-operations.ts). After each operation, killed or
 * not, the stored state is checked (whole or absent, never partial; a deleted report still there
 * whole or gone with its filing version and a tombstone) and the request is repeated as a client would; at the end
 * the table is read back directly and no report may be lost or stored twice.
 *
 * The moments come from a seeded generator: the seed is printed, and FAULT_SEED=<seed> replays
 * the same operations and kill decisions (the kill moments are fractions of the measured latency).
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createRng } from '../../functions/src/seed/prng';
import { startTestBackend, type TestBackend } from '../../infra/local/test-stack';
import { bartSlot, send, signIn } from '../../scripts/bench/bart-client';
import { countStored, scanReports, tableClient } from '../../scripts/bench/read-back';
import { pickKind, type FaultWorld } from '../support/fault-operations';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process';

const OPERATIONS = 100;
/** Share of the operations during which the gateway is killed. */
const KILL_RATE = 0.15;
const SEED = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let backend: TestBackend;
let gateway: GatewayProcess;
let bundles: string;
const startGateway = (port?: number) => startGatewayProcess({ env: backend.env, port, functionsDist: bundles });
before(async () => {
  // Every restart loads the bundles as they were when the test started, even if they are rebuilt meanwhile.
  const dist = join(import.meta.dirname, '..', '..', 'functions', 'dist');
  if (!existsSync(join(dist, 'bart-report-submit', 'index.mjs'))) throw new Error('functions/dist is not built: run `node scripts/build.mjs functions`');
  bundles = mkdtempSync(join(tmpdir(), 'grindline-faults-'));
  cpSync(dist, bundles, { recursive: true });
  backend = await startTestBackend();
  gateway = await startGateway();
});
after(async () => {
  await gateway?.stop();
  await backend?.stop();
  if (bundles) rmSync(bundles, { recursive: true, force: true });
});

test('reports survive SIGKILLs of the gateway at random moments: none partial, lost or stored twice', async () => {
  console.log(`fault injection seed ${SEED} (replay with FAULT_SEED=${SEED})`);
  const started = performance.now();
  const random = createRng(SEED).next;
  const outcomes = new Map<string, number>();
  let slot = 0;
  const world: FaultWorld = {
    url: gateway.url,
    cookie: await signIn(gateway.url, 'bartadmin'),
    username: 'bartadmin',
    db: tableClient(backend.env),
    table: backend.env.TABLE_NAME,
    random,
    nextSlot: () => bartSlot('2030-01-01', slot++),
    filed: new Map(),
    sent: new Set(),
    note: (outcome) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1),
  };
  // The session outlives the gateway (it is the cookies and Cognito's keys, not process state).
  assert.equal((await send(world.url, 'GET', '/api/user', { cookie: world.cookie, agent: false })).status, 200);

  const latencies: number[] = [];
  let kills = 0;
  let restartMs = 0;
  try {
    for (let i = 0; i < OPERATIONS; i += 1) {
      const op = pickKind(world).plan(world);
      // Both draws are made for every operation, so a seed always replays the same sequence.
      const kill = random() < KILL_RATE;
      const moment = random();
      const request = send(world.url, op.method, op.path, { cookie: world.cookie, body: op.body, agent: false }).catch(() => null);
      if (kill) {
        // The fault: SIGKILL at a random point of the operation, from before the request reaches
        // the gateway to after its answer (twice the median latency seen so far).
        const window = Math.min(500, Math.max(20, 2 * (median(latencies.slice(-20)) ?? 40)));
        await new Promise((resolve) => setTimeout(resolve, moment * window));
        const down = performance.now();
        await gateway.kill();
        kills += 1;
        gateway = await startGateway(gateway.port);
        restartMs += performance.now() - down;
      }
      const answer = await request;
      try {
        if (!kill) {
          assert.ok(answer, 'a request the gateway was not killed during gets an answer');
          latencies.push(answer.ms);
        }
        await op.settle(world, answer, kill);
      } catch (error) {
        if (error instanceof Error) {
          error.message = `operation ${i + 1} (${op.label}${kill ? ', gateway killed' : ''}), seed ${SEED}: ${error.message}\ngateway output: ${gateway.output().slice(-1500) || '(none)'}`;
        }
        throw error;
      }
    }

    // Read back from DynamoDB itself: every report filed is current once, or gone if deleted, and
    // each has exactly one filing version; each deleted one exactly one tombstone.
    const filed = [...world.filed.values()];
    const ids = (state: 'stored' | 'deleted') => new Map(filed.filter((f) => f.state === state).map((f) => [f.body.submissionId, f.shiftId]));
    const { reports, filings, tombstones } = await scanReports(world.db, world.table);
    const current = countStored(reports, ids('stored'), world.sent);
    const recorded = countStored(filings, new Map([...ids('stored'), ...ids('deleted')]), world.sent);
    const ours = new Set(filed.map((f) => f.shiftId));
    const tombstoned = new Map<string, number>();
    for (const t of tombstones) if (ours.has(t.shiftId)) tombstoned.set(t.shiftId, (tombstoned.get(t.shiftId) ?? 0) + 1);
    const deletedWithoutTombstone = [...ids('deleted').values()].filter((id) => tombstoned.get(id) !== 1).length;
    const storedWithTombstone = [...ids('stored').values()].filter((id) => tombstoned.has(id)).length;
    const lost = current.lost + recorded.lost;
    const duplicates = current.duplicates + recorded.duplicates;
    console.log(
      [
        `fault injection, seed ${SEED}: operations ${OPERATIONS}, kills injected ${kills}, reports lost ${lost}, duplicates ${duplicates}`,
        `  ${world.sent.size} submitted, ${ids('stored').size} stored and ${ids('deleted').size} deleted at the end`,
        `  ${((performance.now() - started) / 1000).toFixed(1)} s, of which ${(restartMs / 1000).toFixed(1)} s killing and restarting the gateway`,
        ...[...outcomes].sort().map(([outcome, n]) => `  ${String(n).padStart(3)} x ${outcome}`),
      ].join('\n'),
    );
    assert.ok(kills > 0, 'at least one kill was injected');
    assert.equal(lost, 0, 'reports lost (a stored report missing, or a report without its filing version)');
    assert.equal(duplicates, 0, 'reports stored more than once (or filed twice in the history)');
    assert.equal(current.unexpected, 0, 'a deleted report is back');
    assert.equal(recorded.unexpected, 0, 'a filing version of a submission never stored');
    assert.equal(deletedWithoutTombstone, 0, 'a deleted report without exactly one tombstone version');
    assert.equal(storedWithTombstone, 0, 'a report still stored has a tombstone');
    assert.equal(world.filed.size, world.sent.size, 'every submission is accounted for');
  } finally {
    world.db.destroy();
  }
});
