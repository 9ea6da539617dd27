/**
 * "Mark seen" of the inbox: a comment (inbox) or a message thread (messages), each a pair of entries,
 * POST with `_method=PUT` and PUT. The caller's own flag only: their entries' cache rule empties the
 * inbox counts alone. 204, or what `mark` throws (404).
 */
import type { FastifyInstance } from 'fastify';
import type { Endpoint, IdParams } from '@portal/contracts/endpoints/endpoint';
import { requireUser } from '../../auth/plugin';
import { registerEndpoint } from '../../http/endpoint';
import { checkPutOverride } from './methodOverride';

type SeenEntry = Endpoint & { readonly params: typeof IdParams };

export function registerSeenEndpoints(
  app: FastifyInstance,
  entries: readonly SeenEntry[],
  mark: (userId: number, id: number) => Promise<void>,
): void {
  for (const entry of entries) {
    registerEndpoint(app, entry, {}, async ({ params }, request, reply) => {
      const user = requireUser(request);
      checkPutOverride(request.body);
      await mark(user.id, params.id);
      return reply.code(204).send();
    });
  }
}
