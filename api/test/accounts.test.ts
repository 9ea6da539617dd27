/**
 * POST /api/auth/register: by e-mail (confirmation and approval pending, administrators told) and
 * with a provider token; every rule of spec §5 with its Latvian message, the captcha, the school,
 * a taken address, the avatar over multipart, and the registration limit.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { FORM_MESSAGES, fieldMessage } from '@portal/contracts/messages';
import { createProviderSignIn, PROVIDER_SIGN_IN_TTL_MS } from '../src/auth/providerSignIns';
import { verifyPassword } from '../src/auth/password';
import { hashToken } from '../src/auth/tokens';
import { files, providerIdentities, providerSignIns, users, verificationTokens } from '../src/db/schema';
import { REGISTRATION_LIMIT } from '../src/modules/accounts/limits';
import { PROVIDER_ALREADY_LINKED, PROVIDER_TOKEN_INVALID } from '../src/modules/accounts/texts';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../src/modules/shared/uploads';
import { freshIp, insertAdmin, linkIn, mailsTo, multipartBody, PNG, tokenOf, userByEmail } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';
import { solvedCaptcha } from './helpers/captcha';

type Errors = Record<string, string[]>;

const t = useTestContext();
const PUBLIC_URL = 'http://portal.test';

beforeAll(async () => {
  await insertAdmin(t.db, 'admin@portal.test');
  await insertAdmin(t.db, 'admin2@portal.test');
  // An administrator whose own address is not confirmed hears nothing.
  await insertAdmin(t.db, 'unconfirmed-admin@portal.test', { verified: false });
});

async function form(extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Ieva',
    last_name: 'Liepiņa',
    email: 'ieva.liepina@skola.lv',
    password: 'Parole123',
    password_confirmed: 'Parole123',
    school_id: t.fixtures.schools.riga.id,
    description: 'Fizikas skolotāja',
    note: 'Mūsu skola neizmanto ne Mykoob, ne E-klasi.',
    newsletter: true,
    terms: true,
    g_recaptcha_response: await solvedCaptcha(t.app),
    ...extra,
  };
}

function register(payload: unknown, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress });
}

async function errorsOf(payload: unknown): Promise<Errors> {
  const res = await register(payload);
  expect(res.statusCode, res.body).toBe(422);
  const body = json<{ message: string; errors: Errors }>(res);
  expect(body.message).toBe('Norādītie dati nav derīgi.');
  return body.errors;
}

describe('registration by e-mail', () => {
  it('creates an unconfirmed, unapproved account with the justification, and mails the teacher and every administrator', async () => {
    const res = await register(await form({ email: 'Ieva.Liepina@Skola.LV' }));
    expect(res.statusCode, res.body).toBe(201);
    const { data } = json<{ data: { id: number; verified: boolean; enabled: boolean } }>(res);
    expect(data).toEqual({ id: expect.any(Number), verified: false, enabled: false });

    const user = await userByEmail(t.db, 'ieva.liepina@skola.lv');
    expect(user).toMatchObject({
      id: data.id,
      firstName: 'Ieva',
      lastName: 'Liepiņa',
      schoolId: t.fixtures.schools.riga.id,
      description: 'Fizikas skolotāja',
      note: 'Mūsu skola neizmanto ne Mykoob, ne E-klasi.',
      newsletter: true,
      emailVerifiedAt: null,
      approvedAt: null,
      isAdmin: false,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash!, 'Parole123')).toBe(true);

    await t.deliverMail();
    const [verification] = mailsTo(t.mails, 'ieva.liepina@skola.lv');
    expect(verification?.subject).toBe('Apstiprini savu e-pasta adresi');
    const link = linkIn(verification!, PUBLIC_URL, '/verify/');
    expect(link).toMatch(/^http:\/\/portal\.test\/verify\/[A-Za-z0-9_-]{43}$/);
    expect(verification!.html).toContain(`href="${link}"`);
    // Only the hash is kept, valid for 72 hours.
    const [row] = await t.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, hashToken(tokenOf(link))));
    expect(row?.userId).toBe(data.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(72 * 3600_000 - 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(72 * 3600_000 + 60_000);

    for (const admin of ['admin@portal.test', 'admin2@portal.test']) {
      const [request] = mailsTo(t.mails, admin);
      expect(request?.subject).toBe('Reģistrācijas pieprasījums: Ieva Liepiņa');
      for (const part of [
        'Vārds, uzvārds: Ieva Liepiņa',
        'E-pasts: ieva.liepina@skola.lv',
        `Skola: ${t.fixtures.schools.riga.title}`,
        'Apraksts: Fizikas skolotāja',
        'Mūsu skola neizmanto ne Mykoob, ne E-klasi.',
        'npm run portal -- user:approve --email ieva.liepina@skola.lv',
        `${PUBLIC_URL}/admin/lietotaji?statuss=gaida`,
      ])
        expect(request!.text).toContain(part);
      expect(request!.html).toContain('npm run portal -- user:approve --email ieva.liepina@skola.lv');
    }
    expect(mailsTo(t.mails, 'unconfirmed-admin@portal.test')).toEqual([]);
  });

  it('refuses a taken address in any letter case, and a school that does not exist, in one answer', async () => {
    const before = t.mails.length;
    const errors = await errorsOf(await form({ email: 'ANNA@Example.LV', school_id: 999_999 }));
    expect(errors).toEqual({ email: [FORM_MESSAGES.emailTaken], school_id: [FORM_MESSAGES.schoolNotFound] });
    expect(FORM_MESSAGES.emailTaken).toBe('Lietotājs ar šādu e-pastu jau ir reģistrēts.');
    const again = await errorsOf(await form({ email: 'Ieva.Liepina@skola.lv' }));
    expect(again).toEqual({ email: [FORM_MESSAGES.emailTaken] });
    await t.deliverMail();
    expect(t.mails.length).toBe(before);
  });

  it('needs the captcha: missing, wrong and reused responses are field errors', async () => {
    expect(await errorsOf(await form({ email: 'c1@skola.lv', g_recaptcha_response: '' }))).toEqual({
      g_recaptcha_response: ['Obligāti jāaizpilda drošības pārbaude.'],
    });
    expect(await errorsOf(await form({ email: 'c2@skola.lv', g_recaptcha_response: 'not-a-solution' }))).toEqual({
      g_recaptcha_response: [FORM_MESSAGES.captchaInvalid],
    });
    const solved = await solvedCaptcha(t.app);
    expect((await register(await form({ email: 'c3@skola.lv', g_recaptcha_response: solved }))).statusCode).toBe(201);
    expect(await errorsOf(await form({ email: 'c4@skola.lv', g_recaptcha_response: solved }))).toEqual({
      g_recaptcha_response: [FORM_MESSAGES.captchaInvalid],
    });
    expect(await userByEmail(t.db, 'c4@skola.lv')).toBeNull();
  });

  it('keeps the newsletter question open when the box is left unticked, so it is asked after the first sign-in', async () => {
    // Spec §2.2: the 'Jaunumi' dialog opens while the preference is null. An unticked box is not
    // an answer; a ticked one is consent.
    const unticked = await register(await form({ email: 'bez.jaunumiem@skola.lv', newsletter: false }));
    expect(unticked.statusCode, unticked.body).toBe(201);
    expect((await userByEmail(t.db, 'bez.jaunumiem@skola.lv'))!.newsletter).toBeNull();
    const ticked = await register(await form({ email: 'ar.jaunumiem@skola.lv', newsletter: true }));
    expect(ticked.statusCode, ticked.body).toBe(201);
    expect((await userByEmail(t.db, 'ar.jaunumiem@skola.lv'))!.newsletter).toBe(true);
  });

  it('accepts a school left empty (only a registration with a provider must name one)', async () => {
    const res = await register(await form({ email: 'bez.skolas@skola.lv', school_id: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await userByEmail(t.db, 'bez.skolas@skola.lv'))?.schoolId).toBeNull();
  });
});

describe('spec §5 rules of the registration form', () => {
  it('names every missing field with its Latvian message', async () => {
    expect(await errorsOf({})).toEqual({
      first_name: ['Obligāti jāaizpilda vārds.'],
      last_name: ['Obligāti jāaizpilda uzvārds.'],
      email: ['Obligāti jāaizpilda e-pasts.'],
      password: ['Obligāti jāaizpilda parole.'],
      password_confirmed: ['Obligāti jāaizpilda paroles atkārtojums.'],
      note: ['Obligāti jāaizpilda pamatojums.'],
      terms: ['Obligāti jāpiekrīt lietošanas noteikumiem.'],
      g_recaptcha_response: ['Obligāti jāaizpilda drošības pārbaude.'],
    });
  });

  it('limits names to 255, description and note to 500 characters', async () => {
    const errors = await errorsOf(
      await form({
        first_name: 'ā'.repeat(256),
        last_name: 'b'.repeat(256),
        description: 'c'.repeat(501),
        note: 'd'.repeat(501),
      }),
    );
    expect(errors).toEqual({
      first_name: ['Vārdam atļautas ne vairāk kā 255 rakstzīmes.'],
      last_name: [fieldMessage('max', 'last_name', { max: 255 })],
      description: [fieldMessage('max', 'description', { max: 500 })],
      note: [fieldMessage('max', 'note', { max: 500 })],
    });
    // Exactly at the limits is fine (counted in characters, not bytes).
    const res = await register(
      await form({
        email: 'garie@skola.lv',
        first_name: 'ā'.repeat(255),
        last_name: 'b'.repeat(255),
        description: 'c'.repeat(500),
        note: 'd'.repeat(500),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('checks the address: valid, at most 255 characters, local part 64, domain 254', async () => {
    const invalid = 'E-pastam jābūt derīgai e-pasta adresei.';
    expect(await errorsOf(await form({ email: 'nav-epasts' }))).toEqual({ email: [invalid] });
    expect(await errorsOf(await form({ email: `${'a'.repeat(65)}@skola.lv` }))).toEqual({ email: [invalid] });
    const longDomain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(60)}.lv`; // 255
    expect(await errorsOf(await form({ email: `a@${longDomain}` }))).toEqual({ email: [invalid] });
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(59)}.lv`; // 190: with 64 + '@', 255 in all
    expect(await errorsOf(await form({ email: `${'a'.repeat(64)}@${domain}x` }))).toEqual({
      email: [fieldMessage('max', 'email', { max: 255 })],
    });
    const res = await register(await form({ email: `${'a'.repeat(64)}@${domain}` }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('asks a password of 8 to 255 characters with a lowercase and an uppercase letter and a digit, repeated', async () => {
    const rule = 'Parolē jābūt cipariem, mazajiem un lielajiem burtiem';
    expect(FORM_MESSAGES.password).toBe(rule);
    const cases: Array<[string, string]> = [
      ['Pa1', 'Parolei jābūt vismaz 8 rakstzīmēm.'],
      [`Pa1${'x'.repeat(253)}`, fieldMessage('max', 'password', { max: 255 })],
      ['parole123', rule],
      ['PAROLE123', rule],
      ['ParoleBez', rule],
    ];
    for (const [password, message] of cases) {
      expect(await errorsOf(await form({ password, password_confirmed: password })), password).toEqual({
        password: [message],
      });
    }
    expect(await errorsOf(await form({ password_confirmed: 'Parole124' }))).toEqual({
      password_confirmed: ['Paroles atkārtojums nesakrīt ar paroli.'],
    });
    // The reading of docs/decisions.md: no special character is required.
    const res = await register(
      await form({ email: 'bez.simbola@skola.lv', password: 'Abcdefg1', password_confirmed: 'Abcdefg1' }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('requires the terms, and reads checkboxes and ids as the browser sends them', async () => {
    for (const terms of [false, 0, '0', 'false', ''])
      expect(await errorsOf(await form({ terms }))).toEqual({ terms: [FORM_MESSAGES.terms] });
    expect(await errorsOf(await form({ terms: 'varbūt', school_id: 'abc', newsletter: 'x' }))).toEqual({
      terms: [FORM_MESSAGES.terms],
      school_id: [fieldMessage('integer', 'school_id')],
      newsletter: [fieldMessage('boolean', 'newsletter')],
    });
    const res = await register(
      await form({
        email: 'virknes@skola.lv',
        terms: '1',
        newsletter: 'true',
        school_id: String(t.fixtures.schools.cesis.id),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await userByEmail(t.db, 'virknes@skola.lv')).toMatchObject({
      newsletter: true,
      schoolId: t.fixtures.schools.cesis.id,
    });
  });

  it('answers a body that is not a form, or fields of the wrong type, with 422, never 500', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '"sveiki"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBe(422);
    expect(json<{ errors: Errors }>(text).errors.form).toEqual(['Nederīgs pieprasījums.']);
    const wrong = await errorsOf(await form({ first_name: 42, email: ['a@b.lv'], password: { x: 1 } }));
    expect(Object.keys(wrong)).toEqual(expect.arrayContaining(['first_name', 'email', 'password']));
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"first_name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('registration with a provider token', () => {
  const profile = (subject: string, email: string | null) => ({
    provider: 'mykoob' as const,
    subject,
    email,
    firstName: 'Pēteris',
    lastName: 'Platforma',
  });

  async function providerForm(token: string, extra: Record<string, unknown> = {}) {
    return {
      token,
      name: 'mykoob',
      first_name: 'Pēteris',
      last_name: 'Platforma',
      email: 'peteris.platforma@skola.lv',
      school_id: t.fixtures.schools.liepaja.id,
      description: '',
      newsletter: false,
      terms: true,
      g_recaptcha_response: await solvedCaptcha(t.app),
      ...extra,
    };
  }

  it('has its own rules: no password or note, but a school', async () => {
    expect(await errorsOf({ token: 'abc' })).toEqual({
      name: ['Obligāti jāaizpilda autorizācijas veids.'],
      first_name: ['Obligāti jāaizpilda vārds.'],
      last_name: ['Obligāti jāaizpilda uzvārds.'],
      email: ['Obligāti jāaizpilda e-pasts.'],
      school_id: ['Obligāti jāaizpilda skola.'],
      terms: ['Obligāti jāpiekrīt lietošanas noteikumiem.'],
      g_recaptcha_response: ['Obligāti jāaizpilda drošības pārbaude.'],
    });
    expect(
      await errorsOf(
        await providerForm('abc', { name: 'draugiem', note: 'n'.repeat(501), description: 'd'.repeat(501) }),
      ),
    ).toEqual({
      name: ['Autorizācijas veidam norādīta nederīga vērtība.'],
      description: [fieldMessage('max', 'description', { max: 500 })],
      note: [fieldMessage('max', 'note', { max: 500 })],
    });
  });

  it('approves and confirms at once when the address is the platform’s, links the account and keeps the sign-in for the social grant', async () => {
    const { token } = await createProviderSignIn(t.db, profile('mykoob-1', 'Peteris.Platforma@Skola.lv'));
    const before = t.mails.length;
    const res = await register(await providerForm(token));
    expect(res.statusCode, res.body).toBe(201);
    const { data } = json<{ data: { id: number; verified: boolean; enabled: boolean } }>(res);
    expect(data).toEqual({ id: expect.any(Number), verified: true, enabled: true });

    const user = await userByEmail(t.db, 'peteris.platforma@skola.lv');
    expect(user).toMatchObject({ passwordHash: null, schoolId: t.fixtures.schools.liepaja.id, note: null });
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(user!.approvedAt).not.toBeNull();
    const links = await t.db.select().from(providerIdentities).where(eq(providerIdentities.userId, data.id));
    expect(links).toMatchObject([{ provider: 'mykoob', subject: 'mykoob-1' }]);
    const kept = await t.db
      .select()
      .from(providerSignIns)
      .where(eq(providerSignIns.tokenHash, hashToken(token)));
    expect(kept).toHaveLength(1);

    await t.deliverMail();
    // Nothing to confirm, nobody to ask.
    expect(t.mails.length).toBe(before);

    // What the browser does next: the social grant spends the kept sign-in.
    const social = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: freshIp(),
      payload: { grant_type: 'social', client_id: BROWSER_CLIENT.id, network: 'mykoob', access_token: token },
    });
    expect(social.statusCode, social.body).toBe(200);
    expect(json<{ access_token: string }>(social).access_token).toEqual(expect.any(String));
  });

  it('sends a confirmation link when the teacher gives another address, and spends the sign-in', async () => {
    const { token } = await createProviderSignIn(t.db, profile('mykoob-2', 'platforma@mykoob.lv'));
    const res = await register(await providerForm(token, { email: 'cits.adrese@skola.lv' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toEqual({ data: { id: expect.any(Number), verified: false, enabled: true } });
    expect(
      await t.db
        .select()
        .from(providerSignIns)
        .where(eq(providerSignIns.tokenHash, hashToken(token))),
    ).toEqual([]);
    await t.deliverMail();
    const mails = mailsTo(t.mails, 'cits.adrese@skola.lv');
    expect(mails.map((m) => m.subject)).toEqual(['Apstiprini savu e-pasta adresi']);
    expect(t.mails.filter((m) => m.text.includes('cits.adrese@skola.lv') && m.to !== 'cits.adrese@skola.lv')).toEqual(
      [],
    );
  });

  it('refuses an unknown, expired, spent or other provider’s token, and a platform account that is already linked', async () => {
    const tokenError = { token: [PROVIDER_TOKEN_INVALID] };
    expect(await errorsOf(await providerForm('nav-tads-marķieris', { email: 'x1@skola.lv' }))).toEqual(tokenError);

    const expired = await createProviderSignIn(
      t.db,
      profile('mykoob-3', 'x2@skola.lv'),
      new Date(Date.now() - PROVIDER_SIGN_IN_TTL_MS - 1000),
    );
    expect(await errorsOf(await providerForm(expired.token, { email: 'x2@skola.lv' }))).toEqual(tokenError);

    const other = await createProviderSignIn(t.db, profile('mykoob-4', 'x3@skola.lv'));
    expect(await errorsOf(await providerForm(other.token, { name: 'eklase', email: 'x3@skola.lv' }))).toEqual(
      tokenError,
    );

    const linked = await createProviderSignIn(t.db, profile('mykoob-1', 'x4@skola.lv'));
    expect(await errorsOf(await providerForm(linked.token, { email: 'x4@skola.lv' }))).toEqual({
      token: [PROVIDER_ALREADY_LINKED],
    });

    const once = await createProviderSignIn(t.db, profile('mykoob-5', 'elsewhere@mykoob.lv'));
    expect((await register(await providerForm(once.token, { email: 'x5@skola.lv' }))).statusCode).toBe(201);
    expect(await errorsOf(await providerForm(once.token, { email: 'x6@skola.lv' }))).toEqual(tokenError);

    for (const email of ['x1@skola.lv', 'x2@skola.lv', 'x3@skola.lv', 'x4@skola.lv', 'x6@skola.lv'])
      expect(await userByEmail(t.db, email)).toBeNull();
  });
});

describe('the avatar (multipart/form-data)', () => {
  async function multipartForm(extra: Record<string, string> = {}) {
    return {
      first_name: 'Marta',
      last_name: 'Bilde',
      email: 'marta.bilde@skola.lv',
      password: 'Parole123',
      password_confirmed: 'Parole123',
      school_id: String(t.fixtures.schools.riga.id),
      description: '',
      note: 'Skolā nav platformas.',
      newsletter: '1',
      terms: 'true',
      g_recaptcha_response: await solvedCaptcha(t.app),
      ...extra,
    };
  }

  function send(body: { payload: Buffer; headers: Record<string, string> }) {
    return t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshIp(), ...body });
  }

  it('keeps a valid image, whatever name and type the browser claims, re-encoded as a 240 px WebP without its EXIF', async () => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1f5fa8' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Slepenais Autors' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 57/1 0/1' } })
      .toBuffer();
    const res = await send(
      await multipartBody(await multipartForm(), { name: 'es.bin', type: 'application/octet-stream', data: photo }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const user = await userByEmail(t.db, 'marta.bilde@skola.lv');
    expect(user).toMatchObject({ newsletter: true, schoolId: t.fixtures.schools.riga.id });
    const [file] = await t.db.select().from(files).where(eq(files.id, user!.avatarFileId!));
    expect(file).toMatchObject({ mimeType: 'image/webp', isPublic: true });
    expect(file!.storageKey).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ url: `/files/${file!.storageKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Slepenais')).toBe(false);
  });

  it('refuses a file that is not an image, or larger than 5 MB, on `file`, next to the other fields’ errors', async () => {
    const fake = await send(
      await multipartBody(await multipartForm({ email: 'fake@skola.lv', first_name: '' }), {
        name: 'bilde.png',
        type: 'image/png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      }),
    );
    expect(fake.statusCode).toBe(422);
    expect(json<{ errors: Errors }>(fake).errors).toEqual({
      file: [AVATAR_MESSAGES.invalid],
      first_name: ['Obligāti jāaizpilda vārds.'],
    });
    expect(AVATAR_MESSAGES.invalid).toBe('Profila bildei jābūt JPEG, PNG, GIF vai WebP attēlam.');

    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    const large = await send(
      await multipartBody(await multipartForm({ email: 'large@skola.lv' }), {
        name: 'liela.png',
        type: 'image/png',
        data: big,
      }),
    );
    expect(large.statusCode).toBe(422);
    expect(json<{ errors: Errors }>(large).errors).toEqual({ file: [AVATAR_MESSAGES.tooLarge] });

    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    const fits = await send(
      await multipartBody(await multipartForm({ email: 'exact@skola.lv' }), {
        name: 'tieši.png',
        type: 'image/png',
        data: exact,
      }),
    );
    expect(fits.statusCode, fits.body).toBe(201);

    for (const email of ['fake@skola.lv', 'large@skola.lv']) expect(await userByEmail(t.db, email)).toBeNull();
    // Nothing was kept of the refused files.
    const avatars = await t.db
      .select()
      .from(files)
      .where(and(eq(files.isPublic, true), eq(files.size, big.length)));
    expect(avatars).toEqual([]);
  });

  it('registers without a file, or with an empty file input, over multipart too', async () => {
    const res = await send(
      await multipartBody(await multipartForm({ email: 'tukss@skola.lv' }), {
        name: '',
        type: 'application/octet-stream',
        data: Buffer.alloc(0),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await userByEmail(t.db, 'tukss@skola.lv'))?.avatarFileId).toBeNull();
  });

  it('answers a broken multipart body with a 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAnna',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('registration limit', () => {
  it(`accepts ${REGISTRATION_LIMIT.max} attempts an hour from one address, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++) expect((await register({}, ip)).statusCode).toBe(422);
    const limited = await register(await form({ email: 'par.daudz@skola.lv' }), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(REGISTRATION_LIMIT.timeWindow / 1000 - 120);
    expect(json(limited)).toEqual({ message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' });
    expect((await register(await form({ email: 'cita.adrese@skola.lv' }))).statusCode).toBe(201);
  });
});

describe('stored addresses', () => {
  it('are lower-case', async () => {
    const rows = await t.db.select({ email: users.email }).from(users);
    for (const row of rows) expect(row.email).toBe(row.email.toLowerCase());
  });
});
