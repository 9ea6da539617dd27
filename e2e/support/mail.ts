// The portal's mails as the SMTP server of the browser suite received them.
import { portalLink } from '../../api/test/support/smtpServer';
import { baseUrl } from './portal';
import { world } from './world';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The first mail to `to` whose subject matches, waiting for it to arrive. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(world().mailboxUrl)).json()) as Mail[];
    const found = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n');
      throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms. Received:\n${seen}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The portal address under `path` that the mail links to. */
export function linkIn(mail: Mail, path: string): string {
  const link = portalLink(mail, baseUrl(), path);
  if (!link) throw new Error(`No link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
