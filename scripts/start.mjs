// `npm start`: install what is missing, build what changed, then run the portal (the API process
// migrates, seeds demo data on the first run, serves shell and remotes, prints the URL and log-ins).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
