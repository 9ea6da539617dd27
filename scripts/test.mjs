// `npm test`: installs what is missing and runs every suite — types, lint, unit and component tests,
// the API suite (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), the production builds,
// the Storybook build and the browser tests — then prints one line `N passed, M failed`.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { FRONTENDS, ensureApiBuilt, ensureBuilt, ensureInstalled, log, readWorkspaces, root, run } from './lib.mjs';

const results = [];
const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function record(name, passed, failed, started) {
  results.push({ name, passed, failed, seconds: Math.round((Date.now() - started) / 1000) });
  const mark = failed ? '\x1b[31m✗\x1b[0m' : '\x1b[32m✓\x1b[0m';
  console.info(`${mark} ${name}: ${passed} passed, ${failed} failed`);
}

/** A step that is one test: it passes when its command exits 0. */
function single(name, cmd, args, opts) {
  const started = Date.now();
  log(name);
  const ok = run(cmd, args, opts) === 0;
  record(name, ok ? 1 : 0, ok ? 0 : 1, started);
  return ok;
}

/**
 * A command run beside another, its output into `logFile` (printed by the caller when it is over,
 * so the two steps' lines do not interleave).
 */
function runAside(cmd, args, logFile) {
  const fd = openSync(logFile, 'w');
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', fd, fd] });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  }).finally(() => closeSync(fd));
}

/** Steps that are one test each, at most `lanes` at a time; each one's output printed when it ends. */
async function singlesAside(steps, lanes) {
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const started = Date.now();
      const logFile = path.join(resultsDir, `${step.name.replace(/\W+/g, '-')}.log`);
      const ok = (await runAside(step.cmd, step.args, logFile)) === 0;
      log(step.name);
      process.stdout.write(readFileSync(logFile));
      record(step.name, ok ? 1 : 0, ok ? 0 : 1, started);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** A vitest run whose passed and failed tests are counted from its JSON report. */
function vitest(name, args, opts = {}) {
  const started = Date.now();
  log(name);
  const out = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  const status = run(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    opts,
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    // A file that could not even load its tests counts as a failure.
    failed += (report.testResults ?? []).filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  }
  if (status !== 0 && failed === 0) failed = 1;
  record(name, passed, failed, started);
}

/** Debian's Chromium for the browser tests; installed with apt-get when missing and we are root. */
function ensureChromium() {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(chrome)) return chrome;
  if (process.getuid?.() === 0 && !process.env.CHROME_PATH) {
    log('Installing Debian Chromium (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(chrome)) return chrome;
  }
  console.error(`Chromium not found at ${chrome}: set CHROME_PATH or install Debian's chromium package.`);
  return null;
}

try {
  ensureInstalled();
} catch (error) {
  console.error(error.message);
  console.info('0 passed, 1 failed');
  process.exit(1);
}

// Types and lint two at a time: each is one process that mostly uses one core.
// `build` holds the repository's own tests (import boundaries, exposed modules); not a workspace.
await singlesAside(
  [
    ...[...readWorkspaces(), 'build'].map((workspace) => ({
      name: `types ${workspace}`,
      cmd: path.join(root, 'node_modules/.bin/tsc'),
      args: ['--noEmit', '-p', workspace],
    })),
    { name: 'lint', cmd: path.join(root, 'node_modules/.bin/eslint'), args: ['.', '--max-warnings=0'] },
  ],
  2,
);

vitest('unit, component and API tests', []);

let built = true;
for (const pkg of FRONTENDS) {
  const started = Date.now();
  log(`build ${pkg}`);
  try {
    ensureBuilt({ force: true, only: pkg });
    record(`build ${pkg}`, 1, 0, started);
  } catch {
    built = false;
    record(`build ${pkg}`, 0, 1, started);
  }
}
{
  // The portal as npm start runs it (api/build.mjs): a bundle that fails to build fails here.
  const started = Date.now();
  log('build api');
  try {
    await ensureApiBuilt({ force: true });
    record('build api', 1, 0, started);
  } catch {
    record('build api', 0, 1, started);
  }
}
single('storybook build', 'npm', ['run', 'build-storybook', '--workspace', 'shared-ui']);

const chrome = ensureChromium();
if (chrome && built) {
  vitest('browser tests', ['--root', 'e2e'], { env: { ...process.env, CHROME_PATH: chrome } });
} else {
  record('browser tests', 0, 1, Date.now());
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.info('\nSuite                                   passed  failed  seconds');
for (const r of results)
  console.info(
    `${r.name.padEnd(40)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.seconds).padStart(9)}`,
  );
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
