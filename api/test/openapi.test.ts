/**
 * The OpenAPI document at /api/docs/json, as an external client reads it (issue 20): valid by a
 * maintained validator (@readme/openapi-parser, every `$ref` resolved), and true to the entries of
 * the endpoint table it is generated from: integer ids and pages, required fields, enums, lengths,
 * every status the call answers with its error shape, and the right success code.
 */
import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@portal/contracts/endpoints/table';
import { useTestContext, json } from './helpers/app';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const t = useTestContext();
let doc: Document;

beforeAll(async () => {
  doc = json<Document>(await t.app.inject({ url: '/api/docs/json' }));
});

/** `/api/materials/:id` as the document writes it. */
const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  return found;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document by @readme/openapi-parser, with every reference resolved', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors, JSON.stringify(result.valid ? [] : result.errors, null, 2)).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, 'a local reference into components').toMatch(/^#\/components\/schemas\/\w+$/);
      expect(doc.components.schemas[ref.split('/').at(-1)!], ref).toBeDefined();
    }
  });

  it('documents every entry of the endpoint table with its statuses, security and request parts', () => {
    for (const { module, name, entry } of allEndpoints()) {
      const id = `${module}.${name} ${entry.method} ${entry.path}`;
      const operation = doc.paths[documentPath(entry.path)]?.[entry.method.toLowerCase()];
      if (entry.hidden) {
        expect(operation, id).toBeUndefined();
        continue;
      }
      expect(operation, id).toBeDefined();
      expect(Object.keys(operation!.responses).sort(), id).toEqual(Object.keys(entry.responses).sort());
      for (const response of Object.values(operation!.responses)) expect(response.description, id).toBeTruthy();
      expect(operation!.security, id).toEqual(
        entry.signIn === 'required' ? [{ bearer: [] }] : entry.signIn === 'optional' ? [{}, { bearer: [] }] : undefined,
      );
      for (const param of operation!.parameters?.filter((p) => p.in === 'path') ?? []) {
        expect(param.required, `${id} {${param.name}}`).toBe(true);
        // Ids are integers; the other keys (a page's slug, a link's token, a platform's name) are
        // text that says what it takes: an enum or a least length.
        if (param.name === 'id') expect(param.schema.type, `${id} {${param.name}}`).toBe('integer');
        else {
          expect(param.schema.type, `${id} {${param.name}}`).toBe('string');
          expect(Boolean(param.schema.enum) || Number(param.schema.minLength ?? 0) >= 1, `${id} {${param.name}}`).toBe(true);
        }
      }
      expect(Boolean(operation!.requestBody), id).toBe(Boolean(entry.body));
    }
  });

  it('types ids and pages as integers, with enums, lengths and required fields', () => {
    const list = doc.paths['/api/materials']!.get!;
    const param = (name: string) => list.parameters!.find((p) => p.name === name)!;
    expect(param('page').schema).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(param('per_page').schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(param('owner').schema).toMatchObject({ type: ['integer', 'null'], minimum: 1 });
    expect(param('sort').schema).toMatchObject({ enum: ['created_at', 'likes', 'downloads', 'bookmarks'] });

    const comment = doc.paths['/api/materials/{id}/comments']!.post!.requestBody!.content['application/json']!.schema;
    expect(comment).toMatchObject({
      required: ['message'],
      properties: { message: { type: 'string', minLength: 1, maxLength: 5000 } },
    });

    const material = doc.paths['/api/materials/{id}']!.get!.responses['200']!.content!['application/json']!.schema;
    const data = (material.properties as Record<string, Schema>).data!;
    expect(data.required).toContain('id');
    expect((data.properties as Record<string, Schema>).id).toMatchObject({ type: 'integer', minimum: 1 });
    expect((data.properties as Record<string, Schema>).created_at).toMatchObject({ format: 'date-time' });
    expect((data.properties as Record<string, Schema>).type).toMatchObject({ enum: ['file', 'link'] });
  });

  it('gives the success code each call answers: 201 for a new material or comment, 204 without a body', () => {
    const responses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);
    expect(responses('/api/materials', 'post')).toContain('201');
    expect(responses('/api/materials', 'post')).not.toContain('200');
    expect(responses('/api/materials/{id}/comments', 'post')).toContain('201');
    expect(responses('/api/materials/{id}', 'delete')).toContain('204');
    expect(responses('/api/materials/{id}/view', 'post')).toContain('204');
    expect(doc.paths['/api/materials/{id}']!.delete!.responses['204']!.content).toBeUndefined();
    expect(responses('/api/materials/{id}/file', 'get')).toEqual(expect.arrayContaining(['200', '206', '302', '404']));
    expect(responses('/api/pages/{page}', 'get')).toEqual(expect.arrayContaining(['200', '404']));
    // Sign-out answers 204 without a body; the document used to say 200.
    for (const path of ['/api/auth/logout', '/api/auth/logout/everywhere']) {
      expect(responses(path, 'post'), path).toContain('204');
      expect(responses(path, 'post'), path).not.toContain('200');
      expect(doc.paths[path]!.post!.responses['204']!.content, path).toBeUndefined();
    }
    expect(responses('/api/messages', 'post')).toContain('201');
    expect(responses('/api/materials/{id}/report', 'post')).toContain('201');
    expect(responses('/api/comments/{id}/report', 'post')).toContain('201');
  });

  it('documents the four "mark seen" calls with their 204 and who may not (404)', () => {
    for (const path of ['/api/user/comments/{id}/seen', '/api/messages/{id}/seen', '/api/user/notices/{id}/seen']) {
      const operation = doc.paths[path]!.post!;
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['204', '401', '404']));
      expect(operation.responses['204']!.content, path).toBeUndefined();
      // The PUT spelling (`_method=PUT`) is the same call, answered alike and left out of the document.
      expect(doc.paths[path]!.put, path).toBeUndefined();
    }
    expect(Object.keys(doc.paths['/api/user/comments/{id}/seen']!.post!.responses)).toContain('405');
    expect(Object.keys(doc.paths['/api/messages/{id}/seen']!.post!.responses)).toContain('405');
  });

  it('shows both forms a message can be sent as: a new thread or an answer', () => {
    const body = doc.paths['/api/messages']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.anyOf).toEqual([
      expect.objectContaining({ required: expect.arrayContaining(['recipient_id', 'subject', 'message']) }),
      expect.objectContaining({ required: expect.arrayContaining(['reply_to_id', 'message']) }),
    ]);
    const [thread, answer] = body.anyOf as Schema[];
    expect((thread!.properties as Record<string, Schema>).recipient_id).toMatchObject({ type: 'integer', minimum: 1 });
    expect((answer!.properties as Record<string, Schema>).message).toMatchObject({ type: 'string', maxLength: 5000 });
  });

  it('hoists the recursive entities into components, one name each', () => {
    for (const name of ['CategoryNode', 'Comment', 'Message']) expect(doc.components.schemas[name], name).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
    expect(JSON.stringify(doc)).not.toContain('"$defs"');
  });
});
