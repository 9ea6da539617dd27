// `npm run dev`: the portal while you work on it. Every front-end is rebuilt (development mode) on
// each save and the API restarts when its code changes; reload the page to see a change. Same
// embedded default as `npm start` (PGlite and files under DATA_DIR).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTENDS, ensureInstalled, log, root } from './lib.mjs';

try {
  ensureInstalled();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const children = [];

function start(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

const bin = (name) => path.join(root, 'node_modules/.bin', name);

for (const pkg of FRONTENDS) {
  log(`Watching ${pkg}…`);
  start(pkg, bin('rspack'), ['build', '--watch'], { cwd: path.join(root, pkg), env: { NODE_ENV: 'development' } });
}
log('Starting the API (restarts on change)…');
start('api', bin('tsx'), ['watch', '--clear-screen=false', 'api/src/main.ts'], { cwd: root });
