/**
 * The material calls of spec §7: the paged list and one material; adding one (JSON for a link,
 * multipart with `file` for a file), changing it (POST with `_method=PUT`, or PUT), deleting it;
 * the short-lived download and preview links and following one; likes, bookmarks and views.
 */
import * as v from 'valibot';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/constants';
import {
  ErrorBody,
  Material,
  UrlResult,
  ValidationErrorBody,
  paged,
  single,
} from '@portal/contracts/schemas/entities';
import { MAX_ID, MaterialListQuery, MaterialRequest } from '@portal/contracts/schemas/forms';
import {
  endpoints,
  fileBytes,
  IdParams,
  noContent,
  redirect,
  type EndpointParts,
} from '@portal/contracts/endpoints/endpoint';
import { materialRoutes } from '@portal/contracts/endpoints/routes/materials';

const tags = ['materials'];

const FORM_DESCRIPTION =
  'A link material as JSON; a file material as multipart/form-data with the file in `file` ' +
  `(at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; Excel, PDF, Word, PowerPoint or an image, judged by its content). ` +
  '`categories`: the class, theme and type node ids (repeated field, array or comma-joined), one path of the tree; ' +
  "a link's type node is 'Noderīgas saites', a file's any other. Over 250 MB: 413 with the message on `file`.";

/** A file over the limit is a field error on `file`; a JSON body over 1 MB has the message only. */
const TooLarge = v.union([ValidationErrorBody, ErrorBody]);

/**
 * The signed link of a download or preview (materials/fileLinks.ts). The signature is checked by the
 * service, and a link that is not one names nothing (404) rather than being a form to correct: so
 * every value passes here and the schema only documents the parameters.
 */
const linkPart = (jsonSchema: Record<string, unknown>) =>
  v.pipe(v.optional(v.unknown()), v.metadata({ jsonSchema, required: true }));
export const FileLinkQuery = v.object({
  mode: linkPart({ type: 'string', enum: ['download', 'preview'] }),
  file: linkPart({ type: 'integer', minimum: 1, maximum: MAX_ID }),
  user: linkPart({ type: 'integer', minimum: 1, maximum: MAX_ID }),
  expires: linkPart({ type: 'integer', minimum: 1, description: 'Unix seconds' }),
  signature: linkPart({ type: 'string' }),
});

const update = {
  tags,
  summary: "Change one's own material (_method=PUT)",
  description: `${FORM_DESCRIPTION} Without a new file the stored one stays. The type cannot change. Others' materials: 403.`,
  signIn: 'required',
  cache: { changes: ['materials', 'material:{id}', 'categories'] },
  params: IdParams,
  body: MaterialRequest,
  multipart: true,
  responses: { 200: single(Material), 403: ErrorBody, 404: ErrorBody, 405: ErrorBody, 413: TooLarge },
} as const satisfies EndpointParts;

const mark = (summary: string, changes: readonly string[]) =>
  ({
    tags,
    summary,
    signIn: 'required',
    cache: { changes },
    params: IdParams,
    responses: { 200: single(Material), 403: ErrorBody, 404: ErrorBody },
  }) as const satisfies EndpointParts;

const link = (summary: string, description: string) =>
  ({
    tags,
    summary,
    description,
    signIn: 'required',
    params: IdParams,
    responses: { 200: UrlResult },
  }) as const satisfies EndpointParts;

export const materialEndpoints = endpoints(materialRoutes, {
  list: {
    tags,
    summary: 'Paged materials',
    description:
      "`categories`: node ids, a material must be attached to every one. `sort=bookmarks` lists only the signed-in user's bookmarks, newest bookmark first (401 anonymous). `owner` lists one user's materials (sign-in required; someone else sees only the name-signed ones). 20 per page unless `per_page` says otherwise.",
    signIn: 'optional',
    // A list of nodes is emptied by what is added to one of them; a list of none by anything.
    cache: { reads: ['materials:{categories}'] },
    query: MaterialListQuery,
    responses: { 200: paged(Material), 401: ErrorBody },
  },
  get: {
    tags,
    summary: 'One material',
    description:
      'A material an administrator hid is 404 to everyone but its owner and administrators, who get it with `hidden` (when and why).',
    signIn: 'optional',
    params: IdParams,
    responses: { 200: single(Material) },
  },
  create: {
    tags,
    summary: 'Add a material (sign-in required)',
    description: FORM_DESCRIPTION,
    signIn: 'required',
    cache: { changes: ['materials', 'categories'] },
    body: MaterialRequest,
    multipart: true,
    responses: { 201: single(Material), 405: ErrorBody, 413: TooLarge },
  },
  update,
  replace: { ...update, hidden: true },
  remove: {
    tags,
    summary: "Delete one's own material and its file",
    signIn: 'required',
    cache: { changes: ['materials', 'material:{id}', 'categories'] },
    params: IdParams,
    responses: { 204: noContent, 403: ErrorBody, 404: ErrorBody },
  },
  downloadLink: link(
    'A short-lived download link',
    'The browser navigates to `url`; following it counts one download. 404 for a link material.',
  ),
  previewLink: link(
    'A short-lived inline preview link',
    'Only PDFs and images a browser shows inline; 404 for other kinds.',
  ),
  file: {
    tags,
    summary: 'Follow a download or preview link',
    description:
      'Streams the file with its stored type, `nosniff` and a Content-Disposition of its sanitised name; single byte ranges (206). With S3 storage: a redirect to the bucket. A link that is not one, or names another file: 404; an expired one: 403.',
    signIn: 'none',
    params: IdParams,
    query: FileLinkQuery,
    responses: {
      200: fileBytes('The file'),
      206: fileBytes('The requested byte range of the file'),
      302: redirect("The storage's own short-lived address of the file (S3)"),
      403: ErrorBody,
      404: ErrorBody,
      416: ErrorBody,
    },
  },
  // A like moves the material's count: its page and the lists that show it. A bookmark shows only
  // to the teacher who made it.
  like: mark("Add a like (not to one's own material)", ['material:{id}', 'marks:{viewer}']),
  unlike: mark('Remove a like', ['material:{id}', 'marks:{viewer}']),
  bookmark: mark("Add a bookmark (not to one's own material)", ['marks:{viewer}']),
  unbookmark: mark('Remove a bookmark', ['marks:{viewer}']),
  view: {
    tags,
    summary: 'Record a view',
    description: 'Counted once per viewer per material per hour.',
    signIn: 'optional',
    cache: { changes: [] },
    params: IdParams,
    responses: { 204: noContent },
  },
});

export type MaterialEndpoints = typeof materialEndpoints;
