/**
 * The first data calls of a page, answered in its HTML (api/src/web/initialData.ts) and put into the
 * shell's query cache before the first render (shell/src/app/api/initialData.ts), so the page
 * renders as soon as its code arrives instead of asking the API after it. A JSON data block, never
 * executed: the CSP's script-src does not apply.
 */
export const INITIAL_DATA_ELEMENT_ID = 'portal-initial-data';

/** One query's answer under the exact key the page's hook asks for. */
export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface InitialData {
  queries: InitialQuery[];
}
