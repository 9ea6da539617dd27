// `npm run portal -- <command> …`: the operator's command line (api/src/cli/main.ts) as compiled
// JavaScript, like the portal itself: built when its sources changed (scripts/lib.mjs, the check
// `npm start` uses), then run by node from the repository root, where `npm start` runs the portal,
// so a relative DATA_DIR names the same folder for both. A FILE argument is still taken from where
// the operator ran the command (npm's INIT_CWD, api/src/cli/dispatch.ts).
import { spawn } from 'node:child_process';
import { CLI_ENTRY, ensureApiBuilt, root } from './lib.mjs';

try {
  await ensureApiBuilt({ say: (message) => console.error(message) });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const child = spawn(process.execPath, [CLI_ENTRY, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
