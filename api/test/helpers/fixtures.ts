/**
 * A small, known data set: schools, teachers (one with a pseudonym), a category tree with
 * 'Noderīgas saites' type nodes, materials of both types and both signatures, likes, bookmarks,
 * views, downloads, comments, messages, articles, pages, banners and the front page setting.
 */
import { hashPassword } from '../../src/auth/password';
import type { Database } from '../../src/db/client';
import { setPseudonym } from '../../src/modules/pseudonyms/service';
import {
  articles,
  banners,
  bookmarks,
  categories,
  categoryNodes,
  comments,
  files,
  likes,
  materialCategories,
  materialDownloads,
  materials,
  materialViews,
  messages,
  pages,
  schools,
  settings,
  users,
} from '../../src/db/schema';

export const PASSWORD = 'Parole123';
export const PSEUDONYM = 'Fizikas Fans';

let passwordHash: Promise<string> | undefined;
/** argon2 is slow on purpose: hash the shared test password once per process. */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 10, 0, 0));

async function insertOne<T extends { id: number }>(query: Promise<T[]>): Promise<T> {
  const [row] = await query;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function insertFixtures(db: Database) {
  const hash = await testPasswordHash();
  const now = new Date();

  const [riga, cesis, liepaja, , percent] = await db
    .insert(schools)
    .values([
      { title: 'Rīgas Valsts 1. ģimnāzija' },
      { title: 'Cēsu Valsts ģimnāzija' },
      { title: 'Liepājas 5. vidusskola' },
      { title: 'Ogres tehnikums' },
      { title: '100% skola_test' },
    ])
    .returning();
  if (!riga || !cesis || !liepaja || !percent) throw new Error('schools');

  const avatar = await insertOne(
    db
      .insert(files)
      .values({
        storageKey: 'avatars/anna.png',
        originalName: 'anna.png',
        mimeType: 'image/png',
        size: 68,
        isPublic: true,
      })
      .returning(),
  );
  const materialFile = await insertOne(
    db
      .insert(files)
      .values({
        storageKey: 'materials/secret.pdf',
        originalName: 'Kustība.pdf',
        mimeType: 'application/pdf',
        size: 1000,
      })
      .returning(),
  );
  const articleImage = await insertOne(
    db
      .insert(files)
      .values({
        storageKey: 'articles/news.png',
        originalName: 'news.png',
        mimeType: 'image/png',
        size: 68,
        isPublic: true,
      })
      .returning(),
  );
  const bannerImage = await insertOne(
    db
      .insert(files)
      .values({
        storageKey: 'banners/one.png',
        originalName: 'one.png',
        mimeType: 'image/png',
        size: 68,
        isPublic: true,
      })
      .returning(),
  );

  const user = (values: Partial<typeof users.$inferInsert> & { email: string; firstName: string; lastName: string }) =>
    insertOne(
      db
        .insert(users)
        .values({ passwordHash: hash, emailVerifiedAt: now, approvedAt: now, ...values })
        .returning(),
    );
  const anna = await user({
    email: 'anna@example.lv',
    firstName: 'Anna',
    lastName: 'Ozola',
    schoolId: riga.id,
    avatarFileId: avatar.id,
    description: 'Fizikas skolotāja',
    newsletter: true,
  });
  const janis = await user({
    email: 'janis@example.lv',
    firstName: 'Jānis',
    lastName: 'Kalniņš',
    pseudonym: PSEUDONYM,
    schoolId: cesis.id,
  });
  // Claimed the way the portal claims every pseudonym (modules/pseudonyms), so nobody else can take it.
  await db.transaction((tx) => setPseudonym(tx, janis.id, PSEUDONYM));
  const liga = await user({ email: 'liga@example.lv', firstName: 'Līga', lastName: 'Bērziņa', schoolId: liepaja.id });
  const unverified = await user({
    email: 'unverified@example.lv',
    firstName: 'Ivars',
    lastName: 'Neapstiprināts',
    emailVerifiedAt: null,
  });
  const unapproved = await user({
    email: 'unapproved@example.lv',
    firstName: 'Ilze',
    lastName: 'Gaidoša',
    approvedAt: null,
  });
  const providerOnly = await user({
    email: 'sso@example.lv',
    firstName: 'Pēteris',
    lastName: 'Mykoobs',
    passwordHash: null,
  });

  const category = (title: string, description: string | null = null) =>
    insertOne(
      db
        .insert(categories)
        .values({ title, description, iconUrl: `/icons/${title.length}.svg` })
        .returning(),
    );
  const node = (categoryId: number, parentId: number | null, position: number) =>
    insertOne(db.insert(categoryNodes).values({ categoryId, parentId, position }).returning());

  const links = await category('Noderīgas saites');
  const class7 = await node((await category('7. klase', 'Fizika 7. klasei')).id, null, 1);
  const class8 = await node((await category('8. klase')).id, null, 2);
  const mechanics = await node((await category('Mehānika')).id, class7.id, 1);
  const optics = await node((await category('Optika')).id, class7.id, 2);
  const electricity = await node((await category('Elektrība')).id, class8.id, 1);
  const presentations = await node((await category('Prezentācijas')).id, mechanics.id, 1);
  const worksheets = await node((await category('Darba lapas')).id, mechanics.id, 2);
  const mechanicsLinks = await node(links.id, mechanics.id, 3);
  const opticsPresentations = await node((await category('Prezentācijas optikā')).id, optics.id, 1);
  const electricityLinks = await node(links.id, electricity.id, 1);
  const tests = await node((await category('Testi')).id, electricity.id, 2);

  const material = async (values: typeof materials.$inferInsert, nodeIds: number[]) => {
    const row = await insertOne(db.insert(materials).values(values).returning());
    await db.insert(materialCategories).values(nodeIds.map((nodeId) => ({ materialId: row.id, nodeId })));
    return row;
  };
  const m1 = await material(
    {
      title: 'Kustības prezentācija',
      description: 'Vienmērīga kustība',
      type: 'file',
      fileId: materialFile.id,
      mimeType: 'application/pdf',
      ownerId: anna.id,
      signatureType: 'name',
      note: 'Annas piezīme',
      createdAt: day(1),
    },
    [class7.id, mechanics.id, presentations.id],
  );
  const m2 = await material(
    {
      title: 'Spēku prezentācija',
      type: 'file',
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ownerId: janis.id,
      signatureType: 'pseudonym',
      note: 'Jāņa piezīme',
      createdAt: day(2),
    },
    [class7.id, mechanics.id, presentations.id],
  );
  const m3 = await material(
    {
      title: 'PhET simulācijas',
      type: 'link',
      uri: 'https://phet.colorado.edu/lv/',
      ownerId: janis.id,
      signatureType: 'name',
      createdAt: day(3),
    },
    [class7.id, mechanics.id, mechanicsLinks.id],
  );
  const m4 = await material(
    {
      title: 'Elektrības video',
      type: 'link',
      uri: 'https://www.youtube.com/watch?v=abc',
      ownerId: anna.id,
      signatureType: 'name',
      createdAt: day(4),
    },
    [class8.id, electricity.id, electricityLinks.id],
  );
  const m5 = await material(
    {
      title: 'Gaismas laušana',
      type: 'file',
      mimeType: 'image/png',
      ownerId: anna.id,
      signatureType: 'name',
      createdAt: day(5),
    },
    [class7.id, optics.id, opticsPresentations.id],
  );

  await db.insert(likes).values([
    { userId: anna.id, materialId: m2.id },
    { userId: liga.id, materialId: m2.id },
    { userId: janis.id, materialId: m1.id },
  ]);
  await db.insert(bookmarks).values([
    { userId: liga.id, materialId: m1.id, createdAt: day(10) },
    { userId: liga.id, materialId: m4.id, createdAt: day(11) },
    { userId: anna.id, materialId: m3.id, createdAt: day(12) },
  ]);
  await db.insert(materialViews).values([
    { materialId: m1.id, userId: liga.id },
    { materialId: m1.id, userId: null },
    { materialId: m3.id, userId: anna.id },
  ]);
  await db.insert(materialDownloads).values([
    { materialId: m3.id, userId: anna.id },
    { materialId: m3.id, userId: liga.id },
    { materialId: m3.id, userId: null },
    { materialId: m1.id, userId: liga.id },
  ]);

  // Inbox of Anna: one unseen comment by someone else on her material, one unseen message.
  await db.insert(comments).values([
    { materialId: m1.id, userId: janis.id, message: 'Paldies!', seenByRecipient: false },
    { materialId: m1.id, userId: liga.id, message: 'Noderēja.', seenByRecipient: true },
    { materialId: m1.id, userId: anna.id, message: 'Lūdzu!', seenByRecipient: false },
    { materialId: m2.id, userId: anna.id, message: 'Labs darbs', seenByRecipient: false },
  ]);
  await db.insert(messages).values([
    {
      senderId: janis.id,
      recipientId: anna.id,
      subject: 'Sveiki',
      message: 'Vai varam sadarboties?',
      seenByRecipient: false,
    },
    { senderId: liga.id, recipientId: anna.id, subject: 'Jautājums', message: 'Paldies', seenByRecipient: true },
    { senderId: anna.id, recipientId: janis.id, subject: 'Atbilde', message: 'Jā', seenByRecipient: false },
  ]);

  const article = (values: typeof articles.$inferInsert) => insertOne(db.insert(articles).values(values).returning());
  const a1 = await article({
    title: 'Jauns mācību gads',
    description: 'Sākas jauns gads',
    content:
      '<p onclick="alert(1)">Sveiki!<script>alert("x")</script></p><a href="javascript:alert(1)">saite</a><a href="https://example.lv" target="_blank">ārējā</a><img src="x.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe>',
    imageFileId: articleImage.id,
    createdAt: day(20),
  });
  const a2 = await article({ title: 'Apmācības skolotājiem', content: '<p>Apmācības</p>', createdAt: day(21) });
  const a3 = await article({ title: 'Atjaunināts portāls', content: '<p>Jaunumi</p>', createdAt: day(22) });
  const hidden = await article({
    title: 'Melnraksts',
    content: '<p>Nav publicēts</p>',
    published: false,
    createdAt: day(23),
  });

  const rules = await insertOne(
    db
      .insert(pages)
      .values({
        slug: 'noteikumi',
        title: 'Lietošanas noteikumi',
        content: '<h2>Noteikumi</h2><p>Ievēro tos.</p><script>steal()</script>',
      })
      .returning(),
  );
  const about = await insertOne(
    db
      .insert(pages)
      .values({ slug: 'about', title: 'Par portālu', content: '<p>Portāls skolotājiem.</p>' })
      .returning(),
  );

  const b1 = await insertOne(
    db
      .insert(banners)
      .values({ title: 'Otrais', targetUrl: 'https://example.lv/2', imageFileId: bannerImage.id, position: 2 })
      .returning(),
  );
  const b2 = await insertOne(
    db
      .insert(banners)
      .values({ title: 'Pirmais', targetUrl: null, imageFileId: bannerImage.id, position: 1 })
      .returning(),
  );
  const noImage = await insertOne(db.insert(banners).values({ title: 'Bez attēla', position: 3 }).returning());

  await db.insert(settings).values({ key: 'front_page', value: { show_banners: false, show_articles: true } });

  return {
    schools: { riga, cesis, liepaja, percent },
    users: { anna, janis, liga, unverified, unapproved, providerOnly },
    files: { avatar, materialFile, articleImage, bannerImage },
    nodes: {
      class7,
      class8,
      mechanics,
      optics,
      electricity,
      presentations,
      worksheets,
      mechanicsLinks,
      opticsPresentations,
      electricityLinks,
      tests,
    },
    categories: { links },
    materials: { m1, m2, m3, m4, m5 },
    articles: { a1, a2, a3, hidden },
    pages: { rules, about },
    banners: { b1, b2, noImage },
  };
}

export type Fixtures = Awaited<ReturnType<typeof insertFixtures>>;
