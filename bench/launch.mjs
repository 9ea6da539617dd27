// What `npm run bench` and `npm run soak` share before their TypeScript runs: the options (--help,
// --quick), the installs and builds `npm start` would make, and the benchmark as a child process
// that Ctrl+C reaches. Only Node built-ins here: this runs before anything is installed.
import { spawn } from 'node:child_process';
import { ensureApiBuilt, ensureBuilt, ensureInstalled, root } from '../scripts/lib.mjs';

/**
 * Runs `script` (relative to the repository) with tsx after the checks; `quick` are the settings
 * --quick gives, each unless already set in the environment; `flags` the settings other options give.
 */
export async function launch({ script, help, quick, flags = {} }) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(help);
    process.exit(0);
  }
  const unknown = args.filter((a) => a !== '--quick' && !(a in flags));
  if (unknown.length) {
    process.stderr.write(`Unknown option(s): ${unknown.join(' ')}\n\n${help}`);
    process.exit(2);
  }
  const env = { ...process.env };
  if (args.includes('--quick')) for (const [name, value] of Object.entries(quick)) env[name] ||= value;
  for (const flag of args) Object.assign(env, flags[flag]);

  try {
    ensureInstalled();
    ensureBuilt();
    // The benchmarks start the portal as `npm start` does: compiled (api/bench/processes.ts).
    await ensureApiBuilt();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }

  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit', env });
  // Passed on (Ctrl+C in a terminal reaches the benchmark too; it takes a second signal within 2 s
  // as the same one): it stops what it started and exits.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
