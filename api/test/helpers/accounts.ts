/** Helpers of the account tests: fresh client addresses, administrators, multipart bodies, mails. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import type { MailMessage } from '../../src/mail/mailer';
import { portalLink } from '../support/smtpServer';
import { testPasswordHash } from './fixtures';

let counter = 0;
/** A client address no other request of this process used: rate limits count per address. */
export function freshIp(): string {
  counter += 1;
  return `10.${(process.pid % 200) + 20}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A body and content type as the browser's FormData sends them. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer; field?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field ?? 'file', new Blob([file.data], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** An administrator (confirmed unless said otherwise) with the fixtures' password. */
export async function insertAdmin(db: Database, email: string, { verified = true } = {}) {
  return insertAccount(db, email, { verified, isAdmin: true });
}

/** A confirmed, approved teacher with the fixtures' password. */
export function insertTeacher(db: Database, email: string) {
  return insertAccount(db, email, { verified: true, isAdmin: false });
}

async function insertAccount(
  db: Database,
  email: string,
  { verified, isAdmin }: { verified: boolean; isAdmin: boolean },
) {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName: isAdmin ? 'Admins' : 'Skolotāja',
      lastName: email.split('@')[0]!,
      passwordHash: await testPasswordHash(),
      isAdmin,
      emailVerifiedAt: verified ? now : null,
      approvedAt: now,
    })
    .returning();
  return row!;
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** The token at the end of a portal link (`/verify/<token>`, `/password/reset/<token>?email=…`). */
export function tokenOf(link: string): string {
  return new URL(link).pathname.split('/').pop()!;
}

/** The first absolute link into the portal in a mail's text. */
export function linkIn(mail: Pick<MailMessage, 'text'>, publicUrl: string, path: string): string {
  const found = portalLink(mail, publicUrl, path);
  if (!found) throw new Error(`No ${path} link in:\n${mail.text}`);
  return found;
}

export function mailsTo(mails: MailMessage[], to: string): MailMessage[] {
  return mails.filter((mail) => mail.to === to);
}
