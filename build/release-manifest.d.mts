// Types of release-manifest.mjs for the TypeScript that reads it (build/release.ts, tests).
import type { ReleaseManifest, ReleaseRoute } from '@portal/contracts/releases';
import type { RouteDef } from '@portal/contracts/routes';

export const ROOT: string;
export function appRoutes(appDir: string): ReleaseRoute[];
export function routeOwningApps(root?: string): string[];
export function allAppRoutes(root?: string): RouteDef[];
export function currentCommit(cwd?: string): string;
export function releaseManifest(appDir: string, commit: string, builtAt: Date): ReleaseManifest;
export class ReleaseManifestPlugin {
  constructor(appDir: string);
  apply(compiler: unknown): void;
}
