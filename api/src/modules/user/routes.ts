/**
 * GET /api/user, POST /api/user with _method=PUT (or PUT; the profile edit) and GET
 * /api/user/inbox/statistics (sign-in required). Signing out is modules/oauth/routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { userEndpoints as calls } from '@portal/contracts/endpoints/user';
import { requireUser } from '../../auth/plugin';
import { registerEndpoint, validateBody } from '../../http/endpoint';
import { unauthorized } from '../../http/errors';
import { AVATAR_RULE, readForm } from '../shared/uploads';
import { checkPutOverride } from '../shared/methodOverride';
import { updateProfile } from './profile';
import { ownUserJson } from './present';
import { inboxCounts } from '../inbox/service';
import { findOwnProfile } from './repo';

export async function registerUserRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  /** The signed-in user as GET /api/user answers them; a user deleted meanwhile has no session. */
  const ownUser = async (userId: number) => {
    const profile = await findOwnProfile(db, userId);
    if (!profile) throw unauthorized();
    return { data: ownUserJson(profile.user, profile.schoolTitle, profile.avatarKey, storage) };
  };

  registerEndpoint(app, calls.current, {}, async (_input, request) => ownUser(requireUser(request).id));

  for (const entry of [calls.update, calls.replace]) {
    registerEndpoint(app, entry, {}, async (_input, request) => {
      const user = requireUser(request);
      const { fields, files, errors: fileErrors } = await readForm(request, { file: AVATAR_RULE });
      checkPutOverride(fields);
      const form = validateBody(entry, fields, fileErrors);
      await updateProfile(db, storage, user.id, form, files.file ?? null);
      return ownUser(user.id);
    });
  }

  registerEndpoint(app, calls.inboxStatistics, {}, async (_input, request) => {
    const user = requireUser(request);
    const { newComments, newMessages, newNotices } = await app.inboxReads.remember(
      String(user.id),
      () => inboxCounts(db, user.id),
      ['inbox'],
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
  });
}
