/**
 * GET /api/messages (page, query), GET /api/messages/{id}, POST /api/messages (a new thread, or an
 * answer with reply_to_id) and POST|PUT /api/messages/{id}/seen (spec §7; sign-in required).
 * A sender sends at most 30 messages per 10 minutes (429 with Retry-After).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody, Message, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { MessageListQuery, messageSchema, NewMessageForm, MessageReplyForm } from '@portal/contracts/schemas/forms';
import { validate } from '@portal/contracts/validation';
import { requireUser } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { ValidationError } from '../../http/errors';
import { parseId, type IdRoute } from '../../http/params';
import { limitRequests } from '../../http/rateLimit';
import { parseInput } from '../../http/validation';
import { bearer, createdResponses, jsonSchema, responses } from '../../web/schemas';
import { checkPutOverride } from '../inbox/methodOverride';
import { answerThread, markSeen, messagePage, startThread, threadById } from './service';

export const MESSAGE_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };

export function registerMessageRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  const limit = limitRequests(app, [
    { name: 'messages-sender', ...MESSAGE_LIMIT, key: (request) => (request.user ? String(request.user.id) : null) },
  ]);

  app.get(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's threads (their first messages), latest activity first",
        description:
          "`query` searches subjects, every message of a thread and the other party's name (case and diacritics ignored). " +
          "`updated_at` is the time of a thread's latest message; a party's seen flag is false while that party has an unseen message in the thread.",
        security: bearer,
        querystring: jsonSchema(MessageListQuery),
        response: responses(paged(Message), { 401: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const query = parseInput(MessageListQuery, request.query);
      return messagePage(db, storage, user.id, query);
    },
  );

  app.get<IdRoute>(
    '/api/messages/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'A thread with its answers (oldest first); only its two parties see it, anyone else 404',
        security: bearer,
        response: responses(single(Message), { 401: ErrorBody, 404: ErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await threadById(db, storage, user.id, parseId(request.params.id)) };
    },
  );

  app.post(
    '/api/messages',
    {
      // Messages are private: nothing of them is in the read cache.
      config: { keepsReadCache: true, changesInbox: true },
      preHandler: limit,
      schema: {
        tags: ['messages'],
        summary:
          'Send a message: a new thread (recipient_id, subject, message) or an answer (reply_to_id, message). 201',
        description:
          'Plain text of at most 5000 characters, stored as sent. An answer goes to the thread’s other party; a thread the caller is not a party of is 404. ' +
          'At most 30 messages per sender per 10 minutes (429 with Retry-After).',
        security: bearer,
        body: { anyOf: [jsonSchema(NewMessageForm), jsonSchema(MessageReplyForm)] },
        response: createdResponses(single(Message), {
          401: ErrorBody,
          404: ErrorBody,
          422: ValidationErrorBody,
          429: ErrorBody,
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const schema = messageSchema(request.body);
      const checked = validate(schema, request.body);
      if (!checked.success) throw new ValidationError(checked.errors);
      const message =
        schema === NewMessageForm
          ? await startThread(db, storage, user.id, checked.output as NewMessageForm)
          : await answerThread(db, storage, user.id, checked.output as MessageReplyForm);
      return reply.code(201).send({ data: message });
    },
  );

  const seen = async (request: FastifyRequest<IdRoute>, reply: FastifyReply) => {
    const user = requireUser(request);
    checkPutOverride(request.body);
    await markSeen(db, user.id, parseId(request.params.id));
    return reply.code(204).send();
  };
  for (const method of ['POST', 'PUT'] as const) {
    app.route<IdRoute>({
      method,
      url: '/api/messages/:id/seen',
      config: { keepsReadCache: true, changesInbox: true },
      schema: {
        tags: ['messages'],
        summary: "Mark the thread seen on the caller's side (POST with _method=PUT, or PUT). 204",
        security: bearer,
        response: { 401: jsonSchema(ErrorBody), 404: jsonSchema(ErrorBody), 405: jsonSchema(ErrorBody) },
      },
      handler: seen,
    });
  }
}
