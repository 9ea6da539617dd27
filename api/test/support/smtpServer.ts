/**
 * A real SMTP server on 127.0.0.1 for tests that follow the portal's mails the way a teacher
 * would: the portal sends through SMTP_URL=smtp://127.0.0.1:<port>, this server keeps every
 * message with its recipients, subject and decoded text and HTML bodies.
 *
 * No test-runner imports: the browser suite (e2e/) uses it too. MIME is decoded here by hand for
 * what nodemailer writes (multipart/alternative; 7bit, quoted-printable or base64 bodies; RFC 2047
 * encoded words in headers), which is all the portal sends.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope sender. */
  from: string;
  /** SMTP envelope recipients, lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  /** For SMTP_URL. */
  url: string;
  /** Every message received, oldest first. */
  mails: ReceivedMail[];
  /** The first message (already received or still to come) that matches; rejects after `timeoutMs`. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// MIME decoding
// ---------------------------------------------------------------------------------------------

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: =?UTF-8?Q?...?= and =?UTF-8?B?...?=, adjacent words joined without the space between. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Unfold: a line starting with white space continues the previous header.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function parameter(header: string, name: string): string | null {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = parameter(part.headers['content-type'] ?? '', 'charset') ?? 'utf-8';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'binary');
  return new TextDecoder(charset.toLowerCase()).decode(bytes).replace(/\r\n/g, '\n');
}

/** The text/plain and text/html leaves of a message, however deeply nested in multiparts. */
function bodies(part: Part, found: { text: string; html: string }): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      bodies(splitHeaders(section.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  if (/^text\/html/i.test(type)) found.html ||= decodeBody(part);
  else if (/^text\/plain/i.test(type)) found.text ||= decodeBody(part);
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const message = splitHeaders(raw);
  const found = { text: '', html: '' };
  bodies(message, found);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeEncodedWords(message.headers.subject ?? ''),
    text: found.text.replace(/\n+$/, ''),
    html: found.html,
    headers: message.headers,
    raw,
  };
}

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

/**
 * The first link in the mail's text that points into the portal (starts with `publicUrl`),
 * optionally the first one under `path` (e.g. '/verify/'); null when there is none.
 */
export function portalLink(mail: Pick<ReceivedMail, 'text'>, publicUrl: string, path = '/'): string | null {
  const base = publicUrl.replace(/\/+$/, '');
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = match[0].replace(/[.,;:!?]+$/, '');
    if (url.startsWith(base + path)) return url;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

/** `port` 0 (default) takes a free one; a test that stops the server starts it again on its old port. */
export async function startSmtpServer(port = 0): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<{ predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = session.envelope;
        const mail = parseMail(Buffer.concat(chunks).toString('binary'), {
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        });
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server keeps its net.Server at `server`.
  const bound = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;

  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    waitForMail(predicate, timeoutMs = 10_000) {
      const already = mails.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${mails.length} received).`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
