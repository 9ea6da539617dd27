/**
 * The operator's commands, one implementation for both ways they run: in the command-line process
 * on its own database connection, or inside the running portal when a request arrives on the
 * admin socket. Input is validated here (the socket is a second way in), with the same schemas
 * and Latvian messages as the portal's forms.
 */
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@portal/contracts/constants';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import { email, password, text } from '@portal/contracts/schemas/forms';
import path from 'node:path';
import { normaliseEmail } from '../auth/email';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { migrate } from '../migrate';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { ValidationError } from '../http/errors';
import { listOutbox, retryFailedMail, wakeMailSenders, type OutboxRow } from '../mail/outbox';
import { snapshotPglite } from '../backup/pglite';
import { approveAccount } from '../modules/accounts/approval';
import { recordAudit } from '../modules/audit/record';
import { findPseudonymClashes, setPseudonym, type PseudonymClash } from '../modules/pseudonyms/service';
import { demoLoginLines } from '../seed/content/people';
import { seedDemo, type SeedReport } from '../seed/demo';
import type { AdminContext } from './context';
import { AdminError, optionErrors, parseOptions } from './errors';
import { userDisable, userEnable, userList, userRefuse } from './userCommands';
import { releaseActivate, releaseList, releasePublish, releaseRollback } from './releaseCommands';
import { seedBaseCommand, setupLinkCommand, userPasswordCommand, userTotpResetCommand } from './firstRunCommands';

export const ADMIN_COMMANDS = [
  'user:add',
  'user:approve',
  // --- accounts (issue 19, helper A) ---
  'user:list',
  'user:refuse',
  'user:disable',
  'user:enable',
  // --- end accounts ---
  'mail:list',
  'mail:retry',
  'migrate',
  'seed:demo',
  'pseudonym:clashes',
  // issue 19, a safe first run (admin/firstRunCommands.ts)
  'seed:base',
  'user:password',
  'setup:link',
  'user:totp-reset',
  // issue 21, the release registry (admin/releaseCommands.ts)
  'release:publish',
  'release:activate',
  'release:rollback',
  'release:list',
] as const;
export type AdminCommandName = (typeof ADMIN_COMMANDS)[number];

export function isAdminCommand(name: string): name is AdminCommandName {
  return (ADMIN_COMMANDS as readonly string[]).includes(name);
}

export type { AdminContext } from './context';

/** A failure the operator can act on; its message is shown as it is, in Latvian. */
export { AdminError };

/** What `user:add` accepts; keys are the CLI's option names. */
const UserAddInput = v.object({
  email: email(),
  password: password(),
  'first-name': text('first_name', { required: true, max: LIMITS.name }),
  'last-name': text('last_name', { required: true, max: LIMITS.name }),
  pseudonym: text('pseudonym', { max: LIMITS.pseudonym }),
  admin: v.optional(v.boolean(), false),
});

const UserApproveInput = v.object({ email: email() });

async function userAdd(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const input = parseOptions(UserAddInput, args);
  const address = normaliseEmail(input.email);
  const db: Database = ctx.handle.db;
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (existing[0]) throw new AdminError(`${FORM_MESSAGES.emailTaken.replace(/\.$/, '')}: ${address}.`);
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: address,
          passwordHash,
          firstName: input['first-name'],
          lastName: input['last-name'],
          isAdmin: input.admin,
          // Created by the operator: nothing left to confirm or approve.
          emailVerifiedAt: now,
          approvedAt: now,
        })
        .returning({ id: users.id });
      // Claimed like any pseudonym: one that another teacher holds (or that looks like it) is refused.
      await setPseudonym(tx, row!.id, input.pseudonym || null);
      await recordAudit(tx, {
        actor: 'cli',
        action: 'user.add',
        itemType: 'user',
        itemId: row!.id,
        before: null,
        after: {
          email: address,
          first_name: input['first-name'],
          last_name: input['last-name'],
          is_admin: input.admin,
          ...(input.pseudonym ? { pseudonym: input.pseudonym } : {}),
        },
      });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminError(`${FORM_MESSAGES.emailTaken.replace(/\.$/, '')}: ${address}.`);
    if (error instanceof ValidationError) throw optionErrors(error.errors);
    throw error;
  }
  const role = input.admin ? 'administrators' : 'lietotājs';
  return [
    `Izveidots ${role}: ${input['first-name']} ${input['last-name']} <${address}> (id ${id}).`,
    ...(input.pseudonym ? [`Pseidonīms: ${input.pseudonym}`] : []),
    'E-pasts apstiprināts, konts aktīvs: var pierakstīties uzreiz.',
  ];
}

/**
 * The same approval as the administrators' call in the portal (modules/accounts/approval.ts): the
 * teacher's mail is queued with the approval, once, when this command is the one that approved the
 * account. The portal sends it (at once when the command runs inside it, else at its next look at
 * the queue or its next start); `mail:list` shows it while it waits.
 */
async function userApprove(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const options = parseOptions(UserApproveInput, args);
  const address = normaliseEmail(options.email);
  const db: Database = ctx.handle.db;
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  const approval = found ? await approveAccount(db, ctx.publicUrl, found.id, 'cli') : null;
  if (!approval) throw new AdminError(`Lietotājs ar e-pastu ${address} nav atrasts.`);
  const { user, approvedNow, mailId } = approval;
  const lines: string[] = [];
  if (!approvedNow) {
    lines.push(`Lietotājs ${address} jau ir apstiprināts.`);
  } else {
    lines.push(`Lietotājs ${address} apstiprināts.`);
    lines.push(
      `Paziņojums par apstiprināšanu uz ${address} ielikts nosūtāmo vēstuļu rindā (#${mailId}); to nosūta portāls, un mail:list rāda, ja tas vēl gaida.`,
    );
  }
  if (!user.emailVerifiedAt)
    lines.push('E-pasts vēl nav apstiprināts: pierakstīties varēs pēc tam, kad lietotājs atvērs apstiprinājuma saiti.');
  return lines;
}

const MailListInput = v.object({ failed: v.optional(v.boolean(), false) });

const MailRetryInput = v.object({
  id: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'Jānorāda vēstules numurs (vesels skaitlis, lielāks par 0).')),
  ),
  all: v.optional(v.boolean(), false),
});

/** A moment in the operator's local time zone, to the second. */
function moment(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

function describeMail(row: OutboxRow): string[] {
  const state = row.failedAt
    ? `neizdevās, atmesta ${moment(row.failedAt)}`
    : row.attempts === 0
      ? 'gaida nosūtīšanu'
      : `gaida, nākamais mēģinājums ${moment(row.nextAttemptAt)}`;
  const lines = [
    `#${row.id}  ${moment(row.createdAt)}  ${row.recipient}  „${row.subject}”`,
    `    ${state}; mēģinājumi: ${row.attempts}`,
  ];
  if (row.lastError) lines.push(`    pēdējā kļūda: ${row.lastError.replace(/\s+/g, ' ')}`);
  return lines;
}

/** Mail still to send and mail given up on, newest first (--failed: only the latter). */
async function mailList(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { failed: failedOnly } = parseOptions(MailListInput, args);
  const rows = await listOutbox(ctx.handle.db, { failedOnly });
  if (rows.length === 0)
    return [
      failedOnly ? 'Neizdevušos vēstuļu nav.' : 'Nav nevienas vēstules, kas gaidītu nosūtīšanu vai būtu neizdevusies.',
    ];
  const failed = rows.filter((row) => row.failedAt).length;
  const heading = failedOnly
    ? `Neizdevušās vēstules: ${failed} (jaunākās vispirms).`
    : `Nenosūtītās vēstules: ${rows.length}, no tām neizdevušās: ${failed} (jaunākās vispirms).`;
  const lines = [heading, ...rows.flatMap(describeMail)];
  if (failed > 0) lines.push('Atkārtot: npm run portal -- mail:retry --id N vai mail:retry --all');
  return lines;
}

/** Failed mail back to the queue, attempts from zero: one (--id N) or all (--all). */
async function mailRetry(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { id, all } = parseOptions(MailRetryInput, args);
  if ((id === undefined) === !all)
    throw new AdminError('Norādi vai nu --id N (vienu vēstuli), vai --all (visas neizdevušās).');
  // issue 19: one audit row (actor: the command line) in the transaction that puts the mail back.
  const ids = await ctx.handle.db.transaction(async (tx) => {
    const put = await retryFailedMail(tx, all ? 'all' : { id: Number(id) });
    if (!all && put.length === 0)
      throw new AdminError(`Vēstule #${id} nav starp neizdevušajām (tās sarakstu rāda mail:list --failed).`);
    await recordAudit(tx, {
      actor: 'cli',
      action: 'mail.retry',
      itemType: 'mail',
      itemId: all ? null : Number(id),
      after: { retried: put },
    });
    return put;
  });
  if (ids.length > 0) wakeMailSenders();
  if (ids.length === 0) return ['Neizdevušos vēstuļu nav; nekas netika mainīts.'];
  return [
    ids.length === 1
      ? `Vēstule #${ids[0]} atkal ielikta nosūtāmo vēstuļu rindā.`
      : `Atkal rindā ielikto vēstuļu skaits: ${ids.length} (${ids.map((n) => `#${n}`).join(', ')}).`,
    'Tās nosūta portāls; mail:list rāda, ja tās vēl gaida.',
  ];
}

const BackupDatabaseInput = v.object({
  file: v.pipe(
    v.string(),
    v.check((value) => path.isAbsolute(value), 'Jānorāda absolūts ceļš.'),
  ),
});

/**
 * `backup:database`, sent by `npm run portal -- backup` to the running portal (not a command of the
 * command line itself): the embedded database can only be copied by the process that has it open.
 * Writes PGlite's dump to `file` (which must not exist yet) and answers with one line, the JSON of
 * the rows per table counted in the same moment (src/backup/pglite.ts).
 */
async function backupDatabase(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const { file } = parseOptions(BackupDatabaseInput, args);
  if (ctx.handle.kind !== 'pglite') throw new AdminError('backup:database ir tikai iebūvētajai datu bāzei.');
  const tables = await snapshotPglite(ctx.handle.client, file);
  return [JSON.stringify(tables)];
}

async function runMigrations(ctx: AdminContext): Promise<string[]> {
  const { pseudonymClashes } = await migrate(ctx.handle);
  return [
    'Datu bāzes shēma ir atjaunināta (visas migrācijas piemērotas).',
    ...(pseudonymClashes.length > 0
      ? [`Pseidonīmu sadursmes: ${pseudonymClashes.length} (sarakstu rāda pseudonym:clashes).`]
      : []),
  ];
}

function describeClash(clash: PseudonymClash): string {
  return `  lietotājs #${clash.userId} „${clash.pseudonym}”: tas pats vai līdzīgs kā lietotāja #${clash.holderId} „${clash.holderPseudonym}”`;
}

/**
 * `pseudonym:clashes`: users whose pseudonym another user holds, as the database is now. They are
 * pseudonyms given before pseudonyms had to be unique (issue 17); the portal warns about each one
 * at every start.
 */
async function pseudonymClashes(ctx: AdminContext): Promise<string[]> {
  const clashes = await findPseudonymClashes(ctx.handle.db);
  if (clashes.length === 0) return ['Pseidonīmu sadursmju nav.'];
  return [
    `Pseidonīmu sadursmes: ${clashes.length}. Pseidonīmu patur agrāk reģistrētais lietotājs; šie lietotāji savu pseidonīmu vairs nevar saglabāt un to var nomainīt profilā:`,
    ...clashes.map(describeClash),
  ];
}

function describeSeed(report: SeedReport): string[] {
  const created = Object.values(report).some((n) => n > 0);
  if (!created) return ['Demo dati jau ir pilnībā ielādēti; nekas netika mainīts.', ...demoLoginLines()];
  return [
    'Demo dati ielādēti:',
    `  skolas ${report.schools}, lietotāji ${report.users}, kategorijas ${report.categories}, kategoriju mezgli ${report.nodes}`,
    `  materiāli ${report.materials}, faili ${report.files}, patīk ${report.likes}, grāmatzīmes ${report.bookmarks}, skatījumi ${report.views}, lejuplādes ${report.downloads}`,
    `  komentāri ${report.comments}, ziņas ${report.messages}, jaunumi ${report.articles}, lapas ${report.pages}, baneri ${report.banners}, iestatījumi ${report.settings}`,
    ...demoLoginLines(),
  ];
}

async function seed(ctx: AdminContext): Promise<string[]> {
  if (ctx.production)
    throw new AdminError(
      'Darba vidē (NODE_ENV=production) demo datus neielādē. Skolas, kategorijas un lapas bez demo datiem ielādē seed:base.',
    );
  const report = await seedDemo({ db: ctx.handle.db, storage: ctx.storage, log: ctx.progress });
  return describeSeed(report);
}

/** Runs one command; returns the lines to show, or throws AdminError with the reason. */
export async function runAdminCommand(
  ctx: AdminContext,
  command: string,
  args: Record<string, unknown>,
): Promise<string[]> {
  switch (command) {
    case 'user:add':
      return userAdd(ctx, args);
    case 'user:approve':
      return userApprove(ctx, args);
    // --- accounts (issue 19, helper A) ---
    case 'user:list':
      return userList(ctx, args);
    case 'user:refuse':
      return userRefuse(ctx, args);
    case 'user:disable':
      return userDisable(ctx, args);
    case 'user:enable':
      return userEnable(ctx, args);
    // --- end accounts ---
    case 'mail:list':
      return mailList(ctx, args);
    case 'mail:retry':
      return mailRetry(ctx, args);
    case 'migrate':
      return runMigrations(ctx);
    case 'seed:demo':
      return seed(ctx);
    case 'pseudonym:clashes':
      return pseudonymClashes(ctx);
    case 'seed:base':
      return seedBaseCommand(ctx);
    case 'user:password':
      return userPasswordCommand(ctx, args);
    case 'setup:link':
      return setupLinkCommand(ctx);
    case 'user:totp-reset':
      return userTotpResetCommand(ctx, args);
    case 'release:publish':
      return releasePublish(ctx, args);
    case 'release:activate':
      return releaseActivate(ctx, args);
    case 'release:rollback':
      return releaseRollback(ctx, args);
    case 'release:list':
      return releaseList(ctx, args);
    case 'backup:database':
      return backupDatabase(ctx, args);
    default:
      throw new AdminError(`Nezināma komanda: ${command}`);
  }
}
