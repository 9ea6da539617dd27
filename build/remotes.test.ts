// Every page and dialog of the route table must be exposed by the remote that owns it, under the
// module name the table gives: otherwise the shell shows 'Šī sadaļa pašlaik nav pieejama' for a
// page that exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALOGS, REMOTE_DIRS, ROUTES, type RemoteName } from '@portal/contracts/routes';

const root = path.dirname(import.meta.dirname);
const remotes = Object.keys(REMOTE_DIRS) as RemoteName[];
const folderOf = (remote: RemoteName) => path.join(root, `mf-${REMOTE_DIRS[remote]}`);

function modulesNamedFor(remote: RemoteName): string[] {
  const modules = [...ROUTES, ...Object.values(DIALOGS)].filter((m) => m.remote === remote).map((m) => m.module);
  return [...new Set(modules)].sort();
}

describe('remotes expose what the route table names', () => {
  it.each(remotes)('%s exposes exactly its pages and dialogs', async (remote) => {
    const config = (await import(path.join(folderOf(remote), 'rspack.config.mjs'))) as {
      exposes: Record<string, string>;
      default: { output: { uniqueName: string } };
    };
    expect(config.default.output.uniqueName).toBe(remote);
    expect(Object.keys(config.exposes).sort()).toEqual(modulesNamedFor(remote));
    for (const file of Object.values(config.exposes)) {
      expect(file, 'an exposed module is a page under src/pages').toMatch(/^\.\/src\/pages\/\w+\.tsx$/);
      expect(existsSync(path.join(folderOf(remote), file)), file).toBe(true);
    }
  });
});
