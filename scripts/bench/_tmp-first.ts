import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startLocalStack } from '/work/wt-shell/infra/local/start-stack';
async function main() {
const stack = await startLocalStack({ seed: 'users' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const rows: string[] = [];
page.on('response', async (r) => { const u = new URL(r.url()); if (!u.pathname.endsWith('.js')) return; const b = await r.body().catch(() => null); if (b) rows.push(`${gzipSync(b, { level: 9 }).length} ${u.pathname}`); });
page.on('console', (m) => rows.push(`console ${m.type()}: ${m.text()}`));
await page.goto(stack.url);
await page.getByRole('button', { name: 'Log In' }).waitFor();
await page.waitForTimeout(1500);
console.log(rows.join('\n'));
await browser.close(); await stack.stop();

}
void main();
