/**
 * What a link to a page shows before any JavaScript runs (issue 22, scope 1; src/web/pageHead.ts):
 * the page's title and description in the HTML, its canonical address and the Open Graph card, from
 * the API's anonymous answers; the portal's own card where a page is not public.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, files, pages } from '../src/db/schema';
import { excerpt } from '../src/web/pageHead';
import { useTestContext } from './helpers/app';

const t = useTestContext({ env: { PUBLIC_URL: 'https://materiali.example.lv' } });
const SITE = 'Mācību materiālu portāls';

const page = async (url: string) =>
  (await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } })).body;

/** The head's tags: <title>, the description and every og:/twitter: meta, and the canonical link. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  const meta = (attribute: string, name: string) =>
    [...head.matchAll(new RegExp(`<meta\\s+${attribute}="${name}"\\s+content="([^"]*)"`, 'g'))].map((m) => m[1]);
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: meta('name', 'description'),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]),
    og: (name: string) => meta('property', `og:${name}`),
    twitter: meta('name', 'twitter:card'),
    robots: meta('name', 'robots'),
  };
}

beforeAll(async () => {
  // The shell's own index.html (its title and description are the portal's), as the build writes it.
  const source = await readFile(path.resolve(import.meta.dirname, '../../shell/src/index.html'), 'utf8');
  await writeFile(path.join(t.config.staticRoot, 'shell', 'dist', 'index.html'), source);
});

describe("a page's head", () => {
  it("gives a news post's link its title, summary, picture and address, each once", async () => {
    const [picture] = await t.db
      .insert(files)
      .values({ storageKey: 'articles/magneti.webp', originalName: 'magneti.webp', mimeType: 'image/webp', size: 10, isPublic: true })
      .returning();
    const [post] = await t.db
      .insert(articles)
      .values({
        title: 'Magnēti & "elektromagnēti" <7. klasei>',
        description: 'Jauni laboratorijas darbi par magnētismu.',
        content: '<p>Saturs</p>',
        imageFileId: picture!.id,
      })
      .returning();
    const head = headOf(await page(`/jaunumi/${post!.id}`));
    const title = 'Magnēti &amp; &quot;elektromagnēti&quot; &lt;7. klasei&gt;';
    expect(head.titles).toEqual([`${title} | ${SITE}`]);
    expect(head.description).toEqual(['Jauni laboratorijas darbi par magnētismu.']);
    expect(head.og('title')).toEqual([title]);
    expect(head.og('description')).toEqual(['Jauni laboratorijas darbi par magnētismu.']);
    expect(head.og('type')).toEqual(['article']);
    expect(head.og('site_name')).toEqual([SITE]);
    expect(head.og('locale')).toEqual(['lv_LV']);
    expect(head.canonical).toEqual([`https://materiali.example.lv/jaunumi/${post!.id}`]);
    expect(head.og('url')).toEqual(head.canonical);
    expect(head.og('image')).toHaveLength(1);
    expect(head.og('image')[0]).toMatch(/^https?:\/\/.+articles\/magneti\.webp$/);
    expect(head.twitter).toEqual(['summary_large_image']);
    expect(head.robots).toEqual([]);
  });

  it("summarises a post without a description, and a static page, from their text", async () => {
    const long = `<h2>Ievads</h2><p>${'Elektriskā strāva ir lādētu daļiņu kustība. '.repeat(10)}</p>`;
    const [post] = await t.db.insert(articles).values({ title: 'Strāva', content: long }).returning();
    const head = headOf(await page(`/jaunumi/${post!.id}`));
    expect(head.description[0]).toMatch(/^Ievads Elektriskā strāva ir lādētu daļiņu kustība\. .*…$/);
    expect(head.description[0]!.length).toBeLessThanOrEqual(200);
    expect(head.og('image')).toEqual([]);
    expect(head.twitter).toEqual(['summary']);

    await t.db.insert(pages).values({ slug: 'par-mums', title: 'Par mums', content: '<p>Portāls&nbsp;skolotājiem.</p>' });
    const about = headOf(await page('/lapa/par-mums'));
    expect(about.titles).toEqual([`Par mums | ${SITE}`]);
    expect(about.description).toEqual(['Portāls skolotājiem.']);
    expect(about.og('type')).toEqual(['website']);
    expect(about.canonical).toEqual(['https://materiali.example.lv/lapa/par-mums']);
  });

  it("gives the other public pages the portal's card with their own address, a list's page included", async () => {
    const home = headOf(await page('/?sort=likes'));
    expect(home.titles).toEqual([SITE]);
    expect(home.description[0]).toContain('Skolotāju mācību materiāli');
    expect(home.og('title')).toEqual([SITE]);
    expect(home.canonical).toEqual(['https://materiali.example.lv/']);
    expect(headOf(await page('/jaunumi?page=2')).canonical).toEqual(['https://materiali.example.lv/jaunumi?page=2']);
  });

  it("tells nothing of a page that needs sign-in, of a post that is not there, and marks an unknown address noindex", async () => {
    const material = headOf(await page('/material/1'));
    expect(material.titles).toEqual([SITE]);
    expect(material.canonical).toEqual([]);
    expect(material.og('title')).toEqual([SITE]);

    const missing = headOf(await page('/jaunumi/999999'));
    expect(missing.titles).toEqual([SITE]);
    expect(missing.canonical).toEqual([]);

    const [hidden] = await t.db.insert(articles).values({ title: 'Melnraksts', content: '', published: false }).returning();
    expect(headOf(await page(`/jaunumi/${hidden!.id}`)).titles).toEqual([SITE]);

    const unknown = headOf(await page('/sada-lapa-nav'));
    expect(unknown.robots).toEqual(['noindex']);
    expect(unknown.canonical).toEqual([]);
  });
});

describe('excerpt', () => {
  it('is the plain text of the HTML, its entities read, cut at a word', () => {
    expect(excerpt('<p>A&amp;B &lt;c&gt;</p>\n<p>d</p>')).toBe('A&B <c> d');
    expect(excerpt('viens divi trīs četri', 12)).toBe('viens divi…');
  });
});
