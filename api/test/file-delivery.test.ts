/**
 * Following a download or preview link ends the request cleanly: the file is the whole answer and
 * nothing is reported as a server error afterwards (a streamed answer once made the handler throw
 * a 404 after the file had been sent, logged as an error on every download).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, json } from './helpers/app';
import { multipartBody } from './helpers/accounts';
import { pdf } from './helpers/documents';

const logged: { level: number; msg: string }[] = [];
const t = useTestContext({
  logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
});
let anna: string;
let liga: string;
beforeAll(async () => {
  anna = await t.tokenFor(t.fixtures.users.anna.id);
  liga = await t.tokenFor(t.fixtures.users.liga.id);
});

async function uploadPdf(): Promise<number> {
  const { class7, mechanics, presentations } = t.fixtures.nodes;
  const body = await multipartBody(
    {
      type: 'file',
      title: 'Darba lapa',
      categories: `${class7.id},${mechanics.id},${presentations.id}`,
      signature_type: 'name',
    },
    { name: 'darba-lapa.pdf', type: 'application/pdf', data: pdf('piegāde') },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/materials',
    payload: body.payload,
    headers: { ...body.headers, ...t.auth(anna) },
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

describe('following a file link', () => {
  it('sends the file, whole or a range, and logs no error afterwards', async () => {
    const id = await uploadPdf();
    for (const [call, range, status] of [
      ['download', undefined, 200],
      ['preview', undefined, 200],
      ['download', 'bytes=0-9', 206],
    ] as const) {
      const link = await t.app.inject({ method: 'POST', url: `/api/materials/${id}/${call}`, headers: t.auth(liga) });
      const { url } = json<{ url: string }>(link);
      const file = await t.app.inject({ url, headers: range ? { range } : {} });
      expect(file.statusCode, `${call} ${range ?? ''}`).toBe(status);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});
