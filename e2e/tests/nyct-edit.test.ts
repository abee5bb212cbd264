/**
 * The NYCT report, its edit and its history end to end (issue 11), in Debian's Chromium against a
 * local stack of its own: nyctadmin files a Grind Shift Report with two grind limits and defects;
 * nyctadmin cannot reach the edit page or its API; nyctadminedit edits a station number and a
 * defect from the daily stats card, sees the change in daily stats and in the history with its
 * difference; two sessions saving the same version: one wins, the other is told; adminmgmt
 * restores the report after a delete.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { shot, signIn, startWorld, type E2eWorld } from '../support/browser';
import { fillNyctLimit, fillNyctShift } from '../support/nyct-form';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

const DATE = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
let shiftId = '';

test('nyctadmin files a NYCT report with two grind limits and defects', async () => {
  const page = await signIn(world, 'nyctadmin');
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'Grind Shift Report' }).waitFor();
  await fillNyctShift(page, DATE);
  await page.getByRole('button', { name: 'Add grind limit' }).click();
  await fillNyctLimit(page, 2, '320', { count: '2', type: 'Corrugated', priority: 'P2' });
  await shot(page, 'nyct-form-filled');
  // The 10-inch tablet held upright, as crews file at night.
  await page.setViewportSize({ width: 800, height: 1280 });
  await shot(page, 'nyct-form-tablet');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Review and Submit' }).click();
  await page.getByRole('heading', { name: 'Review Details' }).waitFor();
  // The review names the line as NYCT's people do and each limit's status in words.
  assert.ok(await page.getByText('BMT / Canarsie (BMT)').isVisible(), 'the line by its name');
  assert.equal(await page.getByRole('table', { name: 'Grind limits' }).getByRole('cell', { name: 'Complete', exact: true }).count(), 2);
  await shot(page, 'nyct-review');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor();
  const text = await page.getByText(/Your report was filed as shift \d+/).textContent();
  shiftId = /shift (\d+)/.exec(text ?? '')![1];
  assert.equal(shiftId, `${DATE.replaceAll('-', '')}00101`, 'the server allocated shift 001 of grinder LPC-1 (code 01)');
  await shot(page, 'nyct-submitted');

  // nyctadmin may not edit: the route sends it home and the API refuses it.
  await page.goto(`${world.stack.url}/edit-report/${shiftId}`);
  await page.waitForURL((u) => u.pathname === '/');
  assert.equal((await page.request.get(`${world.stack.url}/api/reports/${shiftId}/edit`)).status(), 403);
  assert.equal((await page.request.put(`${world.stack.url}/api/reports/${shiftId}`, { data: { changeId: 'x' } })).status(), 403);
  await page.context().close();
});

test('nyctadminedit edits a station number and a defect from daily stats; the change shows in daily stats and the history', async () => {
  assert.ok(shiftId, 'the report was filed');
  const page = await signIn(world, 'nyctadminedit');
  await page.goto(`${world.stack.url}/dash`);
  await page.getByLabel('Date from', { exact: true }).fill(DATE);
  await page.getByLabel('Date to', { exact: true }).fill(DATE);
  await page.getByRole('link', { name: 'Edit' }).first().waitFor();
  assert.ok(await page.getByRole('link', { name: 'History' }).first().isVisible(), 'the card links the history');
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await page.getByRole('heading', { name: `Edit Grind Shift Report ${shiftId} (version 1)` }).waitFor();
  const first = page.getByRole('group', { name: /^Grind limit 1 of 2$/ });
  assert.equal(await first.getByLabel('From Station', { exact: true }).inputValue(), '310');
  await first.getByLabel('From Station', { exact: true }).fill('312');
  await first.getByLabel('Number of Defects Removed', { exact: true }).fill('9');
  await shot(page, 'nyct-edit');
  await page.getByRole('button', { name: 'Review and Submit' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText(`Your changes to shift ${shiftId} were saved as version 2.`).waitFor();

  await page.goto(`${world.stack.url}/dash`);
  await page.getByLabel('Date from', { exact: true }).fill(DATE);
  await page.getByLabel('Date to', { exact: true }).fill(DATE);
  await page.getByRole('button', { name: 'Show more' }).first().click();
  // The card writes NYCT's stations as its form and map do: station 312 and 40 ft.
  await page.getByRole('cell', { name: '312 + 40', exact: true }).first().waitFor();
  await shot(page, 'nyct-daily-stats-edited');

  await page.getByRole('link', { name: 'History' }).first().click();
  await page.getByRole('heading', { name: /Version 2: Edited by nyctadminedit/ }).waitFor();
  await page.getByText('Grind limit 1: From (Station) 310 + 40 → 312 + 40').waitFor();
  await page.getByText('Grind limit 1, defect 1: Number of Defects Removed 6 → 9').waitFor();
  await shot(page, 'nyct-history');
  await page.setViewportSize({ width: 800, height: 1280 });
  await shot(page, 'nyct-history-tablet');
  await page.context().close();
});

test('two sessions save the same version: one wins, the other is told what changed, no version lost', async () => {
  const [a, b] = await Promise.all([signIn(world, 'nyctadminedit'), signIn(world, 'adminmgmt')]);
  const loaded = await (await a.request.get(`${world.stack.url}/api/reports/${shiftId}/edit`)).json();
  const put = (page: Page, sparkMin: number) => page.request.put(`${world.stack.url}/api/reports/${shiftId}`, { data: { ...loaded.form, changeId: loaded.changeId, sparkMin } });
  const answers = await Promise.all([put(a, 140), put(b, 130)]);
  assert.deepEqual(answers.map((r) => r.status()).sort(), [200, 409]);
  const refused = answers.find((r) => r.status() === 409)!;
  assert.match((await refused.json()).message, /since you loaded it; your changes were not saved/);
  const history = await (await b.request.get(`${world.stack.url}/api/reports/${shiftId}/history`)).json();
  assert.deepEqual(history.versions.map((v: { version: number }) => v.version), [1, 2, 3]);
  await a.context().close();
  await b.context().close();
});

test('adminmgmt restores a deleted report from its history', async () => {
  const page = await signIn(world, 'adminmgmt');
  assert.equal((await page.request.delete(`${world.stack.url}/api/reports/${shiftId}`)).status(), 204);
  await page.goto(`${world.stack.url}/grind-reports/history/${shiftId}`);
  await page.getByRole('heading', { name: /Version 4: Deleted by adminmgmt/ }).waitFor();
  await page.getByRole('button', { name: 'Restore version 3' }).click();
  await page.getByRole('button', { name: 'RESTORE', exact: true }).click();
  await page.getByText('Restored as version 5.').waitFor();
  await shot(page, 'nyct-history-restored');
  const current = await (await page.request.get(`${world.stack.url}/api/reports/${shiftId}/edit`)).json();
  assert.equal(current.version, 5);
  await page.goto(`${world.stack.url}/grind-reports/audit`);
  await page.getByRole('cell', { name: 'report.restore' }).first().waitFor();
  // The filters are one row of the kit's filter bar, Apply level with the fields' inputs.
  const from = await page.getByLabel('From').boundingBox();
  const apply = await page.getByRole('button', { name: 'Apply' }).boundingBox();
  assert.ok(from && apply && Math.abs(from.y + from.height - (apply.y + apply.height)) < 2, `Apply beside the fields: ${JSON.stringify({ from, apply })}`);
  await shot(page, 'audit-log');
  await page.context().close();
});
