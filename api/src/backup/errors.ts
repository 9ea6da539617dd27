/** A backup or restore that cannot go on; the message is for the operator, in Latvian, shown as it is. */
export class BackupError extends Error {}

/** Said after every refusal of a restore that stopped before touching anything. */
export const NOTHING_CHANGED = 'Nekas netika mainīts.';
