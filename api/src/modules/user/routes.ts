/**
 * GET /api/user, POST /api/user with _method=PUT (or PUT; the profile edit) and GET
 * /api/user/inbox/statistics (sign-in required). Signing out is modules/oauth/routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { unauthorized, ValidationError } from '../../http/errors';
import { ProfileForm } from '@portal/contracts/schemas/forms';
import { validate } from '@portal/contracts/validation';
import { AVATAR_RULE, readForm } from '../shared/uploads';
import { checkPutOverride } from '../inbox/methodOverride';
import { updateProfile } from './profile';
import { CurrentUser, ErrorBody, InboxStats, ValidationErrorBody, single } from '@portal/contracts/schemas/entities';
import { bearer, jsonSchema, responses } from '../../web/schemas';
import { ownUserJson } from './present';
import { findOwnProfile, inboxCounts } from './repo';

export function registerUserRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: bearer,
        response: responses(single(CurrentUser), { 401: ErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const profile = await findOwnProfile(db, user.id);
      if (!profile) throw unauthorized();
      return { data: ownUserJson(profile.user, profile.schoolTitle, profile.avatarKey, storage) };
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/user',
      schema: {
        tags: ['user'],
        summary: 'Change the signed-in user’s profile (POST with _method=PUT, or PUT)',
        description:
          'JSON, or multipart/form-data with a new avatar in `file` (JPEG, PNG, GIF or WebP by its content, at most 5 MB). ' +
          'first_name and last_name required (at most 255); pseudonym optional (at most 255, empty removes it; 422 when another teacher has it or one that looks like it); ' +
          'description at most 500, school_id one of the schools or empty; ' +
          'newsletter empty = false; `remove_avatar` drops the avatar. Answers the saved user.',
        security: bearer,
        body: jsonSchema(ProfileForm),
        response: responses(single(CurrentUser), { 401: ErrorBody, 405: ErrorBody, 422: ValidationErrorBody }),
      },
      handler: async (request) => {
        const user = requireUser(request);
        const { fields, files, errors: fileErrors } = await readForm(request, { file: AVATAR_RULE });
        checkPutOverride(fields);
        const checked = validate(ProfileForm, fields);
        if (!checked.success || Object.keys(fileErrors).length > 0) {
          throw new ValidationError({ ...fileErrors, ...(checked.success ? {} : checked.errors) });
        }
        await updateProfile(db, storage, user.id, checked.output, files.file ?? null);
        const profile = await findOwnProfile(db, user.id);
        if (!profile) throw unauthorized();
        return { data: ownUserJson(profile.user, profile.schoolTitle, profile.avatarKey, storage) };
      },
    });
  }

  app.get(
    '/api/user/inbox/statistics',
    {
      schema: {
        tags: ['user'],
        summary: 'Counts of new comments, new messages and unseen moderation notices',
        description:
          'The counters are also given at the top level, as newCommentsCount/newMessagesCount and new_comments_count/new_messages_count. `newNoticesCount`: what administrators hid, restored or deleted of the user’s, not yet seen.',
        security: bearer,
        response: responses(single(InboxStats), { 401: ErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { newComments, newMessages, newNotices } = await app.inboxReads.remember(String(user.id), () =>
        inboxCounts(db, user.id),
      );
      const stats = { newCommentsCount: newComments, newMessagesCount: newMessages, newNoticesCount: newNotices };
      // The contracts client reads `data`; spec §3 also names the counters at the top level, in both
      // spellings, so every reader finds them.
      return {
        data: stats,
        ...stats,
        new_comments_count: newComments,
        new_messages_count: newMessages,
        new_notices_count: newNotices,
      };
    },
  );
}
