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
import { hashPassword } from '../auth/password';
import type { Database, DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { users } from '../db/schema';
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

/** PostgreSQL's unique_violation, as both drivers report it (PGlite may wrap it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function userAdd(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const result = validate(UserAddInput, args);
  if (!result.success) throw invalid(result.errors);
  const input = result.output;
  const address = input.email.toLowerCase();
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

async function userApprove(ctx: AdminContext, args: Record<string, unknown>): Promise<string[]> {
  const result = validate(UserApproveInput, args);
  if (!result.success) throw invalid(result.errors);
  const address = result.output.email.toLowerCase();
  const db: Database = ctx.handle.db;
  const [user] = await db
    .select({ id: users.id, approvedAt: users.approvedAt, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (!user) throw new AdminError(`Lietotājs ar e-pastu ${address} nav atrasts.`);
  const lines: string[] = [];
  if (user.approvedAt) {
    lines.push(`Lietotājs ${address} jau ir apstiprināts.`);
  } else {
    await db.update(users).set({ approvedAt: new Date() }).where(eq(users.id, user.id));
    lines.push(`Lietotājs ${address} apstiprināts.`);
  }
  if (!user.verifiedAt)
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
