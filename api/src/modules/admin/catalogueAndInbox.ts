/**
 * The administrators' calls of 'Kategorijas', 'Skolas', 'Saziņa' and 'Pasts' (issue 19), registered
 * together.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { registerCategoryAdminRoutes } from './categories/routes';
import { registerContactAdminRoutes } from './contact/routes';
import { registerMailAdminRoutes } from './mail/routes';
import { registerSchoolAdminRoutes } from './schools/routes';

export function registerCatalogueAndInboxAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCategoryAdminRoutes(app, deps);
  registerSchoolAdminRoutes(app, deps);
  registerContactAdminRoutes(app, deps);
  registerMailAdminRoutes(app, deps);
}
