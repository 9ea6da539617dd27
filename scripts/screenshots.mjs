// Screenshots of the category, material, own profile, inbox and upload screens at 1280×800 and
// 390×844, signed in as the demo teacher Anna Ozola, for a designer's before/after review:
//   node scripts/screenshots.mjs http://localhost:3000 docs/screenshots/<name>
// Run it against a portal started with `npm start` (demo data); Chromium at CHROME_PATH or /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const [base, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const token = await fetch(`${base}/oauth/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    grant_type: 'password',
    username: 'anna.ozola@demo.lv',
    password: 'Parole123',
    remember: '1',
  }),
})
  .then((r) => r.json())
  .then((b) => b.access_token);
const tree = await fetch(`${base}/api/categories`).then((r) => r.json());
const cls = tree.data[0];
const theme = cls.children?.[0] ?? cls;
const mats = await fetch(`${base}/api/materials?per_page=1`, {
  headers: { authorization: `Bearer ${token}` },
}).then((r) => r.json());
const screens = {
  category: `/kategorija/${theme.id}`,
  material: `/material/${mats.data[0].id}`,
  profile: '/profils',
  inbox: '/inbox/messages',
  upload: '/upload',
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, locale: 'lv-LV', reducedMotion: 'reduce' });
  await context.addCookies([
    { name: 'cookie', value: '1', url: base },
    { name: 'token', value: token, url: base },
  ]);
  const page = await context.newPage();
  for (const [name, path] of Object.entries(screens)) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${name}-${device}.png` });
  }
  await context.close();
}
await browser.close();
console.info('screenshots of', Object.values(screens));
