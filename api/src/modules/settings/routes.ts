/** GET /api/settings: { data: { show_banners, show_articles } } (contracts/src/endpoints/content.ts). */
import type { FastifyInstance } from 'fastify';
import { contentEndpoints as calls } from '@portal/contracts/endpoints/content';
import { registerEndpoint } from '../../http/endpoint';
import { frontPageSettings } from './service';

export async function registerSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, calls.settings, {}, async () => ({
    data: await frontPageSettings(db),
  }));
}
