// Types of first-render.mjs for the TypeScript test that reads it.
export function sharedMatcher(shared: Record<string, unknown>): (specifier: string) => boolean;
export function staticImports(file: string, code: string): string[];
export function sharedLoadedBy(o: {
  entries: string[];
  isShared: (specifier: string) => boolean;
  resolve: (fromDir: string, specifier: string) => string | undefined;
  read?: (file: string) => string;
}): string[];
export function firstRender(app: string): Promise<{ shared?: string[]; routes?: Record<string, string[]> }>;
export function writeFirstRender(app: string): Promise<string>;
