/**
 * `npm run bench:upload`: what a 250 MB material upload costs the API process.
 *
 * Prepares a fresh data directory (embedded database with one teacher, a class → theme → type
 * path and the teacher's access token), starts the portal on 127.0.0.1 as its own Node process,
 * writes a 250 MB file (a PDF header and filler, which the content check accepts as a PDF),
 * copies it once with a plain stream copy on the same disk as the baseline, then uploads it as
 * multipart/form-data to POST /api/materials, streamed from disk. It prints the API process's peak
 * RSS growth during the upload (goal: under 64 MB) and the upload's throughput next to the copy's,
 * then stops the portal and removes everything it made. BENCH_SIZE_MB=<n> uploads n MB instead.
 *
 * The baseline is taken after one small upload, so the first-write costs of the embedded database
 * (its catalog caches and pages, a few MB once per process) are not counted as the big file's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/constants';
import { hashPassword } from '../src/auth/password';
import { issueAccessToken } from '../src/auth/tokens';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/migrate';
import { categories, categoryNodes, users } from '../src/db/schema';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;
const GOAL_MB = 64;
const START_TIMEOUT_MS = 120_000;
const UPLOAD_TIMEOUT_MS = 600_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One teacher, one class → theme → type path, and the teacher's bearer token. */
async function prepare(dataDir: string): Promise<{ token: string; nodeIds: number[] }> {
  const handle = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrate(handle);
    const db: Database = handle.db;
    const now = new Date();
    const [teacher] = await db
      .insert(users)
      .values({
        email: 'bench@example.lv',
        firstName: 'Mērījumu',
        lastName: 'Skolotāja',
        passwordHash: await hashPassword('Parole123'),
        emailVerifiedAt: now,
        approvedAt: now,
      })
      .returning();
    const nodeIds: number[] = [];
    let parentId: number | null = null;
    for (const title of ['7. klase', 'Mehānika', 'Prezentācijas']) {
      const [category] = await db.insert(categories).values({ title }).returning();
      const inserted: Array<{ id: number }> = await db
        .insert(categoryNodes)
        .values({ categoryId: category!.id, parentId })
        .returning({ id: categoryNodes.id });
      const node = inserted[0];
      nodeIds.push(node!.id);
      parentId = node!.id;
    }
    const { accessToken } = await issueAccessToken(db, teacher!.id, '2');
    return { token: accessToken, nodeIds };
  } finally {
    await handle.close();
  }
}

async function startPortal(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STORAGE: 'local',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal stopped while starting:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/settings`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The portal did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

async function processStatus(pid: number): Promise<Record<string, number>> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const values: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = /^(Vm\w+):\s+(\d+) kB/.exec(line);
    if (match) values[match[1]!] = Number(match[2]) * 1024;
  }
  return values;
}

/** Resets the kernel's peak-RSS mark of a process (Linux: `5` into clear_refs); false if not allowed. */
async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function writeTestFile(file: string, size: number): Promise<void> {
  const out = createWriteStream(file);
  const header = Buffer.from('%PDF-1.4\n% portal upload benchmark\n');
  const filler = Buffer.alloc(MB, 0x20);
  let written = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
  await write(header);
  written += header.length;
  while (written < size) {
    const chunk = filler.subarray(0, Math.min(filler.length, size - written));
    await write(chunk);
    written += chunk.length;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** POST /api/materials as the browser's FormData would send it, the file streamed from disk. */
function uploadFile(port: number, token: string, nodeIds: number[], file: string, size: number) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const fields: Record<string, string> = {
    type: 'file',
    title: 'Mērījums: 250 MB',
    categories: nodeIds.join(','),
    signature_type: 'name',
  };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="merijums.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/materials',
        timeout: UPLOAD_TIMEOUT_MS,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('upload timed out')));
    req.write(head);
    const source = createReadStream(file);
    source.on('error', reject);
    source.pipe(req, { end: false });
    source.on('end', () => req.end(tail));
  });
}

const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-upload-'));
  let portal: ChildProcess | undefined;
  try {
    process.stdout.write(`Datu mape: ${dataDir}\n`);
    const { token, nodeIds } = await prepare(dataDir);
    const source = path.join(dataDir, 'bench-source.pdf');
    const size = process.env.BENCH_SIZE_MB ? Number(process.env.BENCH_SIZE_MB) * MB : MAX_UPLOAD_BYTES;
    await writeTestFile(source, size);

    const copyStart = performance.now();
    await pipeline(createReadStream(source), createWriteStream(path.join(dataDir, 'bench-copy.pdf')));
    const copyMs = performance.now() - copyStart;
    await rm(path.join(dataDir, 'bench-copy.pdf'));

    const port = await freePort();
    portal = await startPortal(dataDir, port);
    const pid = portal.pid!;
    // One small upload first, so the baseline is a portal that has run the route once: its code
    // loaded, the embedded database's first writes to these tables (catalog caches, pages) done.
    const small = path.join(dataDir, 'bench-small.pdf');
    await writeTestFile(small, 64 * 1024);
    const warmUp = await uploadFile(port, token, nodeIds, small, 64 * 1024);
    if (warmUp.status !== 201) throw new Error(`The warm-up upload was answered ${warmUp.status}: ${warmUp.body}`);
    const before = await processStatus(pid);
    const peakReset = await resetPeak(pid);
    let sampledPeak = before.VmRSS ?? 0;
    const uploadStart = performance.now();
    const sampler = setInterval(() => {
      processStatus(pid)
        .then((status) => (sampledPeak = Math.max(sampledPeak, status.VmRSS ?? 0)))
        .catch(() => {});
    }, 20);

    const answer = await uploadFile(port, token, nodeIds, source, size);
    const uploadMs = performance.now() - uploadStart;
    clearInterval(sampler);
    const after = await processStatus(pid);
    if (answer.status !== 201)
      throw new Error(`The upload was answered ${answer.status}: ${answer.body.slice(0, 500)}`);

    const stored = JSON.parse(answer.body) as { data: { id: number; file: string; mime_type: string } };
    const peak = peakReset ? Math.max(after.VmHWM ?? 0, sampledPeak) : sampledPeak;
    const growth = peak - (before.VmRSS ?? 0);
    const storedBytes = (await stat(source).catch(() => ({ size }))).size;

    const lines = [
      '',
      `Augšupielāde: ${fmt(size / MB, 0)} MB → materiāls ${stored.data.id} (${stored.data.mime_type}, ${stored.data.file})`,
      `  API procesa RSS pirms: ${fmt((before.VmRSS ?? 0) / MB)} MB, maksimums augšupielādes laikā: ${fmt(peak / MB)} MB${peakReset ? '' : ' (nolasīts ik pa 20 ms)'}`,
      `  RSS pieaugums: ${fmt(growth / MB)} MB (mērķis < ${GOAL_MB} MB) — ${growth < GOAL_MB * MB ? 'izpildīts' : 'NAV izpildīts'}`,
      `  Augšupielāde: ${fmt(uploadMs / 1000, 2)} s, ${fmt(mbps(size, uploadMs))} MB/s`,
      `  Vienkārša kopija tajā pašā diskā: ${fmt(copyMs / 1000, 2)} s, ${fmt(mbps(storedBytes, copyMs))} MB/s`,
      `  Augšupielāde pret kopiju: ${fmt((mbps(size, uploadMs) / mbps(storedBytes, copyMs)) * 100, 0)} % no kopijas ātruma`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    if (growth >= GOAL_MB * MB) process.exitCode = 1;
  } finally {
    if (portal && portal.exitCode === null) {
      const exited = new Promise((resolve) => portal!.once('exit', resolve));
      portal.kill('SIGTERM');
      const timer = setTimeout(() => portal!.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
