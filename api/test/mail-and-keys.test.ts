/** The embedded mail transport, the generated app key and the local file storage. */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appKeyPath, resolveAppKey } from '../src/config/appKey';
import { renderMail } from '../src/mail/layout';
import { createMailer } from '../src/mail/mailer';
import { createLocalStorage } from '../src/storage/local';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-unit-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('mailer without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail and logs where', async () => {
    const logged: string[] = [];
    const mailer = createMailer(
      { dataDir: dir, mailFrom: 'Portāls <noreply@portal.test>', smtpUrl: undefined },
      { info: (m) => logged.push(m) },
    );
    const { text, html } = renderMail({
      title: 'Sveiki, Ieva!',
      paragraphs: ['Tava ziņa <b>saņemta</b>.'],
      action: { label: 'Atvērt portālu', url: 'http://portal.test/' },
    });
    const sent = await mailer.send({
      to: 'ieva@example.lv',
      subject: 'Ziņa saņemta',
      text,
      html,
      replyTo: 'info@portal.test',
    });
    mailer.close();

    const files = await readdir(path.join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(sent.file).toBe(path.join(dir, 'mail', files[0]!));
    expect(logged.join('\n')).toContain(sent.file!);
    const eml = await readFile(sent.file!, 'utf8');
    expect(eml).toContain('To: ieva@example.lv');
    expect(eml).toContain('Reply-To: info@portal.test');
    expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(eml).toMatch(/Content-Type: text\/html; charset=utf-8/);
    // The HTML part escapes what it is given.
    expect(html).toContain('Tava ziņa &lt;b&gt;saņemta&lt;/b&gt;.');
    expect(html).toContain('<html lang="lv">');
    expect(text).toContain('Atvērt portālu: http://portal.test/');
  });

  it('logs the links of a mail, so a newcomer can confirm an address without a mail client', async () => {
    const logged: string[] = [];
    const mailer = createMailer(
      { dataDir: dir, mailFrom: 'Portāls <noreply@portal.test>', smtpUrl: undefined },
      { info: (m) => logged.push(m) },
    );
    const { text, html } = renderMail({
      title: 'Apstiprini savu e-pasta adresi',
      paragraphs: ['Lai pabeigtu reģistrāciju, atver saiti.'],
      action: { label: 'Apstiprināt e-pastu', url: 'http://portal.test/verify/abc123' },
    });
    await mailer.send({ to: 'ieva@example.lv', subject: 'Apstiprini savu e-pasta adresi', text, html });
    mailer.close();
    expect(logged.join('\n')).toContain('http://portal.test/verify/abc123');
  });
});

describe('app key', () => {
  it('uses APP_KEY when set', () => {
    expect(resolveAppKey({ appKey: 'given', dataDir: dir })).toBe('given');
  });

  it('generates a key once into DATA_DIR, owner-only, and reuses it', async () => {
    const first = resolveAppKey({ appKey: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAppKey({ appKey: undefined, dataDir: dir })).toBe(first);
    expect((await stat(appKeyPath(dir))).mode & 0o777).toBe(0o600);
  });
});

describe('local storage', () => {
  it('stores, reads and deletes files under DATA_DIR/files and refuses unsafe keys', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('images/a.png', Buffer.from('png'));
    const stored = await storage.get('images/a.png');
    expect(stored?.size).toBe(3);
    stored?.stream.destroy();
    expect(storage.publicUrl('images/a b.png')).toBe('/files/images/a%20b.png');
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await storage.delete('images/a.png');
    expect(await storage.get('images/a.png')).toBeNull();
  });
});
