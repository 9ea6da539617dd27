// A new teacher edits the profile (pseudonym, school, a picture) and sees it on 'Mans profils';
// bookmarks a material, finds it under 'Manas grāmatzīmes' and removes it there; visits another
// teacher's profile. axe on every profile screen: own, breakdown, bookmarks, edit, someone else's.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/browser';
import { DEMO_TEACHER, Session, apiAs, categoryTree, signIn } from '../support/portal';
import { portalCommand } from '../support/processes';
import { settle } from '../support/requests';
import { world } from '../support/world';

const stamp = Date.now().toString(36);
/** A teacher of this test alone, so the edits never change what the other browser tests expect. */
const TEACHER = {
  email: `profils.${stamp}@skola.lv`,
  password: 'Profils123',
  name: 'Pauls Profilietis',
};
const PSEUDONYM = `Fizikas Pūce ${stamp}`;
const SCHOOL = 'Cēsu Valsts ģimnāzija';

/** CRC-32 of PNG chunks (IEEE polynomial). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 32×32 PNG (a carmine square), made here so the test needs no file of its own. */
function pngBytes(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [158, 48, 57]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}


async function checkA11y(page: Page, found: Record<string, string[]>, name: string) {
  const violations = await axeViolations(page);
  if (violations.length) found[name] = violations;
}

describe('profiles', () => {
  const s = new Session();
  const a11y: Record<string, string[]> = {};

  beforeAll(async () => {
    const added = await portalCommand(
      world().dataDir,
      'user:add',
      '--email',
      TEACHER.email,
      '--password',
      TEACHER.password,
      '--first-name',
      'Pauls',
      '--last-name',
      'Profilietis',
    );
    expect(added.code, added.output).toBe(0);
    await s.open({ bypassCSP: true });
    await s.page.goto('/');
    await signIn(s.page, TEACHER);
    // A new teacher is asked about the newsletter once after signing in.
    await s.page.getByRole('dialog', { name: 'Jaunumi' }).getByRole('button', { name: 'Nepiekrītu' }).click();
    await s.page.getByRole('dialog', { name: 'Jaunumi' }).waitFor({ state: 'detached' });
  });
  afterAll(() => s.close());

  it('a teacher sets a pseudonym, a school and a picture, and sees them on the profile', async () => {
    const { page } = s;
    await page.goto('/profils');
    await page.getByRole('heading', { level: 1, name: 'Mans profils' }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Mans profils' });
    await sidebar.getByRole('link', { name: 'Rediģēt profilu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rediģēt profilu' }).waitFor();
    await settle(page);
    await checkA11y(page, a11y, 'profile edit');

    // The rules of spec §5, in Latvian, before anything is sent (the pseudonym may stay empty).
    const firstName = page.getByRole('textbox', { name: /^Vārds/ });
    await firstName.fill('');
    await page.getByRole('button', { name: 'Saglabāt' }).click();
    await page.getByText('Obligāti jāaizpilda vārds.').waitFor();
    await checkA11y(page, a11y, 'profile edit, field errors');
    await firstName.fill('Pauls');

    await page.getByLabel('Pseidonīms').fill(PSEUDONYM);
    const school = page.getByRole('combobox', { name: /Skola/ });
    await school.fill('Cēsu');
    await page.getByRole('option', { name: SCHOOL }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bilde.png',
      mimeType: 'image/png',
      buffer: pngBytes(),
    });
    const preview = page.getByRole('img', { name: 'Izvēlētā profila bilde' });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Saglabāt' }).click();

    await page.waitForURL('**/profils');
    await sidebar.getByText(SCHOOL).waitFor();
    await sidebar.getByText(`Pseidonīms: ${PSEUDONYM}`).waitFor();
    // The saved picture, re-encoded by the server, in place of the default icon.
    const picture = sidebar.locator('img').first();
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/\.webp/);
    // Decoded by the browser (the avatar is loaded lazily, so wait for it).
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The header shows the new picture too.
    await page.getByRole('banner').locator('img[src*=".webp"]').first().waitFor();

    // Saved on the server: the form starts from it after a reload.
    await page.goto('/profile/edit');
    await expect.poll(() => page.getByLabel('Pseidonīms').inputValue()).toBe(PSEUDONYM);
    expect(await page.getByRole('combobox', { name: /Skola/ }).inputValue()).toBe(SCHOOL);
  });

  it('a bookmarked material is listed under the bookmarks, and removing it there takes it away', async () => {
    const { page } = s;
    const list = await apiAs<{ data: { id: number; title: string }[] }>(page, '/api/materials?page=1');
    const material = list.data[0]!;
    await page.goto(`/material/${material.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Grāmatzīme' }).click();
    await page.getByText('Grāmatzīme pievienota!').waitFor();

    await page.goto('/profils');
    await page
      .getByRole('complementary', { name: 'Mans profils' })
      .getByRole('link', { name: 'Manas grāmatzīmes' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Manas grāmatzīmes' }).waitFor();
    const card = page.getByRole('article', { name: material.title });
    await card.waitFor();
    await settle(page);
    await checkA11y(page, a11y, 'bookmarks');

    await card.getByRole('button', { name: 'Grāmatzīme' }).click();
    await page.getByText('Grāmatzīme noņemta!').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Tev vēl nav nevienas grāmatzīmes.').waitFor();
  });

  it('the own profile, its category breakdown and another teacher’s profile have no violations', async () => {
    const { page } = s;
    const tree = await categoryTree();
    const top = tree.find((node) => (node.children ?? []).length > 0)!;
    const users = await apiAs<{ data: { id: number; name: string }[] }>(page, '/api/users?s=Ozola');
    const anna = users.data.find((user) => user.name === DEMO_TEACHER.name)!;

    const screens: [string, string][] = [
      ['/profils', 'Mans profils'],
      [`/profils/kategorijas/${top.id}`, 'Materiālu sadalījums'],
      [`/profiles/${anna.id}`, DEMO_TEACHER.name],
      [`/profiles/${anna.id}/categories/${top.id}`, DEMO_TEACHER.name],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settle(page);
      await checkA11y(page, a11y, path);
    }

    // Another teacher's profile: the totals and the way to write to them.
    await page.goto(`/profiles/${anna.id}`);
    await page.getByRole('region', { name: 'Kopējā statistika' }).waitFor();
    await page.getByRole('button', { name: 'Sūtīt ziņu' }).waitFor();
    expect(a11y).toEqual({});
  });

  it('a teacher who signs some materials with a pseudonym shows only the name-signed ones on the profile', async () => {
    const { page } = s;
    const users = await apiAs<{ data: { id: number; name: string }[] }>(page, '/api/users?s=Kalni');
    const janis = users.data.find((user) => user.name === 'Jānis Kalniņš')!;
    await page.goto(`/profiles/${janis.id}`);
    const grid = page.getByRole('list', { name: 'Materiāli' });
    await grid.getByRole('article').first().waitFor();
    await settle(page);
    const signatures = await grid
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(signatures.length).toBeGreaterThan(0);
    for (const text of signatures) expect(text).not.toContain('Fizikas Fans');
    expect(await page.getByText('Fizikas Fans').count()).toBe(0);
  });
});
