/**
 * The public surface of the shared packages (@portal/shared-ui, @portal/contracts) and the version
 * it asks for (issue 21: each feature app is released by its own team, against the shared packages'
 * versions it states).
 *
 * The surface is every module a package's `exports` opens (tests and declaration files aside) with
 * every name it exports and a fingerprint of that export's type as TypeScript prints it (a table of
 * values, such as the endpoint table, entry by entry, so an entry added is an addition). It is
 * recorded beside the package (`api-surface.json`) with the version it belongs to. A change to it
 * must come with a new version: a module or export added needs at least a minor one, a removed one
 * or a changed type a major one (a widening counts as a change: the check cannot tell, and a team
 * reading the change log can). `npm test` fails until the surface is recorded for a version that
 * allows it; `npm run surface -- --write` records it, and refuses when the version does not.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SHARED_PACKAGES = ['shared-ui', 'contracts'] as const;
export const SURFACE_FILE = 'api-surface.json';

/** Module (its import specifier below the package) → export name → fingerprint of its type. */
export type Surface = Record<string, Record<string, string>>;

export interface RecordedSurface {
  version: string;
  modules: Surface;
}

export type Bump = 'none' | 'patch' | 'minor' | 'major';

interface PackageJson {
  name: string;
  version: string;
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
}

export const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as PackageJson;

/** Every file a package's `exports` opens, by the specifier that imports it. */
export function publicModules(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [pattern, target] of Object.entries(readPackage(dir).exports)) {
    if (!/\.tsx?$/.test(target)) continue; // CSS and icon files: no names to export
    if (!pattern.includes('*')) {
      found.set(pattern.slice(2), path.join(ROOT, dir, target));
      continue;
    }
    const [before, after] = target.split('*') as [string, string];
    const base = path.join(ROOT, dir, before);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { recursive: true })) {
      const file = String(entry).split(path.sep).join('/');
      if (!file.endsWith(after) || /\.(test|stories|d)\.tsx?$/.test(file)) continue;
      const name = file.slice(0, file.length - after.length);
      const specifier = pattern.slice(2).replace('*', name);
      if (!found.has(specifier)) found.set(specifier, path.join(base, file));
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
/**
 * A type's fingerprint: the same in every clone (a type printed with an `import("…")` names the file
 * from the repository's root) and whatever order TypeScript prints a union's members in (it follows
 * the order types were created in, which an unrelated new file can change): the sorted words and
 * symbols of the printed type. A member added, removed, renamed or retyped changes it.
 */
const fingerprint = (text: string) =>
  createHash('sha256')
    .update((text.replaceAll(ROOT, '').match(/[\w$]+|[^\s\w$]/g) ?? []).sort().join(' '))
    .digest('hex')
    .slice(0, 16);

/** How deep a table of values is opened: the endpoint table's modules and their calls. */
const TABLE_DEPTH = 2;

/** An object that is only a holder of named values: no call or construct signatures, not an array. */
function isTable(checker: ts.TypeChecker, type: ts.Type): boolean {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    type.getCallSignatures().length === 0 &&
    type.getConstructSignatures().length === 0 &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    checker.getPropertiesOfType(type).length > 0
  );
}

/** `name.key` → the printed type of each entry, opening nested tables up to `depth` levels. */
function tableEntries(checker: ts.TypeChecker, type: ts.Type, name: string, depth: number): [string, string][] {
  return checker.getPropertiesOfType(type).flatMap((member): [string, string][] => {
    const at = member.declarations?.[0];
    if (!at) return [[`${name}.${member.name}`, '']];
    const memberType = checker.getTypeOfSymbolAtLocation(member, at);
    if (depth > 1 && isTable(checker, memberType)) {
      return tableEntries(checker, memberType, `${name}.${member.name}`, depth - 1);
    }
    return [[`${name}.${member.name}`, checker.typeToString(memberType, undefined, FORMAT)]];
  });
}

/** The surface of a package, read by the TypeScript compiler with the package's own settings. */
export function surfaceOf(dir: string): Surface {
  const modules = publicModules(dir);
  const configFile = path.join(ROOT, dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configFile}: cannot be read`);
  const program = ts.createProgram([...modules.values()], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const surface: Surface = {};
  for (const [specifier, file] of modules) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const exports: Record<string, string> = {};
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = target.declarations?.[0];
      const parts: string[] = [];
      if (target.flags & ts.SymbolFlags.Value && declaration) {
        const type = checker.getTypeOfSymbolAtLocation(target, declaration);
        if (!(target.flags & ts.SymbolFlags.Type) && isTable(checker, type)) {
          // A table of values (the endpoint table, its modules): each entry is an export of its own,
          // so an entry added is an addition, not a change of the whole table.
          for (const [key, print] of tableEntries(checker, type, exported.name, TABLE_DEPTH)) exports[key] = fingerprint(print);
          continue;
        }
        parts.push(checker.typeToString(type, undefined, FORMAT));
      }
      if (target.flags & ts.SymbolFlags.Type) {
        const type = checker.getDeclaredTypeOfSymbol(target);
        // An interface prints as its name: its members are what a change would change. (Only an
        // object type's own: a union of strings would list String's methods.)
        const own = type.flags & ts.TypeFlags.Object ? checker.getPropertiesOfType(type) : [];
        const members = own.map((member) => {
          const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
          const at = member.declarations?.[0] ?? declaration;
          return `${member.name}${optional}: ${at ? checker.typeToString(checker.getTypeOfSymbolAtLocation(member, at), undefined, FORMAT) : ''}`;
        });
        parts.push(`type ${checker.typeToString(type, undefined, FORMAT)} {${members.join('; ')}}`);
      }
      exports[exported.name] = fingerprint(parts.join(' | '));
    }
    surface[specifier] = Object.fromEntries(Object.entries(exports).sort(([a], [b]) => a.localeCompare(b)));
  }
  return surface;
}

/** What changed from `before` to `after`, each line naming the module and export, and the bump it needs. */
export function compareSurfaces(before: Surface, after: Surface): { bump: Bump; changes: string[] } {
  const changes: string[] = [];
  let bump: Bump = 'none';
  const need = (level: Bump) => {
    const order: Bump[] = ['none', 'patch', 'minor', 'major'];
    if (order.indexOf(level) > order.indexOf(bump)) bump = level;
  };
  for (const [module, exports] of Object.entries(before)) {
    const now = after[module];
    if (!now) {
      changes.push(`removed module ${module}`);
      need('major');
      continue;
    }
    for (const [name, print] of Object.entries(exports)) {
      if (!(name in now)) {
        changes.push(`removed ${module}: ${name}`);
        need('major');
      } else if (now[name] !== print) {
        changes.push(`changed ${module}: ${name}`);
        need('major');
      }
    }
    for (const name of Object.keys(now)) {
      if (!(name in exports)) {
        changes.push(`added ${module}: ${name}`);
        need('minor');
      }
    }
  }
  for (const module of Object.keys(after)) {
    if (!(module in before)) {
      changes.push(`added module ${module}`);
      need('minor');
    }
  }
  return { bump, changes };
}

const parseVersion = (version: string): [number, number, number] => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain semantic version (major.minor.patch)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** How `to` moved from `from`: none, or the highest part that grew; null when it went back. */
export function bumpBetween(from: string, to: string): Bump | null {
  const [a, b] = [parseVersion(from), parseVersion(to)];
  for (const [index, level] of (['major', 'minor', 'patch'] as const).entries()) {
    if (b[index]! > a[index]!) return level;
    if (b[index]! < a[index]!) return null;
  }
  return 'none';
}

const ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];

/**
 * Whether a package's version allows its surface: the problems, one line each (none: fine), and
 * whether the recorded surface is behind (then `npm run surface -- --write` records it).
 */
export function checkVersion(
  recorded: RecordedSurface,
  version: string,
  current: Surface,
): { problems: string[]; stale: boolean } {
  const { bump: needed, changes } = compareSurfaces(recorded.modules, current);
  const moved = bumpBetween(recorded.version, version);
  if (moved === null)
    return { problems: [`version ${version} is older than the recorded ${recorded.version}`], stale: false };
  if (ORDER.indexOf(moved) < ORDER.indexOf(needed)) {
    return {
      problems: [
        `the public surface changed since ${recorded.version} and needs a ${needed} version, but package.json says ${version}:`,
        ...changes.map((change) => `  ${change}`),
      ],
      stale: false,
    };
  }
  return { problems: [], stale: changes.length > 0 || moved !== 'none' };
}

export const recordedSurface = (dir: string): RecordedSurface | null => {
  const file = path.join(ROOT, dir, SURFACE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedSurface) : null;
};

export function writeSurface(dir: string, surface: RecordedSurface): void {
  writeFileSync(path.join(ROOT, dir, SURFACE_FILE), `${JSON.stringify(surface, null, 2)}\n`);
}

/** `npm run surface [-- --write]`: prints each shared package's check; with --write records what the version allows. */
function main(): void {
  const write = process.argv.includes('--write');
  let failed = false;
  for (const dir of SHARED_PACKAGES) {
    const { name, version } = readPackage(dir);
    const current = surfaceOf(dir);
    const recorded = recordedSurface(dir) ?? { version, modules: current };
    const { problems, stale } = checkVersion(recorded, version, current);
    if (problems.length) {
      failed = true;
      console.error(`${name}: ${problems.join('\n')}`);
    } else if (stale && write) {
      writeSurface(dir, { version, modules: current });
      console.info(`${name} ${version}: surface recorded`);
    } else if (stale || !recordedSurface(dir)) {
      if (write) writeSurface(dir, { version, modules: current });
      else failed = true;
      console.info(
        `${name} ${version}: ${write ? 'surface recorded' : 'the surface is not recorded: npm run surface -- --write'}`,
      );
    } else {
      console.info(`${name} ${version}: surface as recorded`);
    }
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
