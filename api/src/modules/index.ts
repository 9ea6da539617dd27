/** Every call of the API, one registration per domain. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps';
import { registerAccountRoutes } from './accounts/routes';
// issue 19, news/pages/banners (helper B)
import { registerAdminContentRoutes } from './admin/content/routes';
import { registerArticleRoutes } from './articles/routes';
import { registerBannerRoutes } from './banners/routes';
import { registerCaptchaRoutes } from './captcha/routes';
import { registerCategoryRoutes } from './categories/routes';
import { registerCommentRoutes } from './comments/routes';
import { registerContactRoutes } from './contact/routes';
import { registerInboxRoutes } from './inbox/routes';
import { registerMaterialRoutes } from './materials/routes';
import { registerMessageRoutes } from './messages/routes';
import { registerOAuthRoutes } from './oauth/routes';
import { registerPageRoutes } from './pages/routes';
import { registerProfileRoutes } from './profiles/routes';
import { registerSchoolRoutes } from './schools/routes';
import { registerSearchRoutes } from './search/routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerSsoRoutes } from './sso/routes';
import { registerUserRoutes } from './user/routes';
// --- administration: users and the audit log (issue 19, helper A) ---
import { registerAdminUserRoutes } from './admin/users/routes';
import { registerAdminAuditRoutes } from './admin/audit/routes';
// --- end users and audit log ---
// issue 19, helper C: categories, schools, contact messages, mail
import { registerCatalogueAndInboxAdminRoutes } from './admin/catalogueAndInbox';
// issue 19, reports and moderation (helper D)
import { registerModerationRoutes } from './admin/reports/routes';

export function registerModules(app: FastifyInstance, deps: AppDeps): void {
  registerOAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerInboxRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerBannerRoutes(app, deps);
  registerArticleRoutes(app, deps);
  registerPageRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerMaterialRoutes(app, deps);
  registerCommentRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerSchoolRoutes(app, deps);
  registerCaptchaRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerSsoRoutes(app, deps);
  // --- administration: users and the audit log (issue 19, helper A) ---
  registerAdminUserRoutes(app, deps);
  registerAdminAuditRoutes(app, deps);
  // --- end users and audit log ---
  // issue 19, news/pages/banners (helper B)
  registerAdminContentRoutes(app, deps);
  // issue 19, helper C: categories, schools, contact messages, mail
  registerCatalogueAndInboxAdminRoutes(app, deps);
  // issue 19, reports and moderation (helper D)
  registerModerationRoutes(app, deps);
}
