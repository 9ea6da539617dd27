/** A material's comments (spec §7): a page at a time, and adding one or an answer to one. */
import { COMMENTS_PER_PAGE } from '@portal/contracts/constants';
import { Comment, ErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { CommentForm, PageQuery } from '@portal/contracts/schemas/forms';
import { endpoints, IdParams } from '@portal/contracts/endpoints/endpoint';
import { commentRoutes } from '@portal/contracts/endpoints/routes/comments';

const tags = ['comments'];

export const commentEndpoints = endpoints(commentRoutes, {
  list: {
    tags,
    summary: "A material's comments, a page at a time (sign-in required)",
    description: `${COMMENTS_PER_PAGE} top-level comments per page, newest first, each with its replies (oldest first).`,
    signIn: 'required',
    params: IdParams,
    query: PageQuery,
    responses: { 200: paged(Comment) },
  },
  create: {
    tags,
    summary: 'Comment on a material, or answer a comment (parent_id)',
    description:
      "Only a top-level comment can be answered. The material's owner answers comments but does not add top-level ones (403). " +
      'At most 5000 characters; at most 20 comments per teacher per 10 minutes (429 with Retry-After).',
    signIn: 'required',
    cache: { changes: ['inbox'] },
    params: IdParams,
    body: CommentForm,
    responses: { 201: single(Comment), 403: ErrorBody, 429: ErrorBody },
  },
});

export type CommentEndpoints = typeof commentEndpoints;
