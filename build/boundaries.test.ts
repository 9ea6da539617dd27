// The import boundaries of eslint.config.js (build/boundaries.mjs), tried on fixtures: source text
// linted as if it stood at a path in the tree, importing real files.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.dirname(import.meta.dirname);
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** A source file of one of mf-auth's features, to import from another feature. */
function moduleOfFeature(feature: string): string {
  const dir = path.join(root, 'mf-auth/src/features', feature, 'components');
  const file = readdirSync(dir).find((f) => /^[A-Z]\w+\.tsx$/.test(f) && !f.includes('.test.'));
  if (!file) throw new Error(`no component in ${dir}`);
  return `../../${feature}/components/${file.replace(/\.tsx$/, '')}`;
}

describe('import boundaries', () => {
  it('fail lint on an import from one remote into another', async () => {
    const code = `import LoginPage from '../../../mf-auth/src/pages/LoginPage';\nexport const page = LoginPage;\n`;
    expect(await ruleIds('mf-catalog/src/pages/Fixture.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('fail lint on a feature importing another feature', async () => {
    const code = `import * as other from '${moduleOfFeature('register')}';\nexport const x = other;\n`;
    expect(await ruleIds('mf-auth/src/features/login/components/Fixture.tsx', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fail lint on a relative import between shared-ui modules, which would bypass the share scope', async () => {
    const code = `import { useSession } from '../stores/session';\nexport const s = useSession;\n`;
    expect(await ruleIds('shared-ui/src/components/Fixture.tsx', code)).toContain('no-restricted-imports');
  });

  it('fail lint on react-router imported past shared-ui/lib/router, which would put a second router on the page', async () => {
    const code = `import { Link } from 'react-router-dom';\nexport const l = Link;\n`;
    expect(await ruleIds('mf-profile/src/pages/Fixture.tsx', code)).toContain('no-restricted-imports');
    expect(await ruleIds('shared-ui/src/components/Fixture.tsx', code)).toContain('no-restricted-imports');
    // Tests build their own memory routers, outside the federation.
    expect(await ruleIds('mf-profile/src/pages/Fixture.test.tsx', code)).toEqual([]);
  });

  it('let a feature import its own feature, its remote’s lib, shared-ui and contracts', async () => {
    const code = [
      `import * as own from '${moduleOfFeature('login').replace('../../login/', '../')}';`,
      `import * as lib from '../../../lib/providerData';`,
      `import { Button } from '@portal/shared-ui/components/Button';`,
      `import { routePath } from '@portal/contracts/routes';`,
      `import { Link } from '@portal/shared-ui/lib/router';`,
      `export const x = [own, lib, Button, routePath, Link];`,
      '',
    ].join('\n');
    expect(await ruleIds('mf-auth/src/features/login/components/Fixture.tsx', code)).toEqual([]);
  });

  it("fail lint on an API module importing another module's repo, or a repo importing its service", async () => {
    const otherRepo = `import { materialNodes } from '../materials/repo';\nexport const x = materialNodes;\n`;
    expect(await ruleIds('api/src/modules/messages/fixture.ts', otherRepo)).toContain('import-x/no-restricted-paths');
    const typeOnly = `import type { MaterialRow } from '../materials/repo';\nexport type X = MaterialRow;\n`;
    expect(await ruleIds('api/src/modules/messages/fixture.ts', typeOnly)).toContain('import-x/no-restricted-paths');
    const upward = `import * as service from './service';\nexport const x = service;\n`;
    expect(await ruleIds('api/src/modules/materials/repo.ts', upward)).toContain('import-x/no-restricted-paths');
  });

  it('fail lint on a shared layer of the API importing a module', async () => {
    const code = `import * as comments from '../modules/comments/service';\nexport const x = comments;\n`;
    expect(await ruleIds('api/src/http/fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("let an API module import its own layers downward, another module's service and the shared layers", async () => {
    const code = [
      `import * as repo from './repo';`,
      `import * as categories from '../categories/tree';`,
      `import { HttpError } from '../../http/errors';`,
      `export const x = [repo, categories, HttpError];`,
      '',
    ].join('\n');
    expect(await ruleIds('api/src/modules/materials/service.ts', code)).toEqual([]);
  });
});
