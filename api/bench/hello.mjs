// The baselines of `npm run bench`: a bare Fastify hello world in its own process, as the portal
// runs in its own, and at /page the bytes of one of the portal's list answers (HELLO_PAGE_FILE), so
// the cost of sending a page's size is measured apart from the portal's own work. Prints the URL it
// listens on (127.0.0.1, a free port) and runs until stopped.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.HELLO_PAGE_FILE) {
  const page = readFileSync(process.env.HELLO_PAGE_FILE, 'utf8');
  app.get('/page', (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
