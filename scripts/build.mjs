// `npm run build`: a full production build of the shell, every remote and the API (one JavaScript file).
import { ensureApiBuilt, ensureBuilt, ensureInstalled } from './lib.mjs';

try {
  ensureInstalled();
  ensureBuilt({ force: process.argv.includes('--force') });
  await ensureApiBuilt({ force: process.argv.includes('--force') });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
