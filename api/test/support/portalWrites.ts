/**
 * Writes to a running portal process (support/portalProcess.ts) the way browsers make them, for the
 * crash, shutdown and database-restart tests: a small world put into a fresh place's database
 * before the first start (a school, teachers with live tokens, one category path, link materials
 * to like), a stand-in for reCAPTCHA's siteverify so a registration costs no proof of work, and
 * the calls themselves over HTTP: a material upload (multipart, the file streamed), its
 * replacement and deletion, a registration (with or without an avatar), a like, a message.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueAccessToken } from '../../src/auth/tokens';
import { categories, categoryNodes, schools, users } from '../../src/db/schema';
import { insertMaterial } from '../../src/modules/materials/repo';
import { PNG } from '../helpers/accounts';
import { pdf } from '../helpers/documents';
import { testPasswordHash } from '../helpers/fixtures';
import { withDatabase, type Place } from './portalProcess';

export interface Teacher {
  id: number;
  email: string;
  token: string;
}

export interface World {
  schoolId: number;
  anna: Teacher;
  janis: Teacher;
  liga: Teacher;
  /** Owner of the link materials everybody may like. */
  zane: Teacher;
  /** class, theme, type: the path a file material is filed under. */
  fileNodes: number[];
  linkMaterialIds: number[];
}

/** A school, four approved teachers with access tokens, a class → theme → type path, link materials. */
export async function prepareWorld(place: Place, { linkMaterials = 0 } = {}): Promise<World> {
  const passwordHash = await testPasswordHash();
  return withDatabase(place, async (db) => {
    const now = new Date();
    const [school] = await db.insert(schools).values({ title: 'Avāriju vidusskola' }).returning();
    const teacher = async (email: string, firstName: string, lastName: string): Promise<Teacher> => {
      const [row] = await db
        .insert(users)
        .values({ email, firstName, lastName, passwordHash, emailVerifiedAt: now, approvedAt: now })
        .returning();
      return { id: row!.id, email, token: (await issueAccessToken(db, row!.id, '2')).accessToken };
    };
    const category = async (title: string) => (await db.insert(categories).values({ title }).returning())[0]!.id;
    const node = async (categoryId: number, parentId: number | null) =>
      (await db.insert(categoryNodes).values({ categoryId, parentId }).returning())[0]!.id;
    const classNode = await node(await category('9. klase'), null);
    const theme = await node(await category('Elektrība'), classNode);
    const worksheets = await node(await category('Darba lapas'), theme);
    const links = await node(await category('Noderīgas saites'), theme);
    const world: World = {
      schoolId: school!.id,
      anna: await teacher('anna@avarija.lv', 'Anna', 'Ozola'),
      janis: await teacher('janis@avarija.lv', 'Jānis', 'Kalniņš'),
      liga: await teacher('liga@avarija.lv', 'Līga', 'Bērziņa'),
      zane: await teacher('zane@avarija.lv', 'Zane', 'Saišu'),
      fileNodes: [classNode, theme, worksheets],
      linkMaterialIds: [],
    };
    for (let i = 0; i < linkMaterials; i++) {
      world.linkMaterialIds.push(
        await insertMaterial(
          db,
          {
            title: `Saite ${i + 1}`,
            description: null,
            type: 'link',
            uri: `https://example.lv/${i + 1}`,
            signatureType: 'name',
            ownerId: world.zane.id,
            fileId: null,
            mimeType: null,
          },
          [classNode, theme, links],
        ),
      );
    }
    return world;
  });
}

export const CAPTCHA_SECRET = 'crash-test-secret';
export const CAPTCHA_PASS = 'crash-test-pass';

/** Google's siteverify as far as the portal asks it: CAPTCHA_PASS with CAPTCHA_SECRET passes. */
export async function startSiteverify(): Promise<{ env: NodeJS.ProcessEnv; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ success: params.get('secret') === CAPTCHA_SECRET && params.get('response') === CAPTCHA_PASS }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'crash-test-site',
      RECAPTCHA_SECRET: CAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A PDF (by its content) of about `bytes` bytes that no other call of this makes. */
export function uniquePdf(bytes: number): Buffer {
  const head = pdf(`Unikāls ${randomBytes(8).toString('hex')}`);
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
}

/** The client address a registration comes from (TRUST_PROXY=true): each its own, so no limit meets another. */
let addressCounter = 0;
export function freshAddress(): string {
  addressCounter++;
  return `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** The answer, or null when the connection failed (refused, reset, the process gone). */
export async function send(url: string, init: RequestInit): Promise<Answer | null> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    return null;
  }
  let body: Record<string, unknown> | null = null;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    // The status line arrived, the body did not: the status still tells what happened.
  }
  return { status: response.status, body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function materialForm(world: World, title: string, file: Buffer, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    type: 'file',
    title,
    categories: world.fileNodes.join(','),
    signature_type: 'name',
    ...extra,
  }))
    form.append(key, value);
  form.append('file', new Blob([file], { type: 'application/pdf' }), `${title}.pdf`);
  return form;
}

/** POST /api/materials with a file: the real multipart upload a browser makes. */
export function uploadMaterial(base: string, world: World, who: Teacher, title: string, file: Buffer) {
  return send(`${base}/api/materials`, {
    method: 'POST',
    headers: bearer(who.token),
    body: materialForm(world, title, file),
  });
}

/** POST /api/materials/{id} with _method=PUT and a new file. */
export function replaceMaterialFile(base: string, world: World, who: Teacher, id: number, title: string, file: Buffer) {
  return send(`${base}/api/materials/${id}`, {
    method: 'POST',
    headers: bearer(who.token),
    body: materialForm(world, title, file, { _method: 'PUT' }),
  });
}

export function deleteMaterial(base: string, who: Teacher, id: number) {
  return send(`${base}/api/materials/${id}`, { method: 'DELETE', headers: bearer(who.token) });
}

export function like(base: string, who: Teacher, materialId: number) {
  return send(`${base}/api/materials/${materialId}/like`, { method: 'POST', headers: bearer(who.token) });
}

export function sendMessage(base: string, from: Teacher, to: Teacher, subject: string, message: string) {
  return send(`${base}/api/messages`, {
    method: 'POST',
    headers: { ...bearer(from.token), 'content-type': 'application/json' },
    body: JSON.stringify({ recipient_id: to.id, subject, message }),
  });
}

/** POST /api/auth/register by e-mail; with `avatar` as multipart with a PNG, else JSON. */
export function register(base: string, world: World, email: string, { avatar = false } = {}) {
  const fields: Record<string, string> = {
    first_name: 'Jauna',
    last_name: 'Skolotāja',
    email,
    password: 'Parole123',
    password_confirmed: 'Parole123',
    school_id: String(world.schoolId),
    note: 'Mūsu skola neizmanto platformas.',
    terms: 'true',
    g_recaptcha_response: CAPTCHA_PASS,
  };
  const headers = { 'x-forwarded-for': freshAddress() };
  if (!avatar) {
    return send(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'es.png');
  return send(`${base}/api/auth/register`, { method: 'POST', headers, body: form });
}

/** The bytes of a material's file as its download link serves them (null when there is none). */
export async function downloadMaterial(base: string, who: Teacher, id: number): Promise<Buffer | null> {
  const link = await send(`${base}/api/materials/${id}/download`, { method: 'POST', headers: bearer(who.token) });
  if (link?.status !== 200) return null;
  const response = await fetch(new URL(String(link.body!.url), base));
  if (response.status !== 200) return null;
  return Buffer.from(await response.arrayBuffer());
}
