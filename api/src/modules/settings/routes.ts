/** GET /api/settings: { data: { show_banners, show_articles } }. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { frontPageSettings } from './service';

export function registerSettingsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(
    '/api/settings',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Front page switches',
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { show_banners: { type: 'boolean' }, show_articles: { type: 'boolean' } },
              },
            },
          },
        },
      },
    },
    async () => ({ data: await frontPageSettings(db) }),
  );
}
