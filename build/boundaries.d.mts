// Types of boundaries.mjs for the TypeScript tests that read it.
export function frontEnds(): string[];
export function boundaryZones(options?: { tests?: boolean }): object[];
