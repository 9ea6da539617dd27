/**
 * The authorisation matrix (issue 11, item 2): every route the app registers × the seven callers →
 * the status each must get, one table. A route without a row (or a row without a route) fails the
 * first test, naming it.
 *
 * Columns (ROLES in test/support/authzMatrix.ts), each a browser of its own that opened the portal's
 * page (visitor cookie, CSRF token sent on every unsafe call, Origin of the portal):
 *  - anonymous:      a visitor, no token;
 *  - teacher:        Anna, signed in; on a row about something of the owner's, the owner's counterpart
 *                    (the other party of the thread, the author of the comment, a reader of the material);
 *  - anotherTeacher: Līga, signed in, a stranger to what the row is about (not its owner, not a party);
 *  - owner:          Jānis, signed in, who has a pseudonym and owns what the row is about (`owner` of
 *                    each row says what that is; where nobody owns what a call asks, the row says so and
 *                    the column is the same call made by Jānis for himself);
 *  - unapproved:     a live token of an account still waiting for an administrator;
 *  - unverified:     a live token of an account whose e-mail address is not confirmed;
 *                    (both must be treated as a visitor: the account may not sign in yet)
 *  - admin:          a signed-in administrator: extra powers only on the /api/admin calls.
 *
 * Every answer is also checked for privacy: to anyone but the owner, the owner's pseudonym and their
 * pseudonym-signed materials are never tied to their id or name (material pages, lists, profiles,
 * statistics, category counts, comments, search, inbox); a visitor never learns any material's
 * author; a material's note reaches only its owner; nobody but an administrator's calls shows
 * another person's e-mail address.
 * Calls that change or destroy something run on rows made fresh for each case, so cases do not
 * depend on each other or on their order; a refused call is checked to have changed nothing.
 *
 * Fastify's HEAD twin of each GET route runs the GET handler and is covered by the GET row. The API
 * has no call that edits or deletes a comment (spec §7 has none); one added later fails the first
 * test until it has its row here.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { generate as generateTotp, generateSecret as generateTotpSecret } from 'otplib';
import {
  appReleases,
  articles,
  banners,
  categories,
  categoryNodes,
  comments,
  contactMessages,
  mailOutbox,
  materials,
  messages,
  notices,
  pages,
  passwordResetTokens,
  reports,
  schools,
  settings,
  users,
} from '../src/db/schema';
import { enqueueMail } from '../src/mail/outbox';
import { issueEmailToken } from '../src/modules/accounts/emailTokens';
import { createTestContext, type TestContext } from './helpers/app';
import { insertAdmin, multipartBody, PNG } from './helpers/accounts';
import { solvedCaptcha } from './helpers/captcha';
import { pdf } from './helpers/documents';
import { PASSWORD, PSEUDONYM, testPasswordHash } from './helpers/fixtures';
import {
  ANONYMOUS_VIEW,
  anonymousAuthorLeaks,
  emailLeaks,
  noteLeaks,
  openBrowser,
  parseBody,
  pseudonymLeaks,
  registeredRoutes,
  ROLES,
  send,
  type Call,
  type Caller,
  type PseudonymOwner,
  type Role,
  type Statuses,
  type UserRow,
} from './support/authzMatrix';

type Answer = Awaited<ReturnType<typeof send>>;

interface Row {
  /** The call, as the browser makes it. */
  about: string;
  /** Who the owner column is on this row. */
  owner: string;
  /** One status per column: anonymous, teacher, anotherTeacher, owner, unapproved, unverified, admin. */
  status: Statuses;
  call(caller: Caller): Call | Promise<Call>;
  /** What is wrong with an answer beyond its status (privacy, or a refused call having changed something). */
  check?(answer: Answer, caller: Caller): string[] | Promise<string[]>;
  /**
   * The seven cases share nothing (each caller's own account, or an account of its own), so they may
   * run at once: these are the calls that hash or verify a password (argon2, about 0.3 s each).
   */
  concurrent?: boolean;
}

// What the owner column means, said once for the rows that share it.
const OWNS_MATERIAL = 'Jānis owns the material';
const NOBODY_OWNS = 'nobody owns what this asks: the same call as teacher, made by Jānis for himself';
const OWN_ACCOUNT = "the caller's own account: the same as teacher, for Jānis himself";

let t: TestContext;
let routes: string[] = [];
const callers = {} as Record<Role, Caller>;
let secret: PseudonymOwner;
/** The e-mail addresses of the callers and the other fixture accounts. */
let addresses: string[] = [];
/** Fixtures and rows made before the matrix runs. */
const seeded = {
  /** Jānis's file material (a PDF) signed with his pseudonym. */
  pdfMaterial: 0,
  /** Anna's comment on Jānis's pseudonym-signed m2, and Jānis's answer to it (as his pseudonym). */
  annaOnPseudonymous: 0,
  ownerAnswer: 0,
  /** Anna's top-level comment on Jānis's name-signed m3 (the one others answer). */
  annaOnNamed: 0,
  /** The thread Jānis started with Anna ('Sveiki'), and Anna's answer in it. */
  thread: 0,
  threadAnswer: 0,
};
/** The token the sign-out case revoked. */
let loggedOut: string | null = null;
/** The tokens of the account the sign-out-everywhere case ended, the one it called with first. */
let endedEverywhere: string[] = [];
let requestsChecked = 0;
let matrixStarted = 0;

// ---------------------------------------------------------------------------------------------
// Fresh rows and bodies
// ---------------------------------------------------------------------------------------------

let unique = 0;
const next = () => `${process.pid}-${++unique}`;

const linkCategories = () => {
  const { class7, mechanics, mechanicsLinks } = t.fixtures.nodes;
  return [class7.id, mechanics.id, mechanicsLinks.id];
};
const fileCategories = () => {
  const { class7, mechanics, presentations } = t.fixtures.nodes;
  return [class7.id, mechanics.id, presentations.id];
};
const linkBody = (title: string, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  title,
  description: 'Atsperes svārstības',
  uri: 'https://phet.colorado.edu/lv/simulations/masses-and-springs',
  categories: linkCategories(),
  signature_type: 'name',
  ...extra,
});

async function expectStatus(answer: Answer, status: number, what: string): Promise<Answer> {
  if (answer.statusCode !== status) throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return answer;
}

/** A link material Jānis adds through the API, for a case that changes or deletes it. */
async function freshMaterial(): Promise<number> {
  const answer = await send(t, callers.owner, { method: 'POST', url: '/api/materials', json: linkBody('Jāņa saite') });
  await expectStatus(answer, 201, 'a fresh material');
  return (parseBody(answer) as { data: { id: number } }).data.id;
}

/** A new thread from Jānis to Anna, unseen by her. */
async function freshThread(): Promise<number> {
  const { janis, anna } = t.fixtures.users;
  const [row] = await t.db
    .insert(messages)
    .values({
      senderId: janis.id,
      recipientId: anna.id,
      subject: 'Jauna tēma',
      message: 'Sveika!',
      seenByRecipient: false,
    })
    .returning();
  return row!.id;
}

/**
 * A new comment on Jānis's m3, unseen by its recipients: Anna's (new to Jānis), or Jānis's answer to
 * Anna's comment (new to her).
 */
async function freshComment(kind: 'anna' | 'answerToAnna'): Promise<number> {
  const { anna, janis } = t.fixtures.users;
  const [row] = await t.db
    .insert(comments)
    .values({
      materialId: t.fixtures.materials.m3.id,
      userId: kind === 'anna' ? anna.id : janis.id,
      parentId: kind === 'anna' ? null : seeded.annaOnNamed,
      message: kind === 'anna' ? 'Vai ir arī darba lapa?' : 'Jā, pievienošu.',
      seenBySender: true,
      seenByRecipient: false,
    })
    .returning();
  return row!.id;
}

/** An account of a teacher who registered by e-mail, in the state asked. */
async function freshAccount({ verified, approved }: { verified: boolean; approved: boolean }): Promise<UserRow> {
  const now = new Date();
  const [row] = await t.db
    .insert(users)
    .values({
      email: `jauns.${next()}@skola.lv`,
      firstName: 'Jauns',
      lastName: 'Skolotājs',
      passwordHash: await testPasswordHash(),
      note: 'Skola neizmanto platformas.',
      emailVerifiedAt: verified ? now : null,
      approvedAt: approved ? now : null,
    })
    .returning();
  return row!;
}

/** issue 19, helper C: an empty type node of its own category under Optika, for a case that changes or deletes it. */
async function freshCategoryNode(): Promise<number> {
  const [category] = await t.db
    .insert(categories)
    .values({ title: `Veids ${next()}` })
    .returning();
  const [node] = await t.db
    .insert(categoryNodes)
    .values({ categoryId: category!.id, parentId: t.fixtures.nodes.optics.id, position: 99 })
    .returning();
  return node!.id;
}

// ---------------------------------------------------------------------------------------------
// Checks shared by rows
// ---------------------------------------------------------------------------------------------

const refused = (answer: Answer) => answer.statusCode >= 400;
const dataOf = <T>(answer: Answer) => (parseBody(answer) as { data: T }).data;

async function materialRow(id: number) {
  const [row] = await t.db.select().from(materials).where(eq(materials.id, id));
  return row;
}

/**
 * Totals of Jānis's materials as the caller may count them: all for himself, for others the
 * name-signed ones that no administrator hid (issue 19).
 */
async function ownerTotals(caller: Caller) {
  const rows = await t.db.select().from(materials).where(eq(materials.ownerId, secret.id));
  const counted = rows.filter((m) => caller.role === 'owner' || (m.signatureType === 'name' && m.hiddenAt === null));
  return {
    count: counted.length,
    likes: counted.reduce((sum, m) => sum + m.likesCount, 0),
    views: counted.reduce((sum, m) => sum + m.viewsCount, 0),
    downloads: counted.reduce((sum, m) => sum + m.downloadsCount, 0),
  };
}

/** A list answer has the item iff the caller is one of `who`. */
function listedFor(answer: Answer, caller: Caller, id: number, who: Role[], what: string): string[] {
  if (answer.statusCode !== 200) return [];
  const listed = dataOf<{ id: number }[]>(answer).some((item) => item.id === id);
  const expected = who.includes(caller.role);
  return listed === expected ? [] : [`${what} ${listed ? 'listed' : 'missing'} for ${caller.role}`];
}

// ---------------------------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------------------------

const get = (url: string): Call => ({ url });
const page = (url: string): Call => ({ url, navigation: true });
const EVERYONE = (status: number): Statuses => [status, status, status, status, status, status, status];

// Most signed-in calls: a visitor and the two accounts that may not sign in yet get 401.
//                              anon teach other owner unappr unverif admin
const SIGNED_IN_200: Statuses = [401, 200, 200, 200, 401, 401, 200];

const staticRemote = (dir: string): Row[] => [
  {
    about: `the built remote's entry, /mf/${dir}/remoteEntry.js`,
    owner: NOBODY_OWNS,
    status: EVERYONE(200),
    call: () => page(`/mf/${dir}/remoteEntry.js`),
  },
];

const MATRIX: Record<string, Row[]> = {
  // --- the shell, the remotes' builds, public files, the API's documentation -------------------
  'GET /': [{ about: 'the portal page', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => page('/') }],
  'GET /index.html': [
    { about: 'the portal page by name', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => page('/index.html') },
  ],
  'GET /favicon.ico': [
    {
      about: 'the icon asked for by name (redirected to the shell’s favicon.svg)',
      owner: NOBODY_OWNS,
      status: EVERYONE(301),
      call: () => page('/favicon.ico'),
    },
  ],
  'GET /*': [
    {
      about: 'a built file of the shell',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => page('/main.1a2b3c4d.js'),
    },
  ],
  'GET /remotes.json': [
    { about: 'where the remotes are', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/remotes.json') },
  ],
  'GET /mf/catalog/*': staticRemote('catalog'),
  'GET /mf/auth/*': staticRemote('auth'),
  'GET /mf/materials/*': staticRemote('materials'),
  'GET /mf/profile/*': staticRemote('profile'),
  'GET /mf/inbox/*': staticRemote('inbox'),
  'GET /mf/admin/*': staticRemote('admin'),
  'GET /mf/:name/:version/*': [
    {
      about: "a published release's file: the same for everyone (none is published here: 404)",
      owner: NOBODY_OWNS,
      status: EVERYONE(404),
      call: () => page('/mf/mf_catalog/1.0.0/remoteEntry.js'),
    },
  ],
  'GET /files/*': [
    {
      about: "a public image (Anna's avatar)",
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => page('/files/avatars/anna.png'),
    },
    {
      about: "a material's stored file by its key: never served here, only through the signed links",
      owner: OWNS_MATERIAL,
      status: EVERYONE(404),
      call: () => page('/files/materials/secret.pdf'),
    },
  ],
  'GET /api/docs': [
    { about: 'the API documentation', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => page('/api/docs') },
  ],
  'GET /api/docs/json': [
    { about: 'the OpenAPI document', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/docs/json') },
  ],
  'GET /api/docs/yaml': [
    { about: 'the OpenAPI document', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/docs/yaml') },
  ],
  'GET /api/docs/static/index.html': [
    {
      about: 'the documentation page by its file name (redirected to /api/docs)',
      owner: NOBODY_OWNS,
      status: EVERYONE(302),
      call: () => page('/api/docs/static/index.html'),
    },
  ],
  'GET /api/docs/static/swagger-initializer.js': [
    {
      about: "the documentation page's script",
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => page('/api/docs/static/swagger-initializer.js'),
    },
  ],
  'GET /api/docs/static/*': [
    {
      about: "the documentation page's style sheet",
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => page('/api/docs/static/swagger-ui.css'),
    },
  ],

  // --- signing in and accounts -------------------------------------------------------------------
  'POST /oauth/token': [
    {
      about: "sign in with the caller's own e-mail and password (the visitor: an address with no account)",
      concurrent: true,
      owner: OWN_ACCOUNT,
      //      anon teach other owner unappr unverif admin
      status: [401, 200, 200, 200, 403, 403, 200],
      call: (caller) => ({
        method: 'POST',
        url: '/oauth/token',
        json: {
          grant_type: 'password',
          client_id: BROWSER_CLIENT.id,
          client_secret: BROWSER_CLIENT.secret,
          scope: '',
          username: caller.user?.email ?? 'nav.konta@skola.lv',
          password: PASSWORD,
        },
      }),
      check: async (answer, caller) => {
        if (answer.statusCode !== 200) return [];
        const token = (parseBody(answer) as { access_token: string }).access_token;
        const me = await send(t, caller, { url: '/api/user', token });
        return me.statusCode === 200 && dataOf<{ id: number }>(me).id === caller.user?.id
          ? []
          : [`${caller.role}'s new token is not theirs: ${me.statusCode}`];
      },
    },
  ],
  'POST /api/auth/logout': [
    {
      about: 'sign out: revokes the token it carries (a token of its own for each case)',
      owner: OWN_ACCOUNT,
      //      anon teach other owner unappr unverif admin
      status: [401, 204, 204, 204, 401, 401, 204],
      call: async (caller) => {
        loggedOut = caller.user ? await t.tokenFor(caller.user.id) : null;
        return { method: 'POST', url: '/api/auth/logout', token: loggedOut };
      },
      check: async (answer, caller) => {
        if (!loggedOut) return [];
        const after = await send(t, caller, { url: '/api/user', token: loggedOut });
        return after.statusCode === 401 ? [] : [`${caller.role}'s token still works after signing out`];
      },
    },
  ],
  'POST /api/auth/logout/everywhere': [
    {
      about:
        "'Izrakstīties visur': ends every session of the account (two tokens of an account of the caller's kind made for each case)",
      // Run on the caller's own account, it would end the caller's session for every row after it.
      owner: "an account of the caller's kind made for the case (for Jānis: a teacher, as for the teacher)",
      //      anon teach other owner unappr unverif admin
      status: [401, 204, 204, 204, 401, 401, 204],
      call: async (caller) => {
        endedEverywhere = [];
        if (!caller.user) return { method: 'POST', url: '/api/auth/logout/everywhere' };
        const account =
          caller.role === 'admin'
            ? await insertAdmin(t.db, `admins.${next()}@portal.test`)
            : await freshAccount({
                verified: caller.role !== 'unverified',
                approved: caller.role !== 'unapproved',
              });
        endedEverywhere = [await t.tokenFor(account.id), await t.tokenFor(account.id)];
        return { method: 'POST', url: '/api/auth/logout/everywhere', token: endedEverywhere[0]! };
      },
      check: async (answer, caller) => {
        const problems: string[] = [];
        if (answer.statusCode === 204) {
          for (const token of endedEverywhere) {
            const after = await send(t, caller, { url: '/api/user', token });
            if (after.statusCode !== 401)
              problems.push(`${caller.role}: a token still works after signing out everywhere`);
          }
        }
        if (!ANONYMOUS_VIEW.has(caller.role) && (await send(t, caller, { url: '/api/user' })).statusCode !== 200)
          problems.push(`${caller.role}: the caller's own session ended too`);
        return problems;
      },
    },
  ],
  'POST /api/auth/register': [
    {
      about: 'register by e-mail (a new address each case, captcha solved)',
      concurrent: true,
      owner: NOBODY_OWNS,
      status: EVERYONE(201),
      call: async () => ({
        method: 'POST',
        url: '/api/auth/register',
        json: {
          first_name: 'Ieva',
          last_name: 'Liepiņa',
          email: `ieva.${next()}@skola.lv`,
          password: 'Parole123',
          password_confirmed: 'Parole123',
          school_id: t.fixtures.schools.riga.id,
          description: 'Fizikas skolotāja',
          note: 'Mūsu skola neizmanto ne Mykoob, ne E-klasi.',
          newsletter: false,
          terms: true,
          g_recaptcha_response: await solvedCaptcha(t.app),
        },
      }),
    },
  ],
  'POST /api/auth/verify/resend': [
    {
      about: "ask again for the confirmation link of a new account's address",
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: async () => ({
        method: 'POST',
        url: '/api/auth/verify/resend',
        json: { email: (await freshAccount({ verified: false, approved: true })).email },
      }),
    },
  ],
  'POST /api/auth/verify/:token': [
    {
      about: "confirm a new account's address with its link (the token is the authority)",
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: async () => {
        const account = await freshAccount({ verified: false, approved: true });
        return { method: 'POST', url: `/api/auth/verify/${await issueEmailToken(t.db, 'verification', account.id)}` };
      },
    },
  ],
  'POST /api/auth/password/email': [
    {
      about: "ask for a password reset link to the caller's own address (the visitor: a new account's)",
      owner: OWN_ACCOUNT,
      status: EVERYONE(200),
      call: async (caller) => ({
        method: 'POST',
        url: '/api/auth/password/email',
        json: { email: caller.user?.email ?? (await freshAccount({ verified: true, approved: true })).email },
      }),
    },
  ],
  'POST /api/auth/password/reset': [
    {
      about: "set a new password with a new account's reset link (the token is the authority)",
      concurrent: true,
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: async () => {
        const account = await freshAccount({ verified: true, approved: true });
        const token = await issueEmailToken(t.db, 'passwordReset', account.id);
        return {
          method: 'POST',
          url: '/api/auth/password/reset',
          json: { token, email: account.email, password: 'JaunaParole1', password_confirmation: 'JaunaParole1' },
        };
      },
    },
  ],
  'GET /api/auth/providers': [
    {
      about: 'the two school platforms',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get('/api/auth/providers'),
    },
  ],
  'GET /api/auth/oauth/:provider/url': [
    {
      about: "where Mykoob's sign-in button leads",
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get('/api/auth/oauth/mykoob/url'),
    },
  ],
  'GET /auth/oauth/:provider': [
    {
      about: "the browser starts Mykoob's sign-in (redirected to the platform)",
      owner: NOBODY_OWNS,
      status: EVERYONE(302),
      call: () => page('/auth/oauth/mykoob'),
    },
  ],
  'GET /auth/oauth/callback/:provider': [
    {
      about: 'the platform sends the browser back: the teacher cancelled (error=access_denied)',
      owner: NOBODY_OWNS,
      status: EVERYONE(400),
      call: () => get('/auth/oauth/callback/mykoob?error=access_denied&state=abc'),
    },
  ],

  // --- the signed-in user ------------------------------------------------------------------------
  'GET /api/user': [
    {
      about: 'the signed-in user',
      owner: OWN_ACCOUNT,
      status: SIGNED_IN_200,
      call: () => get('/api/user'),
      check: (answer, caller) =>
        answer.statusCode === 200 && dataOf<{ id: number }>(answer).id !== caller.user?.id
          ? [`${caller.role} got someone else's account`]
          : [],
    },
  ],
  ...Object.fromEntries(
    (['POST', 'PUT'] as const).map((method) => [
      `${method} /api/user`,
      [
        {
          about: `save the caller's own profile as it is${method === 'POST' ? ' (_method=PUT)' : ''}`,
          owner: OWN_ACCOUNT,
          status: SIGNED_IN_200,
          call: (caller: Caller): Call => {
            const user = caller.user;
            return {
              method,
              url: '/api/user',
              json: {
                ...(method === 'POST' ? { _method: 'PUT' } : {}),
                first_name: user?.firstName ?? 'Viesis',
                last_name: user?.lastName ?? 'Nezināms',
                pseudonym: user?.pseudonym ?? `${user?.firstName ?? 'Viesis'} P.`,
                school_id: user?.schoolId ?? '',
                description: user?.description ?? '',
                newsletter: user?.newsletter ?? false,
              },
            };
          },
          check: (answer: Answer, caller: Caller) =>
            answer.statusCode === 200 && dataOf<{ id: number }>(answer).id !== caller.user?.id
              ? [`${caller.role} saved someone else's profile`]
              : [],
        } satisfies Row,
      ],
    ]),
  ),
  'GET /api/user/inbox/statistics': [
    { about: 'the badges', owner: OWN_ACCOUNT, status: SIGNED_IN_200, call: () => get('/api/user/inbox/statistics') },
  ],
  'GET /api/user/bookmarks': [
    {
      about: "the caller's bookmarks (Līga's hold Jānis's pseudonym-signed m2)",
      owner: OWN_ACCOUNT,
      status: SIGNED_IN_200,
      call: () => get('/api/user/bookmarks'),
      check: (answer, caller) =>
        listedFor(answer, caller, t.fixtures.materials.m2.id, ['anotherTeacher'], 'the bookmarked m2'),
    },
  ],
  'GET /api/user/comments': [
    {
      about: "the comments inbox: Anna's comment on Jānis's m2 is his, his answer (as the pseudonym) is hers",
      owner: 'Jānis, whose material the comment is on',
      status: SIGNED_IN_200,
      call: () => get('/api/user/comments'),
      check: (answer, caller) => [
        ...listedFor(answer, caller, seeded.annaOnPseudonymous, ['owner'], "Anna's comment on m2"),
        ...listedFor(answer, caller, seeded.ownerAnswer, ['teacher'], "Jānis's answer to Anna"),
      ],
    },
  ],
  ...Object.fromEntries(
    (['POST', 'PUT'] as const).map((method) => {
      const seenRow = (kind: 'anna' | 'answerToAnna', about: string, owner: string): Row => {
        let comment = 0;
        return {
          about: `${about}${method === 'POST' ? ' (_method=PUT)' : ''}`,
          owner,
          //      anon teach other owner unappr unverif admin
          status: [401, 204, 404, 204, 401, 401, 404],
          call: async () => {
            comment = await freshComment(kind);
            const json = method === 'POST' ? { _method: 'PUT' } : {};
            return { method, url: `/api/user/comments/${comment}/seen`, json };
          },
          check: async (answer, caller) => {
            if (!refused(answer)) return [];
            const [row] = await t.db.select().from(comments).where(eq(comments.id, comment));
            return row?.seenByRecipient === false ? [] : [`${caller.role}'s refused call marked the comment seen`];
          },
        };
      };
      return [
        `${method} /api/user/comments/:id/seen`,
        [
          seenRow(
            'anna',
            "mark seen a new comment Anna wrote on Jānis's material",
            'Jānis, whose material it is on (teacher: Anna, who wrote it)',
          ),
          seenRow(
            'answerToAnna',
            "mark seen Jānis's new answer to Anna's comment",
            'Jānis, who wrote the answer on his own material (teacher: Anna, who was answered)',
          ),
        ],
      ];
    }),
  ),
  'POST /api/user/newsletter': [
    {
      about: 'the newsletter dialog: Piekrītu',
      owner: OWN_ACCOUNT,
      status: SIGNED_IN_200,
      call: () => ({ method: 'POST', url: '/api/user/newsletter' }),
    },
  ],
  'DELETE /api/user/newsletter': [
    {
      about: 'the newsletter dialog: Nepiekrītu',
      owner: OWN_ACCOUNT,
      status: SIGNED_IN_200,
      call: () => ({ method: 'DELETE', url: '/api/user/newsletter' }),
    },
  ],

  // --- profiles ------------------------------------------------------------------------------------
  'GET /api/users': [
    {
      about: 'the recipient lookup (finds Jānis by name)',
      owner: 'Jānis, who is among the teachers found',
      status: SIGNED_IN_200,
      call: () => get('/api/users?s=Kalni'),
      check: (answer, caller) =>
        listedFor(answer, caller, t.fixtures.users.janis.id, ['teacher', 'anotherTeacher', 'admin'], 'Jānis'),
    },
    {
      about: "the recipient lookup by Jānis's pseudonym: finds nobody",
      owner: 'Jānis, whose pseudonym it is',
      status: SIGNED_IN_200,
      call: () => get(`/api/users?s=${encodeURIComponent(PSEUDONYM)}`),
      check: (answer, caller) => listedFor(answer, caller, t.fixtures.users.janis.id, [], 'Jānis'),
    },
    {
      about: 'the recipient lookup by the name of an account awaiting approval: finds nobody',
      owner: NOBODY_OWNS,
      status: SIGNED_IN_200,
      call: () => get(`/api/users?s=${encodeURIComponent(t.fixtures.users.unapproved.lastName)}`),
      check: (answer, caller) => listedFor(answer, caller, t.fixtures.users.unapproved.id, [], 'the pending account'),
    },
  ],
  'GET /api/users/:id': [
    {
      about: 'the profile of an account awaiting approval: nobody sees it yet',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 404, 404, 404, 401, 401, 404],
      call: () => get(`/api/users/${t.fixtures.users.unapproved.id}`),
    },
    {
      about: "Jānis's profile",
      owner: 'Jānis, whose profile it is',
      status: SIGNED_IN_200,
      call: () => get(`/api/users/${t.fixtures.users.janis.id}`),
    },
  ],
  'GET /api/users/:id/statistics': [
    {
      about: "Jānis's totals: for anyone but him, without his pseudonym-signed materials",
      owner: 'Jānis, whose totals they are',
      status: SIGNED_IN_200,
      call: () => get(`/api/users/${t.fixtures.users.janis.id}/statistics`),
      check: async (answer, caller) => {
        if (answer.statusCode !== 200) return [];
        const { likes, views, downloads } = await ownerTotals(caller);
        const got = dataOf<{ likes: number; views: number; downloads: number }>(answer);
        return got.likes === likes && got.views === views && got.downloads === downloads
          ? []
          : [
              `${caller.role} got totals ${JSON.stringify(got)}, expected ${JSON.stringify({ likes, views, downloads })}`,
            ];
      },
    },
    {
      about: 'the totals of an account whose address is not confirmed: nobody sees them',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 404, 404, 404, 401, 401, 404],
      call: () => get(`/api/users/${t.fixtures.users.unverified.id}/statistics`),
    },
  ],

  // --- messages ------------------------------------------------------------------------------------
  'GET /api/messages': [
    {
      about: "the caller's threads: Jānis's thread with Anna only for the two of them",
      owner: 'Jānis, who started the thread (teacher: Anna, its other party)',
      status: SIGNED_IN_200,
      call: () => get('/api/messages'),
      check: (answer, caller) => listedFor(answer, caller, seeded.thread, ['teacher', 'owner'], 'the thread'),
    },
  ],
  'GET /api/messages/:id': [
    {
      about: "read Jānis's thread with Anna",
      owner: 'Jānis, who started it (teacher: Anna, its other party)',
      //      anon teach other owner unappr unverif admin
      status: [401, 200, 404, 200, 401, 401, 404],
      call: () => get(`/api/messages/${seeded.thread}`),
    },
    {
      about: "read Jānis's thread with Anna by the id of an answer in it",
      owner: 'Jānis, who started it (teacher: Anna, its other party)',
      //      anon teach other owner unappr unverif admin
      status: [401, 200, 404, 200, 401, 401, 404],
      call: () => get(`/api/messages/${seeded.threadAnswer}`),
    },
  ],
  'POST /api/messages': [
    {
      about: 'start a thread with Jānis (Jānis: with Anna)',
      owner: 'Jānis, the recipient (he writes to Anna instead)',
      status: [401, 201, 201, 201, 401, 401, 201],
      call: (caller) => ({
        method: 'POST',
        url: '/api/messages',
        json: {
          recipient_id: caller.role === 'owner' ? t.fixtures.users.anna.id : t.fixtures.users.janis.id,
          subject: 'Sadarbība',
          message: 'Vai varam sadarboties?',
        },
      }),
    },
    {
      about: "answer in Jānis's thread with Anna",
      owner: 'Jānis, who started it (teacher: Anna, its other party)',
      //      anon teach other owner unappr unverif admin
      status: [401, 201, 404, 201, 401, 401, 404],
      call: async () => ({
        method: 'POST',
        url: '/api/messages',
        json: { reply_to_id: seeded.thread, message: `Atbilde ${next()}` },
      }),
      check: async (answer, caller) => {
        if (!refused(answer)) return [];
        const [row] = await t.db
          .select({ n: count() })
          .from(messages)
          .where(and(eq(messages.replyToId, seeded.thread), eq(messages.senderId, caller.user?.id ?? -1)));
        return row?.n ? [`${caller.role}'s refused answer was stored`] : [];
      },
    },
  ],
  ...Object.fromEntries(
    (['POST', 'PUT'] as const).map((method) => {
      let thread = 0;
      const row: Row = {
        about: `mark seen a new thread Jānis started with Anna${method === 'POST' ? ' (_method=PUT)' : ''}`,
        owner: 'Jānis, who started it (teacher: Anna, its other party)',
        //      anon teach other owner unappr unverif admin
        status: [401, 204, 404, 204, 401, 401, 404],
        call: async () => {
          thread = await freshThread();
          return { method, url: `/api/messages/${thread}/seen`, json: method === 'POST' ? { _method: 'PUT' } : {} };
        },
        check: async (answer, caller) => {
          if (!refused(answer)) return [];
          const [row] = await t.db.select().from(messages).where(eq(messages.id, thread));
          return row?.seenByRecipient === false ? [] : [`${caller.role}'s refused call marked the thread seen`];
        },
      };
      return [`${method} /api/messages/:id/seen`, [row]];
    }),
  ),

  // --- the catalogue -------------------------------------------------------------------------------
  'GET /api/settings': [
    { about: 'front page switches', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/settings') },
  ],
  'GET /api/banners': [
    { about: 'the home slider', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/banners') },
  ],
  'GET /api/articles': [
    {
      about: 'the three latest news posts',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get('/api/articles?perPage=3&orderBy=created_at&orderByDirection=desc'),
    },
  ],
  'GET /api/articles/:id': [
    {
      about: 'one news post',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get(`/api/articles/${t.fixtures.articles.a1.id}`),
    },
  ],
  'GET /api/pages': [
    { about: 'the static pages', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/pages') },
  ],
  'GET /api/pages/:page': [
    { about: 'the rules page', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/pages/noteikumi') },
  ],
  'GET /api/schools': [
    { about: 'the school picker', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/schools?s=rīgas') },
  ],
  'GET /api/captcha/config': [
    {
      about: 'which captcha to show',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get('/api/captcha/config'),
    },
  ],
  'GET /api/captcha/challenge': [
    {
      about: 'a captcha challenge',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get('/api/captcha/challenge'),
    },
  ],
  'POST /api/contact': [
    {
      about: 'the contact form (captcha solved)',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: async () => ({
        method: 'POST',
        url: '/api/contact',
        json: {
          first_name: 'Ieva',
          last_name: 'Liepiņa',
          email: 'ieva@skola.lv',
          topic: 'Jautājums',
          message: 'Kā pievienot materiālu?',
          g_recaptcha_response: await solvedCaptcha(t.app),
        },
      }),
    },
  ],
  'GET /api/categories': [
    { about: 'the category tree', owner: NOBODY_OWNS, status: EVERYONE(200), call: () => get('/api/categories') },
    {
      about: "the tree with Jānis's material counts: for anyone but him, without his pseudonym-signed ones",
      owner: 'Jānis, whose materials are counted',
      status: SIGNED_IN_200,
      call: () => get(`/api/categories?with_user_item_count=${t.fixtures.users.janis.id}`),
      check: async (answer, caller) => {
        if (answer.statusCode !== 200) return [];
        const counted = dataOf<{ category: { user_materials_count: number | null } }[]>(answer).reduce(
          (sum, node) => sum + (node.category.user_materials_count ?? 0),
          0,
        );
        const expected = (await ownerTotals(caller)).count;
        return counted === expected
          ? []
          : [`${caller.role} counted ${counted} of Jānis's materials, expected ${expected}`];
      },
    },
  ],
  'GET /api/categories/:id': [
    {
      about: 'one category node',
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get(`/api/categories/${t.fixtures.nodes.mechanics.id}`),
    },
  ],
  'GET /api/cats': [
    {
      about: "the material form's tree",
      owner: NOBODY_OWNS,
      status: EVERYONE(200),
      call: () => get('/api/cats?type=link'),
    },
  ],
  'GET /api/search': [
    {
      about: 'search for "prezentācija" (finds Jānis\'s pseudonym-signed m2)',
      owner: 'Jānis, whose material is found',
      status: SIGNED_IN_200,
      call: () => get(`/api/search?q=${encodeURIComponent('prezentācija')}&limit=10`),
      check: (answer, caller) =>
        listedFor(answer, caller, t.fixtures.materials.m2.id, ['teacher', 'anotherTeacher', 'owner', 'admin'], 'm2'),
    },
    {
      about: "search for Jānis's surname: finds none of his pseudonym-signed materials",
      owner: 'Jānis, whose name is searched',
      status: SIGNED_IN_200,
      call: () => get(`/api/search?q=${encodeURIComponent(t.fixtures.users.janis.lastName)}`),
      check: (answer, caller) =>
        [...secret.materialIds].flatMap((id) => listedFor(answer, caller, id, [], `pseudonym-signed ${id}`)),
    },
  ],

  // --- materials -----------------------------------------------------------------------------------
  'GET /api/materials': [
    {
      about: 'the newest materials (m2 among them)',
      owner: 'Jānis, whose materials are among them',
      status: EVERYONE(200),
      call: () => get('/api/materials?per_page=100'),
    },
    {
      about: "Jānis's materials (owner=): for anyone but him, not the pseudonym-signed ones",
      owner: 'Jānis, whose materials they are',
      status: SIGNED_IN_200,
      call: () => get(`/api/materials?owner=${t.fixtures.users.janis.id}&per_page=100`),
      check: (answer, caller) =>
        [...secret.materialIds].flatMap((id) => listedFor(answer, caller, id, ['owner'], `pseudonym-signed ${id}`)),
    },
    {
      about: "the caller's bookmarks as a sort (Līga's hold m2)",
      owner: OWN_ACCOUNT,
      status: SIGNED_IN_200,
      call: () => get('/api/materials?sort=bookmarks'),
      check: (answer, caller) => listedFor(answer, caller, t.fixtures.materials.m2.id, ['anotherTeacher'], 'm2'),
    },
  ],
  'GET /api/materials/:id': [
    {
      about: "Jānis's material signed with his pseudonym (m2)",
      owner: OWNS_MATERIAL,
      status: EVERYONE(200),
      call: () => get(`/api/materials/${t.fixtures.materials.m2.id}`),
    },
    {
      about: "Jānis's material signed with his name (m3)",
      owner: OWNS_MATERIAL,
      status: EVERYONE(200),
      call: () => get(`/api/materials/${t.fixtures.materials.m3.id}`),
    },
  ],
  'POST /api/materials': [
    {
      about: 'add a link material of their own',
      owner: NOBODY_OWNS,
      status: [401, 201, 201, 201, 401, 401, 201],
      call: () => ({ method: 'POST', url: '/api/materials', json: linkBody('Svārstību simulācija') }),
      check: (answer, caller) =>
        answer.statusCode === 201 && dataOf<{ owner_id: number }>(answer).owner_id !== caller.user?.id
          ? [`${caller.role}'s material is not theirs`]
          : [],
    },
    {
      about: 'upload a PDF material of their own (multipart)',
      owner: NOBODY_OWNS,
      status: [401, 201, 201, 201, 401, 401, 201],
      call: async () => ({
        method: 'POST',
        url: '/api/materials',
        multipart: await multipartBody(
          { type: 'file', title: 'Darba lapa', categories: fileCategories().join(','), signature_type: 'name' },
          { name: 'darba-lapa.pdf', type: 'application/pdf', data: pdf() },
        ),
      }),
    },
  ],
  ...Object.fromEntries(
    (['POST', 'PUT'] as const).map((method) => {
      let material = 0;
      const row: Row = {
        about: `change a new material of Jānis's${method === 'POST' ? ' (_method=PUT)' : ''}`,
        owner: OWNS_MATERIAL,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 200, 401, 401, 403],
        call: async () => {
          material = await freshMaterial();
          const body = linkBody('Mainīts nosaukums', method === 'POST' ? { _method: 'PUT' } : {});
          return { method, url: `/api/materials/${material}`, json: body };
        },
        check: async (answer, caller) =>
          refused(answer) && (await materialRow(material))?.title !== 'Jāņa saite'
            ? [`${caller.role}'s refused change was saved`]
            : [],
      };
      return [`${method} /api/materials/:id`, [row]];
    }),
  ),
  'DELETE /api/materials/:id': (() => {
    let material = 0;
    return [
      {
        about: "delete a new material of Jānis's",
        owner: OWNS_MATERIAL,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 204, 401, 401, 403],
        call: async () => {
          material = await freshMaterial();
          return { method: 'DELETE', url: `/api/materials/${material}` };
        },
        check: async (answer, caller) => {
          const left = await materialRow(material);
          if (refused(answer) && !left) return [`${caller.role}'s refused delete removed the material`];
          if (!refused(answer) && left) return [`${caller.role}'s delete left the material`];
          return [];
        },
      } satisfies Row,
    ];
  })(),
  ...Object.fromEntries(
    (['download', 'preview'] as const).map((mode) => [
      `POST /api/materials/:id/${mode}`,
      [
        {
          about: `a ${mode} link of Jānis's pseudonym-signed PDF`,
          owner: OWNS_MATERIAL,
          status: SIGNED_IN_200,
          call: (): Call => ({ method: 'POST', url: `/api/materials/${seeded.pdfMaterial}/${mode}` }),
        } satisfies Row,
      ],
    ]),
  ),
  'GET /api/materials/:id/file': [
    {
      about: 'follow a download link Anna was given, as a browser navigation (the signed link is the authority)',
      owner: OWNS_MATERIAL,
      status: EVERYONE(200),
      call: async () => {
        const link = await send(t, callers.teacher, {
          method: 'POST',
          url: `/api/materials/${seeded.pdfMaterial}/download`,
        });
        await expectStatus(link, 200, 'a download link');
        return page((parseBody(link) as { url: string }).url);
      },
    },
  ],
  ...Object.fromEntries(
    (['like', 'bookmark'] as const).flatMap((what) =>
      (['POST', 'DELETE'] as const).map((method) => [
        `${method} /api/materials/:id/${what}`,
        [
          {
            about: `${method === 'POST' ? 'add' : 'remove'} a ${what} on Jānis's m3 (never on one's own)`,
            owner: OWNS_MATERIAL,
            //      anon teach other owner unappr unverif admin
            status: [401, 200, 200, 403, 401, 401, 200],
            call: (): Call => ({ method, url: `/api/materials/${t.fixtures.materials.m3.id}/${what}` }),
          } satisfies Row,
        ],
      ]),
    ),
  ),
  'POST /api/materials/:id/view': [
    {
      about: "a view of Jānis's m2",
      owner: OWNS_MATERIAL,
      status: EVERYONE(204),
      call: () => ({ method: 'POST', url: `/api/materials/${t.fixtures.materials.m2.id}/view` }),
    },
  ],
  'GET /api/materials/:id/comments': [
    {
      about: "the comments of Jānis's pseudonym-signed m2 (with his answer)",
      owner: OWNS_MATERIAL,
      status: SIGNED_IN_200,
      call: () => get(`/api/materials/${t.fixtures.materials.m2.id}/comments`),
      check: (answer, caller) =>
        listedFor(
          answer,
          caller,
          seeded.annaOnPseudonymous,
          ['teacher', 'anotherTeacher', 'owner', 'admin'],
          "Anna's comment",
        ),
    },
  ],
  'POST /api/materials/:id/comments': [
    {
      about: "comment on Jānis's m3 (the owner only answers comments)",
      owner: OWNS_MATERIAL,
      //      anon teach other owner unappr unverif admin
      status: [401, 201, 201, 403, 401, 401, 201],
      call: () => ({
        method: 'POST',
        url: `/api/materials/${t.fixtures.materials.m3.id}/comments`,
        json: { message: 'Noderīgs materiāls!' },
      }),
    },
    {
      about: "answer Anna's comment on Jānis's m3",
      owner: OWNS_MATERIAL,
      status: [401, 201, 201, 201, 401, 401, 201],
      call: () => ({
        method: 'POST',
        url: `/api/materials/${t.fixtures.materials.m3.id}/comments`,
        json: { message: 'Piekrītu.', parent_id: seeded.annaOnNamed },
      }),
    },
  ],

  // --- administration ------------------------------------------------------------------------------
  'GET /api/admin/users': [
    {
      about: 'accounts awaiting approval',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/users'),
    },
  ],
  'POST /api/admin/users/:id/approve': (() => {
    let account = 0;
    return [
      {
        about: 'approve a new account awaiting approval',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          account = (await freshAccount({ verified: true, approved: false })).id;
          return { method: 'POST', url: `/api/admin/users/${account}/approve` };
        },
        check: async (answer, caller) => {
          const [row] = await t.db.select().from(users).where(eq(users.id, account));
          return refused(answer) && row?.approvedAt ? [`${caller.role}'s refused call approved the account`] : [];
        },
      } satisfies Row,
    ];
  })(),
  // --- administration: users and the audit log (issue 19, helper A) ---
  'POST /api/admin/users/:id/refuse': adminUserAction({
    about: 'refuse a new registration request, with a reason',
    account: () => freshAccount({ verified: true, approved: false }),
    action: 'refuse',
    json: { reason: 'Konts jāpieprasa caur skolu.' },
    unchanged: (row) => row !== undefined,
  }),
  'POST /api/admin/users/:id/disable': adminUserAction({
    about: 'disable a fresh teacher',
    account: () => freshAccount({ verified: true, approved: true }),
    action: 'disable',
    json: { reason: 'Pārbaude' },
    unchanged: (row) => row?.disabledAt === null,
  }),
  'POST /api/admin/users/:id/enable': adminUserAction({
    about: 'enable a fresh disabled teacher',
    account: async () => {
      const row = await freshAccount({ verified: true, approved: true });
      await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, row.id));
      return row;
    },
    action: 'enable',
    unchanged: (row) => row?.disabledAt !== null,
  }),
  'POST /api/admin/users/:id/admin': adminUserAction({
    about: 'make a fresh teacher an administrator',
    account: () => freshAccount({ verified: true, approved: true }),
    action: 'admin',
    unchanged: (row) => row?.isAdmin === false,
  }),
  'POST /api/admin/users/:id/unadmin': adminUserAction({
    about: "take a fresh administrator's role away",
    account: () => insertAdmin(t.db, `admins.${next()}@portal.test`),
    action: 'unadmin',
    unchanged: (row) => row?.isAdmin === true,
  }),
  'POST /api/admin/users/:id/reset': adminUserAction({
    about: 'mail a fresh teacher a password-reset link',
    account: () => freshAccount({ verified: true, approved: true }),
    action: 'reset',
    unchanged: async (row) =>
      (await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, row!.id))).length === 0,
  }),
  'GET /api/admin/audit': [
    {
      about: 'the audit log',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/audit?q=user'),
    },
  ],
  // --- end users and audit log ---
  // --- administration: news posts, pages, banners, the home page's switches (issue 19, helper B) ---
  'GET /api/admin/articles': [
    {
      about: 'news posts, drafts included',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/articles?state=all&q=a'),
    },
  ],
  'POST /api/admin/articles': (() => {
    let title = '';
    return [
      {
        about: 'write a news post (a draft, its title new each case)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 201],
        call: () => {
          title = `Jaunums ${next()}`;
          return { method: 'POST', url: '/api/admin/articles', json: { title, content: '<p>Teksts</p>' } };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(articles).where(eq(articles.title, title));
          return refused(answer) && rows.length ? [`${caller.role}'s refused call wrote a post`] : [];
        },
      } satisfies Row,
      {
        about: 'write a published news post with a picture (multipart)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 201],
        call: async () => {
          title = `Jaunums ar attēlu ${next()}`;
          return {
            method: 'POST',
            url: '/api/admin/articles',
            multipart: await multipartBody(
              { title, content: '<p>Teksts</p>', published: '1' },
              { field: 'image', name: 'jaunums.png', type: 'image/png', data: PNG },
            ),
          };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(articles).where(eq(articles.title, title));
          return refused(answer) && rows.length ? [`${caller.role}'s refused call wrote a post`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'GET /api/admin/articles/:id': [
    {
      about: 'a draft news post with its body',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get(`/api/admin/articles/${t.fixtures.articles.hidden.id}`),
    },
  ],
  'POST /api/admin/articles/:id': (() => {
    let article = 0;
    return [
      {
        about: 'publish a new draft (_method=PUT)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          const [row] = await t.db
            .insert(articles)
            .values({ title: 'Melnraksts', content: '<p>x</p>', published: false })
            .returning();
          article = row!.id;
          return { method: 'POST', url: `/api/admin/articles/${article}`, json: { _method: 'PUT', published: true } };
        },
        check: async (answer, caller) => {
          const [row] = await t.db.select().from(articles).where(eq(articles.id, article));
          return refused(answer) && row?.published ? [`${caller.role}'s refused call published the post`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'DELETE /api/admin/articles/:id': (() => {
    let article = 0;
    return [
      {
        about: 'delete a new news post',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 204],
        call: async () => {
          const [row] = await t.db.insert(articles).values({ title: 'Dzēšamais', content: '<p>x</p>' }).returning();
          article = row!.id;
          return { method: 'DELETE', url: `/api/admin/articles/${article}` };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(articles).where(eq(articles.id, article));
          return refused(answer) && !rows.length ? [`${caller.role}'s refused call deleted the post`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'GET /api/admin/pages': [
    {
      about: 'static pages',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/pages?q=a'),
    },
  ],
  'POST /api/admin/pages': (() => {
    let slug = '';
    return [
      {
        about: 'add a static page (its address new each case)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 201],
        call: () => {
          slug = `lapa-${next()}`;
          return { method: 'POST', url: '/api/admin/pages', json: { title: 'Lapa', slug, content: '<p>x</p>' } };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(pages).where(eq(pages.slug, slug));
          return refused(answer) && rows.length ? [`${caller.role}'s refused call added a page`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'GET /api/admin/pages/:slug': [
    {
      about: 'the about page with its body',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/pages/about'),
    },
  ],
  'POST /api/admin/pages/:slug': (() => {
    let slug = '';
    return [
      {
        about: 'change a new static page and its address (_method=PUT)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          slug = `lapa-${next()}`;
          await t.db.insert(pages).values({ slug, title: 'Lapa', content: '<p>x</p>' });
          return {
            method: 'POST',
            url: `/api/admin/pages/${slug}`,
            json: { _method: 'PUT', title: 'Mainīta', slug: `${slug}-jauna`, content: '<p>y</p>' },
          };
        },
        check: async (answer, caller) => {
          const [row] = await t.db.select().from(pages).where(eq(pages.slug, slug));
          return refused(answer) && row?.title !== 'Lapa' ? [`${caller.role}'s refused call changed the page`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'DELETE /api/admin/pages/:slug': (() => {
    let slug = '';
    return [
      {
        about: 'delete a new static page',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 204],
        call: async () => {
          slug = `lapa-${next()}`;
          await t.db.insert(pages).values({ slug, title: 'Lapa', content: '<p>x</p>' });
          return { method: 'DELETE', url: `/api/admin/pages/${slug}` };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(pages).where(eq(pages.slug, slug));
          return refused(answer) && !rows.length ? [`${caller.role}'s refused call deleted the page`] : [];
        },
      } satisfies Row,
      {
        about: 'delete the rules page: refused to everyone (the portal links to it)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 422],
        call: () => ({ method: 'DELETE', url: '/api/admin/pages/noteikumi' }),
        check: async (_answer, caller) => {
          const rows = await t.db.select().from(pages).where(eq(pages.slug, 'noteikumi'));
          return rows.length ? [] : [`${caller.role} deleted the rules page`];
        },
      } satisfies Row,
    ];
  })(),
  'GET /api/admin/banners': [
    {
      about: 'every banner, switched off ones too',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/banners'),
    },
  ],
  'POST /api/admin/banners': (() => {
    let title = '';
    return [
      {
        about: 'add a banner with its picture (multipart)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 201],
        call: async () => {
          title = `Baneris ${next()}`;
          return {
            method: 'POST',
            url: '/api/admin/banners',
            multipart: await multipartBody(
              { title, target_url: '/jaunumi' },
              { field: 'image', name: 'baneris.png', type: 'image/png', data: PNG },
            ),
          };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(banners).where(eq(banners.title, title));
          return refused(answer) && rows.length ? [`${caller.role}'s refused call added a banner`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'POST /api/admin/banners/:id': (() => {
    let banner = 0;
    return [
      {
        about: 'switch a new banner off and move it first (_method=PUT)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          const [row] = await t.db.insert(banners).values({ title: 'Baneris', position: 99 }).returning();
          banner = row!.id;
          return {
            method: 'POST',
            url: `/api/admin/banners/${banner}`,
            json: { _method: 'PUT', active: false, position: 1 },
          };
        },
        check: async (answer, caller) => {
          const [row] = await t.db.select().from(banners).where(eq(banners.id, banner));
          return refused(answer) && (!row?.active || row.position !== 99)
            ? [`${caller.role}'s refused call changed the banner`]
            : [];
        },
      } satisfies Row,
    ];
  })(),
  'DELETE /api/admin/banners/:id': (() => {
    let banner = 0;
    return [
      {
        about: 'delete a new banner',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 204],
        call: async () => {
          const [row] = await t.db.insert(banners).values({ title: 'Baneris', position: 99 }).returning();
          banner = row!.id;
          return { method: 'DELETE', url: `/api/admin/banners/${banner}` };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(banners).where(eq(banners.id, banner));
          return refused(answer) && !rows.length ? [`${caller.role}'s refused call deleted the banner`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'PUT /api/admin/settings': [
    {
      about: "switch the home page's banners and news (put back after each case)",
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => ({ method: 'PUT', url: '/api/admin/settings', json: { show_banners: true, show_articles: false } }),
      check: async (answer, caller) => {
        const [row] = await t.db.select().from(settings).where(eq(settings.key, 'front_page'));
        const value = row?.value as { show_banners: boolean; show_articles: boolean } | undefined;
        const changed = value?.show_banners !== false || value.show_articles !== true;
        if (!refused(answer))
          await t.db
            .update(settings)
            .set({ value: { show_banners: false, show_articles: true } })
            .where(eq(settings.key, 'front_page'));
        return refused(answer) && changed ? [`${caller.role}'s refused call changed the switches`] : [];
      },
    },
  ],

  // --- administration: categories, schools, contact messages, mail (issue 19, helper C) ----------
  'GET /api/admin/categories': [
    {
      about: 'the category tree as the administrators see it',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/categories'),
    },
  ],
  'POST /api/admin/categories': (() => {
    let title = '';
    const created = async () => (await t.db.select().from(categories).where(eq(categories.title, title))).length > 0;
    const check = async (answer: Answer, caller: Caller) =>
      refused(answer) && (await created()) ? [`${caller.role}'s refused call added the category`] : [];
    return [
      {
        about: 'add a top-level category',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 201],
        call: () => {
          title = `Klase ${next()}`;
          return { method: 'POST', url: '/api/admin/categories', json: { title } };
        },
        check,
      } satisfies Row,
      {
        about: 'add a category with an uploaded icon (multipart)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 201],
        call: async () => {
          title = `Ar ikonu ${next()}`;
          return {
            method: 'POST',
            url: '/api/admin/categories',
            multipart: await multipartBody(
              { title },
              { name: 'ikona.png', type: 'image/png', data: PNG, field: 'icon' },
            ),
          };
        },
        check,
      } satisfies Row,
    ];
  })(),
  'POST /api/admin/categories/:id': (() => {
    let node = 0;
    return [
      {
        about: 'rename a category node',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          node = await freshCategoryNode();
          return { method: 'POST', url: `/api/admin/categories/${node}`, json: { title: 'Pārdēvēta' } };
        },
        check: async (answer, caller) => {
          const [row] = await t.db
            .select({ title: categories.title })
            .from(categoryNodes)
            .innerJoin(categories, eq(categories.id, categoryNodes.categoryId))
            .where(eq(categoryNodes.id, node));
          return refused(answer) && row?.title === 'Pārdēvēta' ? [`${caller.role}'s refused call renamed it`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'DELETE /api/admin/categories/:id': (() => {
    let node = 0;
    return [
      {
        about: 'delete an empty category node',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 204],
        call: async () => {
          node = await freshCategoryNode();
          return { method: 'DELETE', url: `/api/admin/categories/${node}` };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(categoryNodes).where(eq(categoryNodes.id, node));
          return refused(answer) && rows.length === 0 ? [`${caller.role}'s refused call deleted it`] : [];
        },
      } satisfies Row,
      {
        about: 'delete a class with themes and materials: refused for everyone (409 for an administrator)',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 409],
        call: () => ({ method: 'DELETE', url: `/api/admin/categories/${t.fixtures.nodes.class7.id}` }),
        check: async (_answer, caller) => {
          const rows = await t.db.select().from(categoryNodes).where(eq(categoryNodes.id, t.fixtures.nodes.class7.id));
          return rows.length === 0 ? [`${caller.role}'s call deleted a class with materials`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'GET /api/admin/schools': [
    {
      about: 'the school list with search',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/schools?q=valsts'),
    },
  ],
  'POST /api/admin/schools': (() => {
    let title = '';
    return [
      {
        about: 'add a school',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 201],
        call: () => {
          title = `Jaunā skola ${next()}`;
          return { method: 'POST', url: '/api/admin/schools', json: { title } };
        },
        check: async (answer, caller) => {
          const rows = await t.db.select().from(schools).where(eq(schools.title, title));
          return refused(answer) && rows.length > 0 ? [`${caller.role}'s refused call added the school`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'POST /api/admin/schools/:id': (() => {
    let school = 0;
    let title = '';
    return [
      {
        about: 'rename a school',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          const [row] = await t.db
            .insert(schools)
            .values({ title: `Skola ${next()}` })
            .returning();
          school = row!.id;
          title = `Pārdēvēta skola ${next()}`;
          return { method: 'POST', url: `/api/admin/schools/${school}`, json: { title } };
        },
        check: async (answer, caller) => {
          const [row] = await t.db.select().from(schools).where(eq(schools.id, school));
          return refused(answer) && row?.title === title ? [`${caller.role}'s refused call renamed the school`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'GET /api/admin/contact-messages': [
    {
      about: 'what visitors sent through the contact form',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/contact-messages?status=new'),
    },
  ],
  'POST /api/admin/contact-messages/:id/answered': (() => {
    let message = 0;
    return [
      {
        about: 'mark a contact-form message answered',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          const [row] = await t.db
            .insert(contactMessages)
            .values({ firstName: 'Vēstule', lastName: next(), email: 'sutitajs@example.lv', topic: 'Jautājums' })
            .returning();
          message = row!.id;
          return { method: 'POST', url: `/api/admin/contact-messages/${message}/answered`, json: { answered: true } };
        },
        check: async (answer, caller) => {
          const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message));
          return refused(answer) && row?.answeredAt ? [`${caller.role}'s refused call marked it answered`] : [];
        },
      } satisfies Row,
    ];
  })(),
  'GET /api/admin/mail': [
    {
      about: 'the failed mail of the outbox',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/mail?status=failed'),
    },
  ],
  'POST /api/admin/mail/retry': (() => {
    let mail = 0;
    return [
      {
        about: 'send one failed mail again',
        owner: NOBODY_OWNS,
        //      anon teach other owner unappr unverif admin
        status: [401, 403, 403, 403, 401, 401, 200],
        call: async () => {
          const [id] = await enqueueMail(t.db, {
            to: 'nesanemts@example.lv',
            subject: 'Neizdevās',
            text: 't',
            html: 'h',
          });
          await t.db.update(mailOutbox).set({ attempts: 8, failedAt: new Date() }).where(eq(mailOutbox.id, id!));
          mail = id!;
          return { method: 'POST', url: '/api/admin/mail/retry', json: { id: mail } };
        },
        check: async (answer, caller) => {
          const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail));
          return refused(answer) && row?.failedAt === null ? [`${caller.role}'s refused call put the mail back`] : [];
        },
      } satisfies Row,
    ];
  })(),
  // --- issue 21, the release registry -----------------------------------------------------------
  'GET /api/admin/releases': [
    {
      about: "every app's published releases and which is live",
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/releases'),
    },
  ],
  'POST /api/admin/releases/preview': [
    {
      about: "preview a published release in the caller's browser",
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: async () => {
        const version = `1.0.${++unique}`;
        await t.db.insert(appReleases).values({
          name: 'mf_catalog',
          version,
          commit: 'abcdef123456',
          publishedBy: 'komandrinda',
          manifest: {
            name: 'mf_catalog',
            package: '@portal/mf-catalog',
            version,
            commit: 'abcdef123456',
            builtAt: '2026-11-28T10:00:00.000Z',
            exposes: [],
            routes: [],
            shared: {},
          },
        });
        return { method: 'POST', url: '/api/admin/releases/preview', json: { name: 'mf_catalog', version } };
      },
      check: (answer, caller) =>
        refused(answer) && answer.cookies.some((c) => c.name === 'portal_release_preview')
          ? [`${caller.role}'s refused call set the preview cookie`]
          : [],
    } satisfies Row,
  ],
  'DELETE /api/admin/releases/preview': [
    {
      about: 'end the preview',
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 204],
      call: () => ({ method: 'DELETE', url: '/api/admin/releases/preview' }),
    },
  ],
  // --- end of issue 19, helper C --------------------------------------------------------------------

  // --- issue 19, reports and moderation (helper D) ------------------------------------------------
  ...moderationRows(),

  // --- issue 19, security: the administrator's second factor and the first run's set-up link -------
  'GET /api/admin/totp': [
    {
      about: "the signed-in administrator's second factor",
      owner: OWN_ACCOUNT,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: () => get('/api/admin/totp'),
    },
  ],
  'POST /api/admin/totp/setup': totpRow({
    about: 'a new key for the app (the administrator: one of their own without TOTP, made for the case)',
    path: 'setup',
    admin: 'off',
    body: () => ({}),
  }),
  'POST /api/admin/totp/enable': totpRow({
    about: "turn it on with the new key's current code (the administrator: one of their own with a key waiting)",
    path: 'enable',
    admin: 'pending',
    body: async (secret) => ({ code: secret ? await generateTotp({ secret }) : '123456' }),
  }),
  'POST /api/admin/totp/disable': totpRow({
    about: 'turn it off with a current code (the administrator: one of their own with TOTP on)',
    path: 'disable',
    admin: 'on',
    body: async (secret) => ({ code: secret ? await generateTotp({ secret }) : '123456' }),
  }),
  'POST /api/admin/totp/recovery-codes': totpRow({
    about: 'ten new recovery codes with a current code (the administrator: one of their own with TOTP on)',
    path: 'recovery-codes',
    admin: 'on',
    body: async (secret) => ({ code: secret ? await generateTotp({ secret }) : '123456' }),
  }),
  'GET /api/setup/:token': [
    {
      about: 'whether a set-up link works: dead for everyone once an administrator exists',
      owner: NOBODY_OWNS,
      status: EVERYONE(410),
      call: () => get('/api/setup/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    },
  ],
  'POST /api/setup/:token': [
    {
      about: 'create the first administrator through a set-up link: refused to everyone once one exists',
      owner: NOBODY_OWNS,
      status: EVERYONE(410),
      call: () => ({
        method: 'POST',
        url: '/api/setup/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        json: {
          first_name: 'Ieva',
          last_name: 'Sākums',
          email: 'ieva.sakums@skola.lv',
          password: 'Sakums2025',
          password_confirmation: 'Sakums2025',
        },
      }),
      check: async () => {
        const [made] = await t.db.select().from(users).where(eq(users.email, 'ieva.sakums@skola.lv'));
        return made ? ['a refused set-up link created an account'] : [];
      },
    },
  ],
};

/**
 * One row of an administrator's action on an account (issue 19): each caller acts on an account
 * made for the case; only the administrator may, and a refused call leaves the account as it was.
 */
function adminUserAction(spec: {
  about: string;
  account: () => Promise<UserRow>;
  action: string;
  json?: Record<string, unknown>;
  unchanged: (row: UserRow | undefined) => boolean | Promise<boolean>;
}): Row[] {
  let account = 0;
  return [
    {
      about: spec.about,
      owner: NOBODY_OWNS,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: async () => {
        account = (await spec.account()).id;
        return {
          method: 'POST',
          url: `/api/admin/users/${account}/${spec.action}`,
          ...(spec.json ? { json: spec.json } : {}),
        };
      },
      check: async (answer, caller) => {
        if (!refused(answer)) return [];
        const [row] = await t.db.select().from(users).where(eq(users.id, account));
        return (await spec.unchanged(row)) ? [] : [`${caller.role}'s refused ${spec.action} changed the account`];
      },
    },
  ];
}

/**
 * The rows of reports and moderation: a teacher's report (not of one's own item), the owner's
 * notices, the administrators' queue (with a report on Jānis's pseudonym-signed m2, whose owner it
 * must not name) and every decision on a fresh material or comment of Jānis's.
 */
function moderationRows(): Record<string, Row[]> {
  const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 401, 401, 200];
  /** A new comment of Jānis's answering Anna's on his m3 (he owns it; Anna is its counterpart). */
  const janisComment = () => freshComment('answerToAnna');
  const openReportsOn = async (type: 'material' | 'comment', id: number) =>
    (
      await t.db
        .select()
        .from(reports)
        .where(and(eq(reports.itemType, type), eq(reports.itemId, id)))
    ).filter((r) => r.resolvedAt === null);
  const hiddenState = async (type: 'material' | 'comment', id: number) => {
    const table = type === 'material' ? materials : comments;
    const [row] = await t.db.select({ hiddenAt: table.hiddenAt }).from(table).where(eq(table.id, id));
    return row === undefined ? 'deleted' : row.hiddenAt === null ? 'visible' : 'hidden';
  };
  const rows: Record<string, Row[]> = {};

  for (const type of ['material', 'comment'] as const) {
    let item = 0;
    rows[`POST /api/${type === 'material' ? 'materials' : 'comments'}/:id/report`] = [
      {
        about: `report a new ${type} of Jānis's (never one's own)`,
        owner: type === 'material' ? OWNS_MATERIAL : 'Jānis wrote the comment',
        //      anon teach other owner unappr unverif admin
        status: [401, 201, 201, 403, 401, 401, 201],
        call: async () => {
          item = type === 'material' ? await freshMaterial() : await janisComment();
          const path = type === 'material' ? 'materials' : 'comments';
          return { method: 'POST', url: `/api/${path}/${item}/report`, json: { reason: 'spam', message: 'Reklāma' } };
        },
        check: async (answer, caller) => {
          const open = await openReportsOn(type, item);
          if (refused(answer) && open.length) return [`${caller.role}'s refused report was stored`];
          if (!refused(answer) && !open.some((r) => r.reporterId === caller.user?.id))
            return [`${caller.role}'s report was not stored`];
          return [];
        },
      },
    ];
  }

  rows['GET /api/user/notices'] = [
    {
      about: "the caller's own moderation notices (Jānis has one of a hidden material)",
      owner: OWN_ACCOUNT,
      status: SIGNED_IN_200,
      call: async () => {
        const material = await freshMaterial();
        await t.db.insert(notices).values({
          userId: t.fixtures.users.janis.id,
          kind: 'material.hidden',
          materialId: material,
          text: 'Administrators paslēpa tavu materiālu.',
        });
        return get('/api/user/notices');
      },
      check: async (answer, caller) => {
        if (answer.statusCode !== 200) return [];
        const own = new Set(
          (await t.db.select().from(notices).where(eq(notices.userId, caller.user!.id))).map((n) => n.id),
        );
        const listed = dataOf<{ id: number }[]>(answer);
        const problems = listed.filter((n) => !own.has(n.id)).map((n) => `${caller.role} sees notice ${n.id}`);
        if (caller.role === 'owner' && listed.length === 0) problems.push("Jānis's notice is missing");
        return problems;
      },
    },
  ];

  let notice = 0;
  rows['POST /api/user/notices/:id/seen'] = [
    {
      about: "mark a new notice of Jānis's seen (only he may)",
      owner: 'Jānis, whose notice it is',
      //      anon teach other owner unappr unverif admin
      status: [401, 404, 404, 204, 401, 401, 404],
      call: async () => {
        const [row] = await t.db
          .insert(notices)
          .values({ userId: t.fixtures.users.janis.id, kind: 'material.restored', text: 'Atjaunots.' })
          .returning();
        notice = row!.id;
        return { method: 'POST', url: `/api/user/notices/${notice}/seen` };
      },
      check: async (answer, caller) => {
        const [row] = await t.db.select().from(notices).where(eq(notices.id, notice));
        if (refused(answer) && row?.seenAt) return [`${caller.role}'s refused call marked the notice seen`];
        if (!refused(answer) && !row?.seenAt) return [`${caller.role}'s call left the notice unseen`];
        return [];
      },
    },
  ];

  rows['GET /api/admin/reports'] = [
    {
      about: "the queue of open reports, with Anna's report on Jānis's pseudonym-signed m2 among them",
      owner: NOBODY_OWNS,
      status: ADMIN_ONLY,
      call: async () => {
        await t.db
          .insert(reports)
          .values({
            itemType: 'material',
            itemId: t.fixtures.materials.m2.id,
            reporterId: t.fixtures.users.anna.id,
            reason: 'copyright',
          })
          .onConflictDoNothing();
        return get('/api/admin/reports');
      },
      check: (answer, caller) =>
        answer.statusCode === 200 &&
        !dataOf<{ item_id: number; item_type: string }[]>(answer).some(
          (g) => g.item_type === 'material' && g.item_id === t.fixtures.materials.m2.id,
        )
          ? [`${caller.role} does not see the report on m2`]
          : [],
    },
  ];

  for (const type of ['material', 'comment'] as const) {
    const states = { hide: 'hidden', restore: 'visible', dismiss: null, delete: 'deleted' } as const;
    for (const action of ['hide', 'restore', 'dismiss', 'delete'] as const) {
      let item = 0;
      rows[`POST /api/admin/reports/${type}/:id/${action}`] = [
        {
          about: `${action} a new ${type} of Jānis's${action === 'restore' ? ' (hidden)' : ''}${action === 'dismiss' ? ' (Līga reported it)' : ''}`,
          owner: type === 'material' ? OWNS_MATERIAL : 'Jānis wrote the comment',
          status: ADMIN_ONLY,
          call: async () => {
            item = type === 'material' ? await freshMaterial() : await janisComment();
            const table = type === 'material' ? materials : comments;
            if (action === 'restore')
              await t.db
                .update(table)
                .set({ hiddenAt: new Date(), hiddenReason: 'Pārbaude' })
                .where(eq(table.id, item));
            if (action === 'dismiss')
              await t.db
                .insert(reports)
                .values({ itemType: type, itemId: item, reporterId: t.fixtures.users.liga.id, reason: 'spam' });
            const withReason = action === 'hide' || action === 'delete';
            return {
              method: 'POST',
              url: `/api/admin/reports/${type}/${item}/${action}`,
              json: withReason ? { reason: 'Neatbilst noteikumiem.' } : {},
            };
          },
          check: async (answer, caller) => {
            const before = action === 'restore' ? 'hidden' : 'visible';
            const state = await hiddenState(type, item);
            const open = (await openReportsOn(type, item)).length;
            if (refused(answer)) {
              if (state !== before) return [`${caller.role}'s refused ${action} left the ${type} ${state}`];
              if (action === 'dismiss' && open !== 1) return [`${caller.role}'s refused dismiss resolved the report`];
              return [];
            }
            const expected = states[action] ?? before;
            if (state !== expected) return [`${caller.role}'s ${action} left the ${type} ${state}`];
            return open === 0 ? [] : [`${caller.role}'s ${action} left ${open} open reports`];
          },
        },
      ];
    }
  }
  return rows;
}

/**
 * A row of the second factor's writes. The administrator's case runs on an administrator of their
 * own in the state the call needs (made for the case, `admin`), so the matrix's administrator keeps
 * signing in with a password alone; everyone else calls with their own session and is refused, with
 * their account unchanged.
 */
function totpRow(options: {
  about: string;
  path: string;
  admin: 'off' | 'pending' | 'on';
  body: (secret: string | null) => unknown;
}): Row[] {
  let own: { id: number; secret: string | null } | null = null;
  return [
    {
      about: options.about,
      owner: OWN_ACCOUNT,
      //      anon teach other owner unappr unverif admin
      status: [401, 403, 403, 403, 401, 401, 200],
      call: async (caller) => {
        own = null;
        const url = `/api/admin/totp/${options.path}`;
        if (caller.role !== 'admin') return { method: 'POST', url, json: await options.body(null) };
        const admin = await insertAdmin(t.db, `admins.${next()}@portal.test`);
        const secret = options.admin === 'off' ? null : generateTotpSecret();
        if (secret)
          await t.db
            .update(users)
            .set({ totpSecret: secret, totpEnabledAt: options.admin === 'on' ? new Date() : null })
            .where(eq(users.id, admin.id));
        own = { id: admin.id, secret };
        return { method: 'POST', url, json: await options.body(secret), token: await t.tokenFor(admin.id) };
      },
      check: async (answer, caller) => {
        // Nobody but administrators has a second factor: a refused caller's account still has none.
        if (!refused(answer) || !caller.user || own) return [];
        const [row] = await t.db.select().from(users).where(eq(users.id, caller.user.id));
        return row?.totpSecret || row?.totpEnabledAt ? [`${caller.role}'s refused call changed their account`] : [];
      },
    },
  ];
}

/** Does a call's address fall under the route it is the row of? */
function underRoute(route: string, call: Call): boolean {
  const [method, pattern] = route.split(' ') as [string, string];
  const pathname = new URL(call.url, 'http://portal.test').pathname;
  const regex = new RegExp(
    `^${pattern
      .split('/')
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );
  return (call.method ?? 'GET') === method && regex.test(pathname);
}

beforeAll(async () => {
  t = await createTestContext({ env: { OAUTH_MYKOOB_CLIENT_ID: 'portal-test' } });
  routes = await registeredRoutes(t);

  // What the static host and the public files serve (the test context builds only the catalogue remote).
  for (const dir of ['auth', 'materials', 'profile', 'inbox', 'admin']) {
    await mkdir(path.join(t.config.staticRoot, `mf-${dir}`, 'dist'), { recursive: true });
    await writeFile(path.join(t.config.staticRoot, `mf-${dir}`, 'dist', 'remoteEntry.js'), `var mf_${dir};`);
  }
  const filesDir = path.join(t.config.dataDir, 'files');
  await mkdir(path.join(filesDir, 'avatars'), { recursive: true });
  await mkdir(path.join(filesDir, 'materials'), { recursive: true });
  await writeFile(path.join(filesDir, 'avatars', 'anna.png'), Buffer.from('png-bytes'));
  await writeFile(path.join(filesDir, 'materials', 'secret.pdf'), pdf());

  const { anna, liga, janis, unapproved, unverified } = t.fixtures.users;
  const admin = await insertAdmin(t.db, 'admin@portal.test');
  const people: Record<Role, UserRow | null> = {
    anonymous: null,
    teacher: anna,
    anotherTeacher: liga,
    owner: janis,
    unapproved,
    unverified,
    admin,
  };
  for (const role of ROLES) {
    const user = people[role];
    callers[role] = await openBrowser(t, role, user, user ? await t.tokenFor(user.id) : null);
  }

  // Jānis gives himself an avatar (its address names him as much as his name does); he answers
  // Anna's comment on his pseudonym-signed m2; Līga bookmarks m2; Jānis uploads a
  // PDF signed with his pseudonym; Anna comments on his name-signed m3.
  const { m2, m3 } = t.fixtures.materials;
  const profile = await send(t, callers.owner, {
    method: 'POST',
    url: '/api/user',
    multipart: await multipartBody(
      { _method: 'PUT', first_name: janis.firstName, last_name: janis.lastName, pseudonym: PSEUDONYM },
      { name: 'janis.png', type: 'image/png', data: PNG },
    ),
  });
  const janisAvatar = dataOf<{ avatar: { full_url: string } | null }>(
    await expectStatus(profile, 200, "Jānis's avatar"),
  ).avatar?.full_url;
  if (!janisAvatar) throw new Error('Jānis has no avatar');
  const [annaOnM2] = await t.db
    .select()
    .from(comments)
    .where(and(eq(comments.materialId, m2.id), eq(comments.userId, anna.id)));
  seeded.annaOnPseudonymous = annaOnM2!.id;
  const answer = await send(t, callers.owner, {
    method: 'POST',
    url: `/api/materials/${m2.id}/comments`,
    json: { message: 'Paldies par atsauksmi!', parent_id: annaOnM2!.id },
  });
  seeded.ownerAnswer = dataOf<{ id: number }>(await expectStatus(answer, 201, "Jānis's answer")).id;
  await expectStatus(
    await send(t, callers.anotherTeacher, { method: 'POST', url: `/api/materials/${m2.id}/bookmark` }),
    200,
    "Līga's bookmark",
  );
  const upload = await send(t, callers.owner, {
    method: 'POST',
    url: '/api/materials',
    multipart: await multipartBody(
      { type: 'file', title: 'Spēku uzdevumi', categories: fileCategories().join(','), signature_type: 'pseudonym' },
      { name: 'uzdevumi.pdf', type: 'application/pdf', data: pdf('Spēki') },
    ),
  });
  seeded.pdfMaterial = dataOf<{ id: number }>(await expectStatus(upload, 201, "Jānis's PDF")).id;
  const comment = await send(t, callers.teacher, {
    method: 'POST',
    url: `/api/materials/${m3.id}/comments`,
    json: { message: 'Vai ir arī darba lapa?' },
  });
  seeded.annaOnNamed = dataOf<{ id: number }>(await expectStatus(comment, 201, "Anna's comment")).id;
  const [thread] = await t.db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, janis.id), eq(messages.recipientId, anna.id), eq(messages.subject, 'Sveiki')));
  seeded.thread = thread!.id;
  const threadAnswer = await send(t, callers.teacher, {
    method: 'POST',
    url: '/api/messages',
    json: { reply_to_id: thread!.id, message: 'Jā, labprāt.' },
  });
  seeded.threadAnswer = dataOf<{ id: number }>(await expectStatus(threadAnswer, 201, "Anna's answer")).id;

  const pseudonymous = await t.db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.ownerId, janis.id), eq(materials.signatureType, 'pseudonym')));
  secret = {
    id: janis.id,
    pseudonym: PSEUDONYM,
    markers: [janis.lastName, `${janis.firstName} `, janisAvatar],
    materialIds: new Set(pseudonymous.map((m) => m.id)),
  };
  addresses = [...Object.values(t.fixtures.users).map((user) => user.email), admin.email];
  matrixStarted = performance.now();
});

afterAll(async () => {
  if (requestsChecked) {
    const rows = Object.values(MATRIX).reduce((sum, list) => sum + list.length, 0);
    console.info(
      `authorisation matrix: ${routes.length} routes × ${ROLES.length} roles (${rows} rows), ${requestsChecked} requests checked in ${Math.round(performance.now() - matrixStarted)} ms`,
    );
  }
  await t?.close();
});

describe('authorisation matrix', () => {
  it('has one entry for every route the app registers, and none for a route it does not', () => {
    expect(routes).toContain('GET /api/materials/:id');
    const table = new Set(Object.keys(MATRIX));
    const missing = routes.filter((route) => !table.has(route));
    const extra = [...table].filter((route) => !routes.includes(route));
    expect({ missingRows: missing, rowsWithoutRoute: extra }).toEqual({ missingRows: [], rowsWithoutRoute: [] });
  });

  for (const [route, rows] of Object.entries(MATRIX)) {
    it(`${route}: each caller gets the status of the table, and nothing private`, async () => {
      const problems: string[] = [];
      for (const row of rows) {
        const runCase = async (role: Role, i: number): Promise<string[]> => {
          const caller = callers[role];
          const call = await row.call(caller);
          if (!underRoute(route, call)) return [`calls ${call.method ?? 'GET'} ${call.url}, not ${route}`];
          const answer = await send(t, caller, call);
          requestsChecked += 1;
          const expected = row.status[i];
          const body = parseBody(answer);
          return [
            ...(answer.statusCode === expected
              ? []
              : [`${role}: ${answer.statusCode}, expected ${expected}: ${answer.body.slice(0, 200)}`]),
            ...(role === 'owner' ? [] : pseudonymLeaks(body, secret)).map((leak) => `${role}: ${leak}`),
            ...(ANONYMOUS_VIEW.has(role) ? anonymousAuthorLeaks(body) : []).map((leak) => `${role}: ${leak}`),
            ...noteLeaks(body, ANONYMOUS_VIEW.has(role) ? null : (caller.user?.id ?? null)).map(
              (leak) => `${role}: ${leak}`,
            ),
            ...(route.includes(' /api/admin/') ? [] : emailLeaks(answer, addresses, caller.user?.email ?? null)).map(
              (leak) => `${role}: ${leak}`,
            ),
            ...((await row.check?.(answer, caller)) ?? []),
          ];
        };
        const found = row.concurrent
          ? (await Promise.all(ROLES.map(runCase))).flat()
          : await ROLES.reduce<Promise<string[]>>(
              async (before, role, i) => [...(await before), ...(await runCase(role, i))],
              Promise.resolve([]),
            );
        problems.push(...found.map((problem) => `[${row.about}] ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
