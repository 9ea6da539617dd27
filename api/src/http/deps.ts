/** What route modules are given: everything outside the request that a call may need. */
import type { Config } from '../config/index';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { CaptchaService } from '../captcha/service';
import type { Storage } from '../storage/storage';

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  captcha: CaptchaService;
  /** Secret for HMACs (CSRF tokens, captcha challenges). */
  appKey: string;
}
