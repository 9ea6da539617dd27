/** Writing values into the portal's HTML page (headHints.ts, initialData.ts). */

// JSON inside <script> must not close the element or open a comment: escape <, > and &.
export const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
