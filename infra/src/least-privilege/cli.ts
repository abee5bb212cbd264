/**
 * The least-privilege proof as a step of `npm test` (scripts/test.mjs):
 *   node --import tsx infra/src/least-privilege/cli.ts <records dir> <report.json>
 * Evaluates the SDK calls recorded in <records dir>, writes the report (simulate.ts ProofReport)
 * to <report.json>, prints the figures and the unused grants, and ends with `N passed, N failed`:
 * one check per function with recorded calls (failed when any of its calls is denied), plus one
 * failure when nothing was recorded or a record names a function the app does not have.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { proveLeastPrivilege, readRecords } from './simulate';
import { synthesizedPolicies } from './synthesized-policies';

const [dir, out] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: cli.ts <records dir> <report.json>');
  process.exit(2);
}
const records = existsSync(dir) ? readRecords(dir) : [];
const report = await proveLeastPrivilege(synthesizedPolicies(), records);
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);

const deniedFunctions = new Set(report.denied.map((d) => d.functionId));
for (const d of report.denied) {
  console.error(`[least-privilege] DENIED ${d.functionId}: ${d.action} on ${d.resource} ${JSON.stringify(d.context)} (${d.command}): ${d.result}`);
}
for (const id of report.unknownFunctions) console.error(`[least-privilege] records name ${id}, which is no function of the app`);
if (records.length === 0) console.error(`[least-privilege] no SDK call was recorded in ${dir}`);
for (const [id, actions] of Object.entries(report.unusedActions)) console.log(`[least-privilege] granted but unused by ${id}: ${actions.join(', ')}`);
console.log(
  `[least-privilege] ${report.functionsChecked.length} of ${report.functions} functions checked (${report.functionsWithoutCalls.length} made no recorded call), ` +
    `${report.callsRecorded} SDK calls recorded, ${report.requestsSimulated} distinct requests simulated, ${report.denied.length} denied; report: ${out}`,
);
const failed = deniedFunctions.size + (records.length === 0 || report.unknownFunctions.length > 0 ? 1 : 0);
console.log(`${report.functionsChecked.length - deniedFunctions.size} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
