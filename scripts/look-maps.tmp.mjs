import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:3300';
const [user, path, name, w = '1280', h = '800'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('[console]', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
await page.goto(url);
await page.getByLabel('Username').fill(user);
await page.getByLabel('Password').fill('Grindline-demo-1');
await page.getByRole('button', { name: 'Log In' }).click();
await page.getByRole('button', { name: /log out/i }).waitFor();
const t0 = Date.now();
await page.evaluate((p) => window.history.pushState(null, '', p), path);
try {
  await page.locator('.gl-map-canvas[data-drawn="true"]').waitFor({ timeout: 20000 });
  console.log('drawn after', Date.now() - t0, 'ms; features', await page.locator('.gl-map-canvas').getAttribute('data-features'), 'sample', await page.locator('.gl-map-canvas').getAttribute('data-sample-point'));
} catch (e) { console.log('not drawn', e.message.slice(0, 200)); }
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/shots/${name}.png` });
const sample = await page.locator('.gl-map-canvas').getAttribute('data-sample-point').catch(() => '');
if (sample) {
  const box = await page.locator('.gl-map-canvas').boundingBox();
  const [x, y] = sample.split(',').map(Number);
  await page.mouse.click(box.x + x, box.y + y);
  await page.waitForTimeout(500);
  console.log('info:', (await page.locator('.gl-map-info').innerText().catch(() => 'none')).replace(/\n/g, ' | '));
  await page.screenshot({ path: `/tmp/shots/${name}-info.png` });
}
await browser.close();
