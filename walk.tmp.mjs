import { chromium } from 'playwright-core';
const base = 'http://acme.localhost:4100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 } });
const page = await ctx.newPage();
const [email, ...paths] = process.argv.slice(2);
await page.goto(base + '/corporate-login');
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').first().fill('Demo@12345');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForTimeout(2500);
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(p, '→', page.url(), '| h1:', await page.locator('h1').allTextContents());
}
await browser.close();
