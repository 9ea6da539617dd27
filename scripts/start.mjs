// `npm start`: install what is missing, build what changed, then run the portal (the API process
// migrates, seeds demo data on the first run, serves shell and remotes, prints the URL and log-ins).
// The portal runs as compiled JavaScript (api/dist/server/main.js, see api/build.mjs); with
// WORKERS=N its cluster workers run the same file.
import { spawn } from 'node:child_process';
import { ensureApiBuilt, ensureBuilt, ensureInstalled, root, SERVER_ENTRY } from './lib.mjs';

try {
  ensureInstalled();
  ensureBuilt();
  await ensureApiBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
