/**
 * `npm run portal -- <command> …`: the operator's command line. Same environment as `npm start`
 * (DATA_DIR, DATABASE_URL, the repository's .env). Results go to stdout, reasons for failure to
 * stderr; the exit code is 0 on success and 1 on failure.
 */
import { loadDotEnv } from '../admin/env';
import { loadConfig } from '../config/index';
import { HELP, parseCommandLine } from './args';
import { dispatch } from './dispatch';

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseCommandLine(argv);
  if (parsed.kind === 'help') {
    process.stdout.write(HELP + '\n');
    return argv.length === 0 ? 1 : 0;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(parsed.message + '\n');
    return 1;
  }
  loadDotEnv();
  const config = loadConfig();
  return dispatch(config, parsed.command, parsed.args, {
    out: (line) => process.stdout.write(line + '\n'),
    err: (line) => process.stderr.write(line + '\n'),
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Kļūda: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
