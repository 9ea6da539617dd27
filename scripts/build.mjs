// `npm run build`: a full production build of the shell and every remote.
import { ensureBuilt, ensureInstalled } from './lib.mjs';

try {
  ensureInstalled();
  ensureBuilt({ force: process.argv.includes('--force') });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
