/** A failure of an admin command the operator can act on; its message is shown as it is, in Latvian. */
export class AdminError extends Error {}
