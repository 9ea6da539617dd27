// Types of rspack.mjs for the TypeScript that reads it (build/release.ts).
export function sharedSingletons(
  dir?: string,
): Record<string, { singleton: true; strictVersion: true; requiredVersion: string; version: string }>;
export function federatedConfig(o: {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  host?: boolean;
}): Record<string, unknown>;
export function providedVersions(dir: string): Record<string, string>;
