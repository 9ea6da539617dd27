/**
 * The shared pieces a module may need beyond the request: the database, file storage, mail, the
 * captcha, configuration and the app's secret. The app decorates itself with them once
 * (`decorateShared`), before the modules are registered; a module reads them from its instance
 * (`const { db, storage } = app`), so nothing passes a bag of them from plugin to plugin.
 */
import type { FastifyInstance } from 'fastify';
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

declare module 'fastify' {
  // The decorators below, typed on every instance (Fastify's own way: declaration merging).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyInstance extends AppDeps {}
}

export function decorateShared(app: FastifyInstance, shared: AppDeps): void {
  for (const [name, value] of Object.entries(shared)) app.decorate(name, value);
}
