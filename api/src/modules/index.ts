/**
 * Every call of the API: each module is an encapsulated Fastify plugin (its hooks, limits and
 * decorators stay its own), reading the shared pieces (db, storage, mailer, captcha, config,
 * appKey) from the app's decorators (http/deps.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/routes';
import { registerAdminAuditRoutes } from './admin/audit/routes';
import { registerCategoryAdminRoutes } from './admin/categories/routes';
import { registerContactAdminRoutes } from './admin/contact/routes';
import { registerAdminContentRoutes } from './admin/content/routes';
import { registerMailAdminRoutes } from './admin/mail/routes';
import { registerModerationRoutes } from './admin/reports/routes';
import { registerReleaseAdminRoutes } from './admin/releases/routes';
import { registerSchoolAdminRoutes } from './admin/schools/routes';
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

/**
 * The administration (issue 19) is one plugin: the security section comes first, because its hook
 * keeps administrators without a required second factor out of every section registered after it
 * in this context, and out of nothing else.
 */
async function administration(app: FastifyInstance): Promise<void> {
  await registerAdminSecurityRoutes(app);
  for (const section of [
    registerAdminUserRoutes,
    registerAdminAuditRoutes,
    registerAdminContentRoutes,
    registerCategoryAdminRoutes,
    registerSchoolAdminRoutes,
    registerContactAdminRoutes,
    registerMailAdminRoutes,
    registerModerationRoutes,
    registerReleaseAdminRoutes,
  ]) {
    await section(app);
  }
}

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const plugin of [
    registerSetupRoutes,
    registerOAuthRoutes,
    registerUserRoutes,
    registerNewsletterRoutes,
    registerProfileRoutes,
    registerInboxRoutes,
    registerMessageRoutes,
    registerSettingsRoutes,
    registerBannerRoutes,
    registerArticleRoutes,
    registerPageRoutes,
    registerCategoryRoutes,
    registerMaterialRoutes,
    registerCommentRoutes,
    registerSearchRoutes,
    registerSchoolRoutes,
    registerCaptchaRoutes,
    registerContactRoutes,
    registerAccountRoutes,
    registerSsoRoutes,
    administration,
  ]) {
    await app.register(plugin);
  }
}
