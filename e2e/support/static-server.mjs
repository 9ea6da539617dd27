// A minimal static file server for one remote's dist folder, on another origin than the portal:
// how a team would host its remote alone. Usage: node static-server.mjs <dir> <port> [<owner pid>]
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const [dir, port, owner] = process.argv.slice(2);
const types = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file.startsWith(path.resolve(dir)) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(res);
});
server.listen(Number(port), '127.0.0.1');
// Stop by ourselves when the test run that owns us goes away.
const parent = owner ? Number(owner) : process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 1000).unref();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
