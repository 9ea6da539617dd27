/** Every call of the API, one registration per domain. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps';
import { registerAccountRoutes } from './accounts/routes';
import { registerAdminAuditRoutes } from './admin/audit/routes';
import { registerCatalogueAndInboxAdminRoutes } from './admin/catalogueAndInbox';
import { registerAdminContentRoutes } from './admin/content/routes';
import { registerModerationRoutes } from './admin/reports/routes';
import { registerAdminSecurityRoutes } from './admin/security/routes';
import { registerAdminUserRoutes } from './admin/users/routes';
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
import { registerSetupRoutes } from './setup/routes';
import { registerSsoRoutes } from './sso/routes';
import { registerNewsletterRoutes } from './user/newsletterRoutes';
import { registerUserRoutes } from './user/routes';

export function registerModules(app: FastifyInstance, deps: AppDeps): void {
  // First: its hook keeps administrators without a required second factor out of /api/admin.
  registerAdminSecurityRoutes(app, deps);
  registerSetupRoutes(app, deps);
  registerOAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerNewsletterRoutes(app, deps);
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
  // The administration (issue 19).
  registerAdminUserRoutes(app, deps);
  registerAdminAuditRoutes(app, deps);
  registerAdminContentRoutes(app, deps);
  registerCatalogueAndInboxAdminRoutes(app, deps);
  registerModerationRoutes(app, deps);
}
