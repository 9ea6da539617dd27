/** What every administration command is given: the database, storage and how to report. */
import type { DatabaseHandle } from '../db/client';
import type { Storage } from '../storage/storage';

export interface AdminContext {
  handle: DatabaseHandle;
  storage: Storage;
  /** PUBLIC_URL, for the links in mails (mail is queued in the outbox; the portal sends it). */
  publicUrl: string;
  /** Progress lines while a long command runs (the CLI prints them; the portal logs them). */
  progress?: (line: string) => void;
  /** NODE_ENV=production: no demo data, and no published demo password (admin/firstRun.ts). */
  production?: boolean;
  /** STATIC_ROOT: the bundled builds, whose manifests the release commands' gate reads. */
  staticRoot?: string;
}
