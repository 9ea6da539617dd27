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
import { validate } from '@portal/contracts/validation';
import { normaliseEmail } from '../auth/email';
import { hashPassword } from '../auth/password';
import type { Database, DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { approvalMail, approveAccount } from '../modules/accounts/approval';
import { demoLoginLines } from '../seed/content/people';
import { seedDemo, type SeedReport } from '../seed/demo';
import type { Storage } from '../storage/storage';

export const ADMIN_COMMANDS = ['user:add', 'user:approve', 'migrate', 'seed:demo'] as const;
export type AdminCommandName = (typeof ADMIN_COMMANDS)[number];

export function isAdminCommand(name: string): name is AdminCommandName {
  return (ADMIN_COMMANDS as readonly string[]).includes(name);
}

export interface AdminContext {
  handle: DatabaseHandle;
  storage: Storage;
  /** The portal's own mailer, or one made from the same settings in the command-line process. */
  mailer: Mailer;
  /** PUBLIC_URL, for the links in mails. */
  publicUrl: string;
  /** Progress lines while a long command runs (the CLI prints them; the portal logs them). */
  progress?: (line: string) => void;
}

/** A failure the operator can act on; its message is shown as it is, in Latvian. */
export class AdminError extends Error {}

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

function invalid(errors: Record<string, string[]>): AdminError {
  const lines = Object.entries(errors).map(([key, messages]) => `--${key}: ${messages[0] ?? ''}`);
  return new AdminError(lines.join('\n'));
}

async function userAdd(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const result = validate(UserAddInput, args);
  if (!result.success) throw invalid(result.errors);
  const input = result.output;
  const address = normaliseEmail(input.email);
  const db: Database = ctx.handle.db;
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (existing[0]) throw new AdminError(`${FORM_MESSAGES.emailTaken.replace(/\.$/, '')}: ${address}.`);
  const now = new Date();
  let id: number;
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: address,
        passwordHash: await hashPassword(input.password),
        firstName: input['first-name'],
        lastName: input['last-name'],
        pseudonym: input.pseudonym || null,
        isAdmin: input.admin,
        // Created by the operator: nothing left to confirm or approve.
        emailVerifiedAt: now,
        approvedAt: now,
      })
      .returning({ id: users.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminError(`${FORM_MESSAGES.emailTaken.replace(/\.$/, '')}: ${address}.`);
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
 * teacher is mailed once, when this command is the one that approved the account. The approval
 * stands even if the mail cannot be sent; the operator is told.
 */
async function userApprove(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const result = validate(UserApproveInput, args);
  if (!result.success) throw invalid(result.errors);
  const address = normaliseEmail(result.output.email);
  const db: Database = ctx.handle.db;
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  const approval = found ? await approveAccount(db, found.id) : null;
  if (!approval) throw new AdminError(`Lietotājs ar e-pastu ${address} nav atrasts.`);
  const { user, approvedNow } = approval;
  const lines: string[] = [];
  if (!approvedNow) {
    lines.push(`Lietotājs ${address} jau ir apstiprināts.`);
  } else {
    lines.push(`Lietotājs ${address} apstiprināts.`);
    try {
      const sent = await ctx.mailer.send(approvalMail(ctx.publicUrl, user));
      lines.push(
        sent.file
          ? `Paziņojums par apstiprināšanu saglabāts failā ${sent.file} (SMTP_URL nav iestatīts).`
          : `Paziņojums par apstiprināšanu nosūtīts uz ${address}.`,
      );
    } catch (error) {
      lines.push(
        `Paziņojumu uz ${address} neizdevās nosūtīt (${error instanceof Error ? error.message : String(error)}); konts tomēr ir apstiprināts.`,
      );
    }
  }
  if (!user.emailVerifiedAt)
    lines.push('E-pasts vēl nav apstiprināts: pierakstīties varēs pēc tam, kad lietotājs atvērs apstiprinājuma saiti.');
  return lines;
}

async function runMigrations(ctx: AdminContext): Promise<string[]> {
  await migrate(ctx.handle);
  return ['Datu bāzes shēma ir atjaunināta (visas migrācijas piemērotas).'];
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
    case 'migrate':
      return runMigrations(ctx);
    case 'seed:demo':
      return seed(ctx);
    default:
      throw new AdminError(`Nezināma komanda: ${command}`);
  }
}
