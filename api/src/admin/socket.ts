/**
 * The admin channel between a running portal and the command line: a unix socket
 * `${dataDir}/admin.sock` that only the local OS user can open (mode 0600; a named pipe on
 * Windows). One request per connection, each a single line of JSON each way.
 */
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface AdminRequest {
  command: string;
  args: Record<string, unknown>;
}

export type AdminResponse = { ok: true; lines: string[] } | { ok: false; error: string };

/** Requests are a handful of short fields; anything bigger is not one of ours. */
const MAX_REQUEST_BYTES = 64 * 1024;

/** Linux and macOS limit a socket path to 107/103 bytes. */
const MAX_SOCKET_PATH = 103;

export function socketPath(dataDir: string): string {
  if (process.platform === 'win32') {
    const id = createHash('sha256').update(path.resolve(dataDir).toLowerCase()).digest('hex').slice(0, 16);
    return `\\\\.\\pipe\\portal-admin-${id}`;
  }
  return path.join(dataDir, 'admin.sock');
}

export interface AdminServer {
  path: string;
  close(): Promise<void>;
}

/**
 * Listens for admin requests. Call it only while holding the lock: any socket file already there
 * was left by a crashed portal and is removed.
 */
export async function startAdminServer(
  dataDir: string,
  handle: (request: AdminRequest) => Promise<AdminResponse>,
): Promise<AdminServer> {
  const file = socketPath(dataDir);
  if (process.platform !== 'win32') {
    if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
      throw new Error(`Administrēšanas ligzdas ceļš ir par garu (${file}); izvēlies īsāku DATA_DIR.`);
    }
    removeStaleSocket(file);
  }

  const server = net.createServer((socket) => {
    let buffer = '';
    let answered = false;
    const answer = (response: AdminResponse) => {
      if (answered) return;
      answered = true;
      socket.end(JSON.stringify(response) + '\n');
    };
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      if (answered) return;
      buffer += chunk;
      if (Buffer.byteLength(buffer) > MAX_REQUEST_BYTES) {
        answer({ ok: false, error: 'Pieprasījums ir par lielu.' });
        return;
      }
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      let request: AdminRequest;
      try {
        request = parseRequest(buffer.slice(0, newline));
      } catch {
        answer({ ok: false, error: 'Nederīgs administrēšanas pieprasījums.' });
        return;
      }
      handle(request).then(answer, (error: unknown) => {
        answer({ ok: false, error: error instanceof Error ? error.message : String(error) });
      });
    });
  });

  // The socket file is created by bind() with the process umask: narrow it so that no other
  // user can connect even for the moment before chmod.
  const umask = process.platform === 'win32' ? undefined : process.umask(0o077);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    if (umask !== undefined) process.umask(umask);
  }
  if (process.platform !== 'win32') chmodSync(file, 0o600);

  return {
    path: file,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // server.close removes the socket file on unix once every connection has ended.
      }),
  };
}

function removeStaleSocket(file: string): void {
  try {
    if (lstatSync(file).isSocket()) unlinkSync(file);
    else throw new Error(`${file} pastāv un nav ligzda; to nevar izmantot administrēšanai.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function parseRequest(line: string): AdminRequest {
  const value = JSON.parse(line) as unknown;
  if (typeof value !== 'object' || value === null) throw new Error('not an object');
  const { command, args } = value as Record<string, unknown>;
  if (typeof command !== 'string' || typeof args !== 'object' || args === null || Array.isArray(args))
    throw new Error('bad shape');
  return { command, args: args as Record<string, unknown> };
}

/** Thrown when nothing listens on the socket (yet, or any more). */
export class AdminUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`Administrēšanas ligzda nav pieejama (${code}).`);
  }
}

/** Sends one request to the running portal and waits for its answer. */
export function sendAdminRequest(
  dataDir: string,
  request: AdminRequest,
  timeoutMs = 10 * 60 * 1000,
): Promise<AdminResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath(dataDir));
    let buffer = '';
    let connected = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('Portāls neatbildēja laikā.'));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(JSON.stringify(request) + '\n');
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected) reject(new AdminUnavailableError(error.code ?? 'ERROR'));
      else reject(new Error(`Savienojums ar portālu pārtrūka: ${error.message}`));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (!connected) return;
      const line = buffer.split('\n')[0] ?? '';
      try {
        resolve(JSON.parse(line) as AdminResponse);
      } catch {
        reject(new Error('Portāls pārtrauca savienojumu, neatbildot (vai tas tiek apturēts?).'));
      }
    });
  });
}
